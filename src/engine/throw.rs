//! The throw of four sticks (RULES.md §0) and the sources it comes from.

use std::collections::VecDeque;
use std::fmt;

use super::options::System;

/// Four sticks, one bit each: a set bit is a stick that fell white side up.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Sticks(u8);

impl Sticks {
    pub const fn new(white_bits: u8) -> Sticks {
        Sticks(white_bits & 0b1111)
    }

    /// Some fall of the sticks that gives `value` (for scripted throws and replays).
    pub const fn showing(value: u8) -> Sticks {
        match value {
            1 => Sticks(0b0001),
            2 => Sticks(0b0011),
            3 => Sticks(0b0111),
            4 => Sticks(0b1111),
            _ => Sticks(0),
        }
    }

    /// The fall as bits, one per stick (set = white): the inverse of [`Sticks::new`].
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Which sticks show white, stick by stick.
    pub const fn white(self, stick: usize) -> bool {
        self.0 >> stick & 1 == 1
    }

    /// The number of white faces up, except that no white face counts 5.
    pub const fn value(self) -> u8 {
        // The count of set bits, by table: this is in every throw of the benchmark.
        const VALUE: [u8; 16] = [5, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];
        VALUE[self.0 as usize]
    }
}

/// K9: a throw of 1, 4 or 5 earns one more throw.
pub const fn gives_extra_throw(value: u8) -> bool {
    // Bits 1, 4 and 5: a shift, where a comparison chain would cost several instructions a throw.
    value < 8 && 0b11_0010 >> value & 1 == 1
}

/// The probability of each throw value 1–5, in sixteenths (4, 6, 4, 1, 1).
pub const THROW_WEIGHTS: [(u8, u32); 5] = [(1, 4), (2, 6), (3, 4), (4, 1), (5, 1)];

/// Where throws come from: the dice are behind this trait so that play, simulation and replay
/// share one engine.
pub trait ThrowSource {
    fn sticks(&mut self) -> Sticks;

    fn throw(&mut self) -> u8 {
        self.sticks().value()
    }
}

/// Throws from the operating system's entropy (the browser's crypto in wasm).
#[derive(Default)]
pub struct Entropy;

impl ThrowSource for Entropy {
    fn sticks(&mut self) -> Sticks {
        let mut byte = [0u8; 1];
        // Entropy never fails on the supported platforms; a fixed fall would only bias, not break.
        let _ = getrandom::fill(&mut byte);
        Sticks::new(byte[0])
    }
}

/// A fast seeded generator (wyrand) for simulations and tests: one 64-bit draw gives 15 throws.
#[derive(Clone, Debug)]
pub struct Seeded {
    state: u64,
    /// Unused falls, four bits each, below a marker bit: 1 when none are left.
    falls: u64,
}

impl Seeded {
    pub fn new(seed: u64) -> Seeded {
        Seeded { state: seed, falls: 1 }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0xa076_1d64_78bd_642f);
        let t = u128::from(self.state) * u128::from(self.state ^ 0xe703_7ed1_a0b4_28db);
        (t >> 64) as u64 ^ t as u64
    }

    /// A uniform choice in `0..n` (n > 0), for random players.
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// One draw for a random player's throw: whether to revive instead, the throw, and the choice
    /// among the moves it allows.
    pub fn draw(&mut self) -> Draw {
        Draw(self.next_u64())
    }
}

/// One 64-bit draw that serves a random player's whole throw: the fall of the sticks comes from its
/// low four bits, the coin for reviving instead from the next one, the choice among the legal moves
/// from its high half. The benchmark's loop takes one draw a throw instead of three.
#[derive(Clone, Copy, Debug)]
pub struct Draw(u64);

impl Draw {
    pub const fn sticks(self) -> Sticks {
        Sticks::new(self.0 as u8)
    }

    pub const fn value(self) -> u8 {
        self.sticks().value()
    }

