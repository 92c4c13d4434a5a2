//! The computer opponent and game analysis: expectimax over the throws, with the chance structure
//! exactly as the engine plays it (extra throws, fate throws, the gods' piece throws, Net skips,
//! revivals), and a position evaluation at the horizon.

pub mod analysis;
pub mod distil;
pub mod endgame;
pub mod evaluation;
pub mod learned;
pub mod network;
pub mod practice;
pub mod puzzles;
mod weights;
pub mod review;
pub mod screen;
pub mod search;

pub use evaluation::{evaluate, Evaluation};

use std::borrow::BorrowMut;
use std::collections::HashMap;
use std::fmt;
use std::ops::Range;

use crate::engine::{
    next_action, Action, Game, Move, MoveList, Options, Player, RandomPlayer, Seeded, Side, Stage, System, THROW_WEIGHTS,
};

/// How strongly the computer plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum Level {
    /// Any legal move, uniformly.
    Random,
    /// The move whose position evaluates best, one throw ahead.
    Greedy,
    /// Expectimax two throws deep.
    Strong,
    /// Expectimax three throws deep.
    Expert,
    /// Expectimax deepened while its budget lasts (`search`), with pruning, and the network
    /// evaluation where one has been learnt.
    Grandmaster,
    /// The grandmaster's search with the linear evaluation (the grandmaster before the network),
    /// for measuring the network against: not offered in the app.
    GrandmasterLinear,
    /// The grandmaster's search, 60,000 nodes, with the networks as self-play learnt them (the
    /// grandmaster before the endgame network, the larger search and the best level's own
    /// networks), for measuring the best against: not offered in the app, which leaves its networks
    /// out (a save naming it is played there with the linear evaluation).
    Grandmaster2,
}

impl Level {
    /// The levels a player can choose.
    pub const ALL: [Level; 5] = [Level::Random, Level::Greedy, Level::Strong, Level::Expert, Level::Grandmaster];
    /// The strongest level.
    pub const BEST: Level = Level::Grandmaster;

    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Strong => "strong",
            Level::Expert => "expert",
            Level::Grandmaster => "grandmaster",
            Level::GrandmasterLinear => "grandmaster-linear",
            Level::Grandmaster2 => "grandmaster-2",
        }
    }

    /// A level by name; `best` is the strongest.
    pub fn from_name(name: &str) -> Option<Level> {
        match name {
            "best" => Some(Level::BEST),
            _ => Level::ALL.into_iter().chain([Level::GrandmasterLinear, Level::Grandmaster2]).find(|l| l.name() == name),
        }
    }

    /// Throws the search looks ahead past the move it chooses.
    pub const fn depth(self) -> u8 {
        match self {
            Level::Random | Level::Greedy => 0,
            Level::Strong => 1,
            Level::Expert => 2,
            // Where its search usually ends (for ranking moves at this level without a budget).
            Level::Grandmaster | Level::GrandmasterLinear | Level::Grandmaster2 => 3,
        }
    }

    /// What it looks at where its search ends.
    pub const fn evaluation(self) -> Evaluation {
        match self {
            Level::Grandmaster => Evaluation::Network,
            Level::Grandmaster2 => Evaluation::SelfPlayNetwork,
            _ => Evaluation::Linear,
        }
    }

    /// The nodes its search may visit a decision.
    const fn nodes(self) -> u64 {
        match self {
            Level::Grandmaster => search::BEST_NODES,
            _ => search::NODES,
        }
    }

    /// Whether its search lets the iteration the budget cut short decide (`search::Budget`): the
    /// best since grandmaster-2.
    const fn unfinished_decides(self) -> bool {
        matches!(self, Level::Grandmaster)
    }

    /// Whether its search keeps what it learnt of each position's value for when it meets the
    /// position again (`search::Budget`): the best in Kendall with 5 pieces, where a match measured
    /// it (README); elsewhere the best plays as its matches there were measured.
    fn keeps_transpositions(self, options: &Options) -> bool {
        self == Level::Grandmaster && options.system == System::Kendall && options.pieces == 5
    }

    /// The nodes its search may visit once a finished iteration has changed its choice
    /// (`search::Budget`; about a decision in eight): the best in Kendall with 5 pieces, where
    /// matches measured it (README).
    fn unsettled_nodes(self, options: &Options) -> Option<u64> {
        self.keeps_transpositions(options).then_some(search::UNSETTLED_NODES)
    }

    /// Whether it counts its own pieces' returns as well as whole positions' ([`Returns`]): the best
    /// in long Kendall, since its distilled network. With five pieces it made no difference that a
    /// match could show (searching 70,000 nodes: 54.1% against grandmaster-2 over the 1000 deals
    /// where the best without it won 53.5%), so there the best plays as before.
    fn counts_own_returns(self, options: &Options) -> bool {
        self == Level::Grandmaster && options.system == System::Kendall && options.pieces == 7
    }

    /// Whether it chooses by the grandmaster's search.
    const fn searches(self) -> bool {
        matches!(self, Level::Grandmaster | Level::GrandmasterLinear | Level::Grandmaster2)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `position` (at the throw) after a throw of `value`: an exercise's or a puzzle's position to answer
/// in (their throws are checked as they are read or made).
pub fn thrown(position: &Game, value: u8) -> Game {
    let mut game = *position;
    let _ = game.act(Action::Throw(value));
    game
}

/// A move as the analysis board, the exercises and the puzzles write it: `FROM-TO`, the record's
/// squares alone (0 for a piece entering, 31 for bearing off).
pub struct Squares(pub Move);

impl fmt::Display for Squares {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.0.from, self.0.to)
    }
}

