//! A game with a friend by links (NOTATION.md, "A game with a friend"): two simulated players
//! exchange messages and play whole games; the throws come with the sticks' weights; every kind of
//! tampering is refused; `senet replay` checks a friend's record.

use std::process::Command;

use senet::engine::{Action, CycleGoal, Game, Options, Seeded, Stage, System};

fn options(system: System, pieces: u8) -> Options {
    Options { touch_move: false, ..Options::new(system, pieces) }
}
use senet::record::friend::message::{Invitation, Message};
use senet::record::friend::chain::{element, hash};
use senet::record::friend::runs::Draw;
use senet::record::friend::{draw_sticks, FriendError, Outgoing, Pact, Role, Seat};
use senet::record::Recorder;

/// One player's device: their pact and their copy of the game.
#[derive(Clone)]
struct Device {
    pact: Pact,
    options: Options,
    throw_off: Vec<u8>,
    actions: Vec<Action>,
    /// The game the actions reach.
    game: Game,
}

impl Device {
    fn game(&self) -> Game {
        self.game
    }

    fn push(&mut self, action: Action) {
        self.game.act(action).unwrap();
        self.actions.push(action);
    }

    fn my_turn(&self) -> bool {
        self.pact.my_turn(&self.game(), &self.throw_off)
    }

    fn outgoing(&mut self) -> Option<Outgoing> {
        let outgoing = self.pact.outgoing(&self.game(), &self.throw_off, &self.actions)?;
        self.pact.sent(&outgoing, 2);
        Some(outgoing)
    }

    fn try_receive(&self, text: &str) -> Result<Device, FriendError> {
        let received = self.pact.receive(text, &self.game(), &self.throw_off, &self.actions, 1)?;
        let mut next = self.clone();
        next.pact = received.pact;
        next.throw_off = received.throw_off;
        for action in received.actions {
            next.push(action);
        }
        Ok(next)
    }

    fn receive(&mut self, text: &str) {
        *self = self.try_receive(text).expect("a fair message is taken");
    }

