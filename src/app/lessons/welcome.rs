//! On a first visit, beside whose turn it is: learn, or play the computer straight away.

use leptos::prelude::*;

use super::{open_first_lesson, use_lessons};
use crate::ai::Level;
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::saved::fresh_session;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::later::use_loader;

#[component]
pub fn Welcome() -> impl IntoView {
    let (lessons, board, table, prefs, loader) = (use_lessons(), use_board_view(), use_table(), use_prefs(), use_loader());
    let shown = move || lessons.first_visit.get() && !board.away() && table.with(|s| s.actions.is_empty());
    move || {
        shown().then(|| view! {
            <span class="welcome" role="group" aria-label=move || prefs.tr("New to Senet?", "Впервые играете в Сенет?")>
                <button data-action="learn" on:click=move |_| open_first_lesson(loader, lessons)>{move || prefs.tr("Learn to play", "Обучение")}</button>
                <button data-action="play" on:click=move |_| {
                    lessons.first_visit.set(false);
                    // A first game: against the computer, at a gentle level.
                    let mut first = fresh_session();
                    first.set_against_the_computer(Level::Greedy);
                    board.play_here(first);
                }>{move || prefs.tr("Play", "Играть")}</button>
            </span>
        })
    }
}
