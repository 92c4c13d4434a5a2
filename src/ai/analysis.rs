//! The analysis board's numbers for a position at the throw: the winning chance of the side to
//! throw and, for each of the five throws, its chance of falling, every legal move ranked by the
//! winning chance after it (the best level's evaluation, looked at its usual depth), or what
//! happens when there is no choice; and rollouts, the position played to the end many times.
//! Uses the engine, the evaluation and the position's text (for the browser's worker); the command
//! line and the app print the same numbers.

use std::cell::RefCell;
use std::fmt;

use rustc_hash::FxHashMap;

use super::{rank_moves_by, throw_chances, win_chance_by, Computer, Level, Squares};
use crate::engine::{next_action, Game, Move, Phase, Player, Seeded, Side, Stage, Sticks, ThrowSource, Thrown};
use crate::record::position;

/// What a throw leads to.
#[derive(Clone, PartialEq, Debug)]
pub enum Outcome {
    /// The player chooses: every legal move with the winning chance after it, best first.
    Moves(Vec<(Move, f64)>),
    /// No legal move: the throw is lost (K4).
    Pass,
    /// The gods' second throw names the piece that moves (G4): no choice.
    GodsPiece,
    /// The distance released a gods' piece from 28–30 (G5): no choice.
    Released,
}

/// One throw's row of the table.
#[derive(Clone, PartialEq, Debug)]
pub struct ThrowRow {
    pub value: u8,
    /// How often the sticks fall so.
    pub probability: f64,
    pub outcome: Outcome,
    /// The side to throw's winning chance after it, the best move played.
    pub chance: f64,
}

/// What the best choice of a row is, as the table and the command line write it: `FROM-TO` (the
/// record's squares, 0 for a piece entering, 31 for bearing off), `pass`, `gods` or `released`.
pub struct BestOf<'a>(pub &'a ThrowRow);

impl fmt::Display for BestOf<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0.outcome {
            Outcome::Moves(moves) => Squares(moves[0].0).fmt(f),
            Outcome::Pass => f.write_str("pass"),
            Outcome::GodsPiece => f.write_str("gods"),
            Outcome::Released => f.write_str("released"),
        }
    }
}

#[derive(Clone, PartialEq, Debug)]
pub struct Analysis {
    /// Whose throw it is.
    pub side: Side,
    /// Their winning chance: the throws' chances weighed by how often each falls (or reviving,
    /// where that is better and allowed, K14).
    pub chance: f64,
    pub throws: Vec<ThrowRow>,
    /// The winning chance after reviving a drowned piece instead of throwing, where allowed (K14).
    pub revive: Option<f64>,
}

/// The table as the command line prints it, a line a row, tab-separated: `position`, the side to
/// throw and its chance; then each throw, its best choice ([`BestOf`]) and the chance after it; then
/// `revive` where reviving is allowed. Chances to four places.
impl fmt::Display for Analysis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = match self.side {
            Side::Spools => 'S',
            Side::Cones => 'C',
        };
        writeln!(f, "position\t{side}\t{:.4}", self.chance)?;
        for row in &self.throws {
            writeln!(f, "{}\t{}\t{:.4}", row.value, BestOf(row), row.chance)?;
        }
        if let Some(revived) = self.revive {
            writeln!(f, "revive\trevive\t{revived:.4}")?;
        }
        Ok(())
    }
}

/// The throws a search of the best level looks past a move, where its search usually ends.
pub const DEPTH: u8 = Level::BEST.depth();

/// Analyse `game`, a position at the throw (as [`Game::arrange`] makes it), at `depth` throws past
/// each move with the best level's evaluation. `None` when it is not a throw's moment.
pub fn analyse(game: &Game, depth: u8) -> Option<Analysis> {
    let mut analyser = Analyser::new(game, depth)?;
    loop {
        if let Some(analysis) = analyser.step() {
            return Some(analysis);
        }
    }
}

/// An analysis made a step at a time (each throw's row, then reviving), so that a page can give
/// way between the steps; the positions met at the horizon are evaluated once for all of them.
pub struct Analyser {
    game: Game,
    depth: u8,
    seen: RefCell<FxHashMap<Game, f64>>,
    rows: Vec<ThrowRow>,
}

impl Analyser {
    /// `None` unless `game` is at a throw of a game going on (a side with every piece borne off
    /// has won).
    pub fn new(game: &Game, depth: u8) -> Option<Analyser> {
        let won = Side::BOTH.iter().any(|&side| game.phase(side) == Phase::Kendall && game.off_board(side) == game.options().pieces);
        (game.stage() == Stage::Throw && !won).then(|| Analyser { game: *game, depth, seen: RefCell::default(), rows: Vec::new() })
    }

    /// The side to throw's chance in `position`, by the best level's evaluation (each position
    /// once: most are met again from other moves and throws).
    fn evaluate(&self, position: &Game, me: Side) -> f64 {
        *self.seen.borrow_mut().entry(*position).or_insert_with(|| Level::BEST.evaluation().chance(position, me))
    }

