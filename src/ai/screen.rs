//! Screening a network: a duplicate match between two networks, each choosing by a look a fixed
//! number of throws ahead with itself at the horizon (and the endgame network where it has learnt
//! the position). A match of levels takes an hour for 1000 games here; at depth 0 this plays 10,000
//! in minutes, to tell whether a network learnt (`senet train`) is worth that hour.
//!
//! Uses `engine` and the rest of `ai`; run by `senet match --depth`.

use super::network::{self, Network};
use super::{duplicate_match_by, position_after, rank_moves_by, revives_rather_than_throws, MatchResult, Returns};
use crate::engine::{Game, Move, MoveList, Options, Player};

/// `games` duplicate games of `a` against `b`, each looking `depth` throws past its move.
pub fn screen(options: Options, a: &Network, b: &Network, depth: u8, games: u32, seed: u64) -> MatchResult {
    duplicate_match_by(options, games, seed, |plays_a, _| Looking { network: if plays_a { a } else { b }, depth, left: Returns::default() })
}

/// A network's choice at a fixed depth, under the rule of returns (a blockade would otherwise
/// shuttle for ever, as it does for the levels).
struct Looking<'a> {
    network: &'a Network,
    depth: u8,
    left: Returns,
}

impl Player for Looking<'_> {
    fn choose(&mut self, game: &Game, _: &MoveList) -> Move {
        let chosen = self.left.least_returning(game, &rank_moves_by(&network::with_endgame(self.network), game, self.depth));
        self.left.add(position_after(game, chosen));
        chosen
    }

    fn revive_instead(&mut self, game: &Game) -> bool {
        revives_rather_than_throws(&network::with_endgame(self.network), game, self.depth)
    }
}
