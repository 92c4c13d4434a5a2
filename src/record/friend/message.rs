//! The links two friends exchange, as text: the invitation (`i`) and every message after it (`f`),
//! made of the share link's digits (see `digits`).

use super::chain::Digest;
use super::FriendError;
use crate::engine::{Action, Game, Options, System};
use crate::record::digits::{digit_values, BlockReader, Digits, Writer};
use crate::record::link::{decode_action, encode_action, put_options, take_options};

/// How an invitation's text begins (a link's fragment after `#`).
pub const INVITATION: &str = "i=";
/// How every later message's text begins.
pub const MESSAGE: &str = "f=";
/// The version of both kinds of message written today.
pub(super) const VERSION: u32 = 1;
/// The longest name a player gives, in bytes of UTF-8.
pub const MAX_NAME_BYTES: usize = 40;
/// A game is named in its messages by the first bytes of the inviter's commitment.
pub const ID_BYTES: usize = 8;
pub type GameId = [u8; ID_BYTES];

/// What the inviter sends first: the game and their commitment.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Invitation {
    pub options: Options,
    pub commitment: Digest,
    pub name: String,
}

/// Every message after the invitation: the acceptance (number 1, with the friend's commitment),
/// then one each time the turn passes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    pub game: GameId,
    /// 1 for the acceptance, then 2, 3, …: the players' messages alternate.
    pub number: u32,
    /// The sender's latest element, and its number in their chain.
    pub element: (u32, Digest),
    /// The acceptance's: the friend's commitment and name.
    pub accepted: Option<(Digest, String)>,
    pub resigned: bool,
    /// The actions of the sender's turn, written each as a digit in the base the rules give where
    /// it is played (so read against the game they are played in).
    pub actions: Vec<Action>,
}

fn put_name(digits: &mut Writer, name: &str) {
    let name = clip_name(name);
    digits.put(name.len() as u32, MAX_NAME_BYTES as u32 + 1);
    digits.put_bytes(name.as_bytes());
}

/// A name cut to [`MAX_NAME_BYTES`] at a character's boundary, without control characters.
pub fn clip_name(name: &str) -> String {
    let mut clipped = String::new();
    for c in name.trim().chars().filter(|c| !c.is_control()) {
        if clipped.len() + c.len_utf8() > MAX_NAME_BYTES {
            break;
        }
        clipped.push(c);
    }
    clipped
}

fn take_name(reader: &mut BlockReader) -> Result<String, FriendError> {
    let length = reader.take(MAX_NAME_BYTES as u32 + 1) as usize;
    let bytes = (0..length).map(|_| reader.take(256) as u8).collect::<Vec<_>>();
    String::from_utf8(bytes).map(|name| clip_name(&name)).map_err(|_| FriendError::Damaged)
}

/// The digits of a message's text, checked for its kind's letter.
pub(super) fn digits_of(text: &str, kind: &str) -> Result<Vec<u8>, FriendError> {
    let body = text.strip_prefix(kind).ok_or(FriendError::Damaged)?;
    if body.len() > super::MAX_MESSAGE_CHARS {
        return Err(FriendError::Damaged);
    }
    let digits = digit_values(body).ok_or(FriendError::Damaged)?;
    // The writer never ends on a zero: one there was added.
    match digits.last() {
        Some(&last) if last != 0 => Ok(digits),
        _ => Err(FriendError::Damaged),
    }
}

/// The end of a message: its marker, and nothing after it.
pub(super) fn check_end(reader: &mut BlockReader) -> Result<(), FriendError> {
    if reader.take(2) == 1 && reader.is_empty() {
        Ok(())
    } else {
        Err(FriendError::Damaged)
    }
}

pub(super) fn check_version(reader: &mut BlockReader) -> Result<(), FriendError> {
    match reader.take(64) {
        VERSION => Ok(()),
        newer => Err(FriendError::Version(newer)),
    }
}

