//! Exact endgames: the positions with few pieces left on the board form closed groups (a piece
//! borne off never comes back; a drowned one stays in the group, to be revived), so their values
//! can be solved exactly: every position the group reaches is found, and the chance that the
//! spools win from each is found by value iteration (positions repeat: captures send pieces back),
//! with the chance structure exactly as the engine plays it, as `win_chance` has it. `senet solve`
//! solves a group and measures a level's loss against perfect play inside it; the endgame network
//! learns from the exact values of its groups (`examples`).

use std::collections::hash_map::Entry;
use std::collections::HashMap;

use super::network::{Network, ENDGAME_GROUPS};
use super::{throw_chances, Level};
use crate::engine::{Game, Move, Options, Side, Stage};

/// How a position's value follows from those of the positions after it.
enum Node {
    Over(f64),
    /// A throw (or a fate or piece throw): the five values, weighted; the side to move may revive
    /// instead where the rules let them choose (K14), the last of `next` then.
    Chance { revive: bool },
    /// A choice of the side to move, among `next`.
    Choice,
    /// One way on (a compulsory revival).
    Forced,
}

/// A solved group: the chance that the spools win from each position in it.
pub struct Solved {
    /// The positions in the order they were found (from the arrangements, outwards).
    games: Vec<Game>,
    index: HashMap<Game, usize>,
    values: Vec<f64>,
    /// The value iteration's sweeps until no value moved by more than 10⁻¹².
    pub sweeps: u32,
}

impl Solved {
    /// The chance that `side` wins from `game`, if `game` is in the group.
    pub fn chance(&self, game: &Game, side: Side) -> Option<f64> {
        let spools = self.values[*self.index.get(game)?];
        Some(if side == Side::Spools { spools } else { 1.0 - spools })
    }

    pub fn positions(&self) -> usize {
        self.values.len()
    }

    /// Every position of the group at a throw that the search's horizon evaluates (not over, no
    /// compulsory revival), with the spools' exact chance there: what an evaluation learns from.
    pub fn at_throws(&self) -> impl Iterator<Item = (&Game, f64)> {
        self.games.iter().zip(&self.values).filter(|(game, _)| matches!(game.stage(), Stage::Throw) && !game.must_revive())
            .map(|(game, &value)| (game, value))
    }

    /// Every position of the group where the side to move chooses between moves, in the order
    /// they were found.
    pub fn decisions(&self) -> impl Iterator<Item = &Game> {
        self.games.iter().filter(|game| matches!(game.stage(), Stage::Move { .. }) && game.legal_moves().len() > 1)
    }
}

/// The positions after `game`, with how its value follows from theirs.
fn successors(game: &Game) -> (Node, Vec<Game>) {
    let after = |act: &dyn Fn(&mut Game)| {
        let mut next = *game;
        act(&mut next);
        next
    };
    let values = throw_chances().map(|(value, _)| value);
    match game.stage() {
        Stage::Over { winner } => (Node::Over(f64::from(u8::from(winner == Side::Spools))), Vec::new()),
        Stage::Throw if game.must_revive() => (Node::Forced, vec![after(&|g| g.revive().expect("a compulsory revival"))]),
        Stage::Throw => {
            let mut next: Vec<Game> = values.iter().map(|&v| after(&|g| {
                g.throw(v).expect("a throw is due");
            })).collect();
            let revive = game.can_revive() && !game.gods_to_move();
            if revive {
                next.push(after(&|g| g.revive().expect("revival is allowed")));
            }
            (Node::Chance { revive }, next)
        }
        Stage::GodsPiece { .. } => (Node::Chance { revive: false }, values.iter().map(|&v| after(&|g| {
                g.gods_piece(v).expect("a piece throw is due");
            })).collect()),
        Stage::Fate { .. } => (Node::Chance { revive: false }, values.iter().map(|&v| after(&|g| {
                g.fate(v).expect("a fate throw is due");
            })).collect()),
        Stage::Move { .. } => (Node::Choice, game.legal_moves().iter().map(|mv| super::position_after(game, mv)).collect()),
    }
}

