//! A game between two friends on two devices, by the links they send each other, with throws
//! neither can choose, bias or make again, and no server (NOTATION.md, "A game with a friend").
//!
//! Each player commits to a hash chain ([`chain`]) before seeing anything of the other's; the
//! throws of each run ([`runs`]) are drawn from both players' elements for that run, each revealed
//! only once the other's is fixed. Every message is checked against the commitments and the rules
//! before it changes anything ([`Pact::receive`]).

pub mod chain;
pub mod message;
pub mod runs;
pub mod signal;
mod verify;

use std::fmt;

use chain::{element, follows, hashed, Digest, Seed, LENGTH};
use message::{game_id, GameId, Invitation, Message};
use runs::{Draw, Runs};

use crate::engine::{Action, Game, Options, Side, Sticks, MAX_THROW_OFF};
use crate::record::digits::{digit_values, BlockReader, Digits, Writer};

pub use verify::{verify_record, FairCheck};

/// The longest message read: a turn with the most actions a message holds.
pub const MAX_MESSAGE_CHARS: usize = 4_000;

/// The inviter and the friend who accepted: index 0 and 1 of a pact's pairs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Role {
    Inviter,
    Invited,
}

impl Role {
    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn other(self) -> Role {
        match self {
            Role::Inviter => Role::Invited,
            Role::Invited => Role::Inviter,
        }
    }

    /// The side this role plays once the throw-off is known: its winner plays the spools (K2), and
    /// the inviter throws first.
    pub fn side(self, throw_off: &[u8]) -> Side {
        // K2: an odd number of throws ended on the first thrower's.
        let inviter_starts = throw_off.len() % 2 == 1;
        if inviter_starts == (self == Role::Inviter) {
            Side::Spools
        } else {
            Side::Cones
        }
    }
}

/// Why a friend's link changes nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FriendError {
    /// Not a link of this kind, or cut or changed on the way.
    Damaged,
    /// Written by a newer version of the app.
    Version(u32),
    /// A link of a game this browser does not have.
    OtherGame,
    /// The player's own link, opened where it was made.
    OwnLink,
    /// Opened before, or older than one opened since.
    AlreadyOpened,
    /// It answers a link not sent yet, or one of the friend's links is missing before it.
    OutOfOrder,
    /// The friend's secret does not hash to their commitment.
    BadElement,
    /// Throw `n` (from 1) of the message is not the one the commitments give.
    BadThrow(usize),
    /// A move the rules refuse.
    Illegal,
    /// It changes moves the friend made before, sent over the live connection.
    Changed,
    /// It plays for the receiver, or stops before the friend's turn is over.
    NotTheirTurn,
    /// The game's throws have used up the chains (more than 65,000 turns).
    ChainUsedUp,
    /// No 1 in the longest throw-off the rules read (once in 10⁸ games).
    ThrowOffUndecided,
}

impl fmt::Display for FriendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FriendError::Damaged => write!(f, "the link is damaged or cut short"),
            FriendError::Version(v) => write!(f, "the link was made by a newer version of the app (format {v})"),
            FriendError::OtherGame => write!(f, "the link belongs to a game this browser does not have"),
            FriendError::OwnLink => write!(f, "this is your own link: send it to your friend"),
            FriendError::AlreadyOpened => write!(f, "this link was opened before, or a newer one was"),
            FriendError::OutOfOrder => write!(f, "the link does not come next: one is missing before it, or it answers a link not sent"),
            FriendError::BadElement => write!(f, "the link's secret does not match the friend's commitment"),
            FriendError::BadThrow(n) => write!(f, "throw {n} of the link is not the one the commitments give"),
            FriendError::Illegal => write!(f, "a move of the link breaks the rules"),
            FriendError::Changed => write!(f, "the link changes moves your friend made live before"),
            FriendError::NotTheirTurn => write!(f, "the link plays for you, or stops before your friend's turn is over"),
            FriendError::ChainUsedUp => write!(f, "the game is longer than its secrets allow"),
            FriendError::ThrowOffUndecided => write!(f, "the throw-off found no 1: start a new game"),
        }
    }
}

impl std::error::Error for FriendError {}

