//! The position notation (NOTATION.md, `Game::arrange` and `Game::arrangement`): every position a
//! game reaches at a throw is written and read back the same, in every system; positions no game
//! reaches are refused with their reason.

use senet::engine::{next_action, Game, Options, Player, RandomPlayer, Seeded, Stage, System};

fn systems() -> [Options; 5] {
    [
        Options::new(System::Kendall, 5),
        Options::new(System::Kendall, 7),
        Options::new(System::Bell, 5),
        Options::new(System::Cycles, 5),
        Options::new(System::Gods, 5),
    ]
}

#[test]
fn every_position_at_a_throw_is_written_and_read_back_the_same_in_every_system() {
    for options in systems() {
        let mut read = 0;
        for seed in 0..40 {
            let mut throws = Seeded::new(seed);
            let (mut spools, mut cones) = (RandomPlayer(Seeded::new(seed + 1000)), RandomPlayer(Seeded::new(seed + 2000)));
            let mut players: [&mut dyn Player; 2] = [&mut spools, &mut cones];
            let mut game = Game::new(options);
            while let Some(action) = next_action(&game, &mut throws, &mut players) {
                if game.stage() == Stage::Throw {
                    let text = game.arrangement();
                    assert_eq!(Game::arrange(options, &text), Ok(game), "{options:?}: {text}");
                    read += 1;
                }
                game.act(action).unwrap();
            }
        }
        assert!(read > 1000, "{options:?}: {read} positions");
    }
}

#[test]
fn positions_no_game_reaches_are_refused_with_their_reason() {
    let kendall = Options::new(System::Kendall, 5);
    let refused = [
        (kendall, "S:1,2,3,4,5,6 C:7", "more than 5 pieces for one side"),
        (kendall, "S:21 C:7", "21: a piece stands on 1–30, never on 21"),
        (kendall, "S:3,3 C:7", "3: two pieces on one square"),
        (kendall, "S:3 C:3", "3: two pieces on one square"),
        // K14: a piece that reaches 27 drowns.
        (kendall, "S:27 C:7", "27: a piece reaching the House of Water drowns, it never stands there"),
        (kendall, "S:3 C:7 bell:S", "a Bell race is only in a Bell or cycles game"),
        (Options::new(System::Cycles, 5), "S:3 C:7 bell:S drowned:S1", "a piece racing Bell's way never drowns"),
        (kendall, "S:3 C:7 turn:X", "X: expected a side letter S, C, G or O"),
        (kendall, "S:3 C:7 colour:S", "colour: unknown key"),
        (kendall, "S:x", "x: not a square"),
    ];
    for (options, text, reason) in refused {
        assert_eq!(Game::arrange(options, text), Err(reason.to_string()), "{text}");
    }
    // A Bell piece may stand on 27 (B4), and a piece rests on 26 after a blocked fate throw (K13).
    assert!(Game::arrange(Options::new(System::Bell, 5), "S:27 C:3").is_ok());
    assert!(Game::arrange(kendall, "S:26 C:3").is_ok());
}

/// NOTATION.md's example of each system is read, and written back the same way it reads.
#[test]
fn the_notations_examples_are_read_in_their_systems() {
    let notation = include_str!("../src/record/NOTATION.md");
    let section = &notation[notation.find("## Positions").unwrap()..];
    let mut examples = 0;
    for line in section.lines().take_while(|line| !line.starts_with("## A game")) {
        let cells = line.split('|').map(str::trim).collect::<Vec<_>>();
        let [_, system, position, _] = cells[..] else { continue };
        let Some(position) = position.strip_prefix('`').and_then(|p| p.strip_suffix('`')) else { continue };
        let options = match system {
            "Kendall" => Options::new(System::Kendall, 5),
            "long Kendall (`--pieces 7`)" => Options::new(System::Kendall, 7),
            "Bell" => Options::new(System::Bell, 5),
            "cycles" => Options::new(System::Cycles, 5),
            "with the gods" => Options::new(System::Gods, 5),
            other => panic!("an example of an unknown system: {other}"),
        };
        let game = Game::arrange(options, position).unwrap_or_else(|reason| panic!("{position}: {reason}"));
        assert_eq!(Game::arrange(options, &game.arrangement()), Ok(game));
        examples += 1;
    }
    assert_eq!(examples, 5);
}

