//! A game with a friend by links (NOTATION.md, "A game with a friend"): two simulated players
//! exchange messages and play whole games; the throws come with the sticks' weights; every kind of
//! tampering is refused; `senet replay` checks a friend's record.

use std::process::Command;

use senet::engine::{Action, CycleGoal, Game, Options, Seeded, Stage, System};
use senet::record::friend::message::{Invitation, Message};
use senet::record::friend::chain::{element, hash};
use senet::record::friend::runs::Draw;
use senet::record::friend::{draw_sticks, FriendError, Pact, Role, Seat, Way};

#[path = "support/friends.rs"]
mod friends;
use friends::{begin, play_to_the_end, record_of, seed, Device};

fn options(system: System, pieces: u8) -> Options {
    Options { touch_move: false, ..Options::new(system, pieces) }
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

fn senet_replay(text: &str, name: &str) -> (Option<i32>, String) {
    let path = std::env::temp_dir().join(format!("senet-friend-{}-{name}.senet", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_senet")).args(["replay", path.to_str().unwrap()]).output();
    std::fs::remove_file(&path).unwrap();
    let output = output.unwrap();
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

/// A whole game over a live connection: after every action the mover sends their turn so far,
/// and the receiver takes it (`Way::Live`); every few turns the connection drops in the middle of
/// one, and the rest of it comes by link, as a whole turn.
#[test]
fn a_whole_game_live_each_action_as_it_is_made_and_by_link_after_a_drop() {
    let options = options(System::Kendall, 5);
    let (inviter, friend, _) = begin(options, (80, 81));
    let mut devices = [inviter, friend];
    let mut choices = Seeded::new(80);
    let mut mover = if devices[0].my_turn() { 0 } else { 1 };
    if mover == 1 {
        let first = devices[0].outgoing().unwrap().text;
        devices[1].receive(&first);
    }
    let (mut parts, mut drops) = (0, 0);
    for turn in 0.. {
        let dropped = turn % 7 == 3;
        while devices[mover].my_turn() {
            devices[mover].play_action(&mut choices);
            let sender = &devices[mover];
            let live = sender.pact.live(&sender.game(), &sender.throw_off, &sender.actions).expect("the turn so far is sent");
            if dropped && !devices[mover].my_turn() {
                break;
            }
            if dropped && parts % 2 == 1 {
                continue;
            }
            let before = devices[1 - mover].clone();
            // Over a link, the turn so far is refused; live, it comes onto the board.
            if devices[mover].my_turn() {
                assert_eq!(before.try_receive(&live.text).err(), Some(FriendError::NotTheirTurn));
            }
            let after = before.try_receive_by(&live.text, Way::Live).expect("the turn so far is taken");
            assert_eq!(after.actions, devices[mover].actions, "the receiver sees each action as it is made");
            // The same part again changes nothing.
            let again = after.try_receive_by(&live.text, Way::Live);
            assert!(matches!(again.as_ref().map(|d| d.actions.len()), Ok(n) if n == after.actions.len()) || again.err() == Some(FriendError::AlreadyOpened));
            devices[1 - mover] = after;
            parts += 1;
        }
        // Every turn ends with the whole turn (sent live, or by link after a drop).
        let message = devices[mover].outgoing();
        let Some(message) = message else { break };
        if dropped {
            drops += 1;
            devices[1 - mover].receive(&message.text);
        } else {
            assert_eq!(devices[1 - mover].try_receive_by(&message.text, Way::Live).err(), Some(FriendError::AlreadyOpened), "the last part was the whole turn");
        }
        assert_eq!(devices[0].actions, devices[1].actions);
        mover = 1 - mover;
        if devices[0].game().winner().is_some() {
            break;
        }
    }
    assert!(devices[0].game().winner().is_some() && parts > 40 && drops > 2, "{parts} parts, {drops} drops");
}

/// A whole turn by link after live parts must begin with what was sent live: a friend who sends
/// other moves after the connection dropped is refused, and nothing changes.
#[test]
fn a_turn_that_changes_moves_sent_live_is_refused() {
    let (inviter, friend, _) = begin(options(System::Kendall, 5), (90, 91));
    let mut devices = [inviter, friend];
    let mut mover = if devices[0].my_turn() { 0 } else { 1 };
    if mover == 1 {
        let first = devices[0].outgoing().unwrap().text;
        devices[1].receive(&first);
    }
    let mut choices = Seeded::new(90);
    // Play until a turn has a choice of moves after its first part was sent.
    loop {
        let receiver = devices[1 - mover].clone();
        devices[mover].play_action(&mut choices);
        let throw_then = devices[mover].clone();
        let sent = throw_then.pact.live(&throw_then.game(), &throw_then.throw_off, &throw_then.actions).unwrap();
        let live = receiver.try_receive_by(&sent.text, Way::Live).unwrap();
        let moves = throw_then.game().legal_moves();
        if throw_then.my_turn() && moves.len() > 1 {
            // The first part was the throw; the rest by link with the other move, and a receiver
            // that saw the throw live refuses a turn whose throw differs.
            let mut honest = throw_then.clone();
            honest.play_turn(&mut choices);
            let whole = honest.outgoing().unwrap().text;
            assert_eq!(live.clone().try_receive(&whole).map(|d| d.actions), Ok(honest.actions.clone()));
            let mut message = read(&whole, &receiver);
            let Action::Throw(value) = message.actions[0] else { panic!("a turn begins with a throw") };
            message.actions[0] = Action::Throw(value % 5 + 1);
            let forged = message.to_text(receiver.game()).unwrap_or_default();
            assert!(live.try_receive(&forged).is_err());
            return;
        }
        devices[1 - mover] = live;
        devices[mover] = throw_then;
        // The turn's last part was the whole turn.
        if !devices[mover].my_turn() {
            mover = 1 - mover;
        }
    }
}

mod live_signals {
    use senet::record::friend::message::Invitation;
    use senet::record::friend::signal::{split, Address, Kind, Setup, Signal, SEPARATOR};
    use senet::record::friend::Pact;

    use super::{options, seed};
    use senet::engine::System;

    /// Chromium's offer on a local network: its addresses hidden behind mDNS names.
    const CHROMIUM: &str = "v=0\r\no=- 1621652553957820466 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=candidate:681231013 1 udp 2113937151 45d439a6-6edd-474a-8667-84e52eb25a76.local 43442 typ host generation 0 network-cost 999\r\na=candidate:3824943941 1 udp 2113942271 9d63e075-05cb-4b6b-9840-985b9e81deba.local 36862 typ host generation 0 network-cost 999\r\na=candidate:842163049 1 udp 1677729535 203.0.113.7 61034 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999\r\na=ice-ufrag:Ar9f\r\na=ice-pwd:cYQSq4s0dGywgyqO5QHihdVq\r\na=ice-options:trickle\r\na=fingerprint:sha-256 99:98:4A:39:8A:84:B2:00:64:35:17:8A:85:C8:BC:BF:9B:99:96:72:9E:37:AC:50:CD:DC:11:4D:B0:0D:ED:6E\r\na=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

    /// Firefox's answer: the fingerprint at the session's level, a TCP candidate, a reflexive one.
    const FIREFOX: &str = "v=0\r\no=mozilla...THIS_IS_SDPARTA-115.0 4629939473498429587 0 IN IP4 0.0.0.0\r\ns=-\r\nt=0 0\r\na=fingerprint:sha-256 3C:5A:11:90:00:FF:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD\r\na=group:BUNDLE 0\r\na=ice-options:trickle\r\na=msid-semantic:WMS *\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=candidate:0 1 UDP 2122252543 192.168.1.20 47311 typ host\r\na=candidate:2 1 TCP 2105524479 192.168.1.20 9 typ host tcptype active\r\na=candidate:3 1 UDP 2122187007 fd00::2 51000 typ host\r\na=candidate:1 1 UDP 1686052863 203.0.113.9 47311 typ srflx raddr 192.168.1.20 rport 47311\r\na=sendrecv\r\na=end-of-candidates\r\na=ice-pwd:b7d4e0f0d6a1a4c0c7b1c0b8f5e3a9d2\r\na=ice-ufrag:4a6c6f4e\r\na=mid:0\r\na=setup:active\r\na=sctp-port:5000\r\na=max-message-size:1073741823\r\n";

    const GAME: [u8; 8] = [1, 2, 3, 4, 5, 6, 7, 8];
    const OFFER: Kind = Kind::Offer { game: GAME, made: 29_000_000 };

    #[test]
    fn an_offer_and_an_answer_are_cut_to_what_the_connection_needs_and_read_back() {
        let offer = Signal::from_sdp(OFFER, 77, CHROMIUM).unwrap();
        assert_eq!(offer.candidates.len(), 3);
        assert!(matches!(offer.candidates[0].address, Address::Mdns(_)) && offer.candidates[2].reflexive);
        assert_eq!(Signal::read(&offer.to_text()), Ok(offer.clone()));
        let sdp = offer.to_sdp();
        for part in ["a=ice-ufrag:Ar9f\r\n", "a=ice-pwd:cYQSq4s0dGywgyqO5QHihdVq\r\n", "a=fingerprint:sha-256 99:98:4A:39:8A:84:B2:00:64:35:17:8A:85:C8:BC:BF:9B:99:96:72:9E:37:AC:50:CD:DC:11:4D:B0:0D:ED:6E\r\n",
            "45d439a6-6edd-474a-8667-84e52eb25a76.local 43442 typ host", "203.0.113.7 61034 typ srflx", "a=setup:actpass", "webrtc-datachannel"] {
            assert!(sdp.contains(part), "{part} in {sdp}");
        }
        // What is written back reads as the same signal.
        assert_eq!(Signal::from_sdp(OFFER, 77, &sdp), Some(offer));

        let answer = Signal::from_sdp(Kind::Answer, 77, FIREFOX).unwrap();
        assert_eq!(answer.setup, Setup::Active);
        assert_eq!(answer.candidates.len(), 3, "the TCP candidate is left out");
        assert_eq!(Signal::read(&answer.to_text()), Ok(answer.clone()));
        assert!(answer.to_sdp().contains("fd00:0:0:0:0:0:0:2 51000 typ host"));
    }

    #[test]
    fn addresses_of_every_form_are_read() {
        let read = |address: &str| {
            let sdp = CHROMIUM.replace("203.0.113.7", address);
            Signal::from_sdp(OFFER, 1, &sdp).unwrap().candidates[2].address
        };
        assert_eq!(read("10.0.0.255"), Address::V4([10, 0, 0, 255]));
        let mut v6 = [0; 16];
        v6[0] = 0x20;
        v6[1] = 0x01;
        v6[15] = 1;
        assert_eq!(read("2001::1"), Address::V6(v6));
        assert_eq!(read("2001:0:0:0:0:0:0:1"), Address::V6(v6));
        // Not an address the app reads: the candidate is left out.
        for odd in ["10.0.0.256", "1::2::3", "2001:0:0:0:0:0:0:0:1", "12345::1", "host.example"] {
            let sdp = CHROMIUM.replace("203.0.113.7", odd);
            assert_eq!(Signal::from_sdp(OFFER, 1, &sdp).unwrap().candidates.len(), 2, "{odd}");
        }
    }

    #[test]
    fn a_description_without_what_a_connection_needs_gives_no_signal() {
        assert_eq!(Signal::from_sdp(OFFER, 1, &CHROMIUM.replace("sha-256", "sha-1")), None);
        let no_candidates: String = CHROMIUM.lines().filter(|l| !l.starts_with("a=candidate")).map(|l| format!("{l}\n")).collect();
        assert_eq!(Signal::from_sdp(OFFER, 1, &no_candidates), None);
        assert_eq!(Signal::from_sdp(OFFER, 1, &CHROMIUM.replace("Ar9f", "Ar-f")), None);
    }

    #[test]
    fn a_damaged_signal_is_refused_never_a_panic() {
        let text = Signal::from_sdp(OFFER, 5, CHROMIUM).unwrap().to_text();
        let mut refused = 0;
        for place in 0..text.len() {
            for c in ['A', 'z', '9', '_', '.', '!'] {
                let mut changed = text.clone();
                changed.replace_range(place..place + 1, &c.to_string());
                refused += usize::from(changed != text && Signal::read(&changed).is_err());
            }
            assert!(Signal::read(&text[..place]).is_err());
        }
        assert!(refused > 0);
    }

    #[test]
    fn an_offer_expires_after_ten_minutes() {
        let offer = Signal::from_sdp(Kind::Offer { game: GAME, made: 1000 }, 5, CHROMIUM).unwrap();
        assert!(!offer.expired(1010));
        assert!(offer.expired(1011));
    }

    /// The links that carry signals, as long as they are with a typical address: README's sizes
    /// (`cargo test --test friend sizes -- --nocapture` prints them).
    #[test]
    fn sizes_of_the_links_that_carry_a_signal() {
        let address = "https://senet.example.org/#";
        let (pact, invitation) = Pact::invite(options(System::Kendall, 5), seed(1), "Anna", 0);
        let offer = Signal::from_sdp(Kind::Offer { game: invitation.game(), made: 6 }, 5, CHROMIUM).unwrap();
        let invite = format!("{address}{}{SEPARATOR}{}", invitation.to_text(), offer.to_text());
        let (link, signal) = split(&invite[address.len()..]);
        assert_eq!(Invitation::read(link.unwrap()).unwrap().game(), pact.game());
        assert_eq!(Signal::read(signal.unwrap()).unwrap(), offer);
        let friend = Pact::accept(&invitation, seed(2), "Boris", 0);
        let acceptance = friend.outgoing(&senet::engine::Game::new(options(System::Kendall, 5)), &[], &[]).unwrap().text;
        let answer = Signal::from_sdp(Kind::Answer, 5, FIREFOX).unwrap();
        let answer_link = format!("{address}{acceptance}{SEPARATOR}{}", answer.to_text());
        let again = format!("{address}l={}", offer.to_text());
        assert_eq!(split(&again[address.len()..]), (None, Some(offer.to_text().as_str())));
        println!("invitation with an offer: {}; acceptance with an answer: {}; an offer to connect again: {}", invite.len(), answer_link.len(), again.len());
        for link in [&invite, &answer_link, &again] {
            assert!(link.len() <= 300, "{} characters: {link}", link.len());
        }
    }
}
