//! A game's options: the system (Kendall, Bell, cycles, the gods), short or long Senet, touch-move,
//! the gods' release (G5), and how a cycles game ends (RULES.md §1–§4). Uses nothing of the engine.

use serde::{Deserialize, Serialize};

/// Which game is played (RULES.md §1–§4).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum System {
    Kendall,
    Bell,
    Cycles,
    Gods,
}

impl System {
    pub const ALL: [System; 4] = [System::Kendall, System::Bell, System::Cycles, System::Gods];

    /// The name used by the record's `[System]` header and the command line.
    pub const fn name(self) -> &'static str {
        match self {
            System::Kendall => "kendall",
            System::Bell => "bell",
            System::Cycles => "cycles",
            System::Gods => "gods",
        }
    }

    pub fn from_name(name: &str) -> Option<System> {
        System::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// How a cycles game ends (C3): after a number of cycles, or when the players' clock runs out
/// (the clock lives in the app; the engine orders the players with [`crate::engine::Game::leader`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum CycleGoal {
    Cycles(u8),
    TimeLimit { minutes: u32 },
}

/// The options of one game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Options {
    pub system: System,
    /// 5 (short Senet) or 7 (long Senet).
    pub pieces: u8,
    /// K17: selecting a piece commits to moving it (on by default, as the club plays).
    pub touch_move: bool,
    /// G5: a distance throw that releases a gods piece from 28–30 bears it off at once.
    pub release: bool,
    /// C3: only read in a cycles game.
    pub goal: CycleGoal,
}

impl Options {
    pub const fn new(system: System, pieces: u8) -> Options {
        Options { system, pieces, touch_move: true, release: true, goal: CycleGoal::Cycles(1) }
    }

    /// The options a game of this system may legally have: the gods play short Senet only (G1).
    pub fn validate(&self) -> Result<(), &'static str> {
        if self.pieces != 5 && self.pieces != 7 {
            return Err("a game has 5 or 7 pieces a side");
        }
        if self.system == System::Gods && self.pieces != 5 {
            return Err("the game with the gods is played with 5 pieces a side");
        }
        if self.goal == CycleGoal::Cycles(0) {
            return Err("a cycles game needs at least one cycle");
        }
        if self.goal == (CycleGoal::TimeLimit { minutes: 0 }) {
            return Err("a time limit needs at least one minute");
        }
        Ok(())
    }

    /// How many phases (Kendall or Bell) a player completes to win.
    pub(crate) const fn phases_to_win(&self) -> u16 {
        match (self.system, self.goal) {
            (System::Cycles, CycleGoal::Cycles(n)) => 2 * n as u16,
            (System::Cycles, CycleGoal::TimeLimit { .. }) => u16::MAX,
            _ => 1,
        }
    }

    /// The squares of the domain zone (B5, B7): the last ten, or fourteen in long Senet.
    pub const fn zone_end(&self) -> u8 {
        if self.pieces == 7 {
            14
        } else {
            10
        }
    }
}