/// The legal move of `game` (at the move) written `text` as [`Squares`] writes it.
pub fn move_written(game: &Game, text: &str) -> Option<Move> {
    game.legal_moves().iter().find(|&mv| Squares(mv).to_string() == text)
}

/// The five throw values with their probabilities (RULES.md §0): they sum to one.
pub fn throw_chances() -> [(u8, f64); 5] {
    THROW_WEIGHTS.map(|(value, sixteenths)| (value, f64::from(sixteenths) / 16.0))
}

/// Expectimax: the chance that `me` wins from `game`, looking `depth` regular throws ahead.
/// Fate throws and the gods' piece throws are always expanded (they decide the current move).
pub fn win_chance(game: &Game, me: Side, depth: u8) -> f64 {
    win_chance_by(&evaluate, game, me, depth)
}

/// The same, with `evaluate` at the horizon.
fn win_chance_by(evaluate: &impl Fn(&Game, Side) -> f64, game: &Game, me: Side, depth: u8) -> f64 {
    match game.stage() {
        Stage::Over { winner } => f64::from(u8::from(winner == me)),
        Stage::Throw if game.must_revive() => {
            let mut next = *game;
            next.revive().expect("revival is compulsory, so allowed");
            win_chance_by(evaluate, &next, me, depth)
        }
        Stage::Throw if depth == 0 => evaluate(game, me),
        Stage::Throw => {
            let (thrown, revived) = throw_or_revive(evaluate, game, me, depth - 1);
            match revived {
                None => thrown,
                Some(revived) if game.to_move() == me => thrown.max(revived),
                Some(revived) => thrown.min(revived),
            }
        }
        Stage::GodsPiece { .. } => chance(|number| {
            let mut next = *game;
            next.gods_piece(number).expect("the piece throw is due");
            win_chance_by(evaluate, &next, me, depth)
        }),
        Stage::Fate { .. } => chance(|value| {
            let mut next = *game;
            next.fate(value).expect("the fate throw is due");
            win_chance_by(evaluate, &next, me, depth)
        }),
        Stage::Move { .. } => {
            let values = game.legal_moves().iter().map(|mv| after(evaluate, game, mv, me, depth));
            if game.to_move() == me {
                values.fold(0.0, f64::max)
            } else {
                values.fold(1.0, f64::min)
            }
        }
    }
}

/// At a throw: `me`'s chance after throwing, and after reviving instead where the player may
/// choose to (K14; the gods never choose, G6), each looked at `depth` throws further.
fn throw_or_revive(evaluate: &impl Fn(&Game, Side) -> f64, game: &Game, me: Side, depth: u8) -> (f64, Option<f64>) {
    let thrown = chance(|value| {
        let mut next = *game;
        next.throw(value).expect("a throw is due");
        win_chance_by(evaluate, &next, me, depth)
    });
    let revived = (game.can_revive() && !game.gods_to_move()).then(|| {
        let mut next = *game;
        next.revive().expect("revival is allowed");
        win_chance_by(evaluate, &next, me, depth)
    });
    (thrown, revived)
}

