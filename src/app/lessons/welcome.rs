//! On a first visit, beside whose turn it is: learn, or play the computer straight away.

use leptos::prelude::*;

use super::{open_first_lesson, use_lessons};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::saved::first_game;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::later::use_loader;
use crate::app::play::use_play;
use crate::app::text::Players;

#[component]
pub fn Welcome() -> impl IntoView {
    let (lessons, board, table, prefs, loader, play) = (use_lessons(), use_board_view(), use_table(), use_prefs(), use_loader(), use_play());
    // Until the player chooses, or plays a throw of their own; not while the computer plays its
    // first turn (it may have won the throw-off), whose words take the line on a phone.
    let shown = move || {
        let players = table.with(Players::of);
        lessons.first_visit.get()
            && !board.away()
            && play.computer_to_act().is_none()
            && !table.recorder(|r| r.record().lines.iter().any(|line| players.yours(line.side)))
    };
    move || {
        shown().then(|| view! {
            <span class="welcome" role="group" aria-label=move || prefs.tr("New to Senet?", "Впервые играете в Сенет?")>
                <button data-action="learn" on:click=move |_| open_first_lesson(loader, lessons)>{move || prefs.tr("Learn to play", "Обучение")}</button>
                <button data-action="play" on:click=move |_| {
                    lessons.first_visit.set(false);
                    board.play_here(first_game());
                }>{move || prefs.tr("Play", "Играть")}</button>
            </span>
        })
    }
}
