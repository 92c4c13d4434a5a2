//! Puzzles mined from the computer's games: a position at a throw, not forced, where one move
//! beats every other by a clear margin ([`MARGIN`]) at a deeper search than the app's choices
//! ([`MINE_DEPTH`], and again at [`CHECK_DEPTH`] before it is kept), tagged by what its answer does
//! under the rules, rated by how many of the computer's lesser levels miss it. The set is a text
//! file, a puzzle a line (`src/ai/puzzles.tsv`, bundled with the app after the first board).
//! Uses the engine, the search and the best level's evaluation.

use std::cell::RefCell;
use std::fmt;
use std::str::FromStr;

use rustc_hash::FxHashMap;

use super::{move_written, rank_moves_by, thrown, Computer, Level, Squares};
use crate::engine::{next_action, Action, Game, Move, Options, Player, Seeded, Side, Stage, System};

/// What one move must win over every other: a tenth of the game, a margin a deeper look does not
/// undo (every puzzle is kept only if it holds at [`CHECK_DEPTH`] too), so that only the one answer
/// solves it.
pub const MARGIN: f64 = 0.10;
/// The depth a candidate is found at: the best level's (three throws past the move, its network at
/// the horizon), one throw deeper than the review and the hint look.
pub const MINE_DEPTH: u8 = Level::BEST.depth();
/// The depth every puzzle is searched again at before it is kept, and by `--check`.
pub const CHECK_DEPTH: u8 = MINE_DEPTH + 1;
/// The rating of a puzzle that every lesser level solves; each level that misses it adds a step.
const BASE_RATING: u16 = 1000;
const RATING_STEP: u16 = 250;
/// The levels a puzzle's rating asks (the random level says nothing of a position).
const RATED_BY: [Level; 3] = [Level::Greedy, Level::Strong, Level::Expert];

/// What a puzzle's answer is about, from what the move does under the rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Theme {
    /// It captures (K6).
    Capture,
    /// It forms a pair, or a blockade of three, with the mover's own pieces (K7, K8).
    Pair,
    /// It lands in the House of Beauty, whose fate throw follows (K13).
    Beauty,
    /// It lands in the House of Water (K14), or leaves it.
    Water,
    /// It passes through the House of Ba (B3).
    Ba,
    /// It lands in the House of the Net (K11).
    Net,
    /// It lands in the House of Rebirth: one more throw (K10).
    Rebirth,
    /// It bears a piece off.
    BearingOff,
    /// It enters a waiting piece (Bell).
    Entry,
    /// None of these: a choice of the race.
    Race,
}

impl Theme {
    pub const ALL: [Theme; 10] =
        [Theme::Capture, Theme::Pair, Theme::Beauty, Theme::Water, Theme::Ba, Theme::Net, Theme::Rebirth, Theme::BearingOff, Theme::Entry, Theme::Race];

    pub const fn name(self) -> &'static str {
        match self {
            Theme::Capture => "capture",
            Theme::Pair => "pair",
            Theme::Beauty => "beauty",
            Theme::Water => "water",
            Theme::Ba => "ba",
            Theme::Net => "net",
            Theme::Rebirth => "rebirth",
            Theme::BearingOff => "bearing-off",
            Theme::Entry => "entry",
            Theme::Race => "race",
        }
    }

    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|theme| theme.name() == name)
    }

    /// What `mv` does in `game` (at the move), by the rules: its themes, `Race` when none.
    pub fn of(game: &Game, mv: Move) -> Vec<Theme> {
        let side = game.to_move();
        let mut after = *game;
        let _ = after.act(Action::Move(mv));
        let own = |square: u8| (1..=30).contains(&square) && after.piece_at(square) == Some(side);
        let paired = !mv.is_bear_off() && (own(mv.to.wrapping_sub(1)) || own(mv.to + 1));
        let themes = [
            (mv.capture, Theme::Capture),
            (paired, Theme::Pair),
            (mv.to == 26, Theme::Beauty),
            (mv.to == 27 || mv.from == 27, Theme::Water),
            (mv.ba, Theme::Ba),
            (mv.to == 16, Theme::Net),
            (mv.to == 15, Theme::Rebirth),
            (mv.is_bear_off(), Theme::BearingOff),
            (mv.is_entry(), Theme::Entry),
        ];
        let found = themes.into_iter().filter(|(does, _)| *does).map(|(_, theme)| theme).collect::<Vec<_>>();
        if found.is_empty() { vec![Theme::Race] } else { found }
    }
}

/// A puzzle: the position at the throw, the value thrown, the one clearly best move.
#[derive(Clone, PartialEq, Debug)]
pub struct Puzzle {
    pub id: String,
    pub position: Game,
    pub throw: u8,
    pub answer: Move,
    pub rating: u16,
    pub themes: Vec<Theme>,
}

impl Puzzle {
    /// The position to answer in: thrown, the move to choose.
    pub fn at_move(&self) -> Game {
        thrown(&self.position, self.throw)
    }

