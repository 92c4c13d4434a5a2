//! Legal moves (K3–K7, K12, K15, B3, B6, B7, G3) and, for a piece that cannot move, why not: a
//! [`Scan`] of the position with bit masks, then each throw's moves ([`Way`]). It adds the move
//! methods to [`Game`] and sits above `game.rs`, which knows moves only as the types of `moves.rs`.

use super::game::Game;
use super::options::System;
use super::side::{Phase, Side};
use super::squares::{bit, is_house, run, BA, HOUSES, TRACK};
use super::throw::{gives_extra_throw, Sticks};
use super::moves::{Blocked, Move, MoveList, Obstacle};
/// What a throw asks of the way, worked out once for each fall of the four sticks: the benchmark's
/// loop goes from its draw to all it needs in one step.
#[derive(Clone, Copy)]
pub(crate) struct Way {
    /// The throw, 1–5 (RULES.md §0).
    pub(crate) value: u8,
    /// K9: 1 when the throw earns one more throw, else 0.
    pub(crate) extra: u8,
    /// K6: a pair on p, p + 1 blocks the pieces for which both squares lie strictly on the way: a
    /// pair 1 to value − 2 squares ahead of a move up, or 2 to value − 1 behind a move down. Both
    /// come from one smear of the pairs over value − 2 squares (shifted by these distances, then
    /// [`NO_PAIR`]s), moved back by value − 2 squares for a move up ([`Way::ahead`]) and on by two for a
    /// move down.
    smear: [u8; 3],
    ahead: u8,
    /// K12: where a pair blocks the doubled move through Ba (bit p: the pair on p, p + 1).
    through_ba: u32,
    /// K15: the square a waiting piece bears off from: 3 from 28, 2 from 29, 1 from 30 (4 and 5
    /// point at 27 and 26, where nobody waits).
    bears_off: u32,
}

impl Way {
    pub(crate) const fn of_fall(fall: Sticks) -> &'static Way {
        &WAYS[fall.bits() as usize]
    }

    /// The way of a throw of `value`, 1–5.
    const fn of_value(value: u8) -> &'static Way {
        Way::of_fall(Sticks::showing(value))
    }
}

const WAYS: [Way; 16] = {
    let none = Way { value: 0, extra: 0, smear: [NO_PAIR; 3], ahead: 0, through_ba: 0, bears_off: 0 };
    let mut table = [none; 16];
    let mut fall = 0;
    while fall < 16 {
        let value = Sticks::new(fall as u8).value();
        let way = &mut table[fall];
        way.value = value;
        way.extra = gives_extra_throw(value) as u8;
        let mut k = 0;
        while k + 3 <= value as usize {
            way.smear[k] = k as u8;
            k += 1;
        }
        way.ahead = value.saturating_sub(2);
        way.through_ba = run(BA + 1 - value, BA - 2 + value);
        way.bears_off = bit(31 - value);
        fall += 1;
    }
    table
};

/// A distance that shifts any pair of the 30 squares out of a 64-bit mask (or above its low 32 bits).
const NO_PAIR: u8 = 40;

/// K15: the pieces of `mine`, a side in `phase`, that wait on 28–30 and move only by bearing off.
pub(crate) const fn waiting(mine: u32, phase: Phase) -> u32 {
    match phase {
        Phase::Kendall => mine & run(28, 30),
        Phase::Bell => 0,
    }
}

/// K7: the pieces of `theirs` that can be captured: off the Houses, and with no partner to protect
/// them (alone, or the middle of exactly three). Written for a short chain of operations: the
/// next throw waits for it.
const fn capturable(theirs: u32) -> u32 {
    let (left, right) = (theirs << 1, theirs >> 1);
    // One neighbour: a pair, or the end of a longer row; two and a third beyond: a row of four or more.
    let protected = (left ^ right) | (left & right & (theirs << 2 | theirs >> 2));
    theirs & !(HOUSES | protected)
}

/// K5, K7: the squares a move may end on: free, or holding a piece of `capturable` (opponent's
/// pieces, so on the track already: one operation less for the next throw to wait for).
const fn landable(occupied: u32, capturable: u32) -> u32 {
    TRACK & !occupied | capturable
}

