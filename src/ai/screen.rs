//! Screening a network: a duplicate match between two networks, each choosing by a look a fixed
//! number of throws ahead with itself at the horizon (and the endgame network where it has learnt
//! the position). A match of levels takes an hour for 1000 games here; at depth 0 this plays 20,000
//! in about 30 s of one core, to tell whether a network learnt (`senet train`) is worth that hour.
//!
//! Uses `engine` and the rest of `ai`; run by `senet match --depth`.

use std::ops::Range;

use super::network::{self, Network};
use super::{duplicate_match_by, Looking, MatchResult, Returns};
use crate::engine::Options;

/// The duplicate games `games` of `a` against `b`, each looking `depth` throws past its move, with the
/// endgame network where it has learnt the position, under the rule of returns; `each_game` as
/// [`duplicate_match_by`]'s.
pub fn screen(options: Options, a: &Network, b: &Network, depth: u8, games: Range<u32>, seed: u64, each_game: &(dyn Fn(u32, bool) + Sync)) -> MatchResult {
    let player = |plays_a, _| Looking { evaluate: network::with_endgame(if plays_a { a } else { b }), depth, left: Returns::default() };
    duplicate_match_by(options, games, seed, player, each_game)
}
