//! The last turn as the board marks it: every move of it (a side's extra throws make a turn of
//! several), until the next throw.

use crate::engine::Stage;
use crate::record::{Entry, Line, Outcome};

/// The squares one move touched: where the piece came from, where it went (after a fate throw,
/// where that took it), and where a captured piece now stands.
#[derive(Clone, Copy, PartialEq, Default, Debug)]
pub struct LastMove {
    pub from: Option<u8>,
    pub to: Option<u8>,
    pub captured: Option<u8>,
}

impl LastMove {
    fn of(entry: &Entry) -> LastMove {
        match entry {
            Entry::Revive => LastMove { to: Some(15), ..LastMove::default() },
            Entry::Throw { outcome, .. } => match *outcome {
                Outcome::BearOff(from) => LastMove { from: Some(from), ..LastMove::default() },
                Outcome::Enter(to) => LastMove { to: Some(to), ..LastMove::default() },
                Outcome::Move { path, capture, fate, .. } => LastMove {
                    from: Some(path.from),
                    to: Some(fate.and_then(|f| f.result).map_or(path.to, |(p, _)| p.to)),
                    captured: capture.map(|c| c.path.to),
                },
                Outcome::Lost => LastMove::default(),
            },
        }
    }

    /// What the move did on `square`, for `data-last-move`.
    fn on(self, square: u8) -> Option<&'static str> {
        let at = |s: Option<u8>| s == Some(square);
        match (at(self.from), at(self.to), at(self.captured)) {
            (_, _, true) => Some("captured"),
            (true, _, _) => Some("from"),
            (_, true, _) => Some("to"),
            _ => None,
        }
    }
}

/// The moves of the last turn, oldest first.
#[derive(Clone, PartialEq, Default, Debug)]
pub struct LastTurn(Vec<LastMove>);

impl LastTurn {
    /// Read from the record's lines that end the game shown: the last side's lines in a row (a
    /// throw not yet played leaves the lines as they were, so the stage of the game shown says
    /// whether a new throw is under way, which clears the marks).
    pub fn of(stage: Stage, lines: &[Line]) -> LastTurn {
        if matches!(stage, Stage::Move { .. } | Stage::GodsPiece { .. }) {
            return LastTurn::default();
        }
        let Some(side) = lines.last().map(|line| line.side) else { return LastTurn::default() };
        let turn = lines.iter().rev().take_while(|line| line.side == side).count();
        LastTurn(lines[lines.len() - turn..].iter().map(|line| LastMove::of(&line.entry)).collect())
    }

    /// What the turn did on `square` (its latest move's mark, where several touched it).
    pub fn on(&self, square: u8) -> Option<&'static str> {
        self.0.iter().rev().find_map(|mv| mv.on(square))
    }
}