    /// `FROM-TO`.
    pub fn answer_text(&self) -> String {
        Squares(self.answer).to_string()
    }

    /// Every move with the mover's chance after it at [`MINE_DEPTH`], best first: why the answer
    /// is the answer.
    pub fn chances(&self) -> Vec<(Move, f64)> {
        ranked(&self.at_move(), MINE_DEPTH)
    }

    /// Whether the answer is still the best by [`MARGIN`] at [`CHECK_DEPTH`] (`Err`: by how much it
    /// falls short, or which move beats it).
    pub fn check(&self) -> Result<(), String> {
        clear_best(&self.at_move(), CHECK_DEPTH).filter(|&mv| mv == self.answer).map(|_| ()).ok_or_else(|| {
            let ranked = ranked(&self.at_move(), CHECK_DEPTH);
            let said = ranked.iter().take(3).map(|(mv, chance)| format!("{} {chance:.3}", Squares(*mv))).collect::<Vec<_>>().join(", ");
            format!("{}: {} is not the best by {MARGIN} at depth {CHECK_DEPTH} ({said})", self.id, self.answer_text())
        })
    }
}

/// Every legal move of `game` (at the move) with the mover's chance after it, best first, by the
/// best level's evaluation (each position at the horizon once: most are met from several moves).
fn ranked(game: &Game, depth: u8) -> Vec<(Move, f64)> {
    let seen = RefCell::new(FxHashMap::default());
    let evaluate = |position: &Game, me: Side| *seen.borrow_mut().entry((*position, me)).or_insert_with(|| Level::BEST.evaluation().chance(position, me));
    rank_moves_by(&evaluate, game, depth)
}

/// The move that beats every other by [`MARGIN`] at `depth`, if one does (two moves at least).
fn clear_best(game: &Game, depth: u8) -> Option<Move> {
    match ranked(game, depth)[..] {
        [(best, first), (_, second), ..] if first - second >= MARGIN => Some(best),
        _ => None,
    }
}

/// How far the best move is ahead of the second at `depth`.
fn gap(game: &Game, depth: u8) -> f64 {
    match ranked(game, depth)[..] {
        [(_, first), (_, second), ..] => first - second,
        _ => 0.0,
    }
}

/// `ID<TAB>options<TAB>position<TAB>throw<TAB>answer<TAB>rating<TAB>themes`.
impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let options = self.position.options();
        let themes = self.themes.iter().map(|t| t.name()).collect::<Vec<_>>().join(",");
        write!(f, "{}\t{}{}\t{}\t{}\t{}\t{}\t{themes}", self.id, options.system.name(), options.pieces, self.position.arrangement(), self.throw, self.answer_text(), self.rating)
    }
}

impl FromStr for Puzzle {
    type Err = String;

    fn from_str(line: &str) -> Result<Puzzle, String> {
        let fields = line.split('\t').collect::<Vec<_>>();
        let &[id, kind, arrangement, throw, answer, rating, themes] = &fields[..] else { return Err(format!("not a puzzle: {line:?}")) };
        let split = kind.find(|c: char| c.is_ascii_digit()).unwrap_or(kind.len());
        let system = System::from_name(&kind[..split]).ok_or_else(|| format!("{id}: no system {kind:?}"))?;
        let pieces = kind[split..].parse::<u8>().map_err(|_| format!("{id}: no pieces in {kind:?}"))?;
        let position = Game::arrange(Options::new(system, pieces), arrangement).map_err(|e| format!("{id}: {e}"))?;
        let throw = throw.parse::<u8>().ok().filter(|t| (1..=5).contains(t)).ok_or_else(|| format!("{id}: not a throw: {throw:?}"))?;
        let mut at_move = position;
        if position.stage() != Stage::Throw || at_move.act(Action::Throw(throw)).is_err() || at_move.legal_moves().len() < 2 {
            return Err(format!("{id}: no choice after a throw of {throw}"));
        }
        let answer = move_written(&at_move, answer).ok_or_else(|| format!("{id}: {answer:?} is no move there"))?;
        let rating = rating.parse().map_err(|_| format!("{id}: not a rating: {rating:?}"))?;
        let themes = themes.split(',').map(|t| Theme::from_name(t).ok_or_else(|| format!("{id}: no theme {t:?}"))).collect::<Result<_, _>>()?;
        Ok(Puzzle { id: id.to_string(), position, throw, answer, rating, themes })
    }
}

/// The set bundled with the app (`senet puzzles --per 80 --seed 1`).
pub const BUNDLED: &str = include_str!("puzzles.tsv");

/// The puzzles of a file's text, or the first line that is none.
pub fn read(text: &str) -> Result<Vec<Puzzle>, String> {
    text.lines().filter(|line| !line.is_empty() && !line.starts_with('#')).map(str::parse).collect()
}

