//! The grandmaster's search: expectimax deepened one throw at a time while the budget lasts, with
//! Ballard's Star1 pruning at the chance nodes (every value is a winning chance in [0, 1], so a
//! throw's unexplored values are bounded) and alpha-beta at the choices; the best's keeps what it
//! learnt of each position for when it meets it again, and with it probes each throw's best known
//! move before searching the throws in full (Ballard's Star2).

use super::evaluation::Evaluation;
use super::throw_chances;
use crate::engine::{Game, Move, Side, Stage};
use rustc_hash::FxHashMap;

/// What a search may spend. Nodes make it reproducible (the same moves natively and in the
/// browser); the clock, where there is one, stops it when time runs out first.
pub struct Budget<'a> {
    /// Positions visited, over all depths.
    pub nodes: u64,
    /// The deepest search tried (throws past the move chosen).
    pub max_depth: u8,
    /// Milliseconds since the search began, and how many it may take.
    pub clock: Option<(&'a dyn Fn() -> f64, f64)>,
    /// Whether the iteration the budget cut short may still decide: a move it searched that beat
    /// the previous iteration's choice (searched first, to the same depth). Without it, the
    /// deepest finished iteration alone decides (grandmaster-2 and grandmaster-linear, as they
    /// were), and the nodes of the unfinished one are spent for nothing.
    pub unfinished_decides: bool,
    /// Whether the search keeps bounds on the value of each position at a throw it has searched,
    /// by the position and the throws searched past it, and uses them when it meets the position
    /// again: a quarter of the positions at a throw of a search three throws deep are met again
    /// (moves made in another order), half of those of a search four deep; and each deeper
    /// iteration meets the shallower one's. Without it (grandmaster-2; the best but in Kendall with 5
    /// pieces) each is searched again. With it the search also keeps the best move found after each
    /// throw, and probes it first (`Search::chance`): the same moves and values in fewer nodes
    /// (README's figures of the search; what it saved, TRIED.md).
    pub transpositions: bool,
    /// Where a finished iteration chose another move than the one before it, the nodes the search
    /// may visit from then on (where more than `nodes`): the choice is unsettled, and a deeper
    /// iteration is likelier to change it again than where two iterations agreed.
    pub unsettled_nodes: Option<u64>,
}

/// The nodes a decision of grandmaster-2 and grandmaster-linear may visit: the browser's median
/// decision stayed well inside 50 ms.
pub const NODES: u64 = 60_000;
/// The best level's. Against grandmaster-2 over the same 1000 deals the best won 53.5% with 70,000
/// and 55.3% with 100,000 (over the next 1000, 50.1% with 100,000: within the noise, but its
/// deepest iteration finished 3.09 throws past the move on average rather than 2.95), its median
/// native decision 13 ms (goal 20 ms); in the browser more end at the clock
/// ([`super::DECISION_MS`]) first.
pub const BEST_NODES: u64 = 100_000;
/// The best's, in Kendall with 5 pieces, once its choice is unsettled (`Budget::unsettled_nodes`).
pub const UNSETTLED_NODES: u64 = 150_000;
/// The deepest iteration.
pub const MAX_DEPTH: u8 = 5;

/// Ran out of nodes or time: the iteration under way ends.
struct OutOfBudget;

struct Search<'a> {
    me: Side,
    visited: u64,
    /// The nodes it may visit: `Budget::nodes`, raised where the choice is unsettled.
    nodes: u64,
    budget: &'a Budget<'a>,
    evaluation: Evaluation,
    /// The throw values, likeliest first: sorted once per search, not at every chance node.
    throws: [(u8, f64); 5],
    /// The network's evaluation of each position met at the horizon, by its key: most are met
    /// again (moves played in another order, and each deeper iteration), and evaluating took most
    /// of the time. The key rather than the game: with it the same search took 0.84 of the time.
    evaluated: Option<FxHashMap<u128, f64>>,
    /// Where `Budget::transpositions`.
    transpositions: Option<Transpositions>,
}

