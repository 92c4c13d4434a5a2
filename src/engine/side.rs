//! The two sides (spools and cones) and the phase a side plays in (Kendall or Bell). Uses nothing of
//! the engine.

use serde::{Deserialize, Serialize};

/// The two sides. In the game with the gods the gods play the spools and the operator the cones (G1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Side {
    Spools,
    Cones,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Spools, Side::Cones];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn opponent(self) -> Side {
        match self {
            Side::Spools => Side::Cones,
            Side::Cones => Side::Spools,
        }
    }
}

/// Which way a player's pieces travel: Kendall towards 30, Bell towards 1 (B2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Phase {
    Kendall,
    Bell,
}

impl Phase {
    /// +1 or -1: the sign of a forward step.
    pub const fn forward(self) -> i8 {
        match self {
            Phase::Kendall => 1,
            Phase::Bell => -1,
        }
    }
}
