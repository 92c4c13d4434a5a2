//! The line of the record stepped to, in words, where the turn's line stands in play: what happened
//! there, and for a choice the review marked, the better move (marked on the board in green).

use leptos::prelude::*;

use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::i18n::tr;
use crate::app::review::use_reviews;
use crate::app::text::{line_in_words, move_in_words, Players};

#[component]
pub fn Stepped() -> impl IntoView {
    let (board, table, reviews, prefs) = (use_board_view(), use_table(), use_reviews(), use_prefs());
    let line = move || {
        let lines = board.stepping().step?;
        let (lang, players) = (prefs.lang.get(), table.with(Players::named));
        let total = table.recorder(|r| r.record().lines.len());
        let happened = match lines.checked_sub(1) {
            None => tr!(lang, "The start of the game.", "Начало партии."),
            Some(last) => table.recorder(|r| r.record().lines.get(last).map(|line| line_in_words(lang, players, line)))?,
        };
        Some(tr!(lang, "Line {lines} of {total}: {happened}", "Строка {lines} из {total}: {happened}"))
    };
    // The better move of the marked choice selected in the review, in words.
    let better = move || {
        let choice = reviews.selected_choice()?;
        let (lang, players) = (prefs.lang.get(), table.with(Players::named));
        let best = move_in_words(lang, &reviews.position_before(choice.action), choice.best, players);
        let lost = (choice.loss() * 100.0).round();
        Some(tr!(lang, "Better, marked in green: {best} ({lost}% of the winning chance lost).",
            "Лучше, отмечено зелёным: {best} (потеряно {lost}% шанса на победу)."))
    };
    view! {
        {move || line().map(|said| view! { <p class="stepped" data-stepped-line="" aria-live="polite">{said}</p> })}
        {move || better().map(|said| view! { <p class="better-said" data-better-said="">{said}</p> })}
    }
}
