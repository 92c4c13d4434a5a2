//! The position notation (NOTATION.md): a compact text form of a position at the throw, for tests,
//! the analysis board and a record that starts from a position:
//! `"S:1,3,5 C:2,4 turn:C drowned:C1 bell:S domains:S counter:S1 done:S1"`. Read and written back
//! the same; a position no game can reach is refused with the reason.

use super::game::{Game, Stage};
use super::options::Options;
use super::options::System;
use super::side::{Phase, Side};
use super::squares::{bit, WATER};

/// A position's parts ([`Game::parts`], [`Game::set_up`]): what a link or a save writes of a game
/// that starts from a set position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Parts {
    /// One bit per square (bit n = square n), per side.
    pub board: [u32; 2],
    pub phase: [Phase; 2],
    pub drowned: [u8; 2],
    pub counter: [i8; 2],
    pub phases_done: [u16; 2],
    pub domains: Option<Side>,
    pub to_move: Side,
}

/// The side's letter as the notation writes it (the gods' game reads G and O as well).
fn letter(side: Side) -> char {
    match side {
        Side::Spools => 'S',
        Side::Cones => 'C',
    }
}

fn side_of(letter: &str) -> Result<Side, String> {
    match letter {
        "S" | "G" => Ok(Side::Spools),
        "C" | "O" => Ok(Side::Cones),
        other => Err(format!("{other}: expected a side letter S, C, G or O")),
    }
}

/// `S1`, `C-1`: a side letter and a number.
fn side_number(text: &str) -> Result<(Side, i16), String> {
    let (letter, number) = text.split_at(text.chars().next().map_or(0, char::len_utf8));
    let number = number.parse().map_err(|_| format!("{text}: expected a side letter and a number"))?;
    Ok((side_of(letter)?, number))
}

impl Game {
    /// A game of `options` with the position described by `text` (see the module's documentation).
    /// Pieces neither on the board nor drowned count as off the board (borne off, or still to enter
    /// for a side in its Bell phase). The side to move is to throw.
    pub fn arrange(options: Options, text: &str) -> Result<Game, String> {
        options.validate()?;
        let mut game = Game::new(options);
        game.board = [0, 0];
        game.off = [0, 0];
        for token in text.split_whitespace() {
            let (key, value) = token.split_once(':').ok_or_else(|| format!("{token}: expected key:value"))?;
            match key {
                "S" | "C" | "G" | "O" => {
                    let side = side_of(key)?;
                    for square in value.split(',').filter(|s| !s.is_empty()) {
                        let square: u8 = square.parse().map_err(|_| format!("{square}: not a square"))?;
                        if !(1..=30).contains(&square) || square == 21 {
                            return Err(format!("{square}: a piece stands on 1–30, never on 21"));
                        }
                        if game.piece_at(square).is_some() {
                            return Err(format!("{square}: two pieces on one square"));
                        }
                        game.board[side.index()] |= 1 << square;
                    }
                }
                "turn" => game.to_move = side_of(value)?,
                "bell" => game.phase[side_of(value)?.index()] = Phase::Bell,
                "domains" => game.domains = Some(side_of(value)?),
                "drowned" => {
                    let (side, n) = side_number(value)?;
                    game.drowned[side.index()] = u8::try_from(n).map_err(|_| format!("{value}: bad count"))?;
                }
                "counter" => {
                    let (side, n) = side_number(value)?;
                    game.counter[side.index()] = i8::try_from(n).map_err(|_| format!("{value}: bad counter"))?;
                }
                "done" => {
                    let (side, n) = side_number(value)?;
                    game.phases_done[side.index()] = u16::try_from(n).map_err(|_| format!("{value}: bad count"))?;
                }
                other => return Err(format!("{other}: unknown key")),
            }
        }
        Game::set_up(options, game.parts())
    }

