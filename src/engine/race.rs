//! The benchmark's loop for a Kendall game: two random players race (K4–K15) on a position held in
//! two machine words. It plays what [`Game`]'s checked moves play from the same draws (a property
//! test holds it to that) and hands the game back to [`Game`] for what is rare and intricate: turns
//! to skip for both sides (K11), a side that may not be able to move at all (K14), the end (K16).

use super::game::{fate_target, Game, Stage};
use super::scan::{surely_can_move, Scan, Way};
use super::side::{Phase, Side};
use super::squares::{bit, BEAUTY, NET, REBIRTH, WATER};
use super::throw::{Draw, Seeded};

/// Where a side's counts sit in [`Race::tallies`], a byte each; the other side's are [`OTHER`] higher.
/// (Pieces borne off are the side's pieces neither on the board nor drowned.)
const COUNTER: u32 = 0;
const DROWNED: u32 = 8;
/// A bit set in the spools' half only: it tells whose turn it is without a word of its own.
const SPOOLS: u64 = 1 << 24;
const OTHER: u32 = 32;
/// K11's counter (−8 to 16) is kept with this bias, so that a byte never goes below zero and
/// adding to one never carries into the next.
const BIAS: u8 = 64;

/// A Kendall game at a throw, seen from the side to move: the turn passes by swapping the halves
/// of both words, which takes no branch on the extra throw (as good as random).
#[derive(Clone, Copy)]
struct Race {
    /// The squares of the side to move (low half) and of the other side (high half).
    board: u64,
    /// K11's counter and drowned pieces, and the [`SPOOLS`] mark.
    tallies: u64,
}

/// Who watches the race: nobody in the benchmark (compiled out), and in the test that holds the race
/// to the checked moves, the position before every throw or revival.
pub(crate) trait Watch {
    fn before_throw(&mut self, position: impl FnOnce() -> Game);
}

impl Watch for () {
    #[inline(always)]
    fn before_throw(&mut self, _: impl FnOnce() -> Game) {}
}

impl Watch for Vec<Game> {
    fn before_throw(&mut self, position: impl FnOnce() -> Game) {
        self.push(position());
    }
}

/// Plays `game`, a Kendall game waiting for a throw, between two random players drawing from `rng`,
/// until it needs [`Game`]'s turn machine; counts the throws made.
#[inline(always)]
pub(crate) fn race<const BIT_DEPOSIT: bool>(game: &mut Game, rng: &mut Seeded, throws: &mut u32, watch: &mut impl Watch) {
    let mut race = Race::of(game);
    // Counted locally, and added to `throws` once, on the way out.
    let mut thrown = 0;
    // Whether the turn machine takes over after a throw, or at a throw due.
    let after_throw = loop {
        // K14: a side with a drowned piece brings it back on 15 instead of a throw (on the draw's
        // coin, or when nothing can move), or, with 15 taken, may have to pass: the turn machine's.
        let drowned = race.byte(DROWNED) > 0;
        if drowned && !race.rebirth_free() && race.cannot_move(game) {
            break false;
        }
        watch.before_throw(|| {
            let mut position = *game;
            race.write_back(&mut position);
            position
        });
        let draw = rng.draw();
        if drowned && race.rebirth_free() && (draw.coin() || race.cannot_move(game)) {
            race.board |= u64::from(bit(REBIRTH));
            race.tallies -= 1 << DROWNED;
        } else {
            thrown += 1;
            let (to, knocked) = race.throw::<BIT_DEPOSIT>(draw);
            // Where a piece arrived matters on 15, 16, 26 and 27: the mover's 15 and 16 are in
            // its throw; the rest are rare, with a branch each (which of them it is would be as
            // good as random).
            if knocked & (bit(REBIRTH) | bit(NET)) != 0 {
                race = race.knocked_onto_rebirth_or_net(knocked);
            }
            // K13: a piece on 26 makes its fate throw, from the same source (drawn here, so that
            // the generator never leaves the registers for the call).
            if (to | knocked) & bit(BEAUTY) != 0 {
                race = race.beauty(knocked, rng.draw().value());
            }
            // K14: the mover on 27 drowns (nobody is knocked back onto 27: no piece stands there).
            if to & bit(WATER) != 0 {
                race = race.water();
            }
        }
        // K16 is left to the turn machine. (A side with only drowned pieces left plays on.)
        if race.mine() == 0 && race.byte(DROWNED) == 0 {
            break true;
        }
        // K9, K11: the side throws again on an extra throw, else the other side does.
        let again = race.byte(COUNTER) > BIAS;
        let mut next = race;
        next.tallies -= u64::from(again) << COUNTER;
        let mut next = next.turned_if(!again);
        if next.byte(COUNTER) < BIAS {
            // K11: the other side's turn is skipped, and a new turn of this side begins; unless
            // this side has a turn to skip as well, which is left to the turn machine.
            next = next.skip_turn();
            if next.byte(COUNTER) < BIAS {
                break true;
            }
        }
        race = next;
    };
    *throws += thrown;
    race.write_back(game);
    if after_throw {
        game.end_throw();
    } else {
        game.throw_point();
    }
}

impl Race {
    fn of(game: &Game) -> Race {
        let half = |side: Side| {
            let i = side.index();
            let counter = (game.counter[i] as u8).wrapping_add(BIAS);
            let mark = if side == Side::Spools { SPOOLS } else { 0 };
            let tallies = u64::from(counter) << COUNTER | u64::from(game.drowned[i]) << DROWNED | mark;
            (u64::from(game.board[i]), tallies)
        };
        let side = game.to_move;
        let ((my_board, my_tallies), (their_board, their_tallies)) = (half(side), half(side.opponent()));
        Race { board: my_board | their_board << OTHER, tallies: my_tallies | their_tallies << OTHER }
    }