/// K14's shortcut: whether some piece of `mine`, a side in `phase`, can surely move with some throw.
/// A piece waiting on 28–30 bears off with its throw (K15). A piece that can step one square onto
/// an empty one passes nobody and captures nobody, so it is legal one way or the other (K4–K7); but
/// not onto 21, from where Ba would carry the piece on (K12).
pub(crate) const fn surely_can_move(mine: u32, phase: Phase, occupied: u32) -> bool {
    let waiting = waiting(mine, phase);
    let empty = TRACK & !occupied & !bit(BA);
    waiting != 0 || mine & !waiting & (empty >> 1 | empty << 1) != 0
}

/// The squares strictly between `a` and `b`.
const fn between(a: u8, b: u8) -> u32 {
    let (low, high) = if a < b { (a, b) } else { (b, a) };
    (bit(high) - 1) & !((bit(low) << 1) - 1)
}

/// What the move rules need of a position for one side, worked out once per move generation.
/// Moves are found for all pieces at once with bit masks, without a branch on the throw: the
/// engine's speed rests on it.
pub(crate) struct Scan {
    /// The side's forward is towards 30 (a Kendall phase).
    up: bool,
    mine: u32,
    theirs: u32,
    /// K15: the side's Kendall pieces waiting on 28–30, which move only by bearing off.
    waiting: u32,
    /// B3: the side has pieces to enter (a Bell phase).
    entering: bool,
    /// K5, K7, B6, B7: the squares a move may end on: free, or holding an opponent's piece that may be
    /// captured.
    landable: u32,
    /// K6, B7, G3: pairs on the way that block a move up (towards 30) or down; bit p stands for
    /// the pair on p and p + 1.
    pairs_up: u32,
    pairs_down: u32,
}

impl Scan {
    #[inline(always)]
    fn new(game: &Game, side: Side) -> Scan {
        let mine = game.board[side.index()];
        let theirs = game.board[side.opponent().index()];
        let occupied = mine | theirs;
        let zone = game.zone_in_force();
        let domains = if zone != 0 { game.domain_mask(side.opponent()) } else { 0 };
        let adjacent = occupied & (occupied >> 1);
        let (pairs_up, pairs_down) = if game.options.system == System::Gods && side == Side::Spools {
            // G3: runs of gods pieces are no obstacle; a run holding an operator piece is.
            let operator = adjacent & (theirs | theirs >> 1);
            (operator, operator)
        } else {
            // K6: a passed piece needs a free square behind it; B7: not inside the domain zone.
            let outside = occupied & !zone;
            (adjacent & outside, adjacent & (outside >> 1))
        };
        // B7: inside the zone, any piece off the Houses and the domains.
        let capturable = (capturable(theirs) | (theirs & zone & !HOUSES)) & !domains;
        let phase = game.phase[side.index()];
        let up = phase == Phase::Kendall;
        Scan {
            up,
            mine,
            theirs,
            waiting: waiting(mine, phase),
            entering: !up && game.off[side.index()] > 0,
            landable: landable(occupied, capturable),
            pairs_up,
            pairs_down,
        }
    }

    /// [`Scan::new`] for pieces in a Kendall phase facing pieces in a Kendall phase, from the two
    /// sides' squares (the benchmark's loop keeps its own position): no domains, no gods.
    #[inline(always)]
    pub(crate) fn kendall(mine: u32, theirs: u32) -> Scan {
        let occupied = mine | theirs;
        let adjacent = occupied & (occupied >> 1);
        Scan {
            up: true,
            mine,
            theirs,
            waiting: waiting(mine, Phase::Kendall),
            entering: false,
            landable: landable(occupied, capturable(theirs)),
            pairs_up: adjacent,
            pairs_down: adjacent,
        }
    }

    /// B3: the square a piece enters on with `value`, when one must enter.
    fn entry(&self, value: u8) -> Option<u8> {
        let square = 31 - value;
        (self.entering && (self.mine | self.theirs) & bit(square) == 0).then_some(square)
    }

    /// The legal moves with the throw of `way`: K4, each piece forward if it can, else backward;
    /// B3, entering first; K15, the last Houses.
    #[inline(always)]
    pub(crate) fn moves(&self, way: &Way) -> MoveList {
        let value = way.value;
        if let Some(square) = self.entry(value) {
            return MoveList::entering(square);
        }
        let sources = self.mine & !self.waiting;
        // Each direction gets its own copy, with every shift's direction known to the compiler.
        let (forward, backward) =
            if self.up { self.both_ways(sources, way, true) } else { self.both_ways(sources, way, false) };
        MoveList {
            value,
            up: self.up,
            entry: 0,
            forward,
            backward,
            theirs: self.theirs,
            bear_off: self.waiting & way.bears_off,
        }
    }