/// Solve the group of the games of `options` with at most `left` pieces of the spools and of the
/// cones on the board (drowned ones included), from every arrangement of exactly so many, either to
/// throw.
pub fn solve(options: Options, left: [u8; 2]) -> Solved {
    let squares: Vec<u8> = (1..=30).filter(|&s| s != 21).collect();
    let mut seeds = Vec::new();
    let [spools_left, cones_left] = left.map(|n| placements(&squares, usize::from(n)));
    for spools in &spools_left {
        for cones in cones_left.iter().filter(|c| c.iter().all(|s| !spools.contains(s))) {
            for turn in ["S", "C"] {
                let list = |squares: &[u8]| squares.iter().map(u8::to_string).collect::<Vec<_>>().join(",");
                if let Ok(game) = Game::arrange(options, &format!("S:{} C:{} turn:{turn}", list(spools), list(cones))) {
                    seeds.push(game);
                }
            }
        }
    }
    // Every position the seeds reach, each with how its value follows from the next ones.
    let mut index: HashMap<Game, usize> = HashMap::new();
    let mut games: Vec<Game> = Vec::new();
    for seed in seeds {
        if let Entry::Vacant(entry) = index.entry(seed) {
            entry.insert(games.len());
            games.push(seed);
        }
    }
    let mut nodes = Vec::new();
    let mut edges: Vec<Vec<usize>> = Vec::new();
    let mut i = 0;
    while i < games.len() {
        let (node, next) = successors(&games[i]);
        let ids = next
            .into_iter()
            .map(|game| {
                *index.entry(game).or_insert_with(|| {
                    games.push(game);
                    games.len() - 1
                })
            })
            .collect();
        nodes.push(node);
        edges.push(ids);
        i += 1;
    }
    let chances = throw_chances().map(|(_, p)| p);
    let spools_to_move: Vec<bool> = games.iter().map(|g| g.to_move() == Side::Spools).collect();
    let mut values: Vec<f64> = nodes.iter().map(|node| if let Node::Over(v) = node { *v } else { 0.5 }).collect();
    let mut sweeps = 0;
    loop {
        sweeps += 1;
        let mut moved: f64 = 0.0;
        // Backwards: the positions found last are mostly nearer the end.
        for i in (0..values.len()).rev() {
            let next = &edges[i];
            let value = match nodes[i] {
                Node::Over(v) => v,
                Node::Forced => values[next[0]],
                Node::Chance { revive } => {
                    let thrown: f64 = chances.iter().zip(next).map(|(p, &n)| p * values[n]).sum();
                    match (revive, spools_to_move[i]) {
                        (false, _) => thrown,
                        (true, true) => thrown.max(values[next[5]]),
                        (true, false) => thrown.min(values[next[5]]),
                    }
                }
                Node::Choice if spools_to_move[i] => next.iter().map(|&n| values[n]).fold(0.0, f64::max),
                Node::Choice => next.iter().map(|&n| values[n]).fold(1.0, f64::min),
            };
            moved = moved.max((value - values[i]).abs());
            values[i] = value;
        }
        if moved < 1e-12 || sweeps >= 100_000 {
            break;
        }
    }
    Solved { games, index, values, sweeps }
}

/// What an endgame network learns from and is measured on: every position at a throw of the groups
/// of [`ENDGAME_GROUPS`] in games of `options`, each once, with the spools' exact chance; a tenth
/// of them (by a fixed hash of the position, [`held_out`]) left out of the learning.
pub struct Examples {
    pub learnt: Vec<(Game, f32)>,
    pub held_out: Vec<(Game, f32)>,
}

