//! The end of a game, where the turn was: who won ("You won"), a new game, the review.

use leptos::prelude::*;

use super::contexts::prefs::use_prefs;
use super::contexts::saved::against_the_computer;
use super::contexts::shown::use_board_view;
use super::contexts::table::use_table;
use super::contexts::ui::use_panels;
use super::i18n::{count, tr};
use super::later;
use super::library::use_library;
use super::review::use_reviews;
use super::text::{title, Players};
use crate::ai::Level;
use crate::engine::System;

later::part!(drawing => GameOver);

/// How a game ended.
#[derive(Clone, Copy)]
enum Ending {
    /// On the board (K16, B6).
    Board,
    /// When a time-limited game's clock ran out (C3).
    Time,
    /// A player of a game with a friend resigned.
    Resignation,
}

#[component]
pub fn GameOver() -> impl IntoView {
    let (board, table, panels, reviews, prefs, library) = (use_board_view(), use_table(), use_panels(), use_reviews(), use_prefs(), use_library());
    let over = move || {
        let game = board.game.get();
        let (winner, ending) = match (game.winner(), board.winner_on_time(), board.winner_by_resignation()) {
            (Some(w), _, _) => (w, Ending::Board),
            (None, Some(w), _) => (w, Ending::Time),
            (None, None, Some(w)) => (w, Ending::Resignation),
            (None, None, None) => return None,
        };
        let lang = prefs.lang.get();
        let options = table.with(|s| s.options);
        let won = table.with(Players::named).won(lang, winner);
        let lines = count(lang, table.recorder(|r| r.record().lines.len()) as u64, ["record line", "record lines"], ["строка записи", "строки записи", "строк записи"]);
        let heading = match ending {
            Ending::Time => tr!(lang, "{won} (time is up: ahead by C3)", "{won} (время вышло: впереди по C3)"),
            Ending::Resignation => tr!(lang, "{won} (by resignation)", "{won} (партия сдана)"),
            Ending::Board => won,
        };
        let summary = title(lang, &options);
        // One tap to a game against the computer: the same game, at the level just played (a
        // gentle one after a game between people).
        let level = table.with(|s| s.computer.into_iter().flatten().next()).unwrap_or(Level::Greedy);
        Some(view! {
            <section class="game-over" aria-label=prefs.tr("Game over", "Конец партии")>
                <h2>{heading}</h2>
                <p>{tr!(lang, "{summary}: {lines}.", "{summary}: {lines}.")}</p>
                {(options.system != System::Gods).then(|| view! {
                    <button data-action="play-computer" on:click=move |_| library.start_new(against_the_computer(options, level))>
                        {prefs.tr("Play the computer", "Играть с компьютером")}
                    </button>
                })}
                <button data-action="new-game-again" on:click=move |_| panels.new_game.set(true)>{prefs.tr("New game", "Новая партия")}</button>
                <button data-action="review" on:click=move |_| reviews.start()>{prefs.tr("Review the game", "Разобрать партию")}</button>
            </section>
        })
    };
    view! { {over} }
}