    fn pairs(&self, up: bool) -> u32 {
        if up {
            self.pairs_up
        } else {
            self.pairs_down
        }
    }

    /// K4–K7, K12: the pieces of `sources` that can move by the throw of `way` one way (`up` towards
    /// 30).
    #[inline(always)]
    fn reach(&self, sources: u32, way: &Way, up: bool) -> u32 {
        let value = way.value;
        let pairs = self.pairs(up);
        let back = |mask: u32, distance: u8| if up { mask >> distance } else { mask << distance };
        // K6: shifted in 64 bits, the distances that are no distance shift every pair out. (A Kendall
        // scan has the same pairs both ways: the compiler smears them once.)
        let wide = u64::from(pairs);
        let [near, middle, far] = way.smear;
        let smear = (wide << near | wide << middle | wide << far) as u32;
        let in_way = if up { smear >> way.ahead } else { smear << 2 };
        // K12: a move may end on 21 only where Ba carries it on by the same value: onto a landable
        // square, with no pair on the doubled way (which holds the first half's). (Masks, not
        // branches: whether Ba's way is free is as good as random.)
        let ba_way_free = 0u32.wrapping_sub(u32::from(pairs & way.through_ba == 0));
        let beyond_ba = back(self.landable, value) & bit(BA) & ba_way_free;
        let landable = self.landable & !bit(BA) | beyond_ba;
        sources & back(landable, value) & !in_way
    }

    /// K4: the moves of `sources` forward (`up` or down), and backward for the pieces that have no
    /// move forward. Each piece's reach is its own, so both directions are worked out for all
    /// pieces at once, neither waiting for the other.
    #[inline(always)]
    fn both_ways(&self, sources: u32, way: &Way, up: bool) -> (u32, u32) {
        let forward = self.reach(sources, way, up);
        let backward = self.reach(sources, way, !up);
        (forward, backward & !forward)
    }

    /// Why the piece on `from` cannot move `distance` squares one way: the first obstacle it meets.
    fn obstacle(&self, game: &Game, side: Side, from: u8, distance: u8, up: bool) -> Obstacle {
        let to = if up { from + distance } else { from.wrapping_sub(distance) };
        if !(1..=30).contains(&to) {
            return Obstacle::OffTheBoard;
        }
        let way = between(from, to);
        let on_way = self.pairs(up) & way & (way >> 1);
        if on_way != 0 {
            return if up {
                let low = on_way.trailing_zeros() as u8;
                Obstacle::Pair(low, low + 1)
            } else {
                let low = 31 - on_way.leading_zeros() as u8;
                Obstacle::Pair(low + 1, low)
            };
        }
        if self.mine & bit(to) != 0 {
            Obstacle::OwnPiece(to)
        } else if is_house(to) {
            Obstacle::House(to)
        } else if game.domains_in_force() && game.is_domain_of(side.opponent(), to) {
            Obstacle::Domain(to)
        } else if self.theirs & bit(to - 1) != 0 {
            Obstacle::Protected { square: to, by: to - 1 }
        } else {
            Obstacle::Protected { square: to, by: to + 1 }
        }
    }
}

impl Game {
    /// The legal moves of `side` with `value` (K4: each piece forward if it can, else backward;
    /// B3: entering first; K15: the last Houses), in the order of the pieces' squares.
    pub fn moves_for(&self, side: Side, value: u8) -> MoveList {
        if !(1..=5).contains(&value) {
            return MoveList::default();
        }
        self.generate_moves(side, value)
    }

    /// [`Game::moves_for`] for a throw of 1–5, inlined into the benchmark's loop.
    #[inline(always)]
    pub(crate) fn generate_moves(&self, side: Side, value: u8) -> MoveList {
        Scan::new(self, side).moves(Way::of_value(value))
    }

    /// The legal moves for the current throw, narrowed by a touched piece (K17).
    pub fn legal_moves(&self) -> MoveList {
        let Some((value, touched)) = self.pending_move() else {
            return MoveList::default();
        };
        let list = self.moves_for(self.to_move, value);
        match touched {
            Some(square) => list.touched(square),
            None => list,
        }
    }