/// What a search learnt of the positions at a throw it searched.
#[derive(Default)]
struct Transpositions {
    /// By the position's key and the throws searched past it: bounds (lower, upper) on `me`'s
    /// winning chance, equal where exact.
    bounds: FxHashMap<(u128, u8), (f64, f64)>,
    /// By the position's key and the value thrown: the index of the best move found for it (or the
    /// one that cut the search off), searched first when the choice is met again, a throw deeper in
    /// the next iteration most often. The best move first narrows the window of the rest soonest.
    replies: FxHashMap<(u128, u8), u8>,
}

impl Transpositions {
    /// The value (fail-soft, as the search's) where what is known settles it for the window.
    fn settled(&self, key: (u128, u8), alpha: f64, beta: f64) -> Option<f64> {
        let &(lower, upper) = self.bounds.get(&key)?;
        if lower >= beta || lower == upper {
            Some(lower)
        } else if upper <= alpha {
            Some(upper)
        } else {
            None
        }
    }

    /// A value searched in the window: a bound outside it, exact inside.
    fn learn(&mut self, key: (u128, u8), alpha: f64, beta: f64, v: f64) {
        let bounds = self.bounds.entry(key).or_insert((0.0, 1.0));
        *bounds = if v <= alpha {
            (bounds.0, bounds.1.min(v))
        } else if v >= beta {
            (bounds.0.max(v), bounds.1)
        } else {
            (v, v)
        };
    }
}

/// The throw values, likeliest first (2, then 1 and 3, then 4 and 5), so that cut-offs come early.
fn throws_likeliest_first() -> [(u8, f64); 5] {
    let mut throws = throw_chances();
    throws.sort_by(|a, b| b.1.total_cmp(&a.1));
    throws
}