/// One player's side of a game with a friend: the secrets and commitments, what each has revealed,
/// and how far the messages have come. The game itself (options, throw-off, actions) is kept
/// beside it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pact {
    pub me: Role,
    seed: Seed,
    /// Both commitments, the inviter's first (the friend's is zero until they accept).
    pub commitments: [Digest; 2],
    /// The latest element each player has revealed, with its number (0: the commitment).
    pub revealed: [(u32, Digest); 2],
    pub names: [String; 2],
    /// The number of the friend's last message (the invitation is 0), if any came.
    pub heard: Option<u32>,
    /// The game's actions when it came: later ones are the player's own, for their next message.
    pub heard_actions: usize,
    /// When the turn last passed (ms since 1970): the friend's last message came, or the player's
    /// was made; for the inviter at first, when they invited.
    pub since: u64,
    /// Who resigned, if one did.
    pub resigned: Option<Role>,
}

/// A friend's message, checked: what the pact and the game become.
#[derive(Clone, Debug)]
pub struct Received {
    pub pact: Pact,
    pub throw_off: Vec<u8>,
    /// The friend's actions, to play after the game's.
    pub actions: Vec<Action>,
    /// Their turn is not over: more of it is to come (over a live connection).
    pub part: bool,
}

/// How a friend's message came.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Way {
    /// A link: always a whole turn.
    Link,
    /// A live connection: the turn so far, as it is played.
    Live,
}

/// The player's own turn after the friend's last message (`Pact::own_turn`).
struct OwnTurn {
    /// The position the friend's last message reached.
    heard: Game,
    /// The position the player's own actions reach.
    reached: Game,
    /// The number of actions up to there.
    end: usize,
}

/// A message to send.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outgoing {
    pub text: String,
    /// The sender's element it reveals (to note in their pact: the record shows it).
    pub element: (u32, Digest),
}

/// The fall of the sticks for `draw`, from both commitments and both players' elements for its run.
pub fn draw_sticks(commitments: &[Digest; 2], elements: [&Digest; 2], draw: Draw) -> Sticks {
    let mut bytes = Vec::with_capacity(136);
    for part in [&commitments[0], &commitments[1], elements[0], elements[1]] {
        bytes.extend_from_slice(part);
    }
    bytes.extend_from_slice(&draw.run.to_le_bytes());
    bytes.extend_from_slice(&draw.throw.to_le_bytes());
    Sticks::new(chain::hash(&bytes)[0])
}

/// The throw-off (run 0) from both players' first elements: the inviter throws first.
fn throw_off_of(commitments: &[Digest; 2], elements: [&Digest; 2]) -> Result<Vec<u8>, FriendError> {
    let mut throws = Vec::new();
    for throw in 0..MAX_THROW_OFF as u32 {
        let value = draw_sticks(commitments, elements, Draw { run: 0, throw }).value();
        throws.push(value);
        if value == 1 {
            return Ok(throws);
        }
    }
    Err(FriendError::ThrowOffUndecided)
}

impl Pact {
    /// The inviter's pact, and the invitation to send.
    pub fn invite(options: Options, seed: Seed, name: &str, now: u64) -> (Pact, Invitation) {
        let commitment = element(&seed, 0);
        let name = message::clip_name(name);
        let pact = Pact {
            me: Role::Inviter,
            seed,
            commitments: [commitment, [0; 32]],
            revealed: [(0, commitment), (0, [0; 32])],
            names: [name.clone(), String::new()],
            heard: None,
            heard_actions: 0,
            since: now,
            resigned: None,
        };
        (pact, Invitation { options, commitment, name })
    }

    /// The friend's pact on accepting `invitation` (their acceptance is their first
    /// [`outgoing`](Pact::outgoing) message).
    pub fn accept(invitation: &Invitation, seed: Seed, name: &str, now: u64) -> Pact {
        let commitment = element(&seed, 0);
        Pact {
            me: Role::Invited,
            seed,
            commitments: [invitation.commitment, commitment],
            revealed: [(0, invitation.commitment), (0, commitment)],
            names: [invitation.name.clone(), message::clip_name(name)],
            heard: Some(0),
            heard_actions: 0,
            since: now,
            resigned: None,
        }
    }

    pub fn game(&self) -> GameId {
        game_id(&self.commitments[0])
    }

    /// The invitation, for the inviter to send again while it waits for an answer.
    pub fn invitation(&self, options: Options) -> Option<Invitation> {
        (self.me == Role::Inviter && self.heard.is_none()).then(|| Invitation { options, commitment: self.commitments[0], name: self.names[0].clone() })
    }