    /// Why the piece on `square` has no legal move with the current throw (`None` when it has one,
    /// or when no move is being chosen).
    pub fn why_not(&self, square: u8) -> Option<Blocked> {
        let (value, touched) = self.pending_move()?;
        let side = self.to_move;
        if !(1..=30).contains(&square) || self.board[side.index()] & bit(square) == 0 {
            return None;
        }
        if let Some(t) = touched.filter(|&t| t != square) {
            return Some(Blocked::Touched(t));
        }
        let scan = Scan::new(self, side);
        if let Some(entry) = scan.entry(value) {
            return Some(Blocked::MustEnter { square: entry });
        }
        if scan.moves(Way::of_value(value)).iter().any(|m| m.from == square) {
            return None;
        }
        if scan.waiting & bit(square) != 0 {
            return Some(Blocked::Waiting { square, needs: 31 - square });
        }
        let up = scan.up;
        let explain = |up: bool| {
            let ba = square == if up { BA - value } else { BA + value };
            let distance = if ba { 2 * value } else { value };
            (scan.obstacle(self, side, square, distance, up), ba)
        };
        let ((forward, forward_ba), (backward, backward_ba)) = (explain(up), explain(!up));
        Some(Blocked::Stuck { forward, forward_ba, backward, backward_ba })
    }

    /// The one move of `side`'s piece on `square` with `value`, if it has one (G4).
    pub(crate) fn move_of_piece(&self, side: Side, square: u8, value: u8) -> Option<Move> {
        self.moves_for(side, value).iter().find(|m| m.from == square)
    }

    /// Whether any piece of `side` could move with some throw (K14's test for reviving and passing).
    pub(crate) fn could_move_at_all(&self, side: Side) -> bool {
        // Checked before the full scan, which they spare nearly always.
        let (mine, phase) = (self.board[side.index()], self.phase[side.index()]);
        if surely_can_move(mine, phase, self.occupied()) {
            return true;
        }
        if mine == 0 && phase == Phase::Kendall {
            // Only drowned pieces left (K14), or all borne off.
            return false;
        }
        let scan = Scan::new(self, side);
        (1..=5).any(|value| !scan.moves(Way::of_value(value)).is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn between_is_the_open_interval() {
        assert_eq!(between(3, 6), bit(4) | bit(5));
        assert_eq!(between(6, 3), bit(4) | bit(5));
        assert_eq!(between(29, 30), 0);
    }

    /// K14's test takes a shortcut (a step of one onto an empty square); it must agree with trying
    /// every throw, in every position of random games of every system.
    #[test]
    fn k14_could_move_at_all_agrees_with_every_throw() {
        use crate::engine::{next_action, Options, Player, RandomPlayer, Seeded};
        for (seed, system) in System::ALL.into_iter().cycle().take(80).enumerate() {
            let pieces = if seed % 3 == 0 && system != System::Gods { 7 } else { 5 };
            let mut game = Game::new(Options::new(system, pieces));
            let mut throws = Seeded::new(seed as u64);
            let (mut a, mut b) = (RandomPlayer(Seeded::new(!(seed as u64))), RandomPlayer(Seeded::new(seed as u64 + 99)));
            let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
            while let Some(action) = next_action(&game, &mut throws, &mut players) {
                for side in Side::BOTH {
                    let by_throws = (1..=5).any(|value| !game.moves_for(side, value).is_empty());
                    assert_eq!(game.could_move_at_all(side), by_throws, "{side:?} in {game:?}");
                }
                game.act(action).unwrap();
            }
        }
    }

    /// The same in sparse, crowded positions, where a side's few pieces are often hemmed in.
    #[test]
    fn k14_could_move_at_all_agrees_with_every_throw_when_hemmed_in() {
        use crate::engine::{Options, Seeded};
        let mut rng = Seeded::new(14);
        let squares = (1..=30).filter(|&s| s != BA && s != 27).collect::<Vec<u8>>();
        for trial in 0..4000 {
            let mut free = squares.clone();
            let mut take = |count: usize, rng: &mut Seeded| {
                let picked = (0..count).map(|_| free.swap_remove(rng.below(free.len())).to_string());
                picked.collect::<Vec<_>>().join(",")
            };
            let spools = take(1 + rng.below(2), &mut rng);
            let cones = take(3 + rng.below(5), &mut rng);
            let phases = ["", " bell:S", " bell:C", " bell:S bell:C"][trial % 4];
            let text = format!("S:{spools} C:{cones}{phases}");
            let game = Game::arrange(Options::new(System::Cycles, 7), &text).unwrap();
            for side in Side::BOTH {
                let by_throws = (1..=5).any(|value| !game.moves_for(side, value).is_empty());
                assert_eq!(game.could_move_at_all(side), by_throws, "{side:?} in {text}");
            }
        }
    }
}
