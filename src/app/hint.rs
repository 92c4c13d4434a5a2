//! The hint, in the turn panel where the player looks: every legal move, in words, with its
//! estimated chance of winning, each piece's chance marked on the board too.

use leptos::prelude::*;

use super::contexts::prefs::use_prefs;
use super::contexts::shown::use_board_view;
use super::contexts::table::use_table;
use super::contexts::ui::use_ui;
use super::i18n::tr;
use super::text::{move_in_words, Players};
use crate::ai::rank_moves_at;
use crate::ai::review::DEPTH;
use crate::engine::Stage;

#[component]
pub fn Hint() -> impl IntoView {
    let (board, table, ui, prefs) = (use_board_view(), use_table(), use_ui(), use_prefs());
    let asked = RwSignal::new(false);
    // A person's choice of move in a game of this browser's: not the computer's, not a lesson's.
    let offered = move || {
        let game = board.game.get();
        let theirs = table.with(|s| s.computer[game.to_move().index()].is_some() || s.friend_turn(&game) == Some(false));
        !board.away() && matches!(game.stage(), Stage::Move { .. }) && !theirs
    };
    // The moves ranked, while the hint is asked for and offered.
    let ranked = Memo::new(move |_| (asked.get() && offered()).then(|| rank_moves_at(&board.game.get(), DEPTH)));
    // Each piece's chance marked on the board too (on a phone the list shows only the best).
    Effect::new(move || {
        let marks = ranked.get().unwrap_or_default().into_iter().filter(|(mv, _)| (1..=30).contains(&mv.from));
        ui.hinted.set(marks.map(|(mv, p)| (mv.from, (p * 100.0).round() as u32)).collect());
    });
    on_cleanup(move || ui.hinted.set(Vec::new()));
    let moves = move || {
        let ranked = ranked.get()?;
        let game = board.game.get_untracked();
        let lang = prefs.lang.get();
        let players = table.with(Players::named);
        Some(view! {
            <ol class="hint">
                {ranked.into_iter().map(|(mv, p)| {
                    let percent = (p * 100.0).round() as i32;
                    let said = move_in_words(lang, &game, mv, players);
                    view! { <li>{tr!(lang, "{said}: {percent}% to win", "{said}: шанс победы {percent}%")}</li> }
                }).collect_view()}
            </ol>
        })
    };
    move || {
        offered().then(|| view! {
            <button class="hint-button" data-action="hint" aria-pressed=move || asked.get().to_string() on:click=move |_| asked.update(|h| *h = !*h)>
                {move || prefs.tr("Hint", "Подсказка")}
            </button>
            {moves}
        })
    }
}