    pub fn friend(&self) -> Role {
        self.me.other()
    }

    /// Whether the friend has accepted (and so the throw-off can be known).
    pub fn accepted(&self) -> bool {
        self.heard.is_some()
    }

    /// The friend's name (empty when they gave none).
    pub fn friend_name(&self) -> &str {
        &self.names[self.friend().index()]
    }

    fn seat(&self) -> Seat {
        Seat { me: self.me, resigned: self.resigned, text: String::new() }
    }

    /// The side the player plays, once the throw-off is known.
    pub fn my_side(&self, throw_off: &[u8]) -> Option<Side> {
        self.seat().my_side(throw_off)
    }

    /// Whether the player is to act now in `game` (their throw, move, revival or fate throw).
    pub fn my_turn(&self, game: &Game, throw_off: &[u8]) -> bool {
        self.seat().my_turn(game, throw_off)
    }

    /// The element `index` of a player's chain, if this pact knows it: any of the player's own,
    /// the friend's up to what they revealed.
    fn element_of(&self, role: Role, index: u32) -> Option<Digest> {
        if index >= LENGTH {
            return None;
        }
        if role == self.me {
            return Some(element(&self.seed, index));
        }
        let (top, value) = self.revealed[role.index()];
        (index <= top).then(|| hashed(value, top - index))
    }

    fn elements_for(&self, run: u32) -> Result<[Digest; 2], FriendError> {
        let of = |role| self.element_of(role, run + 1).ok_or(if run + 1 >= LENGTH { FriendError::ChainUsedUp } else { FriendError::OutOfOrder });
        Ok([of(Role::Inviter)?, of(Role::Invited)?])
    }

    /// The throw-off, once the friend has revealed their first element.
    pub fn throw_off(&self) -> Result<Vec<u8>, FriendError> {
        let [a, b] = self.elements_for(0)?;
        throw_off_of(&self.commitments, [&a, &b])
    }

    /// The fall of the sticks for the player's next throw in the game reached by `actions`.
    pub fn sticks(&self, game: &Game, actions: &[Action]) -> Result<Sticks, FriendError> {
        let draw = Runs::of(start(game), actions).next_draw(game);
        let [a, b] = self.elements_for(draw.run)?;
        Ok(draw_sticks(&self.commitments, [&a, &b], draw))
    }

    /// The message the player owes the friend once their turn is over (their whole turn, with the
    /// element the friend's next run needs): `None` while it is their turn, or before the friend
    /// has answered the invitation. `game` is the game `actions` reach (the friend's turn as far as
    /// a live connection has brought it is not part of the player's message).
    pub fn outgoing(&self, game: &Game, throw_off: &[u8], actions: &[Action]) -> Option<Outgoing> {
        self.outgoing_of(&self.own_turn(game, throw_off, actions)?, throw_off, actions)
    }

    /// [`outgoing`](Pact::outgoing), the player's own turn found.
    fn outgoing_of(&self, own: &OwnTurn, throw_off: &[u8], actions: &[Action]) -> Option<Outgoing> {
        let actions = &actions[..own.end];
        if self.my_turn(&own.reached, throw_off) {
            return None;
        }
        // A game that ended on the friend's message owes nothing back.
        let over = own.reached.winner().is_some() || self.resigned == Some(self.friend());
        if over && actions.len() == self.heard_actions {
            return None;
        }
        self.message(own, actions)
    }

    /// What a live connection sends as the player acts: their turn so far (the whole turn once it
    /// is over, the same text as [`outgoing`](Pact::outgoing)). Revealing the element before the
    /// turn is over shows the friend nothing they could use: their own next throws, which the
    /// player cannot know.
    pub fn live(&self, game: &Game, throw_off: &[u8], actions: &[Action]) -> Option<Outgoing> {
        let own = self.own_turn(game, throw_off, actions)?;
        if let Some(outgoing) = self.outgoing_of(&own, throw_off, actions) {
            return Some(outgoing);
        }
        // On the player's turn nothing of the friend's follows their own actions.
        (self.heard.is_some() && self.my_turn(game, throw_off) && actions.len() > self.heard_actions).then(|| self.message(&own, actions)).flatten()
    }

