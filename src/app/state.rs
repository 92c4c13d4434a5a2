//! The one state value of the app: the game as options plus the actions played ([`Session`]), and
//! what they lead to ([`Played`]), kept up to date as actions are added. Saved in words (see
//! `storage`).

use crate::ai::Level;
use crate::engine::{Action, Game, LastChoice, Makers, Options, PlayError, Side, Stage, Sticks, System, ThrowOff, ThrowSource};
use crate::record::friend::{Pact, Seat};
use crate::record::link::{pack, unpack, ActionDigits, GameLink};
use crate::record::{side_letter, Recorder};

#[derive(Clone, PartialEq, Debug)]
pub struct Session {
    pub options: Options,
    /// K2, B1: the throw-off, alternating between player 1 and player 2 (none for the gods, G2).
    pub throw_off: Vec<u8>,
    pub actions: Vec<Action>,
    /// How the sticks fell on the last throw (bit per stick, set = white).
    pub sticks: Option<u8>,
    /// Grows with every change, so that two tabs on one game can tell whose state is newer.
    pub revision: u64,
    /// When the game started (ms since 1970), for a time-limited cycles game (C3).
    pub started_at: f64,
    /// Who plays each side (spools, cones): a person (`None`) or the computer at a level.
    pub computer: [Option<Level>; 2],
    /// The players throw real sticks and enter the values (the club's table), not the app.
    pub own_sticks: bool,
    /// The tutor warns a person before a move that loses a mistake's worth (`app::tutor`).
    pub tutor: bool,
    /// The actions (by index) whose throws were entered by hand: the players' own to take back.
    pub by_hand: Vec<usize>,
    /// The throw-off is being entered by hand, and has not yet reached its 1.
    pub entering_throw_off: bool,
    /// Some throw came from real sticks: the record says so (`[Throws "table"]`).
    pub from_table: bool,
    /// A lesson's position, where the game starts instead of the usual setup (never saved).
    pub start: Option<Game>,
    /// A game with a friend on another device: the player's side of it (see `record::friend`).
    pub friend: Option<Seat>,
}

impl Session {
    pub fn new(options: Options, throws: &mut impl ThrowSource, now: f64) -> Session {
        let throw_off = match options.system {
            System::Gods => Vec::new(),
            _ => ThrowOff::throw(throws).throws,
        };
        Session {
            options,
            throw_off,
            actions: Vec::new(),
            sticks: None,
            revision: 0,
            started_at: now,
            computer: [None; 2],
            own_sticks: false,
            tutor: false,
            by_hand: Vec::new(),
            entering_throw_off: false,
            from_table: false,
            start: None,
            friend: None,
        }
    }

    /// A game with a friend on another device, before its throw-off (which both players' secrets
    /// decide once the friend accepts).
    pub fn with_friend(options: Options, pact: Pact, now: f64) -> Session {
        Session { throw_off: Vec::new(), friend: Some(Seat::of(&pact)), ..Session::new(options, &mut crate::engine::Scripted::new([1]), now) }
    }

    /// A game from a set position (a lesson's), with no throw-off.
    pub fn from_position(game: Game, now: f64) -> Session {
        Session { throw_off: Vec::new(), start: Some(game), ..Session::new(*game.options(), &mut crate::engine::Scripted::new([1]), now) }
    }

    /// The position the game starts from: its set position, or the usual setup.
    pub fn first_position(&self) -> Game {
        self.start.unwrap_or_else(|| Game::new(self.options))
    }

    /// The game as a share link (or the games library) carries it.
    pub fn link(&self) -> GameLink {
        GameLink { options: self.options, throw_off: self.throw_off.clone(), actions: self.actions.clone(), players: self.players(), start: self.start }
    }

    /// Who plays each side, as a link writes it: 0 for a person, else the computer's level number.
    pub fn players(&self) -> [u8; 2] {
        let level_number = |level: Option<Level>| level.and_then(|l| Level::ALL.iter().position(|&x| x == l)).map_or(0, |i| i as u8 + 1);
        self.computer.map(level_number)
    }