    /// The next step: a throw's row, or (the last) reviving and the whole analysis.
    pub fn step(&mut self) -> Option<Analysis> {
        let (game, depth, side) = (self.game, self.depth, self.game.to_move());
        let evaluate = |position: &Game, me: Side| self.evaluate(position, me);
        if !game.must_revive() && self.rows.len() < 5 {
            let (value, probability) = throw_chances()[self.rows.len()];
            let mut next = game;
            let thrown = next.throw(value).expect("a throw is due");
            let outcome = match thrown {
                Thrown::Choose => Outcome::Moves(rank_moves_by(&evaluate, &next, depth)),
                Thrown::Lost => Outcome::Pass,
                Thrown::PieceThrow => Outcome::GodsPiece,
                Thrown::Released(_) => Outcome::Released,
            };
            let chance = match &outcome {
                Outcome::Moves(moves) => moves[0].1,
                _ => win_chance_by(&evaluate, &next, side, depth),
            };
            self.rows.push(ThrowRow { value, probability, outcome, chance });
            return None;
        }
        let revive = game.can_revive().then(|| {
            let mut revived = game;
            revived.revive().expect("revival is allowed");
            win_chance_by(&evaluate, &revived, side, depth)
        });
        let throws = std::mem::take(&mut self.rows);
        let thrown = (!throws.is_empty()).then(|| throws.iter().map(|row| row.probability * row.chance).sum::<f64>());
        let chance = match (thrown, revive) {
            (Some(thrown), Some(revived)) if !game.gods_to_move() => thrown.max(revived),
            (Some(thrown), _) => thrown,
            (None, revived) => revived.unwrap_or(0.0),
        };
        Some(Analysis { side, chance, throws, revive })
    }
}

/// Rollouts' result: the side to throw's winning chance and its 95% interval's half-width.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Rollout {
    pub games: u32,
    pub chance: f64,
    pub margin: f64,
}

/// The games a rollout plays unless told otherwise (GNU Backgammon's default).
pub const ROLLOUT_GAMES: u32 = 1296;

/// Rollouts of `game` (at the throw) by `level` on both sides, a game at a time (so that the
/// browser's worker can say how far it is): the first throw of the games spread evenly over the
/// five values (stratified, each value's games weighed by how often it falls), the rest from `seed`.
pub struct Rollouts {
    start: Game,
    level: Level,
    seed: u64,
    /// Per first throw: games played, and wins of the side to throw.
    tally: [(u32, u32); 5],
}

impl Rollouts {
    pub fn new(start: Game, level: Level, seed: u64) -> Rollouts {
        Rollouts { start, level, seed, tally: [(0, 0); 5] }
    }

    pub fn played(&self) -> u32 {
        self.tally.iter().map(|(games, _)| games).sum()
    }

    /// Play the next game to its end: its first throw by its number, its throws and choices seeded
    /// by it.
    pub fn play_one(&mut self) {
        let number = self.played();
        let stratum = number as usize % 5;
        let (first, _) = throw_chances()[stratum];
        // A revival instead of the first throw takes no throw: the first throw stays for the next.
        let mut throws = FirstThen { first: Some(first), then: Seeded::new(self.seed.wrapping_add(u64::from(number))) };
        let seed = self.seed ^ u64::from(number).rotate_left(32);
        let (mut spools, mut cones) = (Computer::new(self.level, seed), Computer::new(self.level, !seed));
        let mut players: [&mut dyn Player; 2] = [&mut spools, &mut cones];
        let mut game = self.start;
        while let Some(action) = next_action(&game, &mut throws, &mut players) {
            game.act(action).expect("players choose legal actions");
        }
        let (games, wins) = &mut self.tally[stratum];
        *games += 1;
        *wins += u32::from(game.winner() == Some(self.start.to_move()));
    }

/// The result so far (`None` before a game of each first throw).
    pub fn result(&self) -> Option<Rollout> {
        let mut chance = 0.0;
        let mut variance = 0.0;
        for (&(games, wins), (_, p)) in self.tally.iter().zip(throw_chances()) {
            if games == 0 {
                return None;
            }
            let mean = f64::from(wins) / f64::from(games);
            chance += p * mean;
            // The sample's variance of a win (0 or 1), over the stratum's games.
            let spread = if games > 1 { mean * (1.0 - mean) * f64::from(games) / f64::from(games - 1) } else { 0.25 };
            variance += p * p * spread / f64::from(games);
        }
        Some(Rollout { games: self.played(), chance, margin: 1.96 * variance.sqrt() })
    }
}

/// The first throw given, the rest from the seeded sticks.
struct FirstThen {
    first: Option<u8>,
    then: Seeded,
}

impl ThrowSource for FirstThen {
    fn sticks(&mut self) -> Sticks {
        match self.first.take() {
            Some(value) => Sticks::showing(value),
            None => self.then.sticks(),
        }
    }
}

/// A rollout asked of the browser's worker, as one line of text: the level, the seed and the
/// position (its link's text, `record::position`).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RolloutJob {
    pub game: Game,
    pub level: Level,
    pub seed: u64,
}

impl fmt::Display for RolloutJob {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} {} {}", self.level.name(), self.seed, position::to_link(&self.game))
    }
}

impl std::str::FromStr for RolloutJob {
    type Err = String;

    fn from_str(text: &str) -> Result<RolloutJob, String> {
        let mut parts = text.splitn(3, ' ');
        let (Some(level), Some(seed), Some(game)) = (parts.next(), parts.next(), parts.next()) else {
            return Err(format!("not a rollout: {text:?}"));
        };
        let level = Level::from_name(level).ok_or_else(|| format!("no level {level:?}"))?;
        let seed = seed.parse().map_err(|_| format!("not a seed: {seed:?}"))?;
        Ok(RolloutJob { game: position::from_link(game)?, level, seed })
    }
}

/// Roll `game` out over `games` games (see [`Rollouts`]).
pub fn rollout(game: &Game, level: Level, games: u32, seed: u64) -> Option<Rollout> {
    let mut rollouts = Rollouts::new(*game, level, seed);
    for _ in 0..games.max(5) {
        rollouts.play_one();
    }
    rollouts.result()
}