    /// A uniform choice in `0..n` (n ≤ 2³²; 0 when n is 0).
    pub const fn pick(self, n: usize) -> usize {
        (((self.0 >> 32) * n as u64) >> 32) as usize
    }

    /// A coin flip, for reviving instead of throwing (K14): the draw's fifth bit.
    pub const fn coin(self) -> bool {
        self.0 & 1 << 4 != 0
    }
}

impl ThrowSource for Seeded {
    fn sticks(&mut self) -> Sticks {
        if self.falls == 1 {
            self.falls = self.next_u64() >> 4 | 1 << 60;
        }
        let sticks = Sticks::new(self.falls as u8);
        self.falls >>= 4;
        sticks
    }
}

/// Throws read from a list, as a replay takes them from the record. Panics when it runs dry:
/// that is a bug in the caller, which knows how many throws it scripted.
#[derive(Clone, Debug, Default)]
pub struct Scripted(VecDeque<u8>);

impl Scripted {
    pub fn new(values: impl IntoIterator<Item = u8>) -> Scripted {
        Scripted(values.into_iter().collect())
    }
}

impl ThrowSource for Scripted {
    fn sticks(&mut self) -> Sticks {
        Sticks::showing(self.0.pop_front().expect("scripted throws ran out"))
    }
}

/// K2, B1: the players throw in turn until one throws a 1; that player plays the spools and starts.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ThrowOff {
    /// Every throw of the throw-off, alternating between the first and the second thrower.
    pub throws: Vec<u8>,
}

impl ThrowOff {
    pub fn throw(source: &mut impl ThrowSource) -> ThrowOff {
        let mut throws = Vec::new();
        loop {
            let value = source.throw();
            throws.push(value);
            if value == 1 {
                return ThrowOff { throws };
            }
        }
    }

    /// Whether the player who threw first won the throw-off (and plays the spools).
    pub fn first_thrower_starts(&self) -> bool {
        self.throws.len() % 2 == 1
    }

    /// Check a throw-off read from outside (a record, a link, a save): values 1–5, ending at its
    /// first 1 (K2, B1), none in the game with the gods (G2), and at most [`MAX_THROW_OFF`] throws.
    /// An empty throw-off is accepted for two players: a record need not say who started.
    pub fn check(throws: &[u8], system: System) -> Result<(), ThrowOffError> {
        if system == System::Gods && !throws.is_empty() {
            return Err(ThrowOffError::Gods);
        }
        if throws.len() > MAX_THROW_OFF {
            return Err(ThrowOffError::TooLong(throws.len()));
        }
        if let Some(&value) = throws.iter().find(|v| !(1..=5).contains(*v)) {
            return Err(ThrowOffError::Value(value));
        }
        match throws.iter().position(|&v| v == 1) {
            Some(first) if first + 1 == throws.len() => Ok(()),
            _ if throws.is_empty() => Ok(()),
            _ => Err(ThrowOffError::NotEndingAtFirstOne),
        }
    }
}

/// The longest throw-off read from outside: 64 throws without a 1 come once in 10⁸ throw-offs
/// (each throw misses the 1 with probability ¾).
pub const MAX_THROW_OFF: usize = 64;

/// Why a throw-off read from outside is not one the rules make.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ThrowOffError {
    /// G2: the gods always start.
    Gods,
    TooLong(usize),
    Value(u8),
    /// K2: the throw-off ends with its first 1.
    NotEndingAtFirstOne,
}

impl fmt::Display for ThrowOffError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ThrowOffError::Gods => write!(f, "the game with the gods has no throw-off (G2)"),
            ThrowOffError::TooLong(n) => write!(f, "a throw-off of {n} throws is longer than any real one (at most {MAX_THROW_OFF})"),
            ThrowOffError::Value(v) => write!(f, "{v} is not a throw (1 to 5)"),
            ThrowOffError::NotEndingAtFirstOne => write!(f, "the throw-off must end with its first 1 (K2)"),
        }
    }
}

impl std::error::Error for ThrowOffError {}
