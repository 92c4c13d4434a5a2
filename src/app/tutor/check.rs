//! The tutor's look at a move: every move ranked as the review ranks them, and the move played or
//! held back. Timed for the budget (`senet-tutor`): a player must not feel it.

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

use crate::ai::rank_moves_at;
use crate::ai::review::{Class, DEPTH};
use crate::app::contexts::table::Table;
use crate::app::contexts::ui::{Ui, Warning};
use crate::app::marks::{mark, measure};
use crate::app::play::Play;
use crate::engine::{Action, Move};

#[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible))]
pub fn checked(play: Play, table: Table, ui: Ui, action: Action, played: Move, revision: u64) -> Result<(), SplitLoaderError> {
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
