//! The tutor's look at a person's move before it is played (`app::tutor` draws its warning): in a
//! game with the option on, every move ranked as the review ranks them, and the move played or
//! held back in `Ui::tutored`. The look comes after the first board; timed for the budget
//! (`senet-tutor`): a player must not feel it.

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

use super::Play;
use crate::ai::rank_moves_at;
use crate::ai::review::{Class, DEPTH};
use crate::app::contexts::table::Table;
use crate::app::contexts::ui::{Ui, Warning};
use crate::app::later::{self, Loader};
use crate::app::marks::{mark, measure};
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
    loader.run(Box::new(move || later::call(checked(play, table, ui, action, mv, revision))));
}

#[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible))]
fn checked(play: Play, table: Table, ui: Ui, action: Action, played: Move, revision: u64) -> Result<(), SplitLoaderError> {
    // Nothing has happened since the move was chosen (not even while this code came).
    if table.with_untracked(|s| s.revision) != revision {
        return Ok(());
    }
    let before = table.game_untracked();
    mark("senet-tutor-start");
    let ranked = rank_moves_at(&before, DEPTH);
    measure("senet-tutor", "senet-tutor-start");
    let played_chance = ranked.iter().find(|(mv, _)| *mv == played).map(|&(_, chance)| chance);
    match (ranked.first(), played_chance) {
        (Some(&(best, best_chance)), Some(played_chance)) if Class::of(best_chance - played_chance) >= Some(Class::Mistake) => {
            ui.tutored.set(Some(Warning { revision, before, action, played, played_chance, best, best_chance }));
        }
        _ => play.commit(action),
    }
    Ok(())
}
