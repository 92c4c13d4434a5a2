//! A whole game in a few hundred characters, for a share link: the options, the throw-off and every
//! throw and choice, each written as a digit whose base the rules give at that point (a throw is
//! one of five values, a move one of the legal moves), packed into one number in base 64.

use std::fmt;

use crate::engine::{Action, CycleGoal, Game, Options, Stage, System};

/// The link format's version: a later format is refused with a clear message.
const VERSION: u32 = 1;
/// Sixty-four characters that need no escaping in a URL fragment.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/// A link longer than this is not one of ours (a 400-throw game takes about 300 characters).
const MAX_CHARS: usize = 20_000;

/// A game as a link carries it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameLink {
    pub options: Options,
    pub throw_off: Vec<u8>,
    pub actions: Vec<Action>,
    /// Who plays each side: 0 for a person, else the computer's level number (1-based).
    pub players: [u8; 2],
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LinkError(String);

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LinkError {}

fn error(message: impl Into<String>) -> LinkError {
    LinkError(message.into())
}

/// An unbounded natural number, little-endian in base 2³², for the mixed-radix packing.
#[derive(Default)]
struct Natural(Vec<u32>);

impl Natural {
    fn mul_add(&mut self, base: u32, digit: u32) {
        let mut carry = u64::from(digit);
        for limb in &mut self.0 {
            let product = u64::from(*limb) * u64::from(base) + carry;
            *limb = product as u32;
            carry = product >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    fn div_rem(&mut self, base: u32) -> u32 {
        let mut remainder = 0u64;
        for limb in self.0.iter_mut().rev() {
            let value = (remainder << 32) | u64::from(*limb);
            *limb = (value / u64::from(base)) as u32;
            remainder = value % u64::from(base);
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        remainder as u32
    }
}

/// Digits and their bases, written in order; packed with the first digit least significant, so that
/// reading takes them in the same order without knowing the later bases in advance.
#[derive(Default)]
struct Digits(Vec<(u32, u32)>);

impl Digits {
    fn put(&mut self, digit: u32, base: u32) {
        debug_assert!(digit < base);
        self.0.push((digit, base));
    }

    fn into_text(self) -> String {
        let mut number = Natural::default();
        for &(digit, base) in self.0.iter().rev() {
            number.mul_add(base, digit);
        }
        let mut text = String::new();
        while !number.0.is_empty() {
            text.push(char::from(ALPHABET[number.div_rem(64) as usize]));
        }
        text
    }
}

struct Reader(Natural);

impl Reader {
    fn new(text: &str) -> Result<Reader, LinkError> {
        if text.len() > MAX_CHARS {
            return Err(error("the link is too long to hold a game"));
        }
        if text.ends_with('A') {
            // A zero as the last digit: the writer never leaves one, so something was added.
            return Err(error("the link does not end where the game does"));
        }
        let mut number = Natural::default();
        for (i, c) in text.bytes().enumerate().rev() {
            let digit = ALPHABET.iter().position(|&a| a == c).ok_or_else(|| {
                error(format!("character {} of the link ('{}') cannot be part of a game", i + 1, char::from(c)))
            })?;
            number.mul_add(64, digit as u32);
        }
        Ok(Reader(number))
    }

    fn take(&mut self, base: u32) -> u32 {
        self.0.div_rem(base)
    }

    /// Whether nothing is left: the end marker was read, or the text was cut short.
    fn is_empty(&self) -> bool {
        self.0 .0.is_empty()
    }
}

/// The base of the digit for the next action, and the digit of `action`.
fn encode_action(game: &Game, action: Action) -> Option<(u32, u32)> {
    match (game.stage(), action) {
        (Stage::Throw, Action::Throw(v)) => Some((u32::from(v) - 1, 6)),
        (Stage::Throw, Action::Revive) => Some((5, 6)),
        (Stage::GodsPiece { .. }, Action::GodsPiece(n)) => Some((u32::from(n) - 1, 5)),
        (Stage::Fate { .. }, Action::Fate(v)) => Some((u32::from(v) - 1, 5)),
        (Stage::Move { .. }, Action::Move(mv)) => {
            let moves = game.legal_moves();
            let index = moves.iter().position(|m| m == mv)?;
            Some((index as u32, 2 * moves.len() as u32))
        }
        (Stage::Move { .. }, Action::Touch(square)) => {
            let moves = game.legal_moves();
            let index = moves.iter().position(|m| m.is_touched_on(square))?;
            Some((moves.len() as u32 + index as u32, 2 * moves.len() as u32))
        }
        _ => None,
    }
}

fn decode_action(game: &Game, reader: &mut Reader) -> Result<Action, LinkError> {
    Ok(match game.stage() {
        Stage::Throw => match reader.take(6) {
            5 => Action::Revive,
            v => Action::Throw(v as u8 + 1),
        },
        Stage::GodsPiece { .. } => Action::GodsPiece(reader.take(5) as u8 + 1),
        Stage::Fate { .. } => Action::Fate(reader.take(5) as u8 + 1),
        Stage::Move { .. } => {
            let moves = game.legal_moves();
            let digit = reader.take(2 * moves.len() as u32) as usize;
            let mv = moves.get(digit % moves.len()).ok_or_else(|| error("the link names a move that does not exist"))?;
            if digit < moves.len() {
                Action::Move(mv)
            } else {
                Action::Touch(mv.from)
            }
        }
        Stage::Over { .. } => return Err(error("the link goes on after the end of the game")),
    })
}

/// Write a game as link text. `None` when an action is not one the game takes (not a real game).
pub fn encode(link: &GameLink) -> Option<String> {
    let options = link.options;
    let mut digits = Digits::default();
    digits.put(VERSION, 64);
    digits.put(System::ALL.iter().position(|&s| s == options.system)? as u32, 4);
    digits.put(u32::from(options.pieces == 7), 2);
    digits.put(u32::from(options.touch_move), 2);
    digits.put(u32::from(options.release), 2);
    match options.goal {
        CycleGoal::Cycles(n) => {
            digits.put(0, 2);
            digits.put(u32::from(n), 256);
        }
        CycleGoal::TimeLimit { minutes } => {
            digits.put(1, 2);
            digits.put(minutes.min(99_999), 100_000);
        }
    }
    for player in link.players {
        digits.put(u32::from(player), 16);
    }
    digits.put(u32::try_from(link.throw_off.len()).ok().filter(|&n| n < 1 << 16)?, 1 << 16);
    for &value in &link.throw_off {
        digits.put(u32::from(value).checked_sub(1).filter(|&v| v < 5)?, 5);
    }
    digits.put(u32::try_from(link.actions.len()).ok().filter(|&n| n < 1 << 24)?, 1 << 24);
    let mut game = Game::new(options);
    for &action in &link.actions {
        let (digit, base) = encode_action(&game, action)?;
        digits.put(digit, base);
        game.act(action).ok()?;
    }
    // The end marker: without it trailing zero digits could not be told from a cut link.
    digits.put(1, 2);
    Some(digits.into_text())
}

/// Read link text back into a game; every action is checked by the rules as it is read.
pub fn decode(text: &str) -> Result<GameLink, LinkError> {
    let mut reader = Reader::new(text)?;
    let version = reader.take(64);
    if version != VERSION {
        return Err(error(format!("the link is in format {version}; this app reads format {VERSION}")));
    }
    let system = System::ALL[reader.take(4) as usize];
    let pieces = if reader.take(2) == 1 { 7 } else { 5 };
    let mut options = Options::new(system, pieces);
    options.touch_move = reader.take(2) == 1;
    options.release = reader.take(2) == 1;
    options.goal = match reader.take(2) {
        0 => CycleGoal::Cycles(reader.take(256) as u8),
        _ => CycleGoal::TimeLimit { minutes: reader.take(100_000) },
    };
    options.validate().map_err(|e| error(format!("the link's options are not a game: {e}")))?;
    let players = [reader.take(16) as u8, reader.take(16) as u8];
    let throw_off = (0..reader.take(1 << 16)).map(|_| reader.take(5) as u8 + 1).collect::<Vec<_>>();
    if throw_off.last().is_some_and(|&t| t != 1) {
        return Err(error("the link's throw-off does not end with a 1"));
    }
    let count = reader.take(1 << 24);
    let mut game = Game::new(options);
    let mut actions = Vec::new();
    for _ in 0..count {
        if reader.is_empty() {
            return Err(error("the link is cut short"));
        }
        let action = decode_action(&game, &mut reader)?;
        game.act(action).map_err(|e| error(format!("move {} of the link breaks the rules: {e}", actions.len() + 1)))?;
        actions.push(action);
    }
    if reader.take(2) != 1 || !reader.is_empty() {
        return Err(error("the link does not end where the game does"));
    }
    Ok(GameLink { options, throw_off, actions, players })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_numbers_pack_and_unpack() {
        let mut digits = Digits::default();
        let values = [(3, 7), (0, 2), (65535, 65536), (4, 5), (1, 1 << 24)];
        for (d, b) in values {
            digits.put(d, b);
        }
        let text = digits.into_text();
        let mut reader = Reader::new(&text).unwrap();
        for (d, b) in values {
            assert_eq!(reader.take(b), d);
        }
        assert!(reader.is_empty());
    }
}
