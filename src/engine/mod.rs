//! The rules of Senet as the club plays them (`RULES.md`): pure Rust, no web dependencies.
//!
//! A [`Game`] is a small `Copy` value. It waits for one thing at a time ([`Stage`]): a throw, a move,
//! the gods' piece throw or a fate throw; throws come from outside (a [`ThrowSource`] or a record),
//! so the same engine plays, simulates and replays.

mod arrange;
mod game;
mod moves;
mod options;
mod playout;
mod race;
mod scan;
mod side;
pub mod squares;
mod take_back;
mod throw;

pub use arrange::Parts;
pub use game::{FateMove, Game, Landing, PlayError, Played, Stage, Thrown};
pub use moves::{Blocked, Move, MoveList, Obstacle};
pub use playout::{kendall_race_positions, next_action, random_playout, Action, Player, RandomPlayer};
pub use options::{CycleGoal, Options, System};
pub use side::{Phase, Side};
pub use take_back::{take_back, LastChoice, Makers};
pub use throw::{gives_extra_throw, Draw, Entropy, Scripted, Seeded, Sticks, ThrowOff, ThrowOffError, ThrowSource, MAX_THROW_OFF, THROW_WEIGHTS};
