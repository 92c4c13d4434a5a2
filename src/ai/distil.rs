//! Distillation: a network learns what it sees when it looks ahead. Each round, the network plays
//! games against itself at depth 0 (one move in ten at random, so that the games go where other
//! players take them), values the positions at the throw met at every third action by looking
//! `depth` throws ahead with itself at the horizon (and the endgame network in the positions it has
//! learnt), and learns those values (`network::learn_exact`); the next round plays and looks ahead
//! with the network learnt. TD(λ) had left the game's network consistent with its own look ahead
//! to 0.003 on average, yet learning that look took the best level from 50.6% to 53.5% against
//! grandmaster-2 (README). Positions of an endgame group are left out: the endgame network
//! evaluates them, never this one.
//!
//! Uses `engine` and the rest of `ai`; run by `senet train --distil`.

use super::endgame;
use super::network::{self, learn_exact, Network, LONGEST_GAME};
use super::{in_parallel, rank_moves_by, revives_rather_than_throws, win_chance_by};
use crate::engine::{next_action, Game, Move, MoveList, Options, Player, Seeded, Side, Stage};

/// How many rounds, and what each does.
#[derive(Clone, Copy, Debug)]
pub struct Distillation {
    pub rounds: u32,
    /// Games played for a round's positions.
    pub games: u32,
    /// Throws the network looks ahead to value a position.
    pub depth: u8,
    /// Passes of `learn_exact` through a round's positions, and its rate.
    pub epochs: u32,
    pub rate: f64,
    pub seed: u64,
}

/// What a round did: its positions, and the network's error against their values on those held
/// out of the learning (one in [`HELD_OUT`]), before and after (mean and worst).
#[derive(Clone, Copy, Debug)]
pub struct Round {
    pub round: u32,
    pub positions: usize,
    pub before: (f64, f64),
    pub after: (f64, f64),
}

/// One position in this many is held out of the learning, to measure it.
const HELD_OUT: usize = 20;
/// A position at the throw is valued where it is met at every this many actions: neighbours say
/// much the same.
const EVERY: usize = 3;

/// `start` after `schedule.rounds` rounds of distillation in games of `options`; the same start and
/// schedule always give the same network, whatever the number of cores.
pub fn distil(options: Options, start: Network, schedule: &Distillation, mut progress: impl FnMut(&Round)) -> Network {
    let mut network = start;
    for round in 1..=schedule.rounds {
        let seed = schedule.seed ^ u64::from(round).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let positions = positions(options, &network, schedule.games, seed);
        let looked = {
            let evaluate = network::with_endgame(&network);
            in_parallel(&positions, |game| (*game, win_chance_by(&evaluate, game, Side::Spools, schedule.depth) as f32))
        };
        let (held_out, learnt): (Vec<_>, Vec<_>) = looked.into_iter().enumerate().partition(|(i, _)| i % HELD_OUT == 0);
        let [held_out, learnt] = [held_out, learnt].map(|examples| examples.into_iter().map(|(_, example)| example).collect::<Vec<_>>());
        let before = endgame::error(&network, &held_out);
        network = learn_exact(network, &learnt, schedule.epochs, schedule.rate, seed, |_, _| {});
        progress(&Round { round, positions: positions.len(), before, after: endgame::error(&network, &held_out) });
    }
    network
}

/// The positions at the throw, outside the endgame groups, met at every [`EVERY`]th action of
/// `games` games of the network against itself.
fn positions(options: Options, network: &Network, games: u32, seed: u64) -> Vec<Game> {
    let evaluate = network::with_endgame(network);
    let mut positions = Vec::new();
    for game_number in 0..games {
        let game_seed = seed ^ u64::from(game_number).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        let mut throws = Seeded::new(game_seed);
        let (mut spools, mut cones) = (Wandering { evaluate: &evaluate, random: Seeded::new(!game_seed) }, Wandering { evaluate: &evaluate, random: Seeded::new(game_seed.rotate_left(17)) });
        let mut game = Game::new(options);
        for action_number in 0..LONGEST_GAME {
            if action_number % EVERY == 0 && game.stage() == Stage::Throw && !game.must_revive() && network::of_endgame(&game).is_none() {
                positions.push(game);
            }
            let mut players: [&mut dyn Player; 2] = [&mut spools, &mut cones];
            let Some(action) = next_action(&game, &mut throws, &mut players) else { break };
            game.act(action).expect("players choose legal actions");
        }
    }
    positions
}

/// The network's choice at depth 0, but one move in ten at random.
struct Wandering<'a, E> {
    evaluate: &'a E,
    random: Seeded,
}

impl<E: Fn(&Game, Side) -> f64> Player for Wandering<'_, E> {
    fn choose(&mut self, game: &Game, moves: &MoveList) -> Move {
        if self.random.below(10) == 0 {
            return moves.get(self.random.below(moves.len())).expect("a choice is asked only among legal moves");
        }
        rank_moves_by(self.evaluate, game, 0)[0].0
    }

    fn revive_instead(&mut self, game: &Game) -> bool {
        revives_rather_than_throws(self.evaluate, game, 0)
    }
}
