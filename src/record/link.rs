//! A whole game in a few hundred characters, for a share link: the options, the throw-off and every
//! throw and choice, each written as a digit whose base the rules give at that point (a throw is
//! one of five values, a move one of the legal moves), packed in base 64 into blocks of ten
//! characters, read in time linear in the length. A game played on from a set position (the
//! analysis board's) carries the position instead of a throw-off (format 3).

use std::fmt;

use super::digits::{digit_value, BlockReader, Digits, Writer};
use crate::engine::{Action, CycleGoal, Game, Options, Phase, Side, Stage, System, ThrowOff, ThrowOffError, MAX_THROW_OFF};

/// The link format written today. Format 1 (one big number for the whole game, quadratic to read)
/// is still read, so that old links keep their meaning.
const VERSION: u32 = 2;
/// The format of a game from a set position: format 2 with the position after the players.
const FROM_A_POSITION: u32 = 3;
/// The longest link written or read: about 26,000 throws. Longer games are shared as record files.
pub const MAX_CHARS: usize = 20_000;
/// A game as a link carries it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameLink {
    pub options: Options,
    pub throw_off: Vec<u8>,
    pub actions: Vec<Action>,
    /// Who plays each side: 0 for a person, else the computer's level number (1-based).
    pub players: [u8; 2],
    /// The position the game starts from, when not the usual setup (no throw-off then).
    pub start: Option<Game>,
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

/// Why a game cannot be written as a link.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EncodeError {
    /// An action is not one the game takes, or the throw-off is not one the rules make.
    NotAGame,
    /// The game is longer than a link may be: it takes `chars` characters.
    TooLong { chars: usize },
}

fn digit_of(i: usize, c: u8) -> Result<u8, LinkError> {
    digit_value(c).ok_or_else(|| {
        error(format!("character {} of the link ('{}') cannot be part of a game", i + 1, char::from(c)))
    })
}

/// Format 1: the whole link is one number, divided by each digit's base in turn (quadratic in the
/// length, bounded by [`MAX_CHARS`]).
struct NumberReader(Vec<u32>);

impl NumberReader {
    /// Base 64 is six bits a character: the number is the characters' bits, little-endian.
    fn new(digits: &[u8]) -> NumberReader {
        let mut limbs = vec![0u32; (digits.len() * 6).div_ceil(32)];
        for (i, &d) in digits.iter().enumerate() {
            let digit = u64::from(d) << (i * 6 % 32);
            limbs[i * 6 / 32] |= digit as u32;
            if let Some(next) = limbs.get_mut(i * 6 / 32 + 1) {
                *next |= (digit >> 32) as u32;
            }
        }
        while limbs.last() == Some(&0) {
            limbs.pop();
        }
        NumberReader(limbs)
    }
}