/// Whether the side to throw, choosing by `evaluate` `depth` throws ahead, revives rather than
/// throws (K14): a player's `revive_instead`.
fn revives_rather_than_throws(evaluate: &impl Fn(&Game, Side) -> f64, game: &Game, depth: u8) -> bool {
    let (thrown, revived) = throw_or_revive(evaluate, game, game.to_move(), depth);
    revived.is_some_and(|revived| revived > thrown)
}

fn chance(mut value_of: impl FnMut(u8) -> f64) -> f64 {
    throw_chances().iter().map(|&(value, p)| p * value_of(value)).sum()
}

/// `mv` comes from the position's legal moves: it is played without generating them again.
fn after(evaluate: &impl Fn(&Game, Side) -> f64, game: &Game, mv: Move, me: Side, depth: u8) -> f64 {
    win_chance_by(evaluate, &position_after(game, mv), me, depth)
}

/// The position a move of the position's legal moves leads to (played without generating them again).
fn position_after(game: &Game, mv: Move) -> Game {
    let mut next = *game;
    next.play_unchecked(mv);
    next
}

/// Every legal move of the side to move with its estimated chance of winning, best first.
pub fn rank_moves(game: &Game, level: Level) -> Vec<(Move, f64)> {
    rank_moves_at(game, level.depth())
}

/// The same, looking `depth` throws past each move.
pub fn rank_moves_at(game: &Game, depth: u8) -> Vec<(Move, f64)> {
    rank_moves_by(&evaluate, game, depth)
}

/// The same, with `evaluation` at the horizon.
pub fn rank_moves_with(evaluation: Evaluation, game: &Game, depth: u8) -> Vec<(Move, f64)> {
    rank_moves_by(&|game: &Game, me| evaluation.chance(game, me), game, depth)
}

/// The same, with `evaluate` at the horizon.
fn rank_moves_by(evaluate: &impl Fn(&Game, Side) -> f64, game: &Game, depth: u8) -> Vec<(Move, f64)> {
    let me = game.to_move();
    let mut ranked = game.legal_moves().iter().map(|mv| (mv, after(evaluate, game, mv, me, depth))).collect::<Vec<_>>();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    ranked
}

/// A computer player of a given level.
pub struct Computer {
    pub level: Level,
    random: RandomPlayer,
    /// Milliseconds from some start, for the grandmaster's time budget (none: nodes alone bound it).
    clock: Option<Box<dyn Fn() -> f64>>,
    /// The positions its moves have led to in this game.
    left: Returns,
    /// What its searches have cost so far.
    searched: SearchTally,
}

/// What a computer's searches cost, summed over its decisions (`senet bench --level`).
#[derive(Clone, Copy, Debug, Default)]
pub struct SearchTally {
    pub searches: u64,
    pub nodes: u64,
    /// The deepest iterations finished, summed.
    pub depths: u64,
}

impl std::ops::AddAssign for SearchTally {
    fn add_assign(&mut self, other: SearchTally) {
        self.searches += other.searches;
        self.nodes += other.nodes;
        self.depths += other.depths;
    }
}

/// The positions a player's moves have led to in a game, and how often: a level that looks ahead
/// does not bring one back more than [`RETURNS_ALLOWED`] times while another move leads somewhere
/// less often left. Without this a side that blocks the other for good (pairs the other cannot
/// pass) shuttles its one free piece forever, since the evaluation prefers the blockade to
/// anything it could do: found in long Kendall, grandmaster against expert (`senet match --pieces
/// 7`, game 930 never ended), and in the network's games against itself while it learns. A side of
/// seven pieces has thousands of positions to wait in, the other side's pieces moving too: the best
/// level with long Kendall's distilled network held a pair for 20,000 actions. So there it counts
/// its own pieces too ([`Level::counts_own_returns`]), whatever the other side's are.
#[derive(Default)]
struct Returns {
    positions: HashMap<Game, u32>,
    /// Kept only where the level counts them.
    own: HashMap<OwnPieces, u32>,
    /// The level whose rule this is (none: a player of `Looking`, which counts positions alone).
    level: Option<Level>,
}