    /// Play this player's whole turn, choosing at random.
    fn play_turn(&mut self, choices: &mut Seeded) {
        while self.my_turn() {
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

fn seed(n: u8) -> [u8; 16] {
    [n; 16]
}

/// The inviter and the friend after the invitation, the acceptance and the inviter's first answer.
fn begin(options: Options, seeds: (u8, u8)) -> (Device, Device, String) {
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
fn play_to_the_end(options: Options, seeds: (u8, u8)) -> (Device, Device, Vec<usize>) {
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
        if let Err(e) = devices[1 - mover].try_receive(&message.text) {
            panic!("{options:?} {seeds:?}: {e:?}; sent {:?}, stage {:?}", &devices[mover].actions[before..], devices[mover].game().stage());
        }
        devices[1 - mover].receive(&message.text);
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

#[test]
fn two_friends_play_whole_games_of_every_system_by_messages() {
    let cycles = |pieces| Options { goal: CycleGoal::Cycles(1), ..options(System::Cycles, pieces) };
    let games = [System::Kendall, System::Bell].into_iter().flat_map(|system| [5, 7].map(|pieces| options(system, pieces))).chain([cycles(5), cycles(7)]);
    for (n, options) in games.enumerate() {
        let (inviter, friend, mut lengths) = play_to_the_end(options, (1 + 10 * n as u8, 2 + 10 * n as u8));
        assert_eq!(inviter.game(), friend.game());
        assert_eq!(inviter.actions, friend.actions);
        lengths.sort_unstable();
        let median = lengths[lengths.len() / 2];
        assert!(median < 120, "{options:?}: a typical turn's message is short ({median} characters)");
    }
}

#[test]
fn the_throws_come_with_the_sticks_weights() {
    // 200,000 draws (runs of ten throws, each run's elements new): each value's count within four
    // standard deviations of its expected 4, 6, 4, 1, 1 sixteenths.
    let commitments = [element(&seed(1), 0), element(&seed(2), 0)];
    let mut counts = [0u32; 6];
    let total = 200_000u32;
    for n in 0..total {
        let (run, throw) = (n / 10, n % 10);
        let elements = [hash(&[&run.to_le_bytes()[..], b"a"].concat()), hash(&[&run.to_le_bytes()[..], b"b"].concat())];
        let sticks = draw_sticks(&commitments, [&elements[0], &elements[1]], Draw { run, throw });
        counts[usize::from(sticks.value())] += 1;
    }
    for (value, sixteenths) in [(1, 4.0), (2, 6.0), (3, 4.0), (4, 1.0), (5, 1.0)] {
        let p = sixteenths / 16.0;
        let expected = f64::from(total) * p;
        let sigma = (f64::from(total) * p * (1.0 - p)).sqrt();
        let seen = f64::from(counts[value]);
        assert!((seen - expected).abs() < 4.0 * sigma, "value {value}: {seen} of {total}, expected {expected} ± {sigma}");
    }
}

/// A game a few turns in, with the message the inviter is about to receive.
fn mid_game() -> (Device, Device, String) {
    let options = options(System::Kendall, 5);
    let (mut inviter, mut friend, _) = begin(options, (40, 41));
    let mut choices = Seeded::new(5);
    let mut mover = if inviter.my_turn() { 0 } else { 1 };
    let mut devices = [inviter.clone(), friend.clone()];
    if mover == 1 {
        // The friend starts: the inviter's first message gives them the inviter's element.
        let first = devices[0].outgoing().unwrap().text;
        devices[1].receive(&first);
    }
    loop {
        devices[mover].play_turn(&mut choices);
        let message = devices[mover].outgoing().unwrap().text;
        if mover == 1 && devices[1].actions.len() > 12 && message_has_a_throw(&message, &devices[0]) {
            [inviter, friend] = devices;
            return (inviter, friend, message);
        }
        devices[1 - mover].receive(&message);
        mover = 1 - mover;
    }
}

fn message_has_a_throw(text: &str, receiver: &Device) -> bool {
    let message = Message::read(text, |_| Ok(receiver.game())).unwrap();
    matches!(message.actions.first(), Some(Action::Throw(_)))
}

fn read(text: &str, receiver: &Device) -> Message {
    Message::read(text, |_| Ok(receiver.game())).unwrap()
}

#[test]
fn every_kind_of_tampering_is_refused() {
    let (inviter, _, genuine) = mid_game();
    let at = inviter.game();
    assert!(inviter.try_receive(&genuine).is_ok());

    // A changed throw.
    let mut message = read(&genuine, &inviter);
    let Action::Throw(value) = message.actions[0] else { unreachable!() };
    message.actions = vec![Action::Throw(value % 5 + 1)];
    let forged = message.to_text(at).unwrap();
    assert_eq!(inviter.try_receive(&forged).err(), Some(FriendError::BadThrow(1)));

    // A changed element, and one missing (an earlier one sent in its place).
    let mut message = read(&genuine, &inviter);
    message.element.1[0] ^= 1;
    assert_eq!(inviter.try_receive(&message.to_text(at).unwrap()).err(), Some(FriendError::BadElement));
    let mut message = read(&genuine, &inviter);
    message.element = (message.element.0 - 1, senet::record::friend::chain::hash(&message.element.1));
    assert_eq!(inviter.try_receive(&message.to_text(at).unwrap()).err(), Some(FriendError::BadElement));

    // Any character of the message changed: refused, or (where it reads as another legal choice
    // with the same throws) taken as the friend's choice; never an illegal move, never a panic.
    let (mut refused, mut taken) = (0, 0);
    for place in 1..genuine.len() {
        for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".chars() {
            let mut changed = genuine.clone();
            changed.replace_range(place..place + 1, &c.to_string());
            if changed == genuine {
                continue;
            }
            match inviter.try_receive(&changed) {
                Ok(after) => {
                    assert!(after.actions.starts_with(&inviter.actions));
                    taken += 1;
                }
                Err(_) => refused += 1,
            }
        }
    }
    assert!(refused > 50 * taken, "{refused} refused, {taken} taken");

    // A move for the receiver: the friend's turn carried on into the inviter's.
    let mut message = read(&genuine, &inviter);
    let mut game = at;
    for &action in &message.actions {
        game.act(action).unwrap();
    }
    let extra = match game.stage() {
        Stage::Throw => Action::Throw(inviter.pact.sticks(&game, &[inviter.actions.clone(), message.actions.clone()].concat()).map(|s| s.value()).unwrap_or(1)),
        _ => unreachable!("the turn passed"),
    };
    message.actions.push(extra);
    let forged = message.to_text(at).unwrap();
    assert!(matches!(inviter.try_receive(&forged).err(), Some(FriendError::NotTheirTurn | FriendError::BadThrow(_) | FriendError::OutOfOrder)));

    // The same message twice, and an older one after it.
    let after = inviter.try_receive(&genuine).unwrap();
    assert_eq!(after.try_receive(&genuine).err(), Some(FriendError::AlreadyOpened));

    // A message numbered past the next one (a link missing before it).
    let mut message = read(&genuine, &inviter);
    message.number += 2;
    assert_eq!(inviter.try_receive(&message.to_text(at).unwrap()).err(), Some(FriendError::OutOfOrder));

    // A message of another game.
    let (other, _, _) = begin(options(System::Kendall, 5), (50, 51));
    assert_eq!(other.try_receive(&genuine).err(), Some(FriendError::OtherGame));

    // The player's own message, opened where it was made.
    let mut own = inviter.clone();
    let mut choices = Seeded::new(9);
    own = own.try_receive(&genuine).unwrap();
    own.play_turn(&mut choices);
    let mine = own.outgoing().unwrap().text;
    assert_eq!(own.try_receive(&mine).err(), Some(FriendError::OwnLink));

    // Damaged text.
    assert_eq!(inviter.try_receive("f=!!").err(), Some(FriendError::Damaged));
    assert_eq!(inviter.try_receive("").err(), Some(FriendError::Damaged));
    assert!(Invitation::read("i=AAAA").is_err());
}

#[test]
fn a_swapped_commitment_in_the_acceptance_is_refused() {
    let options = options(System::Bell, 5);
    let (pact, invitation) = Pact::invite(options, seed(60), "", 0);
    let inviter = Device { pact, options, throw_off: Vec::new(), actions: Vec::new(), game: Game::new(options) };
    let mut friend = Device { pact: Pact::accept(&invitation, seed(61), "", 0), options, throw_off: Vec::new(), actions: Vec::new(), game: Game::new(options) };
    let acceptance = friend.outgoing().unwrap().text;
    let mut message = Message::read(&acceptance, |_| Ok(Game::new(options))).unwrap();
    let other = Pact::accept(&invitation, seed(62), "", 0);
    message.accepted = Some((other.commitments[1], String::new()));
    assert_eq!(inviter.try_receive(&message.to_text(Game::new(options)).unwrap()).err(), Some(FriendError::BadElement));
    assert!(inviter.try_receive(&acceptance).is_ok());
}

#[test]
fn a_resignation_ends_the_game_for_both() {
    let (mut inviter, mut friend, _) = begin(options(System::Kendall, 5), (70, 71));
    if !inviter.my_turn() {
        let first = inviter.outgoing().unwrap().text;
        friend.receive(&first);
        friend.pact.resign();
        let resignation = friend.outgoing().unwrap().text;
        inviter.receive(&resignation);
        assert_eq!(inviter.pact.resigned, Some(Role::Invited));
        assert_eq!(Seat::of(&inviter.pact).winner_by_resignation(&inviter.throw_off), inviter.pact.my_side(&inviter.throw_off));
        assert!(inviter.outgoing().is_none(), "nothing to send after the friend resigned");
    } else {
        inviter.pact.resign();
        let resignation = inviter.outgoing().unwrap().text;
        friend.receive(&resignation);
        assert_eq!(friend.pact.resigned, Some(Role::Inviter));
        assert!(friend.outgoing().is_none());
    }
}

#[test]
fn a_pact_is_kept_as_one_word() {
    let (inviter, friend, _) = mid_game();
    for pact in [inviter.pact, friend.pact] {
        let text = pact.to_text();
        assert!(!text.contains(' '));
        assert_eq!(Pact::from_text(&text), Some(pact.clone()));
        assert_eq!(Pact::from_text(&text[1..]), None);
        let seat = Seat::read(&text).unwrap();
        assert_eq!((seat.me, seat.resigned, seat.text()), (pact.me, pact.resigned, text.as_str()));
        assert_eq!(seat, Seat::of(&pact));
        assert_eq!(seat.pact(), Some(pact));
    }
}

/// The record of a friend's game as the app writes it.
fn record_of(device: &Device) -> String {
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

fn senet_replay(text: &str, name: &str) -> (Option<i32>, String) {
    let path = std::env::temp_dir().join(format!("senet-friend-{}-{name}.senet", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_senet")).args(["replay", path.to_str().unwrap()]).output().unwrap();
    (output.status.code(), String::from_utf8_lossy(&output.stdout).into_owned())
}

#[test]
fn senet_replay_checks_a_friends_record_against_the_commitments() {
    let (inviter, _, _) = play_to_the_end(options(System::Kendall, 5), (80, 81));
    let fair = record_of(&inviter);
    let (code, said) = senet_replay(&fair, "fair");
    assert_eq!(code, Some(0), "{said}");
    assert!(said.contains("throws follow from the players' commitments"), "{said}");
    // The app's import checks the throws against the commitments too, and a reader keeps them.
    assert!(senet::record::import::import(&fair).is_ok());
    let read = senet::record::parse(&fair).unwrap().to_string();
    assert!(read.contains("[Commitments \"") && read.contains("[Revealed \""), "{read}");

    // The same game with one throw made otherwise, and played on by the rules from there.
    let at = (10..inviter.actions.len()).find(|&i| matches!(inviter.actions[i], Action::Throw(_))).unwrap();
    let Action::Throw(value) = inviter.actions[at] else { unreachable!() };
    let mut forged = Device { actions: Vec::new(), game: Game::new(inviter.options), ..inviter.clone() };
    for &action in &inviter.actions[..at] {
        forged.push(action);
    }
    let mut choices = Seeded::new(3);
    let mut action = Action::Throw(value % 5 + 1);
    for _ in 0..6 {
        forged.push(action);
        let game = forged.game();
        action = match game.stage() {
            Stage::Throw if game.must_revive() => Action::Revive,
            Stage::Throw => Action::Throw(2),
            Stage::Fate { .. } => Action::Fate(2),
            Stage::Move { .. } => Action::Move(game.legal_moves().get(choices.below(game.legal_moves().len())).unwrap()),
            _ => break,
        };
    }
    let forged = record_of(&forged);
    let (code, said) = senet_replay(&forged, "forged");
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("the commitments give a throw of"), "{said}");
    let refused = senet::record::import::import(&forged).unwrap_err();
    assert!(refused.first[0].contains("the commitments give a throw of"), "{refused:?}");
}

/// The links' lengths on a typical address, for README's figures:
/// `cargo test --test friend the_links_are_short -- --nocapture`.
#[test]
fn the_links_are_short() {
    const ADDRESS: &str = "https://senet-club.github.io/senet/#";
    let mut typical = Vec::new();
    let (mut invitation, mut acceptance) = (0, 0);
    for (n, system) in [System::Kendall, System::Bell, System::Kendall, System::Bell].into_iter().enumerate() {
        let options = options(system, 5);
        let (_, invite) = Pact::invite(options, seed(100 + n as u8), "Anna", 0);
        invitation = invitation.max(ADDRESS.len() + invite.to_text().len());
        let friend = Pact::accept(&invite, seed(110 + n as u8), "Boris", 0);
        let game = Game::new(options);
        acceptance = acceptance.max(ADDRESS.len() + friend.outgoing(&game, &[], &[]).unwrap().text.len());
        let (_, _, lengths) = play_to_the_end(options, (120 + n as u8, 130 + n as u8));
        typical.extend(lengths.into_iter().skip(1).map(|l| ADDRESS.len() + l));
    }
    typical.sort_unstable();
    let median = typical[typical.len() / 2];
    let p95 = typical[typical.len() * 95 / 100];
    let longest = typical[typical.len() - 1];
    println!("links on {ADDRESS}: invitation {invitation} characters, acceptance {acceptance}, a turn's median {median}, 95th percentile {p95}, longest {longest}");
    assert!(median < 300 && p95 < 300, "a typical turn's link is under 300 characters");
}