impl Digits for NumberReader {
    fn take(&mut self, base: u32) -> u32 {
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

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The base of the digit for the next action, and the digit of `action`.
pub(crate) fn encode_action(game: &Game, action: Action) -> Option<(u32, u32)> {
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

pub(crate) fn decode_action(game: &Game, reader: &mut impl Digits) -> Result<Action, LinkError> {
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

/// Write a game as link text, at most [`MAX_CHARS`] long.
pub fn encode(link: &GameLink) -> Result<String, EncodeError> {
    let text = pack(link)?;
    if text.len() > MAX_CHARS {
        return Err(EncodeError::TooLong { chars: text.len() });
    }
    Ok(text)
}

/// The digits of a game's actions, each in the base the rules give where it was played: kept as
/// the game goes on, so that writing its link does not replay the game.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct ActionDigits(Vec<(u32, u32)>);

impl ActionDigits {
    /// Add `action`, about to be played in `game`.
    pub fn push(&mut self, game: &Game, action: Action) -> Result<(), EncodeError> {
        self.0.push(encode_action(game, action).ok_or(EncodeError::NotAGame)?);
        Ok(())
    }

    /// The digits of every action of a game from `start`.
    pub fn of_game(start: Game, actions: &[Action]) -> Result<ActionDigits, EncodeError> {
        let mut digits = ActionDigits::default();
        let mut game = start;
        for &action in actions {
            digits.push(&game, action)?;
            game.act(action).map_err(|_| EncodeError::NotAGame)?;
        }
        Ok(digits)
    }
}

/// A game's options as digits: the system, the pieces, touch-move, release, the cycles or the time
/// limit (a share link's, and a friend's invitation's).
pub(crate) fn put_options(digits: &mut Writer, options: &Options) {
    let system = System::ALL.iter().position(|&s| s == options.system).unwrap_or(0);
    digits.put(system as u32, 4);
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
}

/// Options written by [`put_options`], not yet checked.
pub(crate) fn take_options(reader: &mut impl Digits) -> Options {
    let system = System::ALL[reader.take(4) as usize];
    let mut options = Options::new(system, if reader.take(2) == 1 { 7 } else { 5 });
    options.touch_move = reader.take(2) == 1;
    options.release = reader.take(2) == 1;
    options.goal = match reader.take(2) {
        0 => CycleGoal::Cycles(reader.take(256) as u8),
        _ => CycleGoal::TimeLimit { minutes: reader.take(100_000) },
    };
    options
}

/// Write a game in the link's format, however long (for the games library: a game in a few
/// hundred characters).
pub fn pack(link: &GameLink) -> Result<String, EncodeError> {
    let actions = ActionDigits::of_game(link.start.unwrap_or_else(|| Game::new(link.options)), &link.actions)?;
    pack_digits(link.options, &link.throw_off, link.players, link.start.as_ref(), &actions)
}

/// A set position's parts as digits (format 3's, after the players).
fn put_position(digits: &mut Writer, game: &Game) {
    let parts = game.parts();
    for side in 0..2 {
        digits.put(parts.board[side] >> 1, 1 << 30);
        digits.put(u32::from(parts.phase[side] == Phase::Bell), 2);
        digits.put(u32::from(parts.drowned[side].min(7)), 8);
        digits.put((i32::from(parts.counter[side]) + 128) as u32, 256);
        digits.put(u32::from(parts.phases_done[side]), 1 << 16);
    }
    digits.put(parts.domains.map_or(0, |side| side.index() as u32 + 1), 3);
    digits.put(parts.to_move.index() as u32, 2);
}

/// A set position written by [`put_position`], checked as the position notation checks one.
fn take_position(reader: &mut impl Digits, options: Options) -> Result<Game, LinkError> {
    let side = |index: u32| if index == 0 { Side::Spools } else { Side::Cones };
    let mut parts = Game::new(options).parts();
    for i in 0..2 {
        parts.board[i] = reader.take(1 << 30) << 1;
        parts.phase[i] = if reader.take(2) == 1 { Phase::Bell } else { Phase::Kendall };
        parts.drowned[i] = reader.take(8) as u8;
        parts.counter[i] = (reader.take(256) as i32 - 128) as i8;
        parts.phases_done[i] = reader.take(1 << 16) as u16;
    }
    parts.domains = reader.take(3).checked_sub(1).map(side);
    parts.to_move = side(reader.take(2));
    Game::set_up(options, parts).map_err(|e| error(format!("the link's position: {e}")))
}

/// A game in the link's format from its parts, its actions as their digits.
pub fn pack_digits(options: Options, throw_off: &[u8], players: [u8; 2], start: Option<&Game>, actions: &ActionDigits) -> Result<String, EncodeError> {
    // A set position has no throw-off; the usual setup has one (K2).
    match start {
        Some(_) if !throw_off.is_empty() => return Err(EncodeError::NotAGame),
        Some(_) => {}
        None => ThrowOff::check(throw_off, options.system).map_err(|_| EncodeError::NotAGame)?,
    }
    let mut digits = Writer::new();
    // Format 3 only for a game from a set position: every other link reads as before.
    digits.put(if start.is_some() { FROM_A_POSITION } else { VERSION }, 64);
    put_options(&mut digits, &options);
    for player in players {
        digits.put(u32::from(player.min(15)), 16);
    }
    if let Some(start) = start {
        put_position(&mut digits, start);
    }
    digits.put(throw_off.len() as u32, 1 << 16);
    for &value in throw_off {
        digits.put(u32::from(value) - 1, 5);
    }
    let count = u32::try_from(actions.0.len()).ok().filter(|&n| n < 1 << 24).ok_or(EncodeError::TooLong { chars: usize::MAX })?;
    digits.put(count, 1 << 24);
    for &(digit, base) in &actions.0 {
        digits.put(digit, base);
    }
    // The end marker: without it trailing zero digits could not be told from a cut link.
    digits.put(1, 2);
    Ok(digits.into_text())
}

/// Read link text back into a game; every action is checked by the rules as it is read.
pub fn decode(text: &str) -> Result<GameLink, LinkError> {
    if text.len() > MAX_CHARS {
        return Err(error("the link is too long to hold a game"));
    }
    unpack(text)
}

/// Read a game written by [`pack`], however long (format 2 reads in time linear in its length).
pub fn unpack(text: &str) -> Result<GameLink, LinkError> {
    let digits = text.bytes().enumerate().map(|(i, c)| digit_of(i, c)).collect::<Result<Vec<u8>, _>>()?;
    if digits.last() == Some(&0) {
        // A zero as the last digit: the writer never leaves one, so something was added.
        return Err(error("the link does not end where the game does"));
    }
    // Both formats start with the version, a digit of base 64: the first character.
    match digits.first().map_or(0, |&d| u32::from(d)) {
        1 => read_game(&mut NumberReader::new(&digits), false),
        VERSION => read_game(&mut BlockReader::new(&digits), false),
        FROM_A_POSITION => read_game(&mut BlockReader::new(&digits), true),
        version => Err(error(format!("the link is in format {version}; this app reads formats 1 to {FROM_A_POSITION}"))),
    }
}

/// Everything after the format's version: the options, the players, the set position (`from_a_position`)
/// or the throw-off, and the actions.
fn read_game(reader: &mut impl Digits, from_a_position: bool) -> Result<GameLink, LinkError> {
    reader.take(64); // the version, known from the first character
    let options = take_options(reader);
    options.validate().map_err(|e| error(format!("the link's options are not a game: {e}")))?;
    let players = [reader.take(16) as u8, reader.take(16) as u8];
    let start = if from_a_position { Some(take_position(reader, options)?) } else { None };
    let length = reader.take(1 << 16) as usize;
    if length > MAX_THROW_OFF {
        return Err(error(format!("the link's throw-off: {}", ThrowOffError::TooLong(length))));
    }
    let throw_off = (0..length).map(|_| reader.take(5) as u8 + 1).collect::<Vec<_>>();
    match start {
        Some(_) if !throw_off.is_empty() => return Err(error("a game from a set position has no throw-off")),
        Some(_) => {}
        None => ThrowOff::check(&throw_off, options.system).map_err(|e| error(format!("the link's throw-off: {e}")))?,
    }
    let count = reader.take(1 << 24);
    let mut game = start.unwrap_or_else(|| Game::new(options));
    let mut actions = Vec::new();
    for _ in 0..count {
        if reader.is_empty() {
            return Err(error("the link is cut short"));
        }
        let action = decode_action(&game, reader)?;
        game.act(action).map_err(|e| error(format!("move {} of the link breaks the rules: {e}", actions.len() + 1)))?;
        actions.push(action);
    }
    if reader.take(2) != 1 || !reader.is_empty() {
        return Err(error("the link does not end where the game does"));
    }
    Ok(GameLink { options, throw_off, actions, players, start })
}
