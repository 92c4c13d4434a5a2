//! What a move is and why a piece cannot move: the small types the rules hand out ([`Move`],
//! [`MoveList`], [`Blocked`], [`Obstacle`]). Finding them is `scan.rs`'s.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::squares::{bit, BA, BORNE_OFF, OFF_BOARD};

/// One move of one piece by one throw. What it does on arrival (Houses, the captured piece's fate)
/// follows from the position and is reported by [`Game::play`](super::Game::play).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Move {
    /// The square the piece leaves, or [`OFF_BOARD`] for a Bell piece entering (B3).
    pub from: u8,
    /// The square the piece ends on, or [`BORNE_OFF`] (K15).
    pub to: u8,
    /// The piece landed on 21 and the House of Ba carried it on (K12).
    pub ba: bool,
    /// An opponent's piece stood on `to` and is exchanged onto `from` (K7).
    pub capture: bool,
}

impl Move {
    pub const fn is_entry(&self) -> bool {
        self.from == OFF_BOARD
    }

    pub const fn is_bear_off(&self) -> bool {
        self.to == BORNE_OFF
    }

    /// K17: touching the piece on `square` commits to this move: it is the mover, or the opponent's
    /// piece this move captures.
    pub const fn is_touched_on(&self, square: u8) -> bool {
        self.from == square || (self.capture && self.to == square)
    }
}

/// `9-14`; `18-21-24` through Ba; `x` after a capture; `→27` entering; `28→` bearing off.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_entry() {
            return write!(f, "→{}", self.to);
        }
        if self.is_bear_off() {
            return write!(f, "{}→", self.from);
        }
        write!(f, "{}-", self.from)?;
        if self.ba {
            write!(f, "21-")?;
        }
        write!(f, "{}{}", self.to, if self.capture { "x" } else { "" })
    }
}

/// The legal moves for one throw, at most one per piece (K4), held as bit masks of the pieces'
/// squares: generating them builds no list, and a random choice costs a few bit operations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveList {
    pub(super) value: u8,
    /// The mover's forward direction is towards 30 (Kendall).
    pub(super) up: bool,
    /// B3: the square a piece enters on (0: no entering).
    pub(super) entry: u8,
    pub(super) forward: u32,
    pub(super) backward: u32,
    /// K15: pieces borne off.
    pub(super) bear_off: u32,
    /// The opponent's pieces: a move that ends on one captures it (K7).
    pub(super) theirs: u32,
}

impl MoveList {
    pub(super) fn entering(square: u8) -> MoveList {
        MoveList { entry: square, ..MoveList::default() }
    }

    #[inline]
    fn pieces(&self) -> u32 {
        self.forward | self.backward | self.bear_off
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.pieces().count_ones() as usize + usize::from(self.entry != 0)
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.pieces() == 0 && self.entry == 0
    }

    /// The move of the piece on `from`, built from the masks.
    #[inline]
    fn move_from(&self, from: u8) -> Move {
        let (to, ba) = self.target(bit(from));
        let to_square = if to == 0 { BORNE_OFF } else { to.trailing_zeros() as u8 };
        Move { from, to: to_square, ba, capture: self.theirs & to != 0 }
    }

    /// Where the moving piece `from` (its bit) ends, as a bit (0: borne off, or no piece), and whether
    /// Ba doubled the move (K12). No branch on the move: the benchmark's loop makes its moves with this.
    #[inline(always)]
    pub(crate) fn target(&self, from: u32) -> (u32, bool) {
        let (ups, downs) = if self.up { (self.forward, self.backward) } else { (self.backward, self.forward) };
        let hop = |distance: u8| (from & ups) << distance | (from & downs) >> distance;
        let first = hop(self.value);
        // K12: a move that lands on 21 goes on by the same value (the moves were found so). A
        // branch, where a select would lengthen every throw's chain: few moves go through Ba.
        let ba = first == bit(BA);
        (if ba { hop(2 * self.value) } else { first }, ba)
    }

    /// The `index`-th move, in the order of the pieces' squares.
    #[inline]
    pub fn get(&self, index: usize) -> Option<Move> {
        self.get_by::<false>(index)
    }

    /// [`MoveList::get`], finding the piece with the processor's bit deposit when `BIT_DEPOSIT`: only
    /// in code compiled for BMI2 and run where the processor has it (the benchmark's loops).
    #[inline(always)]
    pub(crate) fn get_by<const BIT_DEPOSIT: bool>(&self, index: usize) -> Option<Move> {
        if self.entry != 0 {
            return (index == 0).then_some(Move { from: OFF_BOARD, to: self.entry, ba: false, capture: false });
        }
        if index >= self.pieces().count_ones() as usize {
            return None;
        }
        Some(self.move_from(self.nth_mover::<BIT_DEPOSIT>(index).trailing_zeros() as u8))
    }

