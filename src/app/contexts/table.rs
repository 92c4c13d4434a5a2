//! The table: the game being played (the session) and all it leads to, kept up to date as
//! actions are added, so that an action costs the same late in a long game as early in it; and
//! the clock of a time-limited game.

use leptos::prelude::*;

use crate::app::state::{Played, Session};
use crate::engine::{Action, Game, Sticks};
use crate::record::link::ActionDigits;
use crate::record::Recorder;

#[derive(Clone, Copy)]
pub struct Table {
    session: RwSignal<Session>,
    /// Changed only with the session, here: what its actions lead to.
    played: RwSignal<Played>,
    /// Milliseconds since 1970, ticking once a second for a time-limited game.
    pub now: RwSignal<f64>,
}

impl Table {
    /// Read the session (tracked).
    pub fn with<T>(&self, read: impl FnOnce(&Session) -> T) -> T {
        self.session.with(read)
    }

    pub fn with_untracked<T>(&self, read: impl FnOnce(&Session) -> T) -> T {
        self.session.with_untracked(read)
    }

    /// The game and its record (tracked).
    pub fn recorder<T>(&self, read: impl FnOnce(&Recorder) -> T) -> T {
        self.played.with(|played| read(&played.recorder))
    }

    pub fn recorder_untracked<T>(&self, read: impl FnOnce(&Recorder) -> T) -> T {
        self.played.with_untracked(|played| read(&played.recorder))
    }

    /// The link's digits of the session's actions (what a save writes).
    pub fn digits_untracked<T>(&self, read: impl FnOnce(&ActionDigits) -> T) -> T {
        self.played.with_untracked(|played| read(&played.digits))
    }

    /// The position the session's actions reach (tracked).
    pub fn game(&self) -> Game {
        self.recorder(|r| *r.game())
    }

    pub fn game_untracked(&self) -> Game {
        self.recorder_untracked(|r| *r.game())
    }

    /// How many actions stay if the players' last choice is taken back (tracked).
    pub fn taken_back(&self) -> Option<usize> {
        self.session.with(|session| self.played.with(|played| played.taken_back(session)))
    }

    /// Play an action (`by_hand`: a throw entered from real sticks), if the rules take it: the
    /// position and the record follow, nothing is replayed.
    pub fn play(&self, action: Action, sticks: Option<Sticks>, by_hand: bool) -> Result<(), String> {
        let mut result = Ok(());
        self.session.maybe_update(|session| {
            result = self.played.with_untracked(|played| session.play(&played.recorder, action, sticks, by_hand));
            result.is_ok()
        });
        if result.is_ok() {
            self.session.with_untracked(|session| {
                let index = session.actions.len() - 1;
                self.played.update(|played| {
                    // Checked by `Session::play` on the same position.
                    let _ = played.add(session, index, action);
                });
            });
        }
        result
    }

    /// Change the session otherwise than by playing on (a take-back, the throw-off, the sticks):
    /// all it leads to is found again.
    pub fn change(&self, change: impl FnOnce(&mut Session)) {
        self.session.update(change);
        self.played.set(self.session.with_untracked(|session| self.next_generation(session)));
    }

    /// Put another session on the table.
    pub fn replace(&self, session: Session) {
        self.played.set(self.next_generation(&session));
        self.session.set(session);
    }

    fn next_generation(&self, session: &Session) -> Played {
        let generation = self.played.with_untracked(|played| played.generation) + 1;
        let mut played = Played::of(session);
        played.generation = generation;
        played
    }

    /// Add to the record what the code after the first board knows of it (a game with a friend's
    /// commitments), until the session is replaced or changed.
    pub fn add_to_record(&self, add: impl FnOnce(&mut crate::record::Record)) {
        self.played.update(|played| add(played.recorder.record_mut()));
    }

    /// The generation of what the session leads to (see [`Played::generation`]; tracked).
    pub fn generation(&self) -> u64 {
        self.played.with(|played| played.generation)
    }

    /// Have whatever follows the session (the save) look at it again, unchanged.
    pub fn notify(&self) {
        self.session.notify();
    }
}

pub fn provide_table(session: Session) -> Table {
    let now = js_sys::Date::now();
    let table = Table { played: RwSignal::new(Played::of(&session)), session: RwSignal::new(session), now: RwSignal::new(now) };
    let ticking = set_interval_with_handle(move || table.now.set(js_sys::Date::now()), std::time::Duration::from_secs(1));
    if let Ok(handle) = ticking {
        on_cleanup(move || handle.clear());
    }
    provide_context(table);
    table
}

pub fn use_table() -> Table {
    crate::app::contexts::provided()
}