impl Invitation {
    pub fn to_text(&self) -> String {
        let mut digits = Writer::new();
        digits.put(VERSION, 64);
        put_options(&mut digits, &self.options);
        digits.put_bytes(&self.commitment);
        put_name(&mut digits, &self.name);
        digits.put(1, 2);
        format!("{INVITATION}{}", digits.into_text())
    }

    pub fn read(text: &str) -> Result<Invitation, FriendError> {
        let digits = digits_of(text, INVITATION)?;
        let mut reader = BlockReader::new(&digits);
        check_version(&mut reader)?;
        let options = take_options(&mut reader);
        if options.system == System::Gods || options.validate().is_err() {
            return Err(FriendError::Damaged);
        }
        let commitment = reader.take_bytes();
        let name = take_name(&mut reader)?;
        check_end(&mut reader)?;
        Ok(Invitation { options, commitment, name })
    }

    pub fn game(&self) -> GameId {
        game_id(&self.commitment)
    }
}

/// The game a message belongs to (its other parts are checked by `Pact::receive`).
pub fn game_of(text: &str) -> Result<GameId, FriendError> {
    let mut id = None;
    let read = Message::read(text, |message| {
        id = Some(message.game);
        Err(FriendError::OtherGame)
    });
    match (read, id) {
        (_, Some(id)) => Ok(id),
        (Err(error), None) => Err(error),
        (Ok(_), None) => Err(FriendError::Damaged),
    }
}

/// The id of the game whose inviter committed to `commitment`.
pub fn game_id(commitment: &Digest) -> GameId {
    std::array::from_fn(|i| commitment[i])
}

/// The most actions one message carries (a turn of a real game has a few dozen at most).
const MAX_ACTIONS: u32 = 1 << 12;
/// Message numbers and element numbers fit these.
const NUMBER_BASE: u32 = 1 << 20;

impl Message {
    /// The message as text, its actions played from `game`; `None` if the rules refuse one.
    pub fn to_text(&self, mut game: Game) -> Option<String> {
        let mut digits = Writer::new();
        digits.put(VERSION, 64);
        digits.put_bytes(&self.game);
        digits.put(self.number, NUMBER_BASE);
        digits.put(self.element.0, NUMBER_BASE);
        digits.put_bytes(&self.element.1);
        digits.put(u32::from(self.accepted.is_some()), 2);
        if let Some((commitment, name)) = &self.accepted {
            digits.put_bytes(commitment);
            put_name(&mut digits, name);
        }
        digits.put(u32::from(self.resigned), 2);
        digits.put(self.actions.len() as u32, MAX_ACTIONS);
        for &action in &self.actions {
            let (digit, base) = encode_action(&game, action)?;
            digits.put(digit, base);
            game.act(action).ok()?;
        }
        digits.put(1, 2);
        Some(format!("{MESSAGE}{}", digits.into_text()))
    }

    /// Read a message; its actions are read in the game that `game_for` gives for its other parts
    /// (the receiver's game as it stands), and must follow the rules there.
    pub fn read(text: &str, game_for: impl FnOnce(&Message) -> Result<Game, FriendError>) -> Result<Message, FriendError> {
        let digits = digits_of(text, MESSAGE)?;
        let mut reader = BlockReader::new(&digits);
        check_version(&mut reader)?;
        let game = reader.take_bytes();
        let number = reader.take(NUMBER_BASE);
        let element = (reader.take(NUMBER_BASE), reader.take_bytes());
        let accepted = match reader.take(2) {
            1 => Some((reader.take_bytes(), take_name(&mut reader)?)),
            _ => None,
        };
        let resigned = reader.take(2) == 1;
        let count = reader.take(MAX_ACTIONS);
        let mut message = Message { game, number, element, accepted, resigned, actions: Vec::new() };
        let mut game = game_for(&message)?;
        for _ in 0..count {
            if reader.is_empty() {
                return Err(FriendError::Damaged);
            }
            let action = decode_action(&game, &mut reader).map_err(|_| FriendError::Illegal)?;
            game.act(action).map_err(|_| FriendError::Illegal)?;
            message.actions.push(action);
        }
        check_end(&mut reader)?;
        Ok(message)
    }
}