    /// What a position at the throw is made of: each side's squares, phase, drowned pieces, K11
    /// counter and races done, the domains' owner and whose throw it is (the rest follows).
    pub fn parts(&self) -> Parts {
        Parts {
            board: self.board,
            phase: self.phase,
            drowned: self.drowned,
            counter: self.counter,
            phases_done: self.phases_done,
            domains: self.domains,
            to_move: self.to_move,
        }
    }

    /// The position of `parts` in a game of `options`, the side to move to throw; refused, with
    /// the reason, where no game reaches it (as [`Game::arrange`] refuses it).
    pub fn set_up(options: Options, parts: Parts) -> Result<Game, String> {
        options.validate()?;
        let squares = (1..=30).filter(|&s| s != 21).fold(0u32, |mask, s| mask | 1 << s);
        if parts.board.iter().any(|mask| mask & !squares != 0) {
            return Err("a piece stands on 1–30, never on 21".to_string());
        }
        if parts.board[0] & parts.board[1] != 0 {
            return Err("two pieces on one square".to_string());
        }
        let mut game = Game::new(options);
        (game.board, game.phase, game.drowned, game.counter) = (parts.board, parts.phase, parts.drowned, parts.counter);
        (game.phases_done, game.domains, game.to_move) = (parts.phases_done, parts.domains, parts.to_move);
        for side in Side::BOTH {
            let i = side.index();
            let placed = game.board[i].count_ones() as u8 + game.drowned[i];
            game.off[i] = options
                .pieces
                .checked_sub(placed)
                .ok_or_else(|| format!("more than {} pieces for one side", options.pieces))?;
        }
        game.refuse_the_unreachable()?;
        game.stage = Stage::Throw;
        Ok(game)
    }

    /// What no game reaches at a throw: a Kendall piece on the House of Water (it drowns there,
    /// K14), pieces drowned by a side racing Bell's way (B4), a Bell phase outside a Bell or cycles
    /// game. (A side with every piece borne off is a game's end, as the lessons on winning show.)
    fn refuse_the_unreachable(&self) -> Result<(), String> {
        let bell_game = matches!(self.options.system, System::Bell | System::Cycles);
        for side in Side::BOTH {
            let i = side.index();
            match self.phase[i] {
                Phase::Bell if !bell_game => return Err("a Bell race is only in a Bell or cycles game".to_string()),
                Phase::Bell if self.drowned[i] > 0 => return Err("a piece racing Bell's way never drowns".to_string()),
                Phase::Bell => {}
                Phase::Kendall if self.board[i] & bit(WATER) != 0 => {
                    return Err("27: a piece reaching the House of Water drowns, it never stands there".to_string());
                }
                Phase::Kendall => {}
            }
        }
        Ok(())
    }

    /// The position in the notation [`Game::arrange`] reads: what differs from a fresh count
    /// (nothing drowned, no counter, …) is left out. The side to move is to throw.
    pub fn arrangement(&self) -> String {
        let mut parts = Vec::new();
        for side in Side::BOTH {
            let squares = self.squares_of(side).map(|s| s.to_string()).collect::<Vec<_>>();
            parts.push(format!("{}:{}", letter(side), squares.join(",")));
        }
        parts.push(format!("turn:{}", letter(self.to_move)));
        for side in Side::BOTH {
            let (i, letter) = (side.index(), letter(side));
            if self.phase[i] == Phase::Bell && self.options.system != System::Bell {
                parts.push(format!("bell:{letter}"));
            }
            if self.drowned[i] > 0 {
                parts.push(format!("drowned:{letter}{}", self.drowned[i]));
            }
            if self.counter[i] != 0 {
                parts.push(format!("counter:{letter}{}", self.counter[i]));
            }
            if self.phases_done[i] > 0 {
                parts.push(format!("done:{letter}{}", self.phases_done[i]));
            }
        }
        if let Some(owner) = self.domains {
            parts.push(format!("domains:{}", letter(owner)));
        }
        parts.join(" ")
    }
}