/// A position as a link (`#p=…`): read back the same in every system; a damaged one says why.
#[test]
fn a_position_link_is_read_back_the_same_and_a_damaged_one_says_why() {
    use senet::record::position::{from_link, to_link};
    for options in systems() {
        let mut throws = Seeded::new(7);
        let (mut spools, mut cones) = (RandomPlayer(Seeded::new(8)), RandomPlayer(Seeded::new(9)));
        let mut players: [&mut dyn Player; 2] = [&mut spools, &mut cones];
        let mut game = Game::new(options);
        while let Some(action) = next_action(&game, &mut throws, &mut players) {
            if game.stage() == Stage::Throw {
                let link = to_link(&game);
                assert!(!link.contains(' ') && link.starts_with("p="), "{link}");
                assert_eq!(from_link(&link), Ok(game), "{link}");
            }
            game.act(action).unwrap();
        }
    }
    let damaged = [
        ("g=abc", "not a position link"),
        ("p=kendall5", "the link is cut short"),
        ("p=chess5/S:1", "chess: not a system"),
        ("p=kendall/S:1", ": not a number of pieces"),
        ("p=kendall6/S:1", "a game has 5 or 7 pieces a side"),
        ("p=kendall5/S:27+C:3", "27: a piece reaching the House of Water drowns, it never stands there"),
    ];
    for (link, reason) in damaged {
        assert_eq!(from_link(link), Err(reason.to_string()), "{link}");
    }
}

/// A record that starts from a position (`[Position]`) replays from it; a position no game reaches
/// makes it unreadable, naming the header; the app's import says it takes games from the start only.
#[test]
fn a_record_with_a_starting_position_replays_from_it() {
    use senet::record::{import::import, parse, replay, Recorder};
    let options = Options::new(System::Kendall, 5);
    let start = Game::arrange(options, "S:14,16,18,22,24 C:12,13,19,20,25 turn:C").unwrap();
    // A few turns from the position, written by the recorder and given the header.
    let mut recorder = Recorder::new(start);
    let mut throws = Seeded::new(4);
    let (mut spools, mut cones) = (RandomPlayer(Seeded::new(5)), RandomPlayer(Seeded::new(6)));
    let mut players: [&mut dyn Player; 2] = [&mut spools, &mut cones];
    // Forty actions, and on to the end of a turn (the record holds whole lines).
    let mut played = 0;
    while played < 40 || recorder.game().stage() != Stage::Throw {
        let Some(action) = next_action(recorder.game(), &mut throws, &mut players) else { break };
        recorder.act(action).unwrap();
        played += 1;
    }
    let mut record = recorder.record().clone();
    record.set_start(&start);
    let text = record.to_string();
    assert!(text.contains("[Position \"S:14,16,18,22,24 C:12,13,19,20,25 turn:C\"]"), "{text}");
    let replayed = replay(&parse(&text).unwrap(), false).unwrap();
    assert!(replayed.disagreements.is_empty(), "{:?}", replayed.disagreements);
    assert_eq!(replayed.game, *recorder.game());
    // Without the header, the same lines do not follow the rules from the start.
    let from_the_start = text.lines().filter(|line| !line.starts_with("[Position")).collect::<Vec<_>>().join("\n");
    assert!(!replay(&parse(&from_the_start).unwrap(), false).unwrap().disagreements.is_empty());
    let unreachable = text.replace("turn:C\"]", "turn:C drowned:S4\"]");
    let refused = replay(&parse(&unreachable).unwrap(), false).err().unwrap_or_default();
    assert!(refused.starts_with("[Position \"S:14,16,18") && refused.ends_with("\"]: more than 5 pieces for one side"), "{refused}");
    let imported = import(&text).unwrap();
    assert_eq!((imported.start, imported.actions.len()), (Some(start), replayed.actions.len()));
}
