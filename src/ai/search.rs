//! The grandmaster's search: expectimax deepened one throw at a time while the budget lasts, with
//! Ballard's Star1 pruning at the chance nodes (every value is a winning chance in [0, 1], so a
//! throw's unexplored values are bounded) and alpha-beta at the choices; the best's keeps what it
//! learnt of each position for when it meets it again.

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
    /// pieces) each is searched again.
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

/// What a search learnt of the positions at a throw it searched, by the position's key and the
/// throws searched past it: bounds (lower, upper) on `me`'s winning chance, equal where exact.
#[derive(Default)]
struct Transpositions(FxHashMap<(u128, u8), (f64, f64)>);

impl Transpositions {
    /// The value (fail-soft, as the search's) where what is known settles it for the window.
    fn settled(&self, key: (u128, u8), alpha: f64, beta: f64) -> Option<f64> {
        let &(lower, upper) = self.0.get(&key)?;
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
        let bounds = self.0.entry(key).or_insert((0.0, 1.0));
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
                let Some(table) = &self.transpositions else { return self.throw_or_revive(game, depth, alpha, beta) };
                let key = (game.key_at_throw(), depth);
                if let Some(known) = table.settled(key, alpha, beta) {
                    return Ok(known);
                }
                let v = self.throw_or_revive(game, depth, alpha, beta)?;
                if let Some(table) = &mut self.transpositions {
                    table.learn(key, alpha, beta, v);
                }
                Ok(v)
            }
            Stage::Fate { .. } => self.chance(game, depth, alpha, beta, |next, value| next.fate(value).is_ok()),
            Stage::GodsPiece { .. } => self.chance(game, depth, alpha, beta, |next, value| next.gods_piece(value).is_ok()),
            Stage::Move { .. } => {
                let mine = game.to_move() == self.me;
                let (mut alpha, mut beta) = (alpha, beta);
                let mut best = if mine { 0.0 } else { 1.0 };
                for mv in game.legal_moves().iter() {
                    let mut next = *game;
                    next.play_unchecked(mv);
                    let v = self.value(&next, depth, alpha, beta)?;
                    if mine {
                        best = f64::max(best, v);
                        alpha = alpha.max(v);
                    } else {
                        best = f64::min(best, v);
                        beta = beta.min(v);
                    }
                    if alpha >= beta {
                        break;
                    }
                }
                Ok(best)
            }
        }
    }

    /// A position at a throw, `depth` throws searched past it: the throw, or (K14) reviving instead
    /// where that is allowed.
    fn throw_or_revive(&mut self, game: &Game, depth: u8, alpha: f64, beta: f64) -> Result<f64, OutOfBudget> {
        let thrown = self.chance(game, depth - 1, alpha, beta, |next, value| next.throw(value).is_ok())?;
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
    /// node's value across (alpha, beta), and a cut-off once the bounds from the throws seen and the
    /// extremes 0 and 1 for the rest leave the window.
    fn chance(&mut self, game: &Game, depth: u8, alpha: f64, beta: f64, throw: impl Fn(&mut Game, u8) -> bool) -> Result<f64, OutOfBudget> {
        let mut seen = 0.0; // the sum of p·v over the throws searched
        let mut left = 1.0; // the probability of the throws not yet searched
        for (value, p) in self.throws {
            left -= p;
            // The child's window: the values of v for which the node's value stays inside.
            let child_alpha = ((alpha - seen - left) / p).max(0.0);
            let child_beta = ((beta - seen) / p).min(1.0);
            let mut next = *game;
            let v = if throw(&mut next, value) { self.value(&next, depth, child_alpha, child_beta)? } else { 0.0 };
            seen += p * v;
            if seen + left <= alpha {
                return Ok(seen + left);
            }
            if seen >= beta {
                return Ok(seen);
            }
        }
        Ok(seen)
    }
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