/// A side's pieces after its move: where they stand, how many are borne off and how many drowned.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct OwnPieces {
    squares: u32,
    off: u8,
    drowned: u8,
}

impl OwnPieces {
    fn of(position: &Game, side: Side) -> OwnPieces {
        let squares = position.squares_of(side).fold(0, |squares, square| squares | 1 << square);
        OwnPieces { squares, off: position.off_board(side), drowned: position.drowned(side) }
    }
}

impl Returns {
    fn of(level: Level) -> Returns {
        Returns { level: Some(level), ..Returns::default() }
    }

    fn counts_own(&self, options: &Options) -> bool {
        self.level.is_some_and(|level| level.counts_own_returns(options))
    }

    /// `mover`'s move has led to `position`.
    fn add(&mut self, mover: Side, position: Game) {
        *self.positions.entry(position).or_default() += 1;
        if self.counts_own(position.options()) {
            *self.own.entry(OwnPieces::of(&position, mover)).or_default() += 1;
        }
    }

    /// How many returns past those allowed `mv` would make.
    fn excess(&self, game: &Game, mv: Move) -> u32 {
        let after = position_after(game, mv);
        let past = |times: Option<&u32>| times.copied().unwrap_or(0).saturating_sub(RETURNS_ALLOWED);
        let own = if self.counts_own(game.options()) { past(self.own.get(&OwnPieces::of(&after, game.to_move()))) } else { 0 };
        past(self.positions.get(&after)) + own
    }

    /// The best of `ranked` (best first) among the moves that lead to the positions left least
    /// often.
    fn least_returning(&self, game: &Game, ranked: &[(Move, f64)]) -> Move {
        ranked.iter().map(|(mv, _)| *mv).min_by_key(|&mv| self.excess(game, mv)).expect("a move at least")
    }
}

/// A player choosing by `evaluate`, `depth` throws past its move, and bringing positions back no
/// more often than the computer does (its returns in `left`, owned or lent by whoever plays it):
/// the players of the learning games (`learned::train`, `network::train`), and each side of a
/// screen (`screen`).
struct Looking<E, L> {
    evaluate: E,
    depth: u8,
    left: L,
}

impl<E: Fn(&Game, Side) -> f64, L: BorrowMut<Returns>> Player for Looking<E, L> {
    fn choose(&mut self, game: &Game, moves: &MoveList) -> Move {
        match moves.len() {
            1 => moves.get(0).expect("one move"),
            _ => {
                let left = self.left.borrow_mut();
                let chosen = left.least_returning(game, &rank_moves_by(&self.evaluate, game, self.depth));
                left.add(game.to_move(), position_after(game, chosen));
                chosen
            }
        }
    }

    fn revive_instead(&mut self, game: &Game) -> bool {
        revives_rather_than_throws(&self.evaluate, game, self.depth)
    }
}

/// The grandmaster's time for a decision, where a clock is given (the browser's).
pub const DECISION_MS: f64 = 50.0;
/// What its search may take of that time. The search notices the clock only now and then and the
/// choice goes on after it (the rule of returns), so a search allowed all 50 ms ended decisions at
/// 51.6 ms (median, the budget step's browser).
const SEARCH_MS: f64 = DECISION_MS - 5.0;

impl Computer {
    pub fn new(level: Level, seed: u64) -> Computer {
        Computer { level, random: RandomPlayer(Seeded::new(seed)), clock: None, left: Returns::of(level), searched: SearchTally::default() }
    }

    /// What its searches have cost so far.
    pub fn tally(&self) -> SearchTally {
        self.searched
    }

    /// The positions its earlier moves of this game, as `side`, led to (a computer made anew for
    /// each move, as the app's is, learns them from the game so far).
    pub fn remember(&mut self, side: Side, positions: impl IntoIterator<Item = Game>) {
        for position in positions {
            self.left.add(side, position);
        }
    }

    /// The same, with a clock (milliseconds) that ends the grandmaster's decision within
    /// [`DECISION_MS`].
    pub fn with_clock(level: Level, seed: u64, clock: Box<dyn Fn() -> f64>) -> Computer {
        Computer { clock: Some(clock), ..Computer::new(level, seed) }
    }