impl Search<'_> {
    fn visit(&mut self) -> Result<(), OutOfBudget> {
        self.visited += 1;
        if self.visited > self.nodes {
            return Err(OutOfBudget);
        }
        // The clock is read now and then: it costs more than a node.
        if self.visited.is_multiple_of(256) {
            if let Some((elapsed, limit)) = self.budget.clock {
                if elapsed() > limit {
                    return Err(OutOfBudget);
                }
            }
        }
        Ok(())
    }

    /// `me`'s winning chance in `game`, exact inside (alpha, beta); outside it, a bound on the
    /// same side of the window (fail-soft).
    fn value(&mut self, game: &Game, depth: u8, alpha: f64, beta: f64) -> Result<f64, OutOfBudget> {
        self.visit()?;
        match game.stage() {
            Stage::Over { winner } => Ok(f64::from(u8::from(winner == self.me))),
            Stage::Throw if game.must_revive() => {
                let mut next = *game;
                next.revive().expect("revival is compulsory, so allowed");
                self.value(&next, depth, alpha, beta)
            }
            Stage::Throw if depth == 0 => Ok(match &mut self.evaluated {
                Some(evaluated) => *evaluated.entry(game.key_at_throw()).or_insert_with(|| self.evaluation.chance(game, self.me)),
                None => self.evaluation.chance(game, self.me),
            }),
            Stage::Throw => {
                let Some(table) = &self.transpositions else { return self.throw_or_revive(game, depth, alpha, beta, None) };
                let key = (game.key_at_throw(), depth);
                if let Some(known) = table.settled(key, alpha, beta) {
                    return Ok(known);
                }
                let v = self.throw_or_revive(game, depth, alpha, beta, Some(key.0))?;
                if let Some(table) = &mut self.transpositions {
                    table.learn(key, alpha, beta, v);
                }
                Ok(v)
            }
            Stage::Fate { .. } => self.chance(game, depth, alpha, beta, None, |next, value| next.fate(value).is_ok()),
            Stage::GodsPiece { .. } => self.chance(game, depth, alpha, beta, None, |next, value| next.gods_piece(value).is_ok()),
            Stage::Move { .. } => self.choice(game, depth, alpha, beta, None),
        }
    }

    /// A choice of the side to move: `me` takes the largest value, the opponent the smallest.
    /// `thrown`: the position at the throw and the value thrown, where the table is kept: the best
    /// move it knows for them is searched first, and the best found now is kept.
    fn choice(&mut self, game: &Game, depth: u8, alpha: f64, beta: f64, thrown: Option<(u128, u8)>) -> Result<f64, OutOfBudget> {
        let mine = game.to_move() == self.me;
        let (mut alpha, mut beta) = (alpha, beta);
        let mut best = if mine { 0.0 } else { 1.0 };
        let moves = game.legal_moves();
        let first = thrown.map_or(0, |key| self.known_reply(key));
        let mut best_index = first;
        let order = std::iter::once(first).chain((0..moves.len() as u8).filter(|&index| index != first));
        for (index, mv) in order.filter_map(|index| Some((index, moves.get(index.into())?))) {
            let mut next = *game;
            next.play_unchecked(mv);
            let v = self.value(&next, depth, alpha, beta)?;
            if if mine { v > best } else { v < best } {
                (best, best_index) = (v, index);
            }
            if mine {
                alpha = alpha.max(v);
            } else {
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        if let (Some(key), Some(table)) = (thrown, &mut self.transpositions) {
            table.replies.insert(key, best_index);
        }
        Ok(best)
    }

    /// The index of the best move the table knows after `thrown` (the position at the throw and the
    /// value thrown), or the first move.
    fn known_reply(&self, thrown: (u128, u8)) -> u8 {
        self.transpositions.as_ref().and_then(|table| table.replies.get(&thrown).copied()).unwrap_or(0)
    }

    /// A position at a throw, `depth` throws searched past it: the throw, or (K14) reviving instead
    /// where that is allowed; `key` is the position's, where the table is kept.
    fn throw_or_revive(&mut self, game: &Game, depth: u8, alpha: f64, beta: f64, key: Option<u128>) -> Result<f64, OutOfBudget> {
        let thrown = self.chance(game, depth - 1, alpha, beta, key, |next, value| next.throw(value).is_ok())?;
        if !game.can_revive() || game.gods_to_move() {
            return Ok(thrown);
        }
        // K14: reviving instead of throwing is a choice.
        let mut revived = *game;
        revived.revive().expect("revival is allowed");
        let mine = game.to_move() == self.me;
        let (alpha, beta) = if mine { (alpha.max(thrown), beta) } else { (alpha, beta.min(thrown)) };
        let other = self.value(&revived, depth - 1, alpha, beta)?;
        Ok(if mine { thrown.max(other) } else { thrown.min(other) })
    }

    /// A chance node (Star1): each throw's child searched in the window that could still move the
    /// node's value across (alpha, beta), and a cut-off once the values of the throws seen and the
    /// bounds of the rest leave the window. The bounds are 0 and 1, but where `at_throw` (the
    /// position's key, where the chance is a throw and the table is kept) they are first probed
    /// (Star2): each throw's best known move alone bounds the throw's value on the chooser's side,
    /// often enough to cut the node off before any throw is searched in full.
    fn chance(&mut self, game: &Game, depth: u8, alpha: f64, beta: f64, at_throw: Option<u128>, throw: impl Fn(&mut Game, u8) -> bool) -> Result<f64, OutOfBudget> {
        // Bounds on each throw's value: 0 and 1, or what a probe of its first move found (Star2).
        let mut lower = [0.0; 5];
        let mut upper = [1.0; 5];
        let throws = self.throws;
        if let Some(key) = at_throw {
            for (i, &(value, p)) in throws.iter().enumerate() {
                let mut next = *game;
                if !throw(&mut next, value) || !matches!(next.stage(), Stage::Move { .. }) {
                    continue;
                }
                let Some(mv) = next.legal_moves().get(self.known_reply((key, value)).into()) else { continue };
                let probe_alpha = ((alpha - weighted(&throws, &upper, |j| j != i)) / p).max(0.0);
                let probe_beta = ((beta - weighted(&throws, &lower, |j| j != i)) / p).min(1.0);
                let mine = next.to_move() == self.me;
                next.play_unchecked(mv);
                self.visit()?;
                let v = self.value(&next, depth, probe_alpha, probe_beta)?;
                // One move's value bounds the choice on the chooser's side, where it is not itself
                // only a bound the other way.
                if mine && v > probe_alpha {
                    lower[i] = v;
                } else if !mine && v < probe_beta {
                    upper[i] = v;
                }
                let (at_least, at_most) = (weighted(&throws, &lower, |_| true), weighted(&throws, &upper, |_| true));
                if at_least >= beta {
                    return Ok(at_least);
                }
                if at_most <= alpha {
                    return Ok(at_most);
                }
            }
        }
        let mut seen = 0.0; // the sum of p·v over the throws searched
        for (i, &(value, p)) in throws.iter().enumerate() {
            // The bounds of the throws not yet searched.
            let (rest_lower, rest_upper) = (weighted(&throws, &lower, |j| j > i), weighted(&throws, &upper, |j| j > i));
            // The child's window: the values of v for which the node's value stays inside.
            let child_alpha = ((alpha - seen - rest_upper) / p).max(0.0);
            let child_beta = ((beta - seen - rest_lower) / p).min(1.0);
            let mut next = *game;
            let v = if !throw(&mut next, value) {
                0.0
            } else if let (Some(key), Stage::Move { .. }) = (at_throw, next.stage()) {
                self.visit()?;
                self.choice(&next, depth, child_alpha, child_beta, Some((key, value)))?
            } else {
                self.value(&next, depth, child_alpha, child_beta)?
            };
            seen += p * v;
            if seen + rest_upper <= alpha {
                return Ok(seen + rest_upper);
            }
            if seen + rest_lower >= beta {
                return Ok(seen + rest_lower);
            }
        }
        Ok(seen)
    }
}

/// The sum of each throw's chance times its bound, over the throws (by index) that `counted` takes.
fn weighted(throws: &[(u8, f64); 5], bounds: &[f64; 5], counted: impl Fn(usize) -> bool) -> f64 {
    throws.iter().zip(bounds).enumerate().filter(|&(j, _)| counted(j)).map(|(_, ((_, p), bound))| p * bound).sum()
}

/// What a search chose and what it cost.
#[derive(Clone, Copy, Debug)]
pub struct Searched {
    pub chosen: Move,
    /// The deepest iteration finished (throws past the move; 0 when none finished).
    pub depth: u8,
    /// Positions visited, the unfinished iteration's included.
    pub nodes: u64,
}

/// The best move of the side to move, deepening one throw at a time from one throw past the
/// move, for as long as the budget allows; the deepest finished iteration decides (or the
/// unfinished one, where the budget lets it), and each iteration tries the previous one's best
/// move first.
pub fn best_move(game: &Game, budget: &Budget, evaluation: Evaluation) -> Option<Searched> {
    let moves = game.legal_moves();
    let mut order: Vec<Move> = moves.iter().collect();
    let mut chosen = None;
    let me = game.to_move();
    // Kept only for a network: the linear evaluation costs less than looking a position up. Room for
    // the positions a decision usually evaluates, so that the map seldom grows.
    let evaluated = evaluation.network(game.options()).is_some().then(|| FxHashMap::with_capacity_and_hasher(1 << 14, Default::default()));
    let mut search = Search { me, visited: 0, nodes: budget.nodes, budget, evaluation, throws: throws_likeliest_first(), evaluated, transpositions: budget.transpositions.then(Transpositions::default) };
    for depth in 1..=budget.max_depth {
        let mut best: Option<(Move, f64)> = None;
        let finished = order.iter().try_for_each(|&mv| {
            let mut next = *game;
            next.play_unchecked(mv);
            let alpha = best.map_or(0.0, |b| b.1);
            let v = search.value(&next, depth, alpha, 1.0)?;
            if best.is_none_or(|b| v > b.1) {
                best = Some((mv, v));
            }
            Ok::<(), OutOfBudget>(())
        });
        if finished.is_err() {
            // Each move after the first was searched in the window above the best before it, so a
            // move is best here only if its value is exact and above the previous choice's.
            if let Some((mv, _)) = best.filter(|_| budget.unfinished_decides) {
                chosen = Some((mv, depth - 1));
            }
            break;
        }
        let Some((mv, _)) = best else { break };
        if let Some(nodes) = budget.unsettled_nodes.filter(|_| chosen.is_some_and(|(previous, _)| previous != mv)) {
            search.nodes = search.nodes.max(nodes);
        }
        chosen = Some((mv, depth));
        order.retain(|&m| m != mv);
        order.insert(0, mv);
    }
    let (chosen, depth) = chosen.or_else(|| moves.get(0).map(|mv| (mv, 0)))?;
    Some(Searched { chosen, depth, nodes: search.visited.min(search.nodes) })
}