    /// The `index`-th moving piece (below [`MoveList::len`], no entering) as its bit; 0 when no piece
    /// moves. `BIT_DEPOSIT` as for [`MoveList::get_by`].
    #[inline(always)]
    pub(crate) fn nth_mover<const BIT_DEPOSIT: bool>(&self, index: usize) -> u32 {
        nth_piece::<BIT_DEPOSIT>(self.pieces(), index)
    }

    pub fn iter(&self) -> impl Iterator<Item = Move> {
        let list = *self;
        (0..list.len()).filter_map(move |i| list.get(i))
    }

    pub fn contains(&self, mv: &Move) -> bool {
        self.iter().any(|m| m == *mv)
    }

    /// K17: only the move of the touched piece, or the capture of the touched opponent's piece.
    pub(super) fn touched(&self, square: u8) -> MoveList {
        let keep = self.pieces() & self.iter().filter(|m| m.is_touched_on(square)).fold(0, |mask, m| mask | bit(m.from));
        let entry = if square == OFF_BOARD { self.entry } else { 0 };
        MoveList {
            entry,
            forward: self.forward & keep,
            backward: self.backward & keep,
            bear_off: self.bear_off & keep,
            ..*self
        }
    }
}

/// Why a move in one direction is impossible.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Obstacle {
    /// K5: the move would end beyond square 30 or before square 1.
    OffTheBoard,
    /// K5: the mover's own piece stands on the square.
    OwnPiece(u8),
    /// K7: nobody is captured on a House.
    House(u8),
    /// K7: the piece on `square` is protected by its partner on `by`.
    Protected { square: u8, by: u8 },
    /// B6: the piece stands on one of its own domains.
    Domain(u8),
    /// K6 / G3: two pieces side by side on the way.
    Pair(u8, u8),
}

/// Why one piece cannot move with the current throw: what stops it forward and backward.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Blocked {
    /// K15: a Kendall piece on 28–30 leaves only with the value it needs.
    Waiting { square: u8, needs: u8 },
    /// B3: the throw must bring a piece onto the board.
    MustEnter { square: u8 },
    /// K17: another piece was touched.
    Touched(u8),
    /// K4: neither direction is possible. `ba` says the move reached 21 and Ba could not carry it on.
    Stuck { forward: Obstacle, forward_ba: bool, backward: Obstacle, backward_ba: bool },
}

impl fmt::Display for Obstacle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Obstacle::OffTheBoard => write!(f, "it would leave the track"),
            Obstacle::OwnPiece(s) => write!(f, "{s} is taken by your own piece"),
            Obstacle::House(s) => write!(f, "{s} is taken, and nobody is captured on a House"),
            Obstacle::Protected { square, by } => write!(f, "{square} is protected by {by}"),
            Obstacle::Domain(s) => write!(f, "{s} stands on its own domain"),
            Obstacle::Pair(a, b) => write!(f, "the pair on {}–{} blocks the way", a.min(b), a.max(b)),
        }
    }
}

impl fmt::Display for Blocked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let part = |f: &mut fmt::Formatter<'_>, obstacle: Obstacle, ba: bool| {
            if ba {
                write!(f, "Ba cannot double the move: {obstacle}")
            } else {
                write!(f, "{obstacle}")
            }
        };
        match *self {
            Blocked::Waiting { square, needs } => {
                write!(f, "a piece on {square} leaves only with a throw of {needs}")
            }
            Blocked::MustEnter { square } => write!(f, "a piece must enter on {square} with this throw"),
            Blocked::Touched(s) => write!(f, "the piece on {s} was touched and must move"),
            Blocked::Stuck { forward, forward_ba, backward, backward_ba } => {
                write!(f, "forward: ")?;
                part(f, forward, forward_ba)?;
                write!(f, "; backward: ")?;
                part(f, backward, backward_ba)
            }
        }
    }
}

/// The `index`-th lowest set bit of `pieces` (`index` below their count, so below 8: a side has at
/// most seven pieces; 0 when `pieces` is empty), without a branch on `index`: a loop that ran
/// `index` times would mispredict its end in every random choice. The lowest pieces are dropped by
/// fours, twos and ones, as the bits of `index` say.
#[inline(always)]
fn nth_piece<const BIT_DEPOSIT: bool>(mut pieces: u32, index: usize) -> u32 {
    #[cfg(target_arch = "x86_64")]
    if BIT_DEPOSIT {
        // SAFETY: BIT_DEPOSIT is set only where the processor has BMI2 (see `get_by`).
        return unsafe { std::arch::x86_64::_pdep_u32(1 << index, pieces) };
    }
    let drop_lowest = |mask: u32| mask & mask.wrapping_sub(1);
    for step in [4, 2, 1] {
        let dropped = (0..step).fold(pieces, |mask, _| drop_lowest(mask));
        pieces = if index & step != 0 { dropped } else { pieces };
    }
    pieces & pieces.wrapping_neg()
}
