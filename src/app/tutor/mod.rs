//! The tutor (issue 41): in a game against the computer or of two people on this device with the
//! option on (`Session::tutor`, from the new-game form), a person's move that loses at least a
//! mistake's worth of winning chance against the best (the review's `MISTAKE`, judged as the
//! review judges) is not played at once: the tutor says how much it loses, marks the better move
//! on the board, and lets the player choose again or play it anyway. Never in a game with a
//! friend. Under touch-move (K17) the choice is made at the touch, so the touch is what is
//! checked. `Play::act` asks it here; the check (`check`) and the warning (`panel`) come after the
//! first board. The warning standing is the page's short-lived state (`Ui::tutored`, as the
//! hint's marks are). Uses `ai::review`, `Play` (to play what is chosen) and the page's contexts.

mod check;
pub mod panel;
mod text;

use super::contexts::table::Table;
use super::contexts::ui::Ui;
use super::later::{self, Loader};
use super::play::Play;
use crate::engine::{Action, Game, Move, Stage};

/// The move `action` chooses, when the tutor is to look at it first: the option is on and a
/// person is to move (not the computer, not in a friend's game).
pub fn move_to_check(table: Table, game: &Game, action: Action) -> Option<Move> {
    if !table.with_untracked(|s| s.tutor && s.friend.is_none() && s.computer[game.to_move().index()].is_none()) {
        return None;
    }
    match action {
        // Under touch-move the move was chosen, and checked, at the touch.
        Action::Move(_) if matches!(game.stage(), Stage::Move { touched: Some(_), .. }) => None,
        Action::Move(mv) => Some(mv),
        Action::Touch(square) => game.legal_moves().iter().find(|m| m.is_touched_on(square)),
        _ => None,
    }
}

/// Look at `mv` (chosen by `action`) before it is played: played if it loses less than a
/// mistake, else held back with a warning (in place of one standing).
pub fn check(play: Play, table: Table, ui: Ui, loader: Loader, action: Action, mv: Move) {
    let revision = table.with_untracked(|s| s.revision);
    loader.run(Box::new(move || later::call(check::checked(play, table, ui, action, mv, revision))));
}
