//! A square of the track: its card or House, its piece, and what it means now (picked, the
//! destination, the last move, the lesson's move, a domain).

use leptos::prelude::*;

use super::last_move::LastTurn;
use super::piece::{piece_kind, piece_name, PieceShape};
use crate::app::cards::{face, square_explanation};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::contexts::ui::use_ui;
use crate::app::lessons::use_lessons;
use crate::app::play::use_play;
use crate::engine::squares::cell;
use crate::engine::Side;
use crate::lessons::Target;

#[component]
pub fn Square(square: u8, last: Memo<LastTurn>, better: Memo<Option<(u8, u8)>>) -> impl IntoView {
    let (play, board, table, ui, lessons, prefs) = (use_play(), use_board_view(), use_table(), use_ui(), use_lessons(), use_prefs());
    let face = move || face(prefs.lang.get(), square);
    let (row, column) = cell(square);
    // The track's direction on this square, for the arrow that shows the path: along the row, or
    // turning to the next row (in the portrait layout the board is turned, and the arrows with it).
    let (arrow, turning) = match (row, square % 10) {
        _ if square == 30 => ("", false),
        (_, 0) => ("↓", true),
        (1, _) => ("←", false),
        _ => ("→", false),
    };
    let occupant = move || board.game.with(|g| g.piece_at(square));
    let movable = move || {
        board.game.with(|g| {
            let mine = g.piece_at(square) == Some(g.to_move());
            mine && g.legal_moves().iter().any(|m| m.from == square)
        })
    };
    let destination = move || play.picked_move().is_some_and(|m| m.to == square && !m.is_bear_off());
    // B5: whose domain the square is, once the domains are fixed.
    let domain_of = move |side: Side| board.game.with(|g| g.is_domain_of(side, square));
    let picked = move || play.picked_move().is_some_and(|m| m.is_touched_on(square));
    let last = move || last.with(|turn| turn.on(square));
    // The hint's winning chance for the piece here; the best move's starred.
    let hinted = move || {
        ui.hinted.with(|moves| moves.iter().position(|&(from, _)| from == square).map(|rank| format!("{}{}%", if rank == 0 { "★ " } else { "" }, moves[rank].1)))
    };
    // The review's better move, from where to where.
    let better = move || match better.get() {
        Some((from, _)) if from == square => Some("from"),
        Some((_, to)) if to == square => Some("to"),
        _ => None,
    };
    // A House's rule, or the square's card, on hover and on tap (in the turn panel, when the
    // square is not part of a move).
    let rule = move || Some(square_explanation(prefs.lang.get(), square));
    // The lesson's move, marked whenever it can be made.
    let target = move || match lessons.target.get() {
        Some(Target::Move(mv)) => Some(mv),
        _ => None,
    };
    let lesson_piece = move || target().is_some_and(|mv| mv.from == square).then_some("piece");
    let lesson_destination = move || target().is_some_and(|mv| mv.to == square).then_some("destination");
    let house = face().house.is_some();
    let (numeral, emblem) = (face().numeral, face().emblem);
    // The square's accessible name is its visible text (number, numeral, name) and the piece's name.
    view! {
        <div
            class="square"
            class:house=house
            class:picked=picked
            class:destination=destination
            class:domain-spools=move || domain_of(Side::Spools)
            class:domain-cones=move || domain_of(Side::Cones)
            style=format!("--row: {}; --column: {}", row + 1, column + 1)
            data-square=square
            data-destination=move || destination().then_some("")
            data-last-move=last
            data-better-move=better
            data-hint=hinted
            data-lesson-target=lesson_destination
            role="gridcell"
            tabindex=move || if ui.focused.get() == square { "0" } else { "-1" }
            aria-selected=move || picked().to_string()
            on:focus=move |_| ui.focused.set(square)
            title=rule
            on:click=move |_| {
                // A tap that moves or picks a piece, or that the game answers, is not a question
                // about the square.
                let (moved_here, said) = (untrack(destination), ui.notice.get_untracked());
                play.click(square);
                if !moved_here && ui.picked.get_untracked().is_none() && ui.notice.with_untracked(|now| *now == said) {
                    ui.notice.set(rule());
                }
            }
        >
            <span class="number">{square}</span>
            <span class="numeral">{numeral}</span>
            <span class="arrow" class:turning=turning aria-hidden="true">{arrow}</span>
            <span class="name"><span class="house-of">{move || face().house_of}</span>{move || face().name}</span>
            <span class="seat">
                <svg class="emblem" viewBox="0 0 24 24" aria-hidden="true"><path d=emblem/></svg>
                {move || occupant().map(|side| {
                    let system = table.with(|s| s.options.system);
                    view! {
                        <span class="piece" data-piece=piece_kind(side) data-movable=move || movable().then_some("") data-lesson-target=lesson_piece>
                            <PieceShape side=side/>
                            <span class="visually-hidden">{move || format!(", {}", piece_name(prefs.lang.get(), system, side))}</span>
                        </span>
                    }
                })}
            </span>
        </div>
    }
}

