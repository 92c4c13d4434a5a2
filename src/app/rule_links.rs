//! Rule ids in a text (K14, G4) as small links to the rules page, which opens at the rule: the
//! id stays for the club player, and a newcomer can look it up with one tap.

use leptos::prelude::*;

use super::i18n::is_letter_or_digit;
use super::rules::rule_id_at;

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
        // An id, and not the start of a longer word.
        match rule_id_at(&chars, i).filter(|&(_, _, end)| chars.get(end).is_none_or(|&c| !is_letter_or_digit(c))) {
            Some((_, _, end)) => {
                parts.push((chars[start..i].iter().collect(), false));
                parts.push((chars[i..end].iter().collect(), true));
                i = end;
                start = i;
            }
            None => i += 1,
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
