//! The evaluation at the search's horizon: the winning chance by the learnt linear weights of the
//! game's system (`learned`'s features, `weights`), or by its networks (`network`: the game's,
//! and the endgame's in the positions it learnt) where a level uses them and they have been learnt. It only chooses between them: it sits above all three.

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
    /// The networks: the endgame's where the position is in a group one has learnt, else the
    /// game's where one has been learnt for its system (the distilled one where there is one);
    /// elsewhere the linear weights.
    Network,
    /// The networks as self-play learnt them, without the endgame's and before distillation: the
    /// best level's before both (grandmaster-2).
    SelfPlayNetwork,
}

impl Evaluation {
    /// The estimated chance that `me` wins.
    pub fn chance(self, game: &Game, me: Side) -> f64 {
        let network = match self {
            Evaluation::Network => network::of_endgame(game).or_else(|| self.network(game.options())),
            _ => self.network(game.options()),
        };
        match network {
            Some(network) if game.winner().is_none() => network.chance(game, me),
            _ => evaluate(game, me),
        }
    }

    /// The network that evaluates a game of `options` outside the endgame groups, if this
    /// evaluation has one there.
    pub fn network(self, options: &Options) -> Option<&'static Network> {
        match self {
            Evaluation::Linear => None,
            Evaluation::Network => network::of(options),
            Evaluation::SelfPlayNetwork => network::self_play(options),
        }
    }
}
