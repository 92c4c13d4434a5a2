//! Share links: a whole game in the URL fragment, compact, and refused cleanly when damaged.

use proptest::prelude::*;
use senet::engine::{next_action, Action, CycleGoal, Game, Options, Player, RandomPlayer, Seeded, Stage, System};
use senet::record::link::{decode, encode, pack, unpack, EncodeError, GameLink, MAX_CHARS};

/// Up to `limit` actions of random players from `start` (seeded by `seed`).
fn random_actions(start: Game, seed: u64, limit: usize) -> Vec<Action> {
    let mut game = start;
    let mut throws = Seeded::new(seed);
    let (mut a, mut b) = (RandomPlayer(Seeded::new(seed ^ 5)), RandomPlayer(Seeded::new(seed ^ 6)));
    let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
    let mut actions = Vec::new();
    while let Some(action) = next_action(&game, &mut throws, &mut players).filter(|_| actions.len() < limit) {
        game.act(action).unwrap();
        actions.push(action);
    }
    actions
}

fn random_link(options: Options, seed: u64, limit: usize) -> GameLink {
    let actions = random_actions(Game::new(options), seed, limit);
    // G2: no throw-off in the game with the gods.
    let throw_off = if options.system == System::Gods { vec![] } else { vec![3, 2, 1] };
    GameLink { options, throw_off, actions, players: [0, 4], start: None }
}

/// A game from a set position: the position at a throw of a random game (`seed`), and `limit`
/// actions of another from there.
fn random_link_from_a_position(options: Options, seed: u64, limit: usize) -> GameLink {
    let whole = random_link(options, seed, 4000);
    let mut start = Game::new(options);
    let at = (seed as usize) % whole.actions.len().max(1);
    for (i, &action) in whole.actions.iter().enumerate() {
        if i >= at && start.stage() == Stage::Throw && start.winner().is_none() {
            break;
        }
        start.act(action).unwrap();
    }
    // The notation's position: at the throw, the counters and all.
    let start = Game::set_up(options, start.parts()).unwrap();
    let actions = random_actions(start, seed ^ 9, limit);
    GameLink { options, throw_off: Vec::new(), actions, players: [0, 2], start: Some(start) }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn a_game_survives_its_link(system in 0..4usize, long in any::<bool>(), seed in any::<u64>(), limit in 0..3000usize) {
        let system = System::ALL[system];
        let options = Options::new(system, if long && system != System::Gods { 7 } else { 5 });
        let link = random_link(options, seed, limit);
        let text = encode(&link).unwrap();
        prop_assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        prop_assert_eq!(decode(&text), Ok(link));
    }

    /// Format 3: a game from a set position (the analysis board's "Play on") keeps its position.
    #[test]
    fn a_game_from_a_set_position_survives_its_link(system in 0..4usize, seed in any::<u64>(), limit in 0..400usize) {
        let options = Options::new(System::ALL[system], 5);
        let link = random_link_from_a_position(options, seed, limit);
        let text = encode(&link).unwrap();
        prop_assert!(text.starts_with('D'), "format 3: {}", text);
        prop_assert_eq!(decode(&text), Ok(link.clone()));
        // A throw-off beside a set position is no game.
        prop_assert_eq!(encode(&GameLink { throw_off: vec![1], ..link }), Err(EncodeError::NotAGame));
    }

    #[test]
    fn any_text_is_a_game_or_a_clear_refusal(text in "[A-Za-z0-9_-]{0,300}|.{0,40}") {
        if let Ok(link) = decode(&text) {
            prop_assert_eq!(decode(&encode(&link).unwrap()), Ok(link));
        }
    }
}

#[test]
fn a_400_throw_game_fits_in_2_kb() {
    let mut longest = 0;
    for seed in 0..20 {
        let link = random_link(Options::new(System::Kendall, 5), seed, usize::MAX);
        let throws = link.actions.iter().filter(|a| matches!(a, Action::Throw(_))).count();
        let text = encode(&link).unwrap();
        // Scaled to 400 throws.
        longest = longest.max(text.len() * 400 / throws.max(1));
    }
    assert!(longest <= 2048, "{longest} characters for 400 throws");
}