    fn evaluate(&self) -> impl Fn(&Game, Side) -> f64 {
        let evaluation = self.level.evaluation();
        move |game, me| evaluation.chance(game, me)
    }

    /// The grandmaster's choice, with what its search finished and cost.
    pub fn search(&mut self, game: &Game) -> Option<search::Searched> {
        let began = self.clock.as_ref().map(|clock| clock());
        let elapsed = || match (&self.clock, began) {
            (Some(clock), Some(began)) => clock() - began,
            _ => 0.0,
        };
        let budget = search::Budget {
            nodes: self.level.nodes(),
            max_depth: search::MAX_DEPTH,
            clock: self.clock.is_some().then_some((&elapsed as &dyn Fn() -> f64, SEARCH_MS)),
            unfinished_decides: self.level.unfinished_decides(),
            transpositions: self.level.keeps_transpositions(game.options()),
            unsettled_nodes: self.level.unsettled_nodes(game.options()),
        };
        let searched = search::best_move(game, &budget, self.level.evaluation())?;
        self.searched += SearchTally { searches: 1, nodes: searched.nodes, depths: u64::from(searched.depth) };
        Some(searched)
    }
}

/// How often a level that looks ahead may bring back a position its own moves left before it prefers
/// a move that leads somewhere less often left. Refusing every return cost twelve points against
/// greedy (ordinary play brings positions back: captures swap pieces back and forth, and each return
/// sent the grandmaster to the expert's ranking and a worse move): best against greedy, 1000 games,
/// 52.9% refusing every return, 60.2% allowing two, 63.5% five, 64.8% ten (65.2% without the rule).
/// A blockade returns for ever, so it still ends.
const RETURNS_ALLOWED: u32 = 10;

impl Player for Computer {
    fn choose(&mut self, game: &Game, moves: &MoveList) -> Move {
        if self.level == Level::Random || moves.len() == 1 {
            return self.random.choose(game, moves);
        }
        if self.level == Level::Greedy {
            // The move that looks best now, whatever came before: it makes no plans to hold.
            return rank_moves(game, self.level)[0].0;
        }
        let searched = self.level.searches().then(|| self.search(game)).flatten().map(|searched| searched.chosen);
        let chosen = match searched {
            Some(mv) if self.left.excess(game, mv) == 0 => mv,
            // Rank order breaks ties; the grandmaster ranks at the expert's depth here, which is rare.
            _ => self.left.least_returning(game, &rank_moves_by(&self.evaluate(), game, self.level.depth().min(Level::Expert.depth()))),
        };
        self.left.add(game.to_move(), position_after(game, chosen));
        chosen
    }

    fn revive_instead(&mut self, game: &Game) -> bool {
        if self.level == Level::Random {
            return self.random.revive_instead(game);
        }
        revives_rather_than_throws(&self.evaluate(), game, self.level.depth().min(Level::Expert.depth()))
    }
}

/// One game of `level` against itself, showing `watch` every position before its action;
/// `throws_seed` fixes the throws, `choice_seed` the random level's choices.
fn play_itself(options: Options, level: Level, throws_seed: u64, choice_seed: u64, watch: impl FnMut(&Game)) -> Side {
    let (mut spools, mut cones) = (Computer::new(level, choice_seed), Computer::new(level, !choice_seed));
    play_between(options, [&mut spools, &mut cones], throws_seed, watch)
}

/// Play one game between two players (spools first), showing `watch` every position before its
/// action; `throws_seed` fixes the throws.
fn play_between(options: Options, mut players: [&mut dyn Player; 2], throws_seed: u64, mut watch: impl FnMut(&Game)) -> Side {
    let mut throws = Seeded::new(throws_seed);
    let mut game = Game::new(options);
    while let Some(action) = next_action(&game, &mut throws, &mut players) {
        watch(&game);
        game.act(action).expect("players choose legal actions");
    }
    game.winner().expect("a finished game has a winner")
}