/// Whether the choice in `game` is no puzzle yet, and is what its position's text and the throw make
/// again (nothing between the throw and the choice, nothing the text does not hold).
fn new_and_written(found: &[Puzzle], at_throw: &Game, value: u8, game: &Game) -> bool {
    let mut again = Game::arrange(*at_throw.options(), &at_throw.arrangement()).ok();
    let thrown = again.as_mut().is_some_and(|again| again.act(Action::Throw(value)).is_ok() && again == game);
    thrown && !found.iter().any(|p| p.position == *at_throw && p.throw == value)
}

/// The games puzzles are mined from, each seeded: the best level against itself and against each
/// lesser level, by turns.
const OPPONENTS: [Level; 4] = [Level::BEST, Level::Greedy, Level::Strong, Level::Expert];

/// `kept` (puzzles of `options` a set already has) and, up to `wanted` in all, puzzles mined from
/// games seeded by `seed` (the same arguments, the same puzzles), at most `games` games; the new
/// ones' ids `PREFIX-NNN`, numbered after the highest of `kept`, so that an id never changes its
/// puzzle (a player's solved puzzles are kept by id).
pub fn mine(kept: Vec<Puzzle>, options: Options, wanted: usize, games: u32, seed: u64, prefix: &str) -> Vec<Puzzle> {
    let numbered = kept.iter().filter_map(|p| p.id.rsplit('-').next()?.parse::<usize>().ok()).max().unwrap_or(0);
    let first_new = kept.len();
    let mut found = kept;
    for number in 0..u64::from(games) {
        if found.len() >= wanted {
            break;
        }
        let game_seed = seed ^ number.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let opponent = OPPONENTS[number as usize % OPPONENTS.len()];
        let mut throws = Seeded::new(game_seed);
        let (mut best, mut other) = (Computer::new(Level::BEST, game_seed), Computer::new(opponent, !game_seed));
        let mut players: [&mut dyn Player; 2] = if number % 2 == 0 { [&mut best, &mut other] } else { [&mut other, &mut best] };
        let mut game = Game::new(options);
        let mut at_throw = game;
        while let Some(action) = next_action(&game, &mut throws, &mut players) {
            if game.stage() == Stage::Throw {
                at_throw = game;
            }
            if let (Stage::Move { value, touched: None }, true) = (game.stage(), game.legal_moves().len() > 1) {
                // A look one throw past the move first: a choice it finds close is seldom clear deeper.
                let worth_a_look = found.len() < wanted && new_and_written(&found, &at_throw, value, &game) && gap(&game, 1) >= MARGIN / 2.0;
                if let Some(answer) = clear_best(&game, MINE_DEPTH).filter(|_| worth_a_look) {
                    if clear_best(&game, CHECK_DEPTH) == Some(answer) {
                        let missed = RATED_BY.iter().filter(|&&level| Computer::new(level, game_seed).choose(&game, &game.legal_moves()) != answer).count() as u16;
                        let id = format!("{prefix}-{:03}", numbered + found.len() - first_new + 1);
                        found.push(Puzzle { id, position: at_throw, throw: value, answer, rating: BASE_RATING + RATING_STEP * missed, themes: Theme::of(&game, answer) });
                    }
                }
            }
            game.act(action).expect("players choose legal actions");
        }
    }
    found
}

/// A puzzle rating to start from, as a chess player's.
pub const FIRST_RATING: f64 = 1500.0;
/// How far one puzzle moves a rating (Elo's K): large enough that a few puzzles place a new
/// player, small enough that one slip does not undo a session.
pub const RATING_K: f64 = 32.0;

/// Elo: `rating` after a puzzle rated `puzzle` is solved (`true`) or failed.
pub fn rated(rating: f64, puzzle: u16, solved: bool) -> f64 {
    let expected = 1.0 / (1.0 + 10f64.powf((f64::from(puzzle) - rating) / 400.0));
    rating + RATING_K * (f64::from(u8::from(solved)) - expected)
}

/// The puzzle of day `day` (days since 1970 by the player's calendar) among `count`: the same for
/// everyone on a date, a different one each day, all of them in turn.
pub fn of_the_day(day: u64, count: usize) -> usize {
    // 37 shares no factor with a set's size unless it is a multiple of 37: then every 37th is one.
    (day.wrapping_mul(37) % count.max(1) as u64) as usize
}

/// The next puzzle for a player rated `rating`: among `candidates` (indexes into `set`) not yet
/// solved, the one whose rating is nearest, the first in the set on a tie.
pub fn next_for(set: &[Puzzle], candidates: impl Iterator<Item = usize>, solved: &[String], rating: f64) -> Option<usize> {
    candidates
        .filter(|&i| !solved.contains(&set[i].id))
        .min_by(|&a, &b| (f64::from(set[a].rating) - rating).abs().total_cmp(&(f64::from(set[b].rating) - rating).abs()).then(a.cmp(&b)))
}
