//! The last move as the board marks it.

use crate::engine::Stage;
use crate::record::{Entry, Outcome};

/// The squares the last move touched, until the next throw: where the piece came from, where it
/// went (after a fate throw, where that took it), and where a captured piece now stands.
#[derive(Clone, Copy, PartialEq, Default)]
pub struct LastMove {
    pub from: Option<u8>,
    pub to: Option<u8>,
    pub captured: Option<u8>,
}

impl LastMove {
    /// Read from the record's last line (a throw not yet played leaves the last line as it was, so
    /// the stage of the game shown says whether a new throw is under way).
    pub fn of(stage: Stage, last: Option<&Entry>) -> LastMove {
        if matches!(stage, Stage::Move { .. } | Stage::GodsPiece { .. }) {
            return LastMove::default();
        }
        match last {
            Some(Entry::Revive) => LastMove { to: Some(15), ..LastMove::default() },
            Some(Entry::Throw { outcome, .. }) => match *outcome {
                Outcome::BearOff(from) => LastMove { from: Some(from), ..LastMove::default() },
                Outcome::Enter(to) => LastMove { to: Some(to), ..LastMove::default() },
                Outcome::Move { path, capture, fate, .. } => LastMove {
                    from: Some(path.from),
                    to: Some(fate.and_then(|f| f.result).map_or(path.to, |(p, _)| p.to)),
                    captured: capture.map(|c| c.path.to),
                },
                Outcome::Lost => LastMove::default(),
            },
            None => LastMove::default(),
        }
    }

    /// What the last move did on `square`, for `data-last-move`.
    pub fn on(self, square: u8) -> Option<&'static str> {
        let at = |s: Option<u8>| s == Some(square);
        match (at(self.from), at(self.to), at(self.captured)) {
            (_, _, true) => Some("captured"),
            (true, _, _) => Some("from"),
            (_, true, _) => Some("to"),
            _ => None,
        }
    }
}

