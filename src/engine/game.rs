//! The state of a game and its turns (K2, K8–K18, B1, B5, B9, C1–C3, G2, G4–G7).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::moves::{Move, MoveList};
use super::options::{Options, System};
use super::side::{Phase, Side};
use super::squares::{bit, run, BA, BEAUTY, BORNE_OFF, NET, OFF_BOARD, REBIRTH, TRACK, WATER};
use super::throw::gives_extra_throw;

/// What the game waits for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Stage {
    /// The side to move throws (or revives a drowned piece instead, K14).
    Throw,
    /// The side to move chooses a move for `value`; `touched` is the piece committed to (K17).
    Move { value: u8, touched: Option<u8> },
    /// The gods' second throw names the piece that moves `distance` (G4).
    GodsPiece { distance: u8 },
    /// The piece of `owner` on 26 makes its fate throw (K13, K8).
    Fate { owner: Side },
    Over { winner: Side },
}

/// What a piece's arrival on a square did.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Landing {
    Plain,
    /// K10: one more throw for the owner.
    Rebirth,
    /// K11: one throw fewer for the owner.
    Net,
    /// K13: the fate throw follows.
    Beauty,
    /// K14: the piece drowned.
    Water,
    /// K15: a Kendall piece waits on 28, 29 or 30.
    Waits(u8),
    /// K15: the piece left the board.
    BorneOff,
}

/// A move as it was played: the mover's arrival and, for a capture, the exchanged piece's (K8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Played {
    pub mv: Move,
    pub landing: Landing,
    pub knocked: Option<Landing>,
}

/// The outcome of a fate throw (K13): where the piece went (`None`: it stays on 26).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct FateMove {
    pub value: u8,
    pub to: Option<u8>,
    /// Fate 5 goes back to 21 and Ba carries the piece on to 16.
    pub ba: bool,
    pub landing: Landing,
}

/// What a throw led to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Thrown {
    /// The player chooses among [`Game::legal_moves`].
    Choose,
    /// No legal move: the throw is lost (K4).
    Lost,
    /// G4: the gods' piece throw follows.
    PieceThrow,
    /// G5: the distance released a gods piece from 28–30.
    Released(Played),
}

/// Why an action was refused.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PlayError {
    GameOver,
    /// The game waits for something else (a throw, a move, a fate throw …).
    NotNow,
    NotAThrow(u8),
    IllegalMove,
    /// K14: nothing on the board can move, so the drowned piece must be revived.
    MustRevive,
    CannotRevive,
    NotMovable(u8),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => write!(f, "the game is over"),
            PlayError::NotNow => write!(f, "that is not what the game waits for now"),
            PlayError::NotAThrow(v) => write!(f, "{v} is not a throw (1–5)"),
            PlayError::IllegalMove => write!(f, "that move is not legal"),
            PlayError::MustRevive => write!(f, "a drowned piece must be revived instead of throwing"),
            PlayError::CannotRevive => write!(f, "no drowned piece can be revived now"),
            PlayError::NotMovable(s) => write!(f, "the piece on {s} cannot be touched now"),
        }
    }
}

impl std::error::Error for PlayError {}

/// A whole game: small and `Copy`, so that searches and simulations clone it freely.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Game {
    pub(crate) options: Options,
    /// One bit per square (bit n = square n), per side.
    pub(crate) board: [u32; 2],
    pub(crate) phase: [Phase; 2],
    /// Pieces off the board: borne off in a Kendall phase, still to enter in a Bell phase.
    pub(crate) off: [u8; 2],
    pub(crate) drowned: [u8; 2],
    /// K11: extra throws earned (positive) or throws lost (negative), per side.
    pub(crate) counter: [i8; 2],
    pub(crate) phases_done: [u16; 2],
    /// B5: the owner of the odd domain squares, once a Bell piece has reached square 1.
    pub(crate) domains: Option<Side>,
    pub(crate) to_move: Side,
    pub(crate) stage: Stage,
}

fn alternate_setup(pieces: u8, odd: bool) -> u32 {
    (1..=2 * pieces).filter(|s| (s % 2 == 1) == odd).fold(0, |mask, s| mask | 1 << s)
}

/// Where a House acts on an arriving piece (K10, K11; K13 and K14 for a Kendall piece), and where
/// an entering piece comes from (B3): moves that touch these take the long way through [`Game::land`].
const ACTING: u32 = bit(OFF_BOARD) | bit(REBIRTH) | bit(NET) | bit(BEAUTY) | bit(WATER);