    /// The player's message of `actions` after the friend's last message, which reach the position
    /// `own` found.
    fn message(&self, own: &OwnTurn, actions: &[Action]) -> Option<Outgoing> {
        let heard = self.heard?;
        let runs = Runs::of(start(&own.reached), actions);
        let index = runs.count + 2;
        let element = (index.min(LENGTH - 1), element(&self.seed, index.min(LENGTH - 1)));
        let number = heard + 1;
        let message = Message {
            game: self.game(),
            number,
            element,
            accepted: (number == 1).then(|| (self.commitments[self.me.index()], self.names[self.me.index()].clone())),
            resigned: self.resigned == Some(self.me),
            actions: actions.get(self.heard_actions..)?.to_vec(),
        };
        // The actions are written from the position after the friend's last message.
        Some(Outgoing { text: message.to_text(own.heard)?, element })
    }

    /// Where the player's own actions after the friend's last message end. What follows is the
    /// friend's turn as far as a live connection has brought it.
    fn own_turn(&self, game: &Game, throw_off: &[u8], actions: &[Action]) -> Option<OwnTurn> {
        let mut position = start(game);
        for &action in actions.get(..self.heard_actions)? {
            position.act(action).ok()?;
        }
        let heard = position;
        let Some(mine) = self.my_side(throw_off) else { return Some(OwnTurn { heard, reached: *game, end: actions.len() }) };
        for (i, &action) in actions.iter().enumerate().skip(self.heard_actions) {
            if acting(&position) != Some(mine) {
                return Some(OwnTurn { heard, reached: position, end: i });
            }
            position.act(action).ok()?;
        }
        Some(OwnTurn { heard, reached: position, end: actions.len() })
    }

    /// Resign (on the player's turn): the game is the friend's, and the next message says so.
    pub fn resign(&mut self) {
        self.resigned = Some(self.me);
    }


    /// Check a friend's message against the commitments, the rules and the order of messages;
    /// nothing changes unless every part holds. `game` is the game the pact's `throw_off` and
    /// `actions` reach. Over a live connection (`way`) a message may stop before the friend's turn
    /// is over (their turn so far); its actions then begin with those of its earlier parts.
    pub fn receive(&self, text: &str, game: &Game, throw_off: &[u8], actions: &[Action], now: u64, way: Way) -> Result<Received, FriendError> {
        let mut next = self.clone();
        let mut throw_off = throw_off.to_vec();
        let friend = self.friend();
        let own = self.own_turn(game, &throw_off, actions).ok_or(FriendError::Damaged)?;
        let live_part = &actions[own.end..];
        let message = Message::read(text, |message| {
            next.take_header(message, game, &throw_off)?;
            if throw_off.is_empty() {
                throw_off = next.throw_off()?;
                return Ok(Game::new(*game.options()));
            }
            Ok(own.reached)
        })?;
        let new = message.actions.strip_prefix(live_part).ok_or(FriendError::Changed)?;
        // Every action is the friend's, each throw the one both elements give.
        let mut position = *game;
        let mut runs = Runs::of(start(game), actions);
        let friend_side = friend.side(&throw_off);
        for (i, &action) in new.iter().enumerate() {
            if acting(&position) != Some(friend_side) {
                return Err(FriendError::NotTheirTurn);
            }
            if let Some(draw) = runs.note(&position, action) {
                let [a, b] = next.elements_for(draw.run)?;
                let value = draw_sticks(&next.commitments, [&a, &b], draw).value();
                if !matches!(action, Action::Throw(v) | Action::Fate(v) if v == value) {
                    return Err(FriendError::BadThrow(live_part.len() + i + 1));
                }
            }
            position.act(action).map_err(|_| FriendError::Illegal)?;
        }
        // The acceptance comes before the throw-off: the game starts after it, whoever starts.
        let turn_over = message.number == 1 || acting(&position) != Some(friend_side);
        let part = !(message.resigned || turn_over);
        if (message.number == 1 && !message.actions.is_empty()) || (part && way == Way::Link) {
            return Err(FriendError::NotTheirTurn);
        }
        if message.element.0 != (runs.count + 2).min(LENGTH - 1) {
            return Err(FriendError::BadElement);
        }
        if !part {
            next.heard = Some(message.number);
            next.heard_actions = actions.len() + new.len();
            next.since = now;
        }
        if message.resigned {
            next.resigned = Some(friend);
        }
        Ok(Received { pact: next, throw_off, actions: new.to_vec(), part })
    }