    /// Puts the position back into `game`, the side to move at a throw.
    fn write_back(self, game: &mut Game) {
        for (side, shift) in [(self.side(), 0), (self.side().opponent(), OTHER)] {
            let i = side.index();
            let board = (self.board >> shift) as u32;
            game.board[i] = board;
            game.counter[i] = self.byte(COUNTER + shift).wrapping_sub(BIAS) as i8;
            game.drowned[i] = self.byte(DROWNED + shift);
            game.off[i] = game.options.pieces - board.count_ones() as u8 - game.drowned[i];
        }
        game.to_move = self.side();
        game.stage = Stage::Throw;
    }

    /// The side to move.
    fn side(self) -> Side {
        if self.tallies & SPOOLS != 0 {
            Side::Spools
        } else {
            Side::Cones
        }
    }

    fn byte(self, shift: u32) -> u8 {
        (self.tallies >> shift) as u8
    }

    fn mine(self) -> u32 {
        self.board as u32
    }

    fn theirs(self) -> u32 {
        (self.board >> OTHER) as u32
    }

    /// The same position from the other side when `turn`.
    #[inline(always)]
    fn turned_if(self, turn: bool) -> Race {
        let rotation = if turn { OTHER } else { 0 };
        Race {
            board: self.board.rotate_left(rotation),
            tallies: self.tallies.rotate_left(rotation),
        }
    }

    fn rebirth_free(self) -> bool {
        (self.mine() | self.theirs()) & bit(REBIRTH) == 0
    }

    /// K14's shortcut (see [`surely_can_move`]): some piece of the side to move can move.
    fn surely_can_move(self) -> bool {
        surely_can_move(self.mine(), Phase::Kendall, self.mine() | self.theirs())
    }

    /// K14: nothing of the side to move can move whatever the throw; the full test is the game's.
    fn cannot_move(self, game: &mut Game) -> bool {
        !self.surely_can_move() && {
            self.write_back(game);
            !game.could_move_at_all(self.side())
        }
    }

    /// A throw of the side to move (K9) and a random choice among its moves (K4–K15), with K10 and
    /// K11 for the mover. Returns where pieces arrived: the mover's square (its bit, or 0 when borne
    /// off or none moved), and the square of the piece it captured (or 0).
    /// No branch: a lost throw (K4) is a move of no piece.
    #[inline(always)]
    fn throw<const BIT_DEPOSIT: bool>(&mut self, draw: Draw) -> (u32, u32) {
        let way = Way::of_fall(draw.sticks());
        self.tallies += u64::from(way.extra) << COUNTER; // even when the throw is lost
        let moves = Scan::kendall(self.mine(), self.theirs()).moves(way);
        let from = moves.nth_mover::<BIT_DEPOSIT>(draw.pick(moves.len()));
        let (to, _) = moves.target(from);
        let captured = to & self.theirs();
        // K7: the captured piece goes back to the mover's square.
        let knocked = if captured != 0 { from } else { 0 };
        self.board ^= u64::from(from | to) | u64::from(captured | knocked) << OTHER;
        self.tallies = rebirth_or_net(self.tallies, to);
        (to, knocked)
    }

    /// K10, K11 for the other side's piece, knocked back onto 15 or 16 (`knocked`).
    #[inline(never)]
    fn knocked_onto_rebirth_or_net(self, knocked: u32) -> Race {
        let mut them = self.turned_if(true);
        them.tallies = rebirth_or_net(them.tallies, knocked);
        them.turned_if(true)
    }

    /// K13 for a piece that arrived on 26: its fate throw (`fate`). The mover, or the piece it
    /// knocked back (`knocked`) when it left 26. (By value, so that the race stays in registers.)
    #[inline(never)]
    fn beauty(self, knocked: u32, fate: u8) -> Race {
        if knocked & bit(BEAUTY) != 0 {
            self.turned_if(true).fate(fate).turned_if(true)
        } else {
            self.fate(fate)
        }
    }

    /// K13: the side to move's piece on 26 goes where its fate throw `value` sends it.
    fn fate(mut self, value: u8) -> Race {
        let (to, _) = fate_target(self.mine() | self.theirs(), value);
        if let Some(square) = to {
            self.board ^= u64::from(bit(BEAUTY) | bit(square));
            self.tallies = rebirth_or_net(self.tallies, bit(square));
            if square == WATER {
                self.drown();
            }
        }
        self
    }

    /// K11: the side to move skips its turn (its counter comes up by one); the other side's turn.
    #[inline(never)]
    fn skip_turn(mut self) -> Race {
        self.tallies += 1 << COUNTER;
        self.turned_if(true)
    }

    /// K14 for the mover, arrived on 27.
    #[inline(never)]
    fn water(mut self) -> Race {
        self.drown();
        self
    }

    /// K14: the piece on 27 leaves the board, and every extra throw of its side is lost.
    fn drown(&mut self) {
        self.board ^= u64::from(bit(WATER));
        let counter = self.byte(COUNTER);
        self.tallies += 1 << DROWNED;
        self.tallies -= u64::from(counter - counter.min(BIAS)) << COUNTER;
    }
}

/// K10, K11: `tallies` after a piece of the side to move arrived on `square` (its bit, or 0): one
/// more throw on 15, one fewer on 16.
#[inline(always)]
fn rebirth_or_net(tallies: u64, square: u32) -> u64 {
    tallies + (u64::from(square >> REBIRTH & 1) << COUNTER) - (u64::from(square >> NET & 1) << COUNTER)
}
