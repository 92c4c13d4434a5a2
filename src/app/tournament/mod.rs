//! A club's tournament (issue 42) in the app: the organiser's new tournament (`new`), the panel of
//! the one shown (`panel`, over `organised`: its rounds, each pairing played one of four ways (`pairing`), the
//! standings (`standings`), each player's level and luck from the reviews of its recorded games
//! (`level`), its file), the entries in the games library (`entries`) and the
//! players' ratings over every tournament kept here (`ratings`). The rules of it all are
//! `record::tournament`'s; this module keeps the tournaments in storage (`senet.tournaments`, the
//! files one after another) with the games being played on this device (`senet.tournament-games`),
//! and counts such a game when it ends. Everything comes after the first board but the choice of
//! the tournament shown (`Shown`). Uses `record::tournament`, storage and the page's contexts.

pub mod entries;
mod level;
pub mod new;
mod organised;
pub mod panel;
mod pairing;
mod ratings;
mod standings;
mod text;

use leptos::prelude::*;

use crate::app::storage::{self, NotSaved};
use crate::record::tournament::{read, Tournament};

/// Which tournament the panel shows (its event), chosen from the library or a new one.
#[derive(Clone, Copy)]
pub struct Shown(pub RwSignal<Option<String>>);

pub fn provide_tournament_shown() {
    provide_context(Shown(RwSignal::new(None)));
}

pub fn use_shown() -> Shown {
    crate::app::contexts::provided()
}

/// Between two tournaments' files in storage: a character no file holds (names refuse it).
const BETWEEN: char = '\u{1e}';

/// The tournaments this browser keeps, in the order they began, and any it could not read (kept as
/// they were, with why, never dropped).
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Kept {
    pub tournaments: Vec<Tournament>,
    pub unreadable: Vec<(String, String)>,
}

impl Kept {
    pub fn load() -> Kept {
        let mut kept = Kept::default();
        for text in storage::tournaments().split(BETWEEN).filter(|t| !t.trim().is_empty()) {
            match read(text) {
                Ok(tournament) => kept.tournaments.push(tournament),
                Err(why) => kept.unreadable.push((text.to_string(), why)),
            }
        }
        kept
    }

    pub fn keep(&self) -> Result<(), NotSaved> {
        let texts = self.tournaments.iter().map(Tournament::file).chain(self.unreadable.iter().map(|(text, _)| text.clone()));
        storage::set_tournaments(texts.collect::<Vec<_>>().join(&BETWEEN.to_string()))
    }

    pub fn named(&self, event: &str) -> Option<&Tournament> {
        self.tournaments.iter().find(|t| t.event == event)
    }

    /// The tournament under way: the latest not finished.
    pub fn under_way(&self) -> Option<&Tournament> {
        self.tournaments.iter().rev().find(|t| !t.finished())
    }

    /// Put `tournament` in, in place of one of its name.
    pub fn put(&mut self, tournament: Tournament) {
        match self.tournaments.iter_mut().find(|t| t.event == tournament.event) {
            Some(place) => *place = tournament,
            None => self.tournaments.push(tournament),
        }
    }
}

/// A pairing's game being played on this device: the game's start (ms since 1970) names it.
#[derive(Clone, PartialEq, Debug)]
pub struct Here {
    pub event: String,
    pub round: u32,
    pub pair: (usize, usize),
    pub started_at: f64,
}

impl Here {
    /// As stored: a line each, `started_at round first second event`.
    pub fn all() -> Vec<Here> {
        storage::tournament_games().lines().filter_map(|line| {
            let mut words = line.splitn(5, ' ');
            let started_at = words.next()?.parse().ok()?;
            let round = words.next()?.parse().ok()?;
            let pair = (words.next()?.parse().ok()?, words.next()?.parse().ok()?);
            Some(Here { event: words.next()?.to_string(), round, pair, started_at })
        }).collect()
    }

    pub fn keep_all(games: &[Here]) -> Result<(), NotSaved> {
        let lines = games.iter().map(|h| format!("{} {} {} {} {}", h.started_at, h.round, h.pair.0, h.pair.1, h.event));
        storage::set_tournament_games(lines.collect::<Vec<_>>().join("\n"))
    }
}