    /// A game from a link (or the games library), started at `started_at`.
    pub fn of_link(link: GameLink, started_at: f64) -> Session {
        let level_of = |number: u8| Level::ALL.get(usize::from(number).checked_sub(1)?).copied();
        Session {
            options: link.options,
            throw_off: link.throw_off,
            actions: link.actions,
            sticks: None,
            revision: 0,
            started_at,
            computer: link.players.map(level_of),
            own_sticks: false,
            tutor: false,
            by_hand: Vec::new(),
            entering_throw_off: false,
            from_table: false,
            start: link.start,
            friend: None,
        }
    }

    /// The game in the words it is kept in (the games library, the saved game): the game in the
    /// share link's format, when it started (ms since 1970), whether real sticks are on and were
    /// used, which actions were entered by hand (`-`: none), and the player's side of a game with
    /// a friend (`-`: none). `None`: no complete throw-off.
    pub fn words(&self) -> Option<[String; 6]> {
        Some(self.words_of(pack(&self.link()).ok()?))
    }

    /// The [`words`](Session::words), the game already packed in the link's format.
    pub fn words_of(&self, game: String) -> [String; 6] {
        let by_hand = self.by_hand.iter().map(usize::to_string).collect::<Vec<_>>().join(",");
        [
            game,
            // Whole milliseconds (Date.now()): written and read as an integer.
            (self.started_at as u64).to_string(),
            // A word of flags: real sticks 1, the tutor 2 (a save from before the tutor reads the same).
            (u8::from(self.own_sticks) | u8::from(self.tutor) << 1).to_string(),
            u8::from(self.from_table).to_string(),
            if by_hand.is_empty() { "-".into() } else { by_hand },
            self.friend.as_ref().map_or("-", Seat::text).to_string(),
        ]
    }

    /// A game from its [`words`](Session::words), checked by the rules as it is read: the link's
    /// reader checks the options, the throw-off and every action.
    pub fn from_words([game, started_at, flags, from_table, by_hand, friend]: [&str; 6]) -> Option<Session> {
        let mut session = Session::of_link(unpack(game).ok()?, started_at.parse::<u64>().ok()? as f64);
        let flags = flags.parse::<u8>().ok().filter(|&f| f < 4)?;
        session.own_sticks = flags & 1 != 0;
        session.tutor = flags & 2 != 0;
        session.from_table = from_table == "1";
        session.by_hand = match by_hand {
            "-" => Vec::new(),
            list => list.split(',').map(str::parse).collect::<Result<_, _>>().ok()?,
        };
        session.friend = match friend {
            "-" => None,
            text => Some(Seat::read(text)?),
        };
        Some(session)
    }

    /// Whether the throw-off is over (K2, B1): until then no throw of the game is made.
    pub fn throw_off_complete(&self) -> bool {
        !self.entering_throw_off
    }

    /// Replay the actions into a game and its record; an error names the first action that the
    /// rules refuse (a damaged save).
    pub fn recorder(&self) -> Result<Recorder, String> {
        self.played().map(|played| played.recorder)
    }

    /// Replay the actions into all that they lead to (see [`Played`]).
    pub fn played(&self) -> Result<Played, String> {
        let mut played = Played { recorder: self.empty_recorder()?, digits: ActionDigits::default(), last_choice: LastChoice::default(), generation: 0 };
        for (i, action) in self.actions.iter().enumerate() {
            played.add(self, i, *action).map_err(|e| format!("action {}: {e}", i + 1))?;
        }
        Ok(played)
    }

    /// The record before any action: the options checked, the throw-off and the sticks' origin in
    /// its headers.
    fn empty_recorder(&self) -> Result<Recorder, String> {
        self.options.validate()?;
        let mut recorder = Recorder::new(self.first_position());
        if let Some(start) = &self.start {
            // A set position: no throw-off was made; the record starts from it.
            recorder.record_mut().set_start(start);
        } else if self.throw_off_complete() {
            ThrowOff::check(&self.throw_off, self.options.system).map_err(|e| e.to_string())?;
        } else {
            // Being entered by hand: it must be one that its coming 1 will end, and nothing is played yet.
            ThrowOff::check(&[&self.throw_off[..], &[1]].concat(), self.options.system).map_err(|e| e.to_string())?;
            if !self.actions.is_empty() {
                return Err("the throw-off must end with its first 1 (K2)".into());
            }
        }
        if self.throw_off_complete() && !self.throw_off.is_empty() {
            let throws = self.throw_off.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
            recorder.record_mut().set_header("ThrowOff", throws);
        }
        if self.from_table {
            recorder.record_mut().mark_throws_from_table();
        }
        Ok(recorder)
    }