/// How well an evaluation's chances come true: the mean log-loss of `evaluate`'s chance for the
/// side to throw, at every throw of `games` games of `level` against itself, and the number of
/// throws (a coin scores ln 2 ≈ 0.693; learning makes this least).
pub fn calibration_by(evaluate: &impl Fn(&Game, Side) -> f64, options: Options, level: Level, games: u32, seed: u64) -> (f64, usize) {
    let mut total = 0.0;
    let mut throws = 0;
    for game_number in 0..u64::from(games) {
        let throws_seed = seed ^ game_number.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let mut chances = Vec::new();
        let winner = play_itself(options, level, throws_seed, game_number, |game| {
            if matches!(game.stage(), Stage::Throw) {
                chances.push((game.to_move(), evaluate(game, game.to_move())));
            }
        });
        for (side, chance) in chances {
            let came_true = if side == winner { chance } else { 1.0 - chance };
            total -= came_true.max(1e-9).ln();
            throws += 1;
        }
    }
    (total / throws.max(1) as f64, throws)
}

/// What a duplicate match found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchResult {
    /// The games `a` won.
    pub a_wins: u32,
    /// The median game's throws (its record's lines).
    pub median_throws: u32,
}

/// `value` of each item, on every core, in the items' order. Each thread takes the next item not
/// yet taken, so the items finish roughly in their order (a long match cut short has played nearly
/// a prefix of its games) and no core waits while another still has a long share left.
fn in_parallel<T: Sync, R: Send>(items: &[T], value: impl Fn(&T) -> R + Sync) -> Vec<R> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(items.len().max(1));
    let next = AtomicUsize::new(0);
    let mut valued = std::thread::scope(|scope| {
        let (value, next) = (&value, &next);
        let handles = (0..threads)
            .map(|_| {
                scope.spawn(move || {
                    let mut valued = Vec::new();
                    loop {
                        let at = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(at) else { return valued };
                        valued.push((at, value(item)));
                    }
                })
            })
            .collect::<Vec<_>>();
        handles.into_iter().flat_map(|h| h.join().expect("a thread of work")).collect::<Vec<_>>()
    });
    valued.sort_by_key(|&(at, _)| at);
    valued.into_iter().map(|(_, r)| r).collect()
}

/// A duplicate match between two levels ([`duplicate_match_by`]).
pub fn duplicate_match(options: Options, a: Level, b: Level, games: Range<u32>, seed: u64, each_game: &(dyn Fn(u32, bool) + Sync)) -> MatchResult {
    duplicate_match_by(options, games, seed, |plays_a, choice_seed| Computer::new(if plays_a { a } else { b }, choice_seed), each_game)
}

/// The games `games` of a duplicate match between the players `player(true, …)` (A) and
/// `player(false, …)` makes, given a seed for their random choices: games 2k and 2k + 1 share their
/// throws with the colours swapped, which takes most of the luck out. Game k is the same whatever
/// the range it is played in and the number of threads, so a match of 0..1000 is the games of
/// 0..400 and 400..1000 played apart. `each_game` hears each game's number and whether A won as it
/// ends, so that a long match can tell its running score.
pub fn duplicate_match_by<P: Player>(options: Options, games: Range<u32>, seed: u64, player: impl Fn(bool, u64) -> P + Sync, each_game: &(dyn Fn(u32, bool) + Sync)) -> MatchResult {
    let play = |game: u32| {
        let throws = Seeded::new(seed ^ u64::from(game / 2).wrapping_mul(0x9e37_79b9_7f4a_7c15)).next_u64();
        let a_plays_spools = game.is_multiple_of(2);
        let choices = throws ^ u64::from(game);
        let (mut spools, mut cones) = (player(a_plays_spools, choices), player(!a_plays_spools, !choices));
        let mut thrown = 0;
        let winner = play_between(options, [&mut spools, &mut cones], throws, |game| {
            thrown += u32::from(matches!(game.stage(), Stage::Throw));
        });
        let a_won = (winner == Side::Spools) == a_plays_spools;
        each_game(game, a_won);
        (a_won, thrown)
    };
    let mut games_played = in_parallel(&games.collect::<Vec<_>>(), |&game| play(game));
    games_played.sort_by_key(|&(_, thrown)| thrown);
    MatchResult {
        a_wins: games_played.iter().filter(|(won, _)| *won).count() as u32,
        median_throws: games_played.get(games_played.len() / 2).map_or(0, |&(_, thrown)| thrown),
    }
}
