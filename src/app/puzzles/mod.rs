//! Puzzles (issue 41): the set mined from the computer's games (`ai::puzzles`, bundled after the
//! first board), opened from the games' menu (`Panels::puzzles`, `panel`): one at a time on the
//! board as an exercise (`practice::board`), chosen by theme and by the player's puzzle rating
//! (Elo against each puzzle's own), or the puzzle of the day; the rating and the puzzles solved
//! kept in storage (`senet.puzzles`; refused storage keeps them for the visit). Uses
//! `ai::puzzles`, the practice's board, storage and the page's contexts.

pub mod panel;
mod text;

use crate::ai::puzzles::FIRST_RATING;
use crate::app::storage::{self, NotSaved};

/// The player's puzzle rating, and the puzzles tried and solved.
#[derive(Clone, PartialEq, Debug)]
pub struct Progress {
    pub rating: f64,
    pub tried: u32,
    pub solved: Vec<String>,
}

impl Progress {
    /// As stored: `rating R`, `tried N`, `solved ID,ID` (a line this version cannot read is
    /// skipped: the rest is kept).
    pub fn read(text: &str) -> Progress {
        let mut progress = Progress { rating: FIRST_RATING, tried: 0, solved: Vec::new() };
        for line in text.lines() {
            match line.split_once(' ') {
                Some(("rating", rating)) => progress.rating = rating.parse().ok().filter(|r: &f64| r.is_finite()).unwrap_or(FIRST_RATING),
                Some(("tried", tried)) => progress.tried = tried.parse().unwrap_or(0),
                Some(("solved", ids)) => progress.solved = ids.split(',').filter(|id| !id.is_empty()).map(String::from).collect(),
                _ => {}
            }
        }
        progress
    }

    pub fn text(&self) -> String {
        format!("rating {}\ntried {}\nsolved {}", self.rating.round(), self.tried, self.solved.join(","))
    }
}

pub fn progress() -> Progress {
    Progress::read(&storage::puzzles())
}

pub fn keep(progress: &Progress) -> Result<(), NotSaved> {
    storage::set_puzzles(&progress.text())
}

/// Today, by the player's calendar: days since 1970.
pub fn today() -> u64 {
    let now = js_sys::Date::new_0();
    let local = now.get_time() - now.get_timezone_offset() * 60_000.0;
    (local / 86_400_000.0).floor().max(0.0) as u64
}
