//! A compact text form of a position, for tests and for setting up a study board:
//! `"S:1,3,5 C:2,4 turn:C drowned:C1 bell:S domains:S counter:S1 done:S1"`.

use super::game::{Game, Stage};
use super::options::Options;
use super::side::{Phase, Side};

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
        for side in Side::BOTH {
            let i = side.index();
            let placed = game.board[i].count_ones() as u8 + game.drowned[i];
            game.off[i] = options
                .pieces
                .checked_sub(placed)
                .ok_or_else(|| format!("more than {} pieces for one side", options.pieces))?;
        }
        game.stage = Stage::Throw;
        Ok(game)
    }
}