    /// The checks of a message's parts before its actions: the game, its place in the exchange,
    /// the acceptance, the element.
    fn take_header(&mut self, message: &Message, game: &Game, throw_off: &[u8]) -> Result<(), FriendError> {
        if message.game != self.game() {
            return Err(FriendError::OtherGame);
        }
        let friend = self.friend();
        // The inviter's messages are even (the invitation is 0), the friend's odd.
        if message.number % 2 == self.me.index() as u32 % 2 {
            return Err(FriendError::OwnLink);
        }
        let expected = self.heard.map_or(1, |n| n + 2);
        if self.heard.is_some_and(|heard| message.number <= heard) {
            return Err(FriendError::AlreadyOpened);
        }
        // Nothing follows a resignation.
        if self.resigned.is_some() {
            return Err(FriendError::OutOfOrder);
        }
        // The friend answers the player's message, which exists only once their turn is over.
        if message.number != expected || (self.accepted() && self.my_turn(game, throw_off)) {
            return Err(FriendError::OutOfOrder);
        }
        match (&message.accepted, message.number) {
            (Some((commitment, name)), 1) => {
                self.commitments[friend.index()] = *commitment;
                self.revealed[friend.index()] = (0, *commitment);
                self.names[friend.index()] = message::clip_name(name);
            }
            (None, 1) | (Some(_), _) => return Err(FriendError::Damaged),
            (None, _) => {}
        }
        let known = self.revealed[friend.index()];
        if !follows((known.0, &known.1), (message.element.0, &message.element.1)) {
            return Err(FriendError::BadElement);
        }
        self.revealed[friend.index()] = message.element;
        Ok(())
    }

    /// Note the player's message, made at `now`: what it reveals (the record's headers show it),
    /// and that the turn passed then.
    pub fn sent(&mut self, outgoing: &Outgoing, now: u64) {
        if self.revealed[self.me.index()] != outgoing.element {
            self.revealed[self.me.index()] = outgoing.element;
            self.since = now;
        }
    }

    /// The record's headers that let anyone check the throws (NOTATION.md): both commitments, and
    /// the latest element each player has revealed. None before the friend accepts.
    pub fn headers(&self) -> Option<[(&'static str, String); 2]> {
        self.accepted().then(|| {
            let [a, b] = &self.commitments;
            let [(ka, ea), (kb, eb)] = &self.revealed;
            [("Commitments", format!("{} {}", hex(a), hex(b))), ("Revealed", format!("{ka}:{} {kb}:{}", hex(ea), hex(eb)))]
        })
    }

    /// The pact as one word of text (base-64 digits), to keep with the game.
    pub fn to_text(&self) -> String {
        let mut digits = Writer::new();
        // What the first board reads (`Seat::read`) comes first.
        digits.put(1, 64);
        digits.put(self.me.index() as u32, 2);
        digits.put(self.resigned.map_or(0, |r| r.index() as u32 + 1), 3);
        digits.put_bytes(&self.seed);
        for role in [Role::Inviter, Role::Invited] {
            digits.put_bytes(&self.commitments[role.index()]);
            digits.put(self.revealed[role.index()].0, LENGTH);
            digits.put_bytes(&self.revealed[role.index()].1);
            // A character a digit: read back without a UTF-8 check (the first board reads a pact).
            let name = &self.names[role.index()];
            digits.put(name.chars().count() as u32, message::MAX_NAME_BYTES as u32 + 1);
            for c in name.chars() {
                digits.put(u32::from(c), CHARS);
            }
        }
        digits.put(self.heard.map_or(0, |n| n + 1), 1 << 20);
        digits.put(self.heard_actions.min((1 << 24) - 1) as u32, 1 << 24);
        digits.put((self.since % (1 << 24)) as u32, 1 << 24);
        digits.put((self.since >> 24).min((1 << 24) - 1) as u32, 1 << 24);
        digits.put(1, 2);
        digits.into_text()
    }

    /// A pact kept by [`to_text`](Pact::to_text); `None` for anything else.
    pub fn from_text(text: &str) -> Option<Pact> {
        let digits = digit_values(text)?;
        let mut reader = BlockReader::new(&digits);
        let Seat { me, resigned, .. } = Seat::take(&mut reader)?;
        let seed = reader.take_bytes();
        let mut commitments = [[0; 32]; 2];
        let mut revealed = [(0, [0; 32]); 2];
        let mut names = [String::new(), String::new()];
        for role in 0..2 {
            commitments[role] = reader.take_bytes();
            revealed[role] = (reader.take(LENGTH), reader.take_bytes());
            let length = reader.take(message::MAX_NAME_BYTES as u32 + 1);
            names[role] = (0..length).map(|_| char::from_u32(reader.take(CHARS))).collect::<Option<String>>()?;
        }
        let heard = reader.take(1 << 20).checked_sub(1);
        let heard_actions = reader.take(1 << 24) as usize;
        let since = u64::from(reader.take(1 << 24)) | u64::from(reader.take(1 << 24)) << 24;
        // Not checked against the seed here: that takes the whole chain, and the first board reads
        // a saved pact before anything else (a wrong one is refused by the friend's checks).
        if reader.take(2) != 1 || !reader.is_empty() {
            return None;
        }
        Some(Pact { me, seed, commitments, revealed, names, heard, heard_actions, since, resigned })
    }
}

/// Who acts now in `game`: the side to throw or move (a fate throw, K13, is made in the turn of
/// the move that led to it, whoever's piece it is).
fn acting(game: &Game) -> Option<Side> {
    game.winner().is_none().then(|| game.to_move())
}

/// The code points of Unicode: a character of a name kept in a pact is a digit of this base.
const CHARS: u32 = 0x11_0000;

/// What the first board knows of a game with a friend: the player's role and who resigned, read
/// from the front of the pact's text, which it keeps as it is (the pact itself is read, and
/// written, by the code that comes after the first board: [`Seat::pact`], [`Seat::of`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Seat {
    pub me: Role,
    pub resigned: Option<Role>,
    text: String,
}

