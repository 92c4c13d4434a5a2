//! The 10×3 board: squares as Tarot cards and Houses, the pieces, and the zones above (drowned
//! pieces) and below (pieces borne off or still to enter) as on the club's board.

pub mod last_move;
pub mod piece;
pub mod square;
pub mod zone;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::review::use_reviews;
use last_move::LastTurn;
use crate::app::contexts::ui::use_ui;
use crate::app::play::use_play;
use crate::engine::squares::square_at;
use square::Square;

/// Move the keyboard focus to a square.
fn focus_square(square: u8) {
    let selector = format!("[data-square=\"{square}\"]");
    if let Some(element) = document().query_selector(&selector).ok().flatten() {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = element.unchecked_into::<web_sys::HtmlElement>().focus_with_options(&options);
    }
}

#[component]
pub fn Board() -> impl IntoView {
    let (play, board, table, reviews, ui, prefs) = (use_play(), use_board_view(), use_table(), use_reviews(), use_ui(), use_prefs());
    // The turn that led to the position shown (the live game's, or the one ending at the line
    // stepped to; none while the better move is shown), found once for every square.
    let last = Memo::new(move |_| {
        let at = board.stepping();
        if at.better.is_some() {
            return LastTurn::default();
        }
        let stage = board.game.with(|g| g.stage());
        table.recorder(|r| {
            let lines = &r.record().lines;
            LastTurn::of(stage, &lines[..at.step.unwrap_or(lines.len()).min(lines.len())])
        })
    });
    // The better move of the marked choice selected in the review, or of the tutor's warning.
    let better = Memo::new(move |_| match reviews.selected_choice() {
        Some(choice) => Some((choice.best.from, choice.best.to)),
        None => ui.tutored.with(|w| w.map(|w| (w.best.from, w.best.to))),
    });
    let squares = (0..3).flat_map(|row| (0..10).map(move |column| square_at(row, column)));
    // The arrows move along the track (not across the rows), Enter picks and moves.
    let keydown = move |ev: web_sys::KeyboardEvent| {
        let square = ui.focused.get_untracked();
        let next = match ev.key().as_str() {
            "ArrowRight" | "ArrowDown" => square.saturating_add(1).min(30),
            "ArrowLeft" | "ArrowUp" => square.saturating_sub(1).max(1),
            "Home" => 1,
            "End" => 30,
            "Enter" | " " => {
                ev.prevent_default();
                play.click(square);
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        ui.focused.set(next);
        focus_square(next);
    };
    view! {
        <div class="board" role="grid" on:keydown=keydown
            aria-label=move || prefs.tr("The track snakes from 1 to 30. Arrow keys move along it, Enter picks and moves, T throws.",
                "Дорожка вьётся змейкой от 1 до 30. Стрелки — по дорожке, Enter — выбрать и пойти, T — бросок.")>
            <div role="row" class="track-row">
                {squares.map(|square| view! { <Square square=square last=last better=better/> }).collect_view()}
            </div>
        </div>
    }
}

