//! An exercise on the board (a mistake of the player's, or a puzzle): shown as a visit the player
//! answers by playing a move there (`Visit::Practice`, never saved), and the player's own game
//! given back afterwards.

use crate::app::contexts::saved::first_game;
use crate::app::contexts::shown::{BoardView, Shown, Visit};
use crate::app::contexts::table::Table;
use crate::app::contexts::ui::table_into_view;
use crate::app::state::Session;
use crate::app::storage;
use crate::engine::{Action, Game, Move};

/// The exercise's game: `position` (at the throw) thrown `throw`, the move to choose.
fn exercise_session(position: Game, throw: u8) -> Session {
    let mut session = Session::from_position(position, js_sys::Date::now());
    session.actions.push(Action::Throw(throw));
    session
}

/// Show the exercise `position` thrown `throw` on the board for the player's answer, the board in
/// view.
pub fn show_exercise(board: BoardView, position: Game, throw: u8) {
    board.show(Shown::visiting(Visit::Practice), Some(exercise_session(position, throw)));
    table_into_view();
}

/// The exercise again with `mv` played, in place of the player's answer: the right move shown as
/// the last move, with no change of view.
pub fn show_answer(board: BoardView, position: Game, throw: u8, mv: Move) {
    let mut session = exercise_session(position, throw);
    session.actions.push(Action::Move(mv));
    board.show(Shown::visiting(Visit::Practice), Some(session));
}

/// The player's own game back on the board, as "Back to my game" gives it, if an exercise is there.
pub fn back_to_own_game(board: BoardView) {
    if board.now().visit() == Some(Visit::Practice) {
        board.show(Shown::OWN, Some(storage::current().unwrap_or_else(first_game)));
    }
}

/// The first move played on the exercise on the board: the player's answer (tracked).
pub fn answer(board: BoardView, table: Table) -> Option<Move> {
    if board.visit() != Some(Visit::Practice) {
        return None;
    }
    table.with(|s| s.actions.iter().find_map(|action| match action {
        Action::Move(mv) => Some(*mv),
        _ => None,
    }))
}
