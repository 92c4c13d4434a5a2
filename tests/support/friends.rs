//! Two friends' devices playing a game by messages, natively, as the app's do by links: for the
//! protocol's tests (`tests/friend.rs`) and the tournament's end-to-end test, which brings such a
//! game's record back. Included by path in each.

use senet::engine::{Action, Game, Options, Seeded, Stage};
use senet::record::friend::message::Invitation;
use senet::record::friend::{FriendError, Outgoing, Pact, Way};
use senet::record::Recorder;

/// One player's device: their pact and their copy of the game.
#[derive(Clone)]
pub struct Device {
    pub pact: Pact,
    pub options: Options,
    pub throw_off: Vec<u8>,
    pub actions: Vec<Action>,
    /// The game the actions reach.
    pub game: Game,
}

impl Device {
    pub fn game(&self) -> Game {
        self.game
    }

    pub fn push(&mut self, action: Action) {
        self.game.act(action).unwrap();
        self.actions.push(action);
    }

    pub fn my_turn(&self) -> bool {
        self.pact.my_turn(&self.game(), &self.throw_off)
    }

    pub fn outgoing(&mut self) -> Option<Outgoing> {
        let outgoing = self.pact.outgoing(&self.game(), &self.throw_off, &self.actions)?;
        self.pact.sent(&outgoing, 2);
        Some(outgoing)
    }

    pub fn try_receive(&self, text: &str) -> Result<Device, FriendError> {
        self.try_receive_by(text, Way::Link)
    }

    pub fn try_receive_by(&self, text: &str, way: Way) -> Result<Device, FriendError> {
        let received = self.pact.receive(text, &self.game(), &self.throw_off, &self.actions, 1, way)?;
        let mut next = self.clone();
        next.pact = received.pact;
        next.throw_off = received.throw_off;
        for action in received.actions {
            next.push(action);
        }
        Ok(next)
    }

    pub fn receive(&mut self, text: &str) {
        *self = self.try_receive(text).expect("a fair message is taken");
    }

    /// Play this player's whole turn, choosing at random.
    pub fn play_turn(&mut self, choices: &mut Seeded) {
        while self.my_turn() {
            self.play_action(choices);
        }
    }

    /// Play one action of this player's turn, chosen at random.
    pub fn play_action(&mut self, choices: &mut Seeded) {
        {
            let game = self.game();
            let action = match game.stage() {
                Stage::Throw if game.must_revive() || (game.can_revive() && choices.below(2) == 0) => Action::Revive,
                Stage::Throw => Action::Throw(self.pact.sticks(&game, &self.actions).unwrap().value()),
                Stage::Fate { .. } => Action::Fate(self.pact.sticks(&game, &self.actions).unwrap().value()),
                Stage::Move { .. } => {
                    let moves = game.legal_moves();
                    Action::Move(moves.get(choices.below(moves.len())).unwrap())
                }
                stage => panic!("no action at {stage:?}"),
            };
            self.push(action);
        }
    }
}

pub fn seed(n: u8) -> [u8; 16] {
    [n; 16]
}

/// The inviter and the friend after the invitation, the acceptance and the inviter's first answer.
pub fn begin(options: Options, seeds: (u8, u8)) -> (Device, Device, String) {
    let (pact, invitation) = Pact::invite(options, seed(seeds.0), "Anna", 0);
    let mut inviter = Device { pact, options, throw_off: Vec::new(), actions: Vec::new(), game: Game::new(options) };
    let invitation = Invitation::read(&invitation.to_text()).unwrap();
    assert_eq!(invitation.options, options);
    assert_eq!(invitation.name, "Anna");
    let pact = Pact::accept(&invitation, seed(seeds.1), "Борис", 0);
    let mut friend = Device { pact, options, throw_off: Vec::new(), actions: Vec::new(), game: Game::new(options) };
    let acceptance = friend.outgoing().unwrap().text;
    assert!(friend.outgoing().is_some(), "the acceptance is shown until answered");
    inviter.receive(&acceptance);
    assert_eq!(inviter.pact.friend_name(), "Борис");
    assert!(!inviter.throw_off.is_empty());
    (inviter, friend, acceptance)
}

/// Play a whole game by messages; every message's length, and the number of messages.
pub fn play_to_the_end(options: Options, seeds: (u8, u8)) -> (Device, Device, Vec<usize>) {
    let (inviter, friend, acceptance) = begin(options, seeds);
    let mut devices = [inviter, friend];
    let mut lengths = vec![acceptance.len()];
    let mut choices = Seeded::new(u64::from(seeds.0) * 1000 + u64::from(seeds.1));
    let mut mover = 0;
    for _ in 0..100_000 {
        devices[mover].play_turn(&mut choices);
        let Some(message) = devices[mover].outgoing() else { break };
        lengths.push(message.text.len());
        let before = devices[1 - mover].actions.len();
        devices[1 - mover] = devices[1 - mover].try_receive(&message.text).unwrap_or_else(|e| {
            panic!("{options:?} {seeds:?}: {e:?}; sent {:?}, stage {:?}", &devices[mover].actions[before..], devices[mover].game().stage())
        });
        assert_eq!(devices[0].actions, devices[1].actions, "both devices have the same game");
        assert_eq!(devices[0].throw_off, devices[1].throw_off);
        mover = 1 - mover;
        if devices[0].game().winner().is_some() && devices[1 - mover].outgoing().is_none() && devices[mover].outgoing().is_none() {
            break;
        }
    }
    let [inviter, friend] = devices;
    assert!(inviter.game().winner().is_some(), "{options:?}: the game ends");
    (inviter, friend, lengths)
}

/// The record of a friend's game as the app writes it.
pub fn record_of(device: &Device) -> String {
    let mut recorder = Recorder::new(Game::new(device.options));
    let throws = device.throw_off.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
    recorder.record_mut().set_header("ThrowOff", throws);
    for (key, value) in device.pact.headers().unwrap() {
        recorder.record_mut().set_header(key, value);
    }
    for &action in &device.actions {
        recorder.act(action).unwrap();
    }
    recorder.record().to_string()
}
