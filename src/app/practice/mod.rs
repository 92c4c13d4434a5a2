//! Your mistakes, again (issue 41): the ? and ?? choices of this browser's players in a reviewed
//! game become exercises ("Practise your mistakes" in the review; the library's last finished
//! games, reviewed for them, from the library), kept in storage, each once;
//! the practice panel (`panel`, after the first board, opened by `Panels::practice`) shows each on
//! the board at its throw (`Visit::Practice`, never saved), judges the player's move
//! (`ai::practice`: within an inaccuracy of the best is right), and keeps a right answer as solved,
//! so that it is not asked again; `board` is what an exercise on the board needs (the puzzles'
//! too). Uses `ai::practice`, `reviewing`, storage and the page's contexts.

pub mod board;
pub mod panel;
mod start;
mod text;

pub use start::{PractiseLastGames, PractiseMistakes};

use crate::ai::practice::Exercise;
use crate::app::storage::{self, NotSaved};

/// A line of storage: an exercise to do (`+`) or solved (`=`).
const TO_DO: &str = "+ ";
const SOLVED: &str = "= ";

/// The exercises not yet solved, oldest first (a line this version cannot read is skipped, and
/// kept).
pub fn to_do() -> Vec<Exercise> {
    storage::practice().iter().filter_map(|line| line.strip_prefix(TO_DO)?.parse().ok()).collect()
}

/// Keep `found` to practise, each exercise once (one solved before is not asked again): how many
/// are new.
pub fn add(found: &[Exercise]) -> Result<usize, NotSaved> {
    let mut lines = storage::practice();
    let mut known = lines.iter().filter_map(|line| line.get(TO_DO.len()..)?.parse::<Exercise>().ok()).map(|e| e.id()).collect::<Vec<_>>();
    let before = lines.len();
    for exercise in found {
        if !known.contains(&exercise.id()) {
            known.push(exercise.id());
            lines.push(format!("{TO_DO}{exercise}"));
        }
    }
    storage::set_practice(&lines)?;
    Ok(lines.len() - before)
}

/// Keep `exercise` as solved.
pub fn solved(exercise: &Exercise) -> Result<(), NotSaved> {
    let text = format!("{TO_DO}{exercise}");
    let lines = storage::practice().into_iter().map(|line| if line == text { format!("{SOLVED}{exercise}") } else { line }).collect::<Vec<_>>();
    storage::set_practice(&lines)
}
