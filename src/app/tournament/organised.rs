//! The tournament shown in the panel, and its changes: each kept at once, one that fails changing
//! nothing. What the panel's views read and change (`panel`, `pairing`, `standings`, `ratings`).

use leptos::prelude::*;

use super::Kept;
use crate::record::tournament::Tournament;

/// The tournament shown and what changes it: each change is kept at once.
#[derive(Clone, Copy)]
pub struct Organised {
    kept: RwSignal<Kept>,
    event: StoredValue<String>,
    pub not_kept: RwSignal<bool>,
}

impl Organised {
    pub fn new(kept: Kept, event: String) -> Organised {
        Organised { kept: RwSignal::new(kept), event: StoredValue::new(event), not_kept: RwSignal::new(false) }
    }

    pub fn with<T>(&self, read: impl FnOnce(&Tournament) -> T) -> Option<T> {
        let event = self.event.get_value();
        self.kept.with(|kept| kept.named(&event).map(read))
    }

    pub fn with_untracked<T>(&self, read: impl FnOnce(&Tournament) -> T) -> Option<T> {
        let event = self.event.get_value();
        self.kept.with_untracked(|kept| kept.named(&event).map(read))
    }

    /// Every tournament kept here (the ratings run over them all).
    pub fn all<T>(&self, read: impl FnOnce(&[Tournament]) -> T) -> T {
        self.kept.with(|kept| read(&kept.tournaments))
    }

    pub fn event(&self) -> String {
        self.event.get_value()
    }

    /// Change the tournament, then keep them all (from storage as it is now: another tab may have
    /// changed another tournament); a change that fails changes nothing.
    pub fn change(&self, change: impl FnOnce(&mut Tournament) -> Result<(), String>) -> Result<(), String> {
        let event = self.event.get_value();
        let mut kept = Kept::load();
        let Some(tournament) = kept.tournaments.iter_mut().find(|t| t.event == event) else { return Ok(()) };
        change(tournament)?;
        self.not_kept.set(kept.keep().is_err());
        self.kept.set(kept);
        Ok(())
    }
}
