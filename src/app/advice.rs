//! The winning chances, as a bar.

use leptos::prelude::*;

use super::contexts::prefs::use_prefs;
use super::contexts::shown::use_board_view;
use super::contexts::table::use_table;
use super::i18n::{capitalized, side_name, tr};
use super::later;
use crate::ai::review::DEPTH;
use crate::ai::win_chance;
use crate::engine::Side;

later::part!(drawing => Advice);

/// The win-probability bar (the hint is in the turn panel, where the player looks: `hint.rs`).
#[component]
pub fn Advice() -> impl IntoView {
    let (board, table, prefs) = (use_board_view(), use_table(), use_prefs());
    let chances = Memo::new(move |_| {
        let game = board.game.get();
        game.winner().is_none().then(|| win_chance(&game, Side::Spools, DEPTH))
    });
    let bar = move || {
        chances.get().map(|spools| {
            let lang = prefs.lang.get();
            let system = table.with(|s| s.options.system);
            // Whole percentages, as integers: no float formatting in the download.
            let percent = (spools * 100.0).round() as i32;
            let rest = 100 - percent;
            let (spools, cones) = (side_name(lang, system, Side::Spools), side_name(lang, system, Side::Cones));
            view! {
                <div class="win-bar" role="img"
                    aria-label=tr!(lang, "Chances: {spools} {percent}%, {cones} {rest}%", "Шансы: {spools} {percent}%, {cones} {rest}%")>
                    <span class="spools-share" style=format!("width: {percent}%")></span>
                </div>
                <p class="win-numbers">{format!("{} {percent}% · {cones} {rest}%", capitalized(spools))}</p>
            }
        })
    };
    view! {
        <section class="advice" aria-label=move || prefs.tr("Advice", "Совет")>
            {bar}
        </section>
    }
}

