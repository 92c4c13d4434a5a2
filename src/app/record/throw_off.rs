//! The throw-off's throws (K2), each drawn as its four sticks: in the record's panel, with the
//! rest a newcomer need not see first.

use leptos::prelude::*;

use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::table::use_table;
use crate::app::i18n::tr;
use crate::app::turn::sticks::four_sticks;

#[component]
pub fn ThrowOffLog() -> impl IntoView {
    let (table, prefs) = (use_table(), use_prefs());
    move || {
        let throw_off = table.with(|s| s.throw_off_complete().then(|| s.throw_off.clone())).filter(|t| !t.is_empty())?;
        let lang = prefs.lang.get();
        let throws = throw_off.iter().enumerate()
            .map(|(i, t)| {
                let player = i % 2 + 1;
                tr!(lang, "player {player}: {t}", "игрок {player}: {t}")
            })
            .collect::<Vec<_>>()
            .join(", ");
        let drawn = throw_off.iter().map(|&value| {
            let fall = Some(crate::engine::Sticks::showing(value));
            view! { <span class="mini-sticks" aria-hidden="true">{four_sticks(fall)}</span> }
        }).collect_view();
        Some(view! {
            <div class="throw-off" data-throw-off-log="">
                <div class="throw-off-sticks">{drawn}</div>
                <p>{tr!(lang, "Throw-off (K2): {throws}.", "Розыгрыш первого хода (K2): {throws}.")}</p>
            </div>
        })
    }
}