/// K13: where the fate throw `value` takes the piece on 26 among the `occupied` squares (`None`:
/// it stays), and whether it went back through Ba. Straight to the destination, never a capture;
/// fate 5 goes back through Ba to the Net.
pub(crate) fn fate_target(occupied: u32, value: u8) -> (Option<u8>, bool) {
    let free = |s: u8| occupied & bit(s) == 0;
    let ahead = BEAUTY + value;
    if ahead <= 30 && free(ahead) {
        (Some(ahead), false)
    } else if value == 5 {
        (free(NET).then_some(NET), true)
    } else {
        let back = BEAUTY - value;
        (free(back).then_some(back), false)
    }
}

impl Game {
    /// A new game, the starter to throw (K1, B1, G1, G2). Panics on options that
    /// [`Options::validate`] refuses: the app and the record reader validate them first.
    pub fn new(options: Options) -> Game {
        options.validate().expect("invalid game options");
        let n = options.pieces;
        let (board, phase, off) = match options.system {
            System::Kendall | System::Cycles => {
                ([alternate_setup(n, true), alternate_setup(n, false)], Phase::Kendall, 0)
            }
            System::Bell => ([0, 0], Phase::Bell, n),
            System::Gods => ([run(6, 10), run(1, 5)], Phase::Kendall, 0),
        };
        Game {
            options,
            board,
            phase: [phase; 2],
            off: [off; 2],
            drowned: [0; 2],
            counter: [0; 2],
            phases_done: [0; 2],
            domains: None,
            to_move: Side::Spools,
            stage: Stage::Throw,
        }
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// The position in 128 bits, one to one among the games of one set of options at the throw
    /// (their options and stage are alike): what a search's cache of positions hashes and compares
    /// in one step, rather than the game field by field.
    pub fn key_at_throw(&self) -> u128 {
        debug_assert!(self.stage == Stage::Throw);
        let mut key = 0u128;
        let mut push = |value: u128, bits: u32| {
            debug_assert!(value < 1 << bits, "{value} fits {bits} bits");
            key = key << bits | value;
        };
        for side in Side::BOTH.map(Side::index) {
            // Squares 0 to 30; 3 bits hold seven pieces; K11's counter as its byte.
            push(u128::from(self.board[side]), 31);
            push(u128::from(self.off[side]), 3);
            push(u128::from(self.drowned[side]), 3);
            push(u128::from(self.counter[side] as u8), 8);
            push(u128::from(self.phases_done[side]), 16);
            push(self.phase[side] as u128, 1);
        }
        push(self.domains.map_or(0, |side| 1 + side.index() as u128), 2);
        push(self.to_move.index() as u128, 1);
        key
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    pub fn winner(&self) -> Option<Side> {
        match self.stage {
            Stage::Over { winner } => Some(winner),
            _ => None,
        }
    }

    /// The side standing on `square`, if any.
    pub fn piece_at(&self, square: u8) -> Option<Side> {
        Side::BOTH.into_iter().find(|s| self.board[s.index()] >> square & 1 == 1 && square != 0)
    }

    /// The squares of a side's pieces, in track order.
    pub fn squares_of(&self, side: Side) -> impl Iterator<Item = u8> {
        let mut board = self.board[side.index()] & run(1, 30);
        std::iter::from_fn(move || {
            let square = board.trailing_zeros() as u8;
            board &= board.wrapping_sub(1);
            (square < 32).then_some(square)
        })
    }

    pub fn phase(&self, side: Side) -> Phase {
        self.phase[side.index()]
    }

    /// Pieces borne off (Kendall phase) or still to enter (Bell phase).
    pub fn off_board(&self, side: Side) -> u8 {
        self.off[side.index()]
    }

    pub fn drowned(&self, side: Side) -> u8 {
        self.drowned[side.index()]
    }

    /// K11's counter: pending extra throws (positive) or turns to skip (negative).
    pub fn counter(&self, side: Side) -> i8 {
        self.counter[side.index()]
    }

    /// Phases (Kendall or Bell) completed; a cycle is two.
    pub fn phases_done(&self, side: Side) -> u16 {
        self.phases_done[side.index()]
    }

    /// B5: the owner of the odd domain squares, once fixed.
    pub fn odd_domains(&self) -> Option<Side> {
        self.domains
    }

    /// The squares of a side's pieces as bits (bit `s` for square `s`).
    pub(crate) fn pieces_mask(&self, side: Side) -> u32 {
        self.board[side.index()]
    }

    pub(crate) fn occupied(&self) -> u32 {
        self.board[0] | self.board[1]
    }

    pub(crate) fn domains_in_force(&self) -> bool {
        self.domains.is_some() && self.phase.contains(&Phase::Bell)
    }

    /// The squares where B7 lifts the rules of passing and pairs (empty while domains are not in force).
    pub(crate) fn zone_in_force(&self) -> u32 {
        if self.domains_in_force() {
            run(1, self.options.zone_end())
        } else {
            0
        }
    }

    /// B5: a side's domain squares (empty before they are fixed).
    pub fn domain_mask(&self, side: Side) -> u32 {
        const ODD: u32 = 0x2aaa_aaaa; // bits 1, 3, 5, …
        let Some(odd_owner) = self.domains else { return 0 };
        let parity = if side == odd_owner { ODD } else { ODD << 1 };
        parity & run(1, self.options.zone_end())
    }

    pub(crate) fn is_domain_of(&self, side: Side, square: u8) -> bool {
        self.domain_mask(side) >> square & 1 == 1
    }

    /// The throw and the touched piece while a move is being chosen.
    pub(crate) fn pending_move(&self) -> Option<(u8, Option<u8>)> {
        match self.stage {
            Stage::Move { value, touched } => Some((value, touched)),
            _ => None,
        }
    }

    fn has_gods(&self) -> bool {
        self.options.system == System::Gods
    }

    /// Whether the side to move is the gods, whose moves the throws decide (G4).
    pub fn gods_to_move(&self) -> bool {
        self.has_gods() && self.to_move == Side::Spools
    }

    /// K14: a drowned piece can be put back on 15 now, instead of a throw.
    pub fn can_revive(&self) -> bool {
        self.stage == Stage::Throw && self.drowned[self.to_move.index()] > 0 && self.occupied() & bit(REBIRTH) == 0
    }

    /// K14: reviving is compulsory when nothing on the board could move whatever the throw;
    /// G6: the gods revive whenever they may.
    pub fn must_revive(&self) -> bool {
        self.can_revive() && (self.gods_to_move() || !self.could_move_at_all(self.to_move))
    }

    fn must_pass(&self, side: Side) -> bool {
        self.drowned[side.index()] > 0 && self.occupied() & bit(REBIRTH) != 0 && !self.could_move_at_all(side)
    }

    /// Throw the sticks: `value` is 1–5 (from a [`crate::engine::ThrowSource`] or a record).
    /// For the gods this is the distance throw (G4).
    pub fn throw(&mut self, value: u8) -> Result<Thrown, PlayError> {
        self.expect(Stage::Throw)?;
        if !(1..=5).contains(&value) {
            return Err(PlayError::NotAThrow(value));
        }
        if self.must_revive() {
            return Err(PlayError::MustRevive);
        }
        if self.gods_to_move() {
            return Ok(self.gods_distance(value));
        }
        Ok(if self.throw_for_moves(value).is_empty() { Thrown::Lost } else { Thrown::Choose })
    }

    /// A player's throw, once [`Game::throw`] has checked it may be made: K9's extra throw,
    /// then the moves to choose from, or the throw is lost (K4). Inlined into the benchmark's loop for
    /// the systems other than Kendall, compiled there for the processor's bit instructions.
    #[inline(always)]
    pub(crate) fn throw_for_moves(&mut self, value: u8) -> MoveList {
        let me = self.to_move.index();
        // K9, even when the throw is lost. Saturating: a lenient replay can pile up any count.
        self.counter[me] = self.counter[me].saturating_add(i8::from(gives_extra_throw(value)));
        let moves = self.generate_moves(self.to_move, value);
        if moves.is_empty() {
            self.end_throw();
        } else {
            self.stage = Stage::Move { value, touched: None };
        }
        moves
    }

    /// G4, G5: the gods' distance throw.
    fn gods_distance(&mut self, value: u8) -> Thrown {
        let me = self.to_move.index();
        self.counter[me] = self.counter[me].saturating_add(i8::from(gives_extra_throw(value))); // K9
        if self.options.release && value <= 3 {
            let square = 31 - value;
            if self.board[me] >> square & 1 == 1 {
                let played = self.apply(Move { from: square, to: BORNE_OFF, ba: false, capture: false });
                self.end_throw();
                return Thrown::Released(played);
            }
        }
        self.stage = Stage::GodsPiece { distance: value };
        Thrown::PieceThrow
    }

    /// G4: the gods' second throw names their piece `number` (1–5, counted along the track, drowned
    /// pieces as if on 27 and borne-off ones past 30); that piece makes its one legal move, or the
    /// throw is lost (`None`).
    pub fn gods_piece(&mut self, number: u8) -> Result<Option<Played>, PlayError> {
        let Stage::GodsPiece { distance } = self.stage else {
            return Err(self.refusal());
        };
        if !(1..=5).contains(&number) {
            return Err(PlayError::NotAThrow(number));
        }
        let played = self.gods_numbering()[number as usize - 1]
            .filter(|&s| s != WATER && s != BORNE_OFF)
            .and_then(|s| self.move_of_piece(Side::Spools, s, distance))
            .map(|mv| self.apply(mv));
        if !matches!(self.stage, Stage::Fate { .. }) {
            self.end_throw();
        }
        Ok(played)
    }

    /// G4: the gods' pieces in numbering order: their squares, 27 for a drowned piece, 31 for one
    /// borne off; `None` past the pieces there are.
    pub fn gods_numbering(&self) -> [Option<u8>; 5] {
        let gods = Side::Spools.index();
        let mut places = self.squares_of(Side::Spools).collect::<Vec<_>>();
        places.extend(std::iter::repeat_n(WATER, self.drowned[gods] as usize));
        places.extend(std::iter::repeat_n(BORNE_OFF, self.off[gods] as usize));
        places.sort_unstable();
        let mut numbered = [None; 5];
        for (slot, place) in numbered.iter_mut().zip(places) {
            *slot = Some(place);
        }
        numbered
    }

    /// K17: touching a piece while a move is chosen. With touch-move on, touching a movable piece of
    /// one's own, or an opponent's piece that this throw can capture, commits to that move.
    pub fn touch(&mut self, square: u8) -> Result<(), PlayError> {
        let Stage::Move { value, touched } = self.stage else {
            return Err(self.refusal());
        };
        if !self.options.touch_move {
            return Ok(());
        }
        if touched.is_some_and(|t| t != square) {
            return Err(PlayError::NotMovable(square));
        }
        let moves = self.moves_for(self.to_move, value);
        if moves.iter().any(|m| m.is_touched_on(square)) {
            self.stage = Stage::Move { value, touched: Some(square) };
            Ok(())
        } else {
            Err(PlayError::NotMovable(square))
        }
    }

    /// Make one of [`Game::legal_moves`].
    pub fn play(&mut self, mv: Move) -> Result<Played, PlayError> {
        if self.pending_move().is_none() {
            return Err(self.refusal());
        }
        if !self.legal_moves().contains(&mv) {
            return Err(PlayError::IllegalMove);
        }
        Ok(self.play_unchecked(mv))
    }

    /// Make a move without checking it against the rules: the lenient replay plays a recorded move
    /// as written when the board allows it physically. The House rules still act on arrival.
    #[inline(always)]
    pub fn play_unchecked(&mut self, mv: Move) -> Played {
        let played = self.apply(mv);
        if !matches!(self.stage, Stage::Fate { .. }) {
            self.end_throw();
        }
        played
    }

    /// K13: the fate throw of the piece waiting on 26.
    pub fn fate(&mut self, value: u8) -> Result<FateMove, PlayError> {
        let Stage::Fate { owner } = self.stage else {
            return Err(self.refusal());
        };
        if !(1..=5).contains(&value) {
            return Err(PlayError::NotAThrow(value));
        }
        let (to, ba) = fate_target(self.occupied(), value);
        let landing = match to {
            Some(square) => {
                self.board[owner.index()] &= !bit(BEAUTY);
                self.land(owner, square)
            }
            None => Landing::Plain,
        };
        self.end_throw();
        Ok(FateMove { value, to, ba: ba && to.is_some(), landing })
    }

    /// K14: put a drowned piece back on 15 instead of a throw. It earns no extra throw.
    pub fn revive(&mut self) -> Result<(), PlayError> {
        self.expect(Stage::Throw)?;
        if !self.can_revive() {
            return Err(PlayError::CannotRevive);
        }
        let me = self.to_move.index();
        self.drowned[me] -= 1;
        self.board[me] |= bit(REBIRTH);
        self.end_throw();
        Ok(())
    }

    /// Lenient replay: the recorded side throws, whoever the rules say is to throw.
    pub fn force_turn(&mut self, side: Side) {
        self.to_move = side;
        self.stage = Stage::Throw;
    }

    /// Lenient replay: a recorded throw is taken (with its extra throw) even where the rules would
    /// not let it be thrown, and waits for the recorded move however the board stands.
    pub fn force_throw(&mut self, value: u8) {
        let me = self.to_move.index();
        self.counter[me] = self.counter[me].saturating_add(i8::from(gives_extra_throw(value)));
        self.stage = Stage::Move { value, touched: None };
    }

    /// Lenient replay: the pending throw (or fate throw) is dropped without a move.
    pub fn pass_unchecked(&mut self) {
        if !matches!(self.stage, Stage::Over { .. }) {
            self.end_throw();
        }
    }

    fn expect(&self, stage: Stage) -> Result<(), PlayError> {
        if self.stage == stage {
            Ok(())
        } else {
            Err(self.refusal())
        }
    }

    fn refusal(&self) -> PlayError {
        match self.stage {
            Stage::Over { .. } => PlayError::GameOver,
            _ => PlayError::NotNow,
        }
    }

    /// Move the pieces and let the Houses act on the mover and on an exchanged piece (K7, K8).
    #[inline(always)]
    fn apply(&mut self, mv: Move) -> Played {
        let me = self.to_move;
        let them = me.opponent();
        // K7: the exchanged piece goes to the mover's starting square.
        let knocked_to = if mv.capture { bit(mv.from) } else { 0 };
        if (bit(mv.to) | knocked_to | bit(mv.from) & bit(OFF_BOARD)) & ACTING == 0 {
            // No House acts (most moves): the pieces change squares without a branch on what happens.
            self.board[me.index()] ^= bit(mv.from) | bit(mv.to) & TRACK;
            self.off[me.index()] += u8::from(mv.is_bear_off());
            self.board[them.index()] ^= knocked_to | if mv.capture { bit(mv.to) } else { 0 };
            let landing =
                if mv.is_bear_off() { Landing::BorneOff } else { self.resting(me, mv.to) };
            let knocked = mv.capture.then(|| self.resting(them, mv.from));
            return Played { mv, landing, knocked };
        }
        if mv.is_entry() {
            self.off[me.index()] -= 1;
        } else {
            self.board[me.index()] &= !bit(mv.from);
        }
        if mv.is_bear_off() {
            self.off[me.index()] += 1;
            return Played { mv, landing: Landing::BorneOff, knocked: None };
        }
        let knocked = (mv.capture && !mv.is_entry()).then(|| {
            self.board[them.index()] &= !bit(mv.to);
            self.land(them, mv.from)
        });
        let landing = self.land(me, mv.to);
        if landing == Landing::Beauty {
            self.stage = Stage::Fate { owner: me };
        } else if knocked == Some(Landing::Beauty) {
            self.stage = Stage::Fate { owner: them };
        }
        Played { mv, landing, knocked }
    }

    /// A piece of `side` arrives on `square`: place it and apply the House there (K10–K15, B4).
    #[inline(always)]
    fn land(&mut self, side: Side, square: u8) -> Landing {
        debug_assert_ne!(square, BA, "no piece rests on 21");
        let i = side.index();
        let kendall = self.phase[i] == Phase::Kendall;
        let landing = match square {
            REBIRTH => Landing::Rebirth,
            NET => Landing::Net,
            BEAUTY if kendall => Landing::Beauty,
            WATER if kendall => Landing::Water,
            _ => self.resting(side, square),
        };
        match landing {
            Landing::Rebirth => self.counter[i] = self.counter[i].saturating_add(1),
            Landing::Net => self.counter[i] = self.counter[i].saturating_sub(1),
            Landing::Water => {
                self.drowned[i] += 1;
                self.counter[i] = self.counter[i].min(0);
                return landing;
            }
            _ => {}
        }
        self.board[i] |= bit(square);
        landing
    }

    /// Arriving where no House acts (K15): a Kendall piece on 28–30 waits there.
    #[inline(always)]
    fn resting(&self, side: Side, square: u8) -> Landing {
        let kendall = self.phase[side.index()] == Phase::Kendall;
        if kendall && (28..=30).contains(&square) {
            Landing::Waits(square)
        } else {
            Landing::Plain
        }
    }

    /// After a throw is resolved: domains, phases and winners, then the next throw (K11, K18).
    #[inline(always)]
    pub(crate) fn end_throw(&mut self) {
        if self.settle() {
            return;
        }
        let me = self.to_move;
        let again = self.counter[me.index()] > 0;
        self.counter[me.index()] -= i8::from(again);
        // Usually the next thrower is plain to see, and found without a branch on the extra throw.
        let next = if again { me } else { me.opponent() };
        if self.counter[next.index()] >= 0 && self.drowned[next.index()] == 0 {
            self.to_move = next;
            self.stage = Stage::Throw;
        } else if again {
            self.throw_point();
        } else {
            self.next_turn();
        }
    }

    /// K18: a throw of the side to move is due (the first of a turn or an extra one).
    #[inline(always)]
    pub(crate) fn throw_point(&mut self) {
        if self.must_pass(self.to_move) {
            // K14: nothing can move and nothing can be revived: the turn passes, extras are lost.
            let me = self.to_move.index();
            self.counter[me] = self.counter[me].min(0);
            self.next_turn();
        } else {
            self.stage = Stage::Throw;
        }
    }

    #[inline(always)]
    fn next_turn(&mut self) {
        let mut passes = 0;
        let mut side = self.to_move.opponent();
        loop {
            let i = side.index();
            if self.counter[i] < 0 {
                self.counter[i] += 1; // K11: the whole turn is skipped
            } else if self.must_pass(side) {
                passes += 1;
                if passes > 2 {
                    // [decision] Neither side can ever move again (K14 passes for both): the game
                    // ends with the player ahead by C3's order, the spools when level.
                    let winner = self.leader().unwrap_or(Side::Spools);
                    self.stage = Stage::Over { winner };
                    return;
                }
                self.counter[i] = self.counter[i].min(0);
            } else {
                self.to_move = side;
                self.stage = Stage::Throw;
                return;
            }
            side = side.opponent();
        }
    }

    /// B5, B9, K16, C1–C3 after every move. Returns whether the game is over.
    #[inline(always)]
    fn settle(&mut self) -> bool {
        if self.domains.is_none() && self.phase != [Phase::Kendall; 2] {
            self.domains = Side::BOTH
                .into_iter()
                .find(|s| self.phase[s.index()] == Phase::Bell && self.board[s.index()] & 2 != 0);
        }
        let mover = self.to_move;
        for side in [mover, mover.opponent()] {
            let i = side.index();
            let complete = match self.phase[i] {
                Phase::Kendall => self.off[i] == self.options.pieces,
                Phase::Bell => {
                    self.off[i] == 0 && self.domains.is_some() && self.board[i] == self.domain_mask(side)
                }
            };
            if !complete {
                continue;
            }
            self.phases_done[i] += 1;
            if self.phases_done[i] >= self.options.phases_to_win() {
                self.stage = Stage::Over { winner: side };
                return true;
            }
            // C1: all borne off, now enter by Bell; C2: all on the domains, now race by Kendall.
            match self.phase[i] {
                Phase::Kendall => self.phase[i] = Phase::Bell,
                Phase::Bell => {
                    self.phase[i] = Phase::Kendall;
                    self.off[i] = 0;
                }
            }
        }
        false
    }

    /// C3: the player ahead (more phases completed, then more pieces finished in the current phase,
    /// then fewer squares left to travel); `None` when level.
    pub fn leader(&self) -> Option<Side> {
        let key = |side: Side| {
            let i = side.index();
            let finished = match self.phase[i] {
                Phase::Kendall => u32::from(self.off[i]),
                Phase::Bell => (self.board[i] & self.domain_mask(side)).count_ones(),
            };
            (self.phases_done[i], finished, std::cmp::Reverse(self.distance_left(side)))
        };
        let (spools, cones) = (key(Side::Spools), key(Side::Cones));
        match spools.cmp(&cones) {
            std::cmp::Ordering::Greater => Some(Side::Spools),
            std::cmp::Ordering::Less => Some(Side::Cones),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// C3: the squares a side still has to travel in its current phase.
    pub fn distance_left(&self, side: Side) -> u32 {
        let i = side.index();
        let squares = self.squares_of(side);
        match self.phase[i] {
            Phase::Kendall => {
                squares.map(|s| 31 - u32::from(s)).sum::<u32>() + 16 * u32::from(self.drowned[i])
            }
            Phase::Bell => {
                let domains = self.domain_mask(side);
                squares.filter(|s| domains >> s & 1 == 0).map(|s| u32::from(s) - 1).sum::<u32>()
                    + 30 * u32::from(self.off[i])
            }
        }
    }
}