impl Seat {
    pub fn of(pact: &Pact) -> Seat {
        Seat { text: pact.to_text(), ..pact.seat() }
    }

    /// A pact's text, read as far as the seat.
    pub fn read(text: &str) -> Option<Seat> {
        let digits = digit_values(text)?;
        Some(Seat { text: text.to_string(), ..Seat::take(&mut BlockReader::new(&digits))? })
    }

    fn take(reader: &mut BlockReader) -> Option<Seat> {
        if reader.take(64) != 1 {
            return None;
        }
        let me = if reader.take(2) == 1 { Role::Invited } else { Role::Inviter };
        let resigned = match reader.take(3) {
            0 => None,
            1 => Some(Role::Inviter),
            _ => Some(Role::Invited),
        };
        Some(Seat { me, resigned, text: String::new() })
    }

    /// The whole pact (`None` if its text is damaged).
    pub fn pact(&self) -> Option<Pact> {
        Pact::from_text(&self.text)
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// The side the player plays, once the throw-off is known.
    pub fn my_side(&self, throw_off: &[u8]) -> Option<Side> {
        (!throw_off.is_empty()).then(|| self.me.side(throw_off))
    }

    /// Whether the player is to act now in `game` (their throw, move, revival or fate throw).
    pub fn my_turn(&self, game: &Game, throw_off: &[u8]) -> bool {
        self.resigned.is_none() && self.my_side(throw_off).is_some_and(|side| acting(game) == Some(side))
    }

    /// The winner by resignation, if one resigned.
    pub fn winner_by_resignation(&self, throw_off: &[u8]) -> Option<Side> {
        self.resigned.map(|role| role.other().side(throw_off))
    }
}

/// The usual setup of the game `game` is a position of (a friend's game never starts elsewhere).
fn start(game: &Game) -> Game {
    Game::new(*game.options())
}

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    bytes.iter().flat_map(|b| [DIGITS[usize::from(b >> 4)], DIGITS[usize::from(b & 15)]]).map(char::from).collect()
}

fn from_hex(text: &str) -> Option<Digest> {
    let nibble = |c: u8| char::from(c).to_digit(16).filter(|_| !c.is_ascii_uppercase()).map(|n| n as u8);
    let text = text.as_bytes();
    if text.len() != 64 {
        return None;
    }
    let mut digest = [0; 32];
    for (byte, pair) in digest.iter_mut().zip(text.chunks(2)) {
        *byte = nibble(pair[0])? << 4 | nibble(pair[1])?;
    }
    Some(digest)
}
