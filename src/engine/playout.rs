//! Playing a game to its end with throws from a source and choices from a player.

use super::game::{Game, Stage};
use super::race::{race, Watch};
use super::options::System;
use super::moves::{Move, MoveList};
use super::throw::{Seeded, ThrowSource};
use super::Side;

/// One thing that happens in a game, in the order it happens: what a record line is made of.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum Action {
    Throw(u8),
    GodsPiece(u8),
    Fate(u8),
    Move(Move),
    Revive,
    /// K17: a piece touched while choosing, which commits the player to it.
    Touch(u8),
}

impl Game {
    /// Perform one action; for replays, share links and saved games, which store actions.
    pub fn act(&mut self, action: Action) -> Result<(), super::PlayError> {
        match action {
            Action::Throw(v) => self.throw(v).map(drop),
            Action::GodsPiece(n) => self.gods_piece(n).map(drop),
            Action::Fate(v) => self.fate(v).map(drop),
            Action::Move(mv) => self.play(mv).map(drop),
            Action::Revive => self.revive(),
            Action::Touch(square) => self.touch(square),
        }
    }
}

/// A player's decisions: which legal move to make, and whether to revive instead of throwing.
pub trait Player {
    fn choose(&mut self, game: &Game, moves: &MoveList) -> Move;
    /// Asked only when reviving is allowed and not compulsory (K14).
    fn revive_instead(&mut self, game: &Game) -> bool;
}

/// Uniform choice among the legal moves (and between reviving and throwing).
pub struct RandomPlayer(pub Seeded);

impl Player for RandomPlayer {
    fn choose(&mut self, _: &Game, moves: &MoveList) -> Move {
        moves.get(self.0.below(moves.len())).expect("a choice is asked only among legal moves")
    }

    fn revive_instead(&mut self, _: &Game) -> bool {
        self.0.below(2) == 0
    }
}

/// The next action of the game: a decision of `players[side]` or a throw from `throws`.
/// `None` once the game is over.
pub fn next_action(game: &Game, throws: &mut impl ThrowSource, players: &mut [&mut dyn Player; 2]) -> Option<Action> {
    let player = &mut players[game.to_move().index()];
    Some(match game.stage() {
        Stage::Over { .. } => return None,
        Stage::Throw if game.must_revive() => Action::Revive,
        Stage::Throw if game.can_revive() && !game.gods_to_move() && player.revive_instead(game) => Action::Revive,
        Stage::Throw => Action::Throw(throws.throw()),
        Stage::GodsPiece { .. } => Action::GodsPiece(throws.throw()),
        Stage::Fate { .. } => Action::Fate(throws.throw()),
        Stage::Move { .. } => Action::Move(player.choose(game, &game.legal_moves())),
    })
}

/// Plays a game out between two random players, as fast as the engine allows (the benchmark's loop):
/// a player revives a drowned piece on a coin flip or when it must (K14), and picks uniformly among
/// the legal moves; the coin, the throw and the choice come from one [`Seeded::draw`] (fate and
/// gods' piece throws from one each). A Kendall game runs through `race.rs` between the turns that
/// need the whole turn machine. Returns the winner and the number of throws made.
pub fn random_playout(game: Game, rng: &mut Seeded) -> (Side, u32) {
    watched_playout(game, rng, &mut ())
}

/// [`random_playout`]'s Kendall game, as the position before each throw or revival: for the test
/// that holds the benchmark's loop to the checked moves position by position.
#[doc(hidden)]
pub fn kendall_race_positions(game: Game, rng: &mut Seeded) -> Vec<Game> {
    let mut seen = Vec::new();
    watched_playout(game, rng, &mut seen);
    seen
}

#[inline(always)]
fn watched_playout(game: Game, rng: &mut Seeded, watch: &mut impl Watch) -> (Side, u32) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("bmi1")
        && std::arch::is_x86_feature_detected!("bmi2")
        && std::arch::is_x86_feature_detected!("popcnt")
        && std::arch::is_x86_feature_detected!("lzcnt")
    {
        // SAFETY: the processor has every instruction set this copy is compiled for.
        return unsafe { playout_with_bit_instructions(game, rng, watch) };
    }
    playout::<false>(game, rng, watch)
}

/// The same loop, compiled for x86-64 processors with BMI1, BMI2, POPCNT and LZCNT (nearly all since
/// 2013): the engine's bit masks then take one instruction where the baseline needs several.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi1,bmi2,popcnt,lzcnt")]
fn playout_with_bit_instructions(game: Game, rng: &mut Seeded, watch: &mut impl Watch) -> (Side, u32) {
    playout::<true>(game, rng, watch)
}

/// `BIT_DEPOSIT`: the processor's bit deposit may be used (see [`MoveList::get_by`]).
#[inline(always)]
fn playout<const BIT_DEPOSIT: bool>(mut game: Game, source: &mut Seeded, watch: &mut impl Watch) -> (Side, u32) {
    // A copy of the generator, which the compiler can keep in registers for the whole game.
    let mut rng = source.clone();
    let mut throws = 0;
    let winner = loop {
        match game.stage() {
            Stage::Over { winner } => break winner,
            Stage::Throw if game.options.system == System::Kendall => {
                race::<BIT_DEPOSIT>(&mut game, &mut rng, &mut throws, watch);
            }
            Stage::Throw => {
                let draw = rng.draw();
                // The coin first: the test for a compulsory revival (K14) is the dearer one.
                if game.can_revive() && ((!game.gods_to_move() && draw.coin()) || game.must_revive()) {
                    game.revive().expect("revival was allowed");
                    continue;
                }
                throws += 1;
                if game.gods_to_move() {
                    game.throw(draw.value()).expect("a throw was due");
                    continue;
                }
                // Chosen here, from the list the throw made: no second generation to check it.
                let moves = game.throw_for_moves(draw.value());
                if !moves.is_empty() {
                    let mv = moves.get_by::<BIT_DEPOSIT>(draw.pick(moves.len())).expect("the pick is below the count");
                    game.play_unchecked(mv);
                }
            }
            Stage::GodsPiece { .. } => {
                game.gods_piece(rng.draw().value()).expect("the piece throw was due");
            }
            Stage::Fate { .. } => {
                game.fate(rng.draw().value()).expect("the fate throw was due");
            }
            // Only in a game handed over while a move was being chosen: every throw here makes its move.
            Stage::Move { .. } => {
                let moves = game.legal_moves();
                let mv = moves.get(rng.draw().pick(moves.len())).expect("a throw with no move is lost");
                game.play_unchecked(mv);
            }
        }
    };
    *source = rng;
    (winner, throws)
}