    /// Who made each action, as a take-back needs to know.
    fn with_makers<T>(&self, f: impl FnOnce(&Makers) -> T) -> T {
        // Kept in the order the actions were played: a search finds one.
        let by_hand = |i: usize| self.by_hand.binary_search(&i).is_ok();
        f(&Makers { computer: self.computer.map(|c| c.is_some()), by_hand: &by_hand })
    }

    /// The positions that the moves of `side` led to in this game (what a computer player
    /// remembers, so as not to bring them back: `Computer::remember`).
    pub fn positions_after_moves(&self, side: Side) -> Vec<Game> {
        let mut game = self.first_position();
        let mut left = Vec::new();
        for action in &self.actions {
            let mover = game.to_move();
            if game.act(*action).is_err() {
                break;
            }
            if matches!(action, Action::Move(_)) && mover == side {
                left.push(game);
            }
        }
        left
    }

    /// The position at the throw that led to the action `action` (the last one on the way that
    /// waited for a throw; with `action` past the end, the game's last): where the analysis board
    /// opens, for a choice of the review or for the game itself (mid-turn, the pieces stand where
    /// the board shows them, as no move was made since).
    pub fn throw_before(&self, action: usize) -> Game {
        let mut at_throw = None;
        let before = self.replay_to(action, |game| {
            if game.stage() == Stage::Throw {
                at_throw = Some(*game);
            }
        });
        at_throw.unwrap_or(before)
    }

    /// The position before the action `action` (where a choice was made).
    pub fn position_before(&self, action: usize) -> Game {
        self.replay_to(action, |_| {})
    }

    /// Replay the actions up to the action `action`, showing `each` every position on the way (the
    /// last, before `action`, included): that last position.
    fn replay_to(&self, action: usize, mut each: impl FnMut(&Game)) -> Game {
        let mut game = self.first_position();
        for &action in &self.actions[..action.min(self.actions.len())] {
            each(&game);
            let _ = game.act(action);
        }
        each(&game);
        game
    }

    /// The computer at `level` plays the side of player 2 of the throw-off: the person is player 1.
    pub fn set_against_the_computer(&mut self, level: Level) {
        let theirs = if self.spools_player() == 1 { Side::Cones } else { Side::Spools };
        self.computer = [None; 2];
        self.computer[theirs.index()] = Some(level);
    }

    /// Which player (1 or 2) plays the spools: the one who threw the 1 (K2).
    pub fn spools_player(&self) -> u8 {
        if (ThrowOff { throws: self.throw_off.clone() }).first_thrower_starts() {
            1
        } else {
            2
        }
    }

    /// Add an action, if the rules take it in the game `current` (this session's replay, tried on
    /// a copy of its position); `by_hand`: a throw entered from real sticks.
    pub fn play(&mut self, current: &Recorder, action: Action, sticks: Option<Sticks>, by_hand: bool) -> Result<(), String> {
        let mut game = *current.game();
        game.act(action).map_err(|e| e.to_string())?;
        if by_hand {
            self.by_hand.push(self.actions.len());
            self.from_table = true;
        }
        self.actions.push(action);
        if let Some(sticks) = sticks {
            self.sticks = Some(sticks.bits());
        }
        self.revision += 1;
        Ok(())
    }

    /// A throw of the throw-off entered by hand.
    pub fn enter_throw_off(&mut self, value: u8) {
        self.throw_off.push(value);
        self.entering_throw_off = value != 1;
        self.sticks = Some(Sticks::showing(value).bits());
        self.revision += 1;
    }

