//! A game of the games library as it is stored: one line of words, checked by the rules as it is
//! read (see `Session::words`).

use crate::app::state::Session;

/// A game of the library, and when it was put there (ms since 1970).
#[derive(Clone, PartialEq, Debug)]
pub struct Kept {
    pub session: Session,
    pub kept_at: f64,
}

impl Kept {
    /// Whether `other` is this game as the library stores it (what a visit adds, such as the last
    /// fall of the sticks, aside).
    pub fn is(&self, other: &Kept) -> bool {
        self.to_text() == other.to_text()
    }

    /// The game as the library stores it, one line: the session's words (see
    /// [`Session::words`]) with when it was kept (ms) after when it started.
    pub fn to_text(&self) -> Option<String> {
        let [game, started_at, own_sticks, from_table, by_hand, friend] = self.session.words()?;
        // A game with a friend adds its pact as a seventh word (older entries have six).
        let friend = if friend == "-" { String::new() } else { format!(" {friend}") };
        Some(format!("{game} {started_at} {} {own_sticks} {from_table} {by_hand}{friend}", self.kept_at as u64))
    }

    /// A stored game, checked by the rules as it is read.
    pub fn from_text(text: &str) -> Option<Kept> {
        let words = text.split(' ').collect::<Vec<_>>();
        let (game, started_at, kept_at, own_sticks, from_table, by_hand, friend) = match words[..] {
            [game, started_at, kept_at, own_sticks, from_table, by_hand] => (game, started_at, kept_at, own_sticks, from_table, by_hand, "-"),
            [game, started_at, kept_at, own_sticks, from_table, by_hand, friend] => (game, started_at, kept_at, own_sticks, from_table, by_hand, friend),
            _ => return None,
        };
        let session = Session::from_words([game, started_at, own_sticks, from_table, by_hand, friend])?;
        Some(Kept { session, kept_at: kept_at.parse::<u64>().ok()? as f64 })
    }
}
