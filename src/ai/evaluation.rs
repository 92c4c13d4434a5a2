//! The evaluation at the search's horizon: the winning chance by the learnt linear weights of the
//! game's system (`learned`'s features, `weights`), or by its network (`network`) where a level
//! uses one and one has been learnt. It only chooses between them: it sits above all three.

use super::learned;
use super::network::{self, Network};
use super::weights;
pub use super::weights::{of as linear_weights, starting_weights};
use crate::engine::{Game, Options, Side};

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