    /// Switch between real sticks and the app's. Before the first throw of a two-player game the
    /// throw-off is then made again, by hand; switched back while it is under way, the app
    /// finishes it.
    pub fn set_own_sticks(&mut self, on: bool, throws: &mut impl ThrowSource) {
        self.own_sticks = on;
        if on && self.actions.is_empty() && self.options.system != System::Gods && !self.from_table {
            self.throw_off.clear();
            self.entering_throw_off = true;
            self.from_table = true;
        }
        while self.entering_throw_off && !on {
            let value = throws.throw();
            self.throw_off.push(value);
            self.entering_throw_off = value != 1;
        }
        self.revision += 1;
    }

    /// In a game with a friend, whether it is the player's turn here (their moves are made on
    /// their own device); `None` in any other game. `game`: the position the actions reach.
    pub fn friend_turn(&self, game: &Game) -> Option<bool> {
        self.friend.as_ref().map(|seat| seat.my_turn(game, &self.throw_off))
    }

    /// The player's side of a game with a friend, read whole (by the code that comes after the
    /// first board); `None` in any other game, or if it is damaged.
    pub fn pact(&self) -> Option<Pact> {
        self.friend.as_ref()?.pact()
    }

    pub fn set_pact(&mut self, pact: &Pact) {
        self.friend = Some(Seat::of(pact));
    }

    /// What the record of a game with a friend says of it (NOTATION.md): both commitments and the
    /// latest elements revealed, which let anyone check its throws, and who resigned. Nothing for
    /// any other game. Added to the record after the first board (its code comes with the chunk).
    pub fn friend_headers(&self) -> Vec<(String, String)> {
        let Some(pact) = self.pact() else { return Vec::new() };
        let mut headers = pact.headers().into_iter().flatten().map(|(key, value)| (key.to_string(), value)).collect::<Vec<_>>();
        if let Some(role) = pact.resigned {
            headers.push(("Resigned".into(), side_letter(self.options.system, role.side(&self.throw_off)).to_string()));
        }
        headers
    }

    /// How many actions stay if the players' last choice is taken back (`None`: there is none).
    pub fn taken_back(&self) -> Option<usize> {
        self.played().ok()?.taken_back(self)
    }

    /// Take back the players' last choice (see `engine::take_back`).
    pub fn take_back(&mut self) -> bool {
        let Some(kept) = self.taken_back() else { return false };
        self.keep_first(kept);
        true
    }

    /// Keep the first `kept` actions and drop the rest.
    pub fn keep_first(&mut self, kept: usize) {
        self.actions.truncate(kept);
        self.by_hand.retain(|&i| i < kept);
        self.revision += 1;
    }
}

/// What a session's actions lead to, kept up to date as actions are added and rebuilt only when the
/// session is replaced or shortened: the game and its record, the link's digits of the actions
/// (what a save writes), and the players' last choice (what a take-back takes).
#[derive(Clone, Debug)]
pub struct Played {
    pub recorder: Recorder,
    pub digits: ActionDigits,
    last_choice: LastChoice,
    /// Counts the times the session was replaced or shortened (rather than played on): what was
    /// drawn of an earlier generation is drawn again.
    pub generation: u64,
}

impl Played {
    /// All that `session` leads to; a session the rules refuse (a damaged save) shows its start.
    pub fn of(session: &Session) -> Played {
        session.played().unwrap_or_else(|_| Played {
            recorder: Recorder::new(session.first_position()),
            digits: ActionDigits::default(),
            last_choice: LastChoice::default(),
            generation: 0,
        })
    }

    /// Play `action`, action `index` of `session` (which holds it already: who made it).
    pub fn add(&mut self, session: &Session, index: usize, action: Action) -> Result<(), PlayError> {
        let before = *self.recorder.game();
        self.recorder.act(action)?;
        session.with_makers(|makers| self.last_choice.note(&before, index, makers));
        let _ = self.digits.push(&before, action);
        if session.by_hand.last() == Some(&index) {
            self.recorder.record_mut().mark_throws_from_table();
        }
        Ok(())
    }

    /// How many of `session`'s actions stay if the players' last choice is taken back.
    pub fn taken_back(&self, session: &Session) -> Option<usize> {
        session.with_makers(|makers| self.last_choice.taken_back(&session.actions, makers))
    }
}