#[test]
fn damaged_links_are_refused_with_a_reason() {
    let text = encode(&random_link(Options::new(System::Kendall, 5), 1, 200)).unwrap();
    let cut = &text[..text.len() / 2];
    assert!(decode(cut).is_err());
    assert!(decode(&format!("{text}AAAA")).is_err(), "more than a game");
    let error = decode("abc$def").unwrap_err().to_string();
    assert!(error.contains("character 4"), "{error}");
    assert!(decode("").unwrap_err().to_string().contains("format 0"));
    assert!(decode(&"A".repeat(30_000)).unwrap_err().to_string().contains("too long"));
}

/// A link, the options it was written with, its throw-off, its computer players and its actions.
type FrozenLink = (&'static str, fn() -> Options, &'static [u8], [u8; 2], &'static str);

/// Links written by the first link format (version 1), with the games they hold: whatever changes in
/// the move order or the format, an old link must keep its meaning. Actions: a throw's value, `+` a
/// revival, `pN` the gods' piece throw, `fN` a fate throw, `a-b` a move (0: entering, 31: borne off),
/// `tN` a touch (K17).
const FROZEN_LINKS: &[FrozenLink] = &[
    (
        "BYBA0AAMGRAUG7Mpiz678TU96rspdfIchiLwezFlUtsLJUl6tY-RAJV2WVKIMt",
        || Options { touch_move: true, release: true, goal: CycleGoal::Cycles(1), ..Options::new(System::Kendall, 5) },
        &[3, 2, 1],
        [0, 4],
        "2 9-11 1 t10 10-11 1 t4 4-5 2 t8 8-10 1 t8 8-9 1 t7 7-8 3 1 2-1 3 t10 10-13 3 t8 8-11 1 t13 13-14 3 t14 14-17 1 t9 9-10 1 t10 10-9 3 t9 9-12 2 t1 1-3 3 t12 12-15 2 t15 15-17 1 t6 6-7 2 t7 7-9 2 t5 5-7 4 t4 4-8 2 t8 8-10 2 t15 15-17 2 t11 11-13 2 t10 10-12 3 t9 9-6 4 t13 13-17 2 t15 15-13 3 t6 6-9 2 t3 3-5 1 t13 13-14 3 t12 12-9 1 t15 15-16 1 t2 2-3 1 t14 14-15 3 t9 9-12 2 t15 15-13 3 t5 5-8 2 t3 3-5 4 t16 16-20 2 t9 9-11 2 t1 1-3 1 t4 4-5 2 t11 11-9 3 t13 13-16 2 t9 9-11 3 t20 20-23",
    ),
    (
        "BUBIQAAIcAAU4knpKRAVWr6s-gAJcDewdzd4E6zt3AUcCll-Lokhlq",
        || Options { touch_move: false, release: true, goal: CycleGoal::Cycles(1), ..Options::new(System::Kendall, 7) },
        &[1],
        [2, 0],
        "2 13-15 3 15-18 2 14-16 1 5-6 4 11-15 2 9-11 2 15-17 5 18-23 2 17-19 2 12-14 2 19-17 3 8-11 3 17-20 3 14-17 1 8-9 2 23-25 1 16-15 3 11-14 3 15-18 3 9-12 2 17-19 4 7-11 2 12-14 2 19-23 3 6-9 2 18-20 3 14-17 2 10-8 4 11-15 2 9-11 1 3-2 1 15-16 4 20-24 2 12-14 2 18-20 1 14-15 2 15-13 2 5-7 3 16-19 4 24-28 3 13-16 3 19-22 3 22-19 2 23-25 4 11-15",
    ),
    (
        "BZBAgAAk7CAECOAdbzMME8aJTa_-LoaIcWpdCaw6CbJzwwqx3",
        || Options { touch_move: true, release: true, goal: CycleGoal::Cycles(1), ..Options::new(System::Bell, 5) },
        &[2, 1],
        [0, 0],
        "2 0-29 1 t0 0-30 3 t0 0-28 3 t29 29-26 2 t0 0-29 2 t26 26-24 3 t29 29-26 1 t24 24-23 1 t23 23-22 2 t0 0-29 1 t28 28-27 3 t0 0-28 3 t22 22-19 1 t26 26-25 1 t25 25-24 1 t27 27-26 2 t24 24-22 1 t19 19-18 2 t18 18-16 5 t22 22-17 2 t26 26-24 1 t17 17-18 1 t24 24-23 3 t18 18-15 1 t23 23-22 2 t28 28-26 1 t16 16-17 2 t17 17-19 2 t22 22-20 2 t29 29-27 2 t0 0-29 2 t19 19-17 1 t15 15-14 2 t30 30-28 2 t27 27-25 1 t26 26-25 2 t28 28-30 1 t17 17-16 1 t29 29-28 1 t20 20-19 2",
    ),
    (
        "B6-HH1BOcyBbClxgIa1OWkO1efv---J5rH",
        || Options { touch_move: true, release: true, goal: CycleGoal::TimeLimit { minutes: 30 }, ..Options::new(System::Cycles, 5) },
        &[1],
        [3, 3],
        "1 3-4 3 t9 9-12 2 t3 3-1 1 t7 7-8 3 t12 12-15 2 t8 8-10 2 t7 7-9 2 t5 5-7 1 t9 9-10 1 t8 8-9 1 t6 6-5 3 t10 10-13 5 t15 15-20 1 t7 7-6 2 t20 20-22 2 t9 9-11 1 t8 8-9 3 t9 9-12 4 t13 13-17 2 t17 17-19 2",
    ),
    (
        "BLBAAAA46AAcL7p09azEAXHqxezNGTAHWRvfWigqyE-dUL3M5z9ta4ysay1fR8gwzoOuC1tDcgKegVhqW4Z9yMRdkdmUU3WQn-gVBIHKKrv4zRzx6pkOFcdWrufcV2rIpcM0m0RErBIwVBP8akJ8cTZzTSm-2Mq1pD0LRLMFe9grh9bP-1x683U2t5a5fe12IxUUmRSJfgviYlf6ynyD3AOkT2-1rAZ3-LxM12rctPzVxctWzXx7t_Ry1c7o4Vi3MkCDVerGOaooJBBa8Fetk55j8mk9TZ3MPK-1vFGTJUZEHtdDNrOyA9fyZnicO73APM5IM0F3-uqsZnr9T6PwSw3-YdafiCpE7TjVQvtV-HEFJUk7J0tGc72sPUVQ7ePBUGMdXPheLg",
        || Options { touch_move: true, release: false, goal: CycleGoal::Cycles(1), ..Options::new(System::Gods, 5) },
        &[],
        [0, 0],
        "4 p4 4 p3 3 p2 1 1 3 3 p3 2 5 p2 3 p3 1 1 2 1 p2 2 p2 2 t4 4-6 3 p1 5 5-10 3 10-7 3 p3 1 7-8 3 6-9 2 p3 2 8-10 5 p1 2 p1 2 10-12 2 p3 3 t10 10-7 2 p2 4 2-6 1 6-5 5 t1 1-6 2 t6 6-8 2 p5 4 p3 1 p1 1 p1 4 p2 3 p2 2 t8 8-10 1 p1 3 p2 1 7-8 2 t9 9-7 1 p3 2 p3 1 8-9 2 t11 11-13 1 p2 2 p1 2 13-11 1 p2 2 p2 2 6-8 1 p3 1 p2 3 p2 5 2 8-6 2 p3 2 5-7 1 p1 5 p2 2 p1 3 1-4 2 p2 1 2-3 3 7-4 1 p4 3 p1 1 6-7 2 t10 10-12 1 p2 3 p3 2 9-11 1 p2 2 p2 3 11-8 3 p1 3 4-7 1 p3 1 p2 3 p1 2 6-4 2 p2 3 4-1 4 p2 3 t3 3-6 2 p2 3 13-10 2 p3 1 t10 10-9 2 t6 6-4 4 p3 4 p5 1 p2 2 p5 1 12-13 2 7-9 5 p1 2 p1 4 13-17 2 t1 1-3 4 p2 3 p1 2 3-5 3 p3 1 9-10 2 10-12 1 p2 5 p3 2 p1 1 t4 4-3 5 t3 3-8 3 t8 8-11 3 p1 1 12-13 2 11-9 2 p5 1 9-10 1 13-14 2 t17 17-19 3 p4 5 14-9 3 5-8 4 p2 1 p3 2 9-11 1 p2 4 p1 2 p2 1 t10 10-9 3 t8 8-5 2 p1 1 9-10 2 7-9 1 p2 3 p3 3 p1 2 t10 10-12 3 p3 3 12-15 5 16-26 f1 3 p4 2 t3 3-5 1 p2 2 p1 1 15-16 5 p2 1 p3 2 p3 3 t8 8-5 1 p5 f2 1 p2 3 p3 4 p4 5 p2 3 p3 + 2 p2 2 7-9 3 p3 2 5-7 5 p2 2 p3 1 15-14 3 14-17 3 p3 2 16-18 2 p4 1 t18 18-19 2 t11 11-13 + 3 7-4 5 p3 3 p1 3 17-20 2 p2 2 9-11 3 p3 1 t20 20-22 2 t22 22-24 1 p2 1 p1 3 p1 3 p2 1 10-9 1 4-5 2 t9 9-7 1 p2 4 24-20 3 7-10 2 p5 1 5-6 1 11-12 2 t20 20-22 1 p3 4 p2 1 p3 3 p2 4 p3 2 p2 3 t13 13-10 2 p3 1 6-7 2 10-12 2 p1 5 p2 2 p2 3 t16 16-19 2 t20 20-18 1 p3 3 p2 1 15-16 2 p3 3 12-15 4 15-11 3 t7 7-10 2 p2 2 11-13 2 p1 1 t16 16-17 4 t18 18-14 3 t17 17-20 2 p3 5 20-15 3 19-22 1 t10 10-11 2 t22 22-20 1 p3 2 p2 1 15-16 5 p4 2 p2 2 11-9 2 p2 5 9-4 1 13-12 3 t12 12-9 2 p2 2 4-6 1 p2 2 p1 3 p2 3 6-3 2 p4 1 14-13 1 3-4 2 t9 9-11 2 p3 2 4-6 2 p3 4 t11 11-7 2 t16 16-18 5 p3 5 p1 + 2 19-23 2 p3 1 t23 23-24 2 t18 18-20 3 p2 2 20-22 2 p5 2 t13 13-15 2 t7 7-9 2 p3 3 6-3 2 p1 3 t24 24-27 1 p2 3 p3 f2 2 9-11 1 p2 3 p3 4 15-19 2 3-5 + 2 11-13 1 p1 2 p2 + 3 p3 2 12-14 2 p4 5 22-27 2 p2 2 t5 5-7 3 p1 2 17-19 2 p2 3 t17 17-20 3 p4 3 14-17 2 p3 2 t20 20-22 3 p2 2 19-23 5 p2 5 t17 17-22 3 t23 23-26 f2 2 p5 2 t15 15-17 + 1 22-23 4 t17 17-25 2 t23 23-19 2 p1 1 19-20 1 25-26 f3 1 20-22 1 t22 22-23 2 t29 29-31 2 p2 1 23-24 2 24-26 f1 3 p2 + 3 28-31 2 p1 5 15-10 + 1 p2 1 p3 1 p1 3 p3 2 10-12 1 p2 1 p2 2 p2 3 t15 15-18 2 p1 1 p2 1 p5 3 p1 2 7-9 1 9-10 2 t10 10-8 3 p4 3 12-9 1 p2 1 p1 1 p4 3 p2 f5 1 8-7 2 t15 15-17 4 t17 17-25 2 t25 25-27 3 p4 5 7-12 + 3 p2 2 12-14 1 p5 2 p3 f2 1 14-13 2 15-17 2 p3 3 13-10 2 p1 3 t9 9-12 1 p5 1 p3 3 p4 2 t10 10-8 3 p2 2 17-19 5 p2 1 p3 2 p4 3 8-11 1 p4 2 p2 1 19-20 1 t12 12-13 5 t11 11-16 2 p1 2 16-14 3 p3 2 t13 13-15 2 t15 15-17 4 p3 3 p3 2 17-19 3 p2 2 19-23 3 p2 2 t23 23-25 4 p2 1 p1 4 p5 2 p4 2 14-16 4 p2 3 p1 2 p2 3 22-25 3 p1 2 22-24 3 p3 3 t18 18-15 4 t16 16-20 1 t24 24-25 1 t20 20-22 5 t22 22-17 1 t25 25-26 f2 2 17-19 2 p2 4 19-23 3 28-31 2 p2 3 15-18 2 p2 2 t18 18-20 2 p2 3 23-26 f2 1 p2 2 p4 3 t20 20-23 2 p4 3 28-31 2 p3 3 t23 23-26 f2 2 p2 5 1 5 2 2 p2 1 1 2 3 p1 2 + 2 2 p4 1 2 3 p3 3 28-31",
    ),
];

/// Actions in the frozen links' notation.
fn actions_text(actions: &[Action]) -> String {
    let words = actions.iter().map(|action| match *action {
        Action::Throw(value) => value.to_string(),
        Action::Revive => "+".into(),
        Action::GodsPiece(n) => format!("p{n}"),
        Action::Fate(value) => format!("f{value}"),
        Action::Move(mv) => format!("{}-{}", mv.from, mv.to),
        Action::Touch(square) => format!("t{square}"),
    });
    words.collect::<Vec<_>>().join(" ")
}

#[test]
fn frozen_links_keep_their_meaning() {
    for &(text, options, throw_off, players, actions) in FROZEN_LINKS {
        let link = decode(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(link.options, options(), "{text}");
        assert_eq!(link.throw_off, throw_off, "{text}");
        assert_eq!(link.players, players, "{text}");
        assert_eq!(actions_text(&link.actions), actions, "{text}");
    }
}

/// A 255-cycle game is far longer than a link may be: `encode` says so (the app then offers the record
/// file), and the longest link that may be written reads back.
#[test]
fn a_game_too_long_for_a_link_is_refused_and_the_longest_link_reads_back() {
    let mut options = Options::new(System::Cycles, 5);
    options.goal = CycleGoal::Cycles(255);
    let whole = random_link(options, 3, 60_000);
    match encode(&whole) {
        Err(EncodeError::TooLong { chars }) => assert!(chars > MAX_CHARS, "{chars}"),
        other => panic!("{other:?}"),
    }
    // The longest prefix of the game that fits, found by halving.
    let (mut fits, mut too_long) = (0, whole.actions.len());
    while too_long - fits > 1 {
        let middle = (fits + too_long) / 2;
        let prefix = GameLink { actions: whole.actions[..middle].to_vec(), ..whole.clone() };
        if encode(&prefix).is_ok() { fits = middle } else { too_long = middle }
    }
    let longest = GameLink { actions: whole.actions[..fits].to_vec(), ..whole.clone() };
    let text = encode(&longest).unwrap();
    assert!(text.len() > MAX_CHARS - 20, "{}", text.len());
    assert_eq!(decode(&text), Ok(longest));
}

#[test]
fn a_throw_off_the_rules_do_not_make_is_not_written_or_read() {
    let link = random_link(Options::new(System::Kendall, 5), 4, 30);
    for throw_off in [vec![2, 1, 1], vec![3, 2], vec![7, 1], vec![2; 80]] {
        assert_eq!(encode(&GameLink { throw_off: throw_off.clone(), ..link.clone() }), Err(EncodeError::NotAGame), "{throw_off:?}");
    }
    let gods = GameLink { throw_off: vec![1], ..random_link(Options::new(System::Gods, 5), 4, 30) };
    assert_eq!(encode(&gods), Err(EncodeError::NotAGame), "G2");
    // Format 1 wrote whatever it was given: such a link is refused when read.
    assert!(decode("BYBA0AAMGRAUG7Mpiz678TU96rspdfIchiLwezFlUtsLJUl6tY-RAJV2WVKIMt").is_ok());
}

/// The games library keeps a game in the link's format, however long it is.
#[test]
fn a_game_of_any_length_packs_and_unpacks() {
    let mut options = Options::new(System::Cycles, 5);
    options.goal = CycleGoal::Cycles(255);
    let whole = random_link(options, 3, 60_000);
    let text = pack(&whole).unwrap();
    assert!(text.len() > MAX_CHARS);
    assert_eq!(unpack(&text), Ok(whole));
}
