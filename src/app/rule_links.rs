//! Rule ids in a text (K14, G4) as small links to the rules page, which opens at the rule: the
//! id stays for the club player, and a newcomer can look it up with one tap.

use leptos::prelude::*;

use super::i18n::is_letter_or_digit;

/// `text`, its rule ids links.
pub fn with_rule_links(text: String) -> impl IntoView {
    parts(&text)
        .into_iter()
        .map(|(part, rule)| match rule {
            false => part.into_any(),
            true => {
                let id = part.clone();
                view! { <a class="rule-link" href="#rules" on:click=move |ev| { ev.prevent_default(); open_rule(&id) }>{part}</a> }.into_any()
            }
        })
        .collect_view()
}

/// The text cut at its rule ids: each part, and whether it is one.
fn parts(text: &str) -> Vec<(String, bool)> {
    let chars: Vec<char> = text.chars().collect();
    let mut parts: Vec<(String, bool)> = Vec::new();
    let (mut start, mut i) = (0, 0);
    while i < chars.len() {
        let begins = "KBCG".contains(chars[i]) && (i == 0 || !is_letter_or_digit(chars[i - 1]));
        let digits = chars[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
        let ends = chars.get(i + 1 + digits).is_none_or(|&c| !is_letter_or_digit(c));
        if begins && digits > 0 && ends {
            parts.push((chars[start..i].iter().collect(), false));
            parts.push((chars[i..i + 1 + digits].iter().collect(), true));
            i += 1 + digits;
            start = i;
        } else {
            i += 1;
        }
    }
    parts.push((chars[start..].iter().collect(), false));
    parts.retain(|(part, _)| !part.is_empty());
    parts
}

/// Open the rules page at the first point that names `id`.
fn open_rule(id: &str) {
    let Some(rules) = document().query_selector("[data-rules]").ok().flatten() else { return };
    let _ = rules.set_attribute("open", "");
    let point = document().query_selector(&format!("[data-rules-named~=\"{id}\"]")).ok().flatten();
    point.unwrap_or(rules).scroll_into_view();
}