pub fn examples(options: Options) -> Examples {
    let mut examples = Examples { learnt: Vec::new(), held_out: Vec::new() };
    let mut seen = rustc_hash::FxHashSet::default();
    for group in ENDGAME_GROUPS {
        let solved = solve(options, group);
        for (game, value) in solved.at_throws() {
            if seen.insert(*game) {
                let into = if held_out(game) { &mut examples.held_out } else { &mut examples.learnt };
                into.push((*game, value as f32));
            }
        }
    }
    examples
}

/// Whether an endgame network learns without `game`, to be measured on it: a tenth of the
/// positions, the same on every run natively.
pub fn held_out(game: &Game) -> bool {
    use std::hash::{Hash, Hasher};
    let mut hasher = rustc_hash::FxHasher::default();
    game.hash(&mut hasher);
    hasher.finish().is_multiple_of(10)
}

/// How far `network`'s chance for the spools is from the exact one over `examples`: on average
/// and at worst.
pub fn error(network: &Network, examples: &[(Game, f32)]) -> (f64, f64) {
    let errors = examples.iter().map(|(game, exact)| (network.chance(game, Side::Spools) - f64::from(*exact)).abs());
    let (total, worst) = errors.fold((0.0, 0.0_f64), |(total, worst), e| (total + e, worst.max(e)));
    (total / examples.len().max(1) as f64, worst)
}

/// Every set of `count` squares of `squares`, in ascending order.
fn placements(squares: &[u8], count: usize) -> Vec<Vec<u8>> {
    match count {
        0 => vec![Vec::new()],
        _ => squares
            .iter()
            .enumerate()
            .flat_map(|(i, &square)| placements(&squares[i + 1..], count - 1).into_iter().map(move |mut rest| {
                rest.insert(0, square);
                rest
            }))
            .collect(),
    }
}

/// A level's play measured against perfect play inside a solved group.
#[derive(Clone, Copy, Debug, Default)]
pub struct Loss {
    pub decisions: u32,
    /// Decisions whose move loses some chance of winning (more than 10⁻⁹).
    pub mistakes: u32,
    /// The chance of winning lost, summed over the decisions.
    pub total: f64,
    pub worst: f64,
}

/// `level`'s loss at every `step`-th decision of the group. Most of a group's positions carry K11
/// counters that no game reaches (tens of extra throws due), where a search of a few throws cannot
/// see the end: [`met_in_games`] gives the decisions play meets.
pub fn loss(solved: &Solved, level: Level, step: usize) -> Loss {
    loss_at(solved, level, solved.decisions().step_by(step.max(1)))
}

/// The decisions of the group met in `games` games of `level` against itself (from seed `seed`),
/// each as often as it was met.
pub fn met_in_games(solved: &Solved, level: Level, games: u32, seed: u64) -> Vec<Game> {
    let options = *solved.games[0].options();
    let mut met = Vec::new();
    for number in 0..u64::from(games) {
        let seed = seed.wrapping_add(number);
        super::play_itself(options, level, seed, !seed, |game| {
            if matches!(game.stage(), Stage::Move { .. }) && game.legal_moves().len() > 1 && solved.index.contains_key(game) {
                met.push(*game);
            }
        });
    }
    met
}

/// `level`'s loss at the decisions `games` (of the group).
pub fn loss_at<'a>(solved: &Solved, level: Level, games: impl Iterator<Item = &'a Game>) -> Loss {
    let mut loss = Loss::default();
    for game in games {
        let me = game.to_move();
        let value = |mv: Move| solved.chance(&super::position_after(game, mv), me).expect("the group is closed");
        let best = game.legal_moves().iter().map(value).fold(0.0, f64::max);
        let chosen = choice(game, level);
        let lost = best - value(chosen);
        loss.decisions += 1;
        loss.mistakes += u32::from(lost > 1e-9);
        loss.total += lost;
        loss.worst = loss.worst.max(lost);
    }
    loss
}

/// The move `level` chooses in `game` (a fresh player: nothing of an earlier game remembered).
fn choice(game: &Game, level: Level) -> Move {
    use crate::engine::Player;
    super::Computer::new(level, 1).choose(game, &game.legal_moves())
}
