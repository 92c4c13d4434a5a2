//! The evaluation at the search's horizon: the winning chance by the learnt weights of the game's
//! system (`learned`, `weights`); the race between the two sides (the squares each has left in
//! every phase still to play, K11's counters, the pieces waiting on 28–30), its first feature; and
//! the race alone on a logistic curve, where learning starts.

use super::learned::{self, Weights};
use super::network::{self, Network};
use super::weights;
use crate::engine::squares::run;
use crate::engine::{CycleGoal, Game, Options, Phase, Side, System};

/// The squares a side has left to travel to win the game, all phases counted (C3's distance plus
/// the phases still to play), and what K11's counter is worth in squares.
pub(super) fn remaining(game: &Game, side: Side) -> f64 {
    let options = game.options();
    let done = u32::from(game.phases_done(side));
    let phases = match options.system {
        System::Cycles => match options.goal {
            CycleGoal::Cycles(n) => 2 * u32::from(n),
            CycleGoal::TimeLimit { .. } => done + 2,
        },
        _ => 1,
    };
    // A phase from its start: Kendall from the starting rows, Bell from off the board.
    let pieces = f64::from(options.pieces);
    let phase_length = |phase: Phase| match phase {
        Phase::Kendall => pieces * 22.0,
        Phase::Bell => pieces * 24.0,
    };
    let mut later = 0.0;
    let mut phase = game.phase(side);
    for _ in done + 1..phases {
        phase = match phase {
            Phase::Kendall => Phase::Bell,
            Phase::Bell => Phase::Kendall,
        };
        later += phase_length(phase);
    }
    let counter = f64::from(game.counter(side));
    let waiting = match game.phase(side) {
        Phase::Kendall => (game.pieces_mask(side) & run(28, 30)).count_ones(),
        Phase::Bell => 0,
    };
    f64::from(game.distance_left(side)) + later - 3.0 * counter + 2.0 * f64::from(waiting)
}

/// The estimated chance that `me` wins: the learnt weights of the game's system on its features.
pub fn evaluate(game: &Game, me: Side) -> f64 {
    if let Some(winner) = game.winner() {
        return if winner == me { 1.0 } else { 0.0 };
    }
    learned::chance(weights::of(game.options()), game, me)
}

/// What a level looks at where its search ends.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Evaluation {
    /// The learnt linear weights ([`evaluate`]).
    Linear,
    /// The network, where one has been learnt for the game's system; elsewhere the linear weights.
    Network,
}

impl Evaluation {
    /// The estimated chance that `me` wins.
    pub fn chance(self, game: &Game, me: Side) -> f64 {
        match self.network(game.options()) {
            Some(network) if game.winner().is_none() => network.chance(game, me),
            _ => evaluate(game, me),
        }
    }

    /// The network that evaluates a game of `options`, if this evaluation has one there.
    pub fn network(self, options: &Options) -> Option<&'static Network> {
        (self == Evaluation::Network).then(|| network::of(options)).flatten()
    }
}

/// The linear weights of a game of `options`, where the network's learning starts.
pub fn linear_weights(options: &Options) -> &'static Weights {
    weights::of(options)
}

/// Where learning starts ([`learned::train`]): the race alone, on the curve below.
pub const fn starting_weights(options: &Options) -> Weights {
    Weights::race(options, curve_scale(options.system, options.pieces))
}

/// How flat the race's curve is (the lead, in squares, per four squares a piece, that makes the
/// odds e to one): the value whose chances came closest to what happened in 1000 expert games
/// (least log-loss at every throw), which also played best (long Kendall keeps a steeper one, which
/// played better). README, Figures.
const fn curve_scale(system: System, pieces: u8) -> f64 {
    match (system, pieces) {
        (System::Kendall, 5) => 2.5,
        (System::Kendall, _) => 1.0,
        (System::Bell, _) => 5.0,
        (System::Cycles, _) => 2.5,
        (System::Gods, _) => 1.8,
    }
}
