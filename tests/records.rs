//! The club's reference records (`../shared/records`) and the record format's round trip.

use std::path::PathBuf;

use proptest::prelude::*;
use senet::engine::{next_action, Game, Options, Player, RandomPlayer, Seeded, System};
use senet::record::{parse, parse_bytes, replay, Recorder};

fn reference_records() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/records");
    let mut records = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "senet"))
        .map(|path| (path.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read_to_string(&path).unwrap()))
        .collect::<Vec<_>>();
    records.sort();
    assert!(records.len() >= 30, "the reference records are missing from {}", dir.display());
    records
}

/// The throw lines of a record's text, without headers and blank lines.
fn throw_lines(text: &str) -> Vec<&str> {
    text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('[')).collect()
}

#[test]
fn every_reference_record_replays_without_disagreement() {
    for (name, text) in reference_records() {
        let record = parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let replayed = replay(&record, false).unwrap();
        assert_eq!(replayed.disagreements, [], "{name}");
        assert_eq!(replayed.lines, record.lines.len(), "{name}");
        let result = record.header("Result").unwrap();
        let winner = replayed.game.winner().map(|w| senet::record::side_letter(record.system(), w).to_string());
        assert_eq!(winner.as_deref(), Some(result), "{name}: the game ends as the record says");
    }
}

/// Records written by hand from the rules, each passing Houses, captures, Ba and fate throws, and the
/// line of each to spoil with a deliberate mistake.
const HAND_WRITTEN: [(&str, &str, &str, &str); 3] = [
    ("kendall", include_str!("hand-records/kendall.senet"), "S 3 — 5-8 : 8-5", "S 3 — 5-8"),
    ("bell", include_str!("hand-records/bell.senet"), "S 1 — 22-21 ↑ 20", "S 1 — 22-21 ↑ 20 #"),
    ("gods", include_str!("hand-records/gods.senet"), "O 1 — 5-4", "O 1 — 5-6"),
];

#[test]
fn hand_written_records_replay_and_a_mistake_is_found_at_its_line() {
    for (name, text, line, mistake) in HAND_WRITTEN {
        let replayed = replay(&parse(text).unwrap(), false).unwrap();
        assert_eq!(replayed.disagreements, [], "{name}");
        let number = text.lines().position(|l| l == line).unwrap() + 1;
        let spoiled = text.replacen(line, mistake, 1);
        let replayed = replay(&parse(&spoiled).unwrap(), false).unwrap();
        assert_eq!(replayed.disagreements.len(), 1, "{name}");
        assert_eq!(replayed.disagreements[0].line, number, "{name}: {}", replayed.disagreements[0]);
        assert!(replayed.disagreements[0].record.contains(mistake));
    }
}

#[test]
fn replaying_the_reference_throws_writes_the_same_lines() {
    for (name, text) in reference_records() {
        let record = parse(&text).unwrap();
        let replayed = replay(&record, false).unwrap();
        let mut recorder = Recorder::new(Game::new(record.options().unwrap()));
        for action in &replayed.actions {
            recorder.act(*action).unwrap();
        }
        let written = recorder.record().to_string();
        assert_eq!(throw_lines(&written), throw_lines(&text), "{name}");
    }
}

#[test]
fn a_deliberate_mistake_is_reported_at_its_line() {
    let (_, text) = reference_records().into_iter().find(|(n, _)| n.starts_with("kendall-5")).unwrap();
    // Line 8 of kendall-5-seed101-001 is `S 5 — 9-14`: the rules give 9-14 alone for the first 5.
    let broken = text.replacen("S 5 — 9-14", "S 5 — 7-12", 1);
    let replayed = replay(&parse(&broken).unwrap(), false).unwrap();
    assert_eq!(replayed.disagreements.len(), 1);
    let d = &replayed.disagreements[0];
    assert_eq!(d.line, 7);
    assert_eq!(d.to_string(), "line 7: record says S 5 — 7-12; rules give 9-14");
}

#[test]
fn lenient_replay_reports_every_disagreement_and_carries_on() {
    let (_, text) = reference_records().into_iter().find(|(n, _)| n.starts_with("kendall-5")).unwrap();
    let broken = text.replacen("S 2 — 7-9\n", "S 2 — 7-9 +\n", 1).replacen("C 3 — 16-19\n", "S 3 — 16-19\n", 1);
    let strict = replay(&parse(&broken).unwrap(), false).unwrap();
    assert_eq!(strict.disagreements.len(), 1);
    let lenient = replay(&parse(&broken).unwrap(), true).unwrap();
    let lines = lenient.disagreements.iter().map(|d| d.line).collect::<Vec<_>>();
    assert_eq!(&lines[..2], [8, 12], "{:#?}", lenient.disagreements);
    assert!(lenient.lines > 100, "the replay went on after the slips");
}

#[test]
fn wrong_side_and_lost_throw_are_reported_with_what_the_rules_give() {
    let record = parse("[System \"kendall\"]\n\nC 2 — 2-4\n").unwrap();
    let d = &replay(&record, false).unwrap().disagreements[0];
    assert_eq!(d.to_string(), "line 3: record says C 2 — 2-4; rules give S to throw");
    let record = parse("S 2 — 0\n").unwrap();
    let d = &replay(&record, false).unwrap().disagreements[0];
    assert_eq!(d.rules, "9-11");
    let record = parse("S 1 — 9-10\n").unwrap();
    let d = &replay(&record, false).unwrap().disagreements[0];
    assert_eq!(d.rules, "one of 1-2 : 2-1, 3-4 : 4-3, 5-6 : 6-5, 7-8 : 8-7, 9-10 : 10-9", "{d}");
}

#[test]
fn bad_headers_are_refused_with_a_message() {
    for (text, says) in [
        ("[System \"chess\"]\n", "expected kendall, bell, cycles or gods"),
        ("[Pieces \"6\"]\n", "expected 5 or 7"),
        ("[System \"gods\"]\n[Pieces \"7\"]\n", "with the gods is played with 5"),
        ("[System \"cycles\"]\n[Cycles \"0\"]\n", "number of cycles"),
        ("[System \"cycles\"]\n[TimeLimit \"soon\"]\n", "minutes"),
    ] {
        let error = replay(&parse(text).unwrap(), false).unwrap_err();
        assert!(error.contains(says), "{text}: {error}");
    }
}

fn random_game(options: Options, seed: u64) -> Recorder {
    let mut recorder = Recorder::new(Game::new(options));
    let mut throws = Seeded::new(seed);
    let (mut a, mut b) = (RandomPlayer(Seeded::new(seed.wrapping_add(1))), RandomPlayer(Seeded::new(seed.wrapping_add(2))));
    let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
    while let Some(action) = next_action(recorder.game(), &mut throws, &mut players) {
        recorder.act(action).unwrap();
    }
    recorder
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Writing a game gives a record that reads back to the same game, in every system.
    #[test]
    fn a_written_game_reads_back_to_the_same_game(system in 0..4usize, long in any::<bool>(), release in any::<bool>(), seed in any::<u64>()) {
        let system = System::ALL[system];
        let mut options = Options::new(system, if long && system != System::Gods { 7 } else { 5 });
        options.release = release || system != System::Gods;
        let recorder = random_game(options, seed);
        let text = recorder.record().to_string();
        let read = parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(read.to_string(), text);
        let replayed = replay(&read, false).unwrap();
        prop_assert_eq!(replayed.disagreements, []);
        prop_assert_eq!(replayed.game, *recorder.game());
        prop_assert_eq!(&replayed.actions[..], recorder.actions());
    }
}

#[test]
fn damaged_records_give_errors_or_disagreements_never_a_panic() {
    let records = reference_records();
    let mut rng = Seeded::new(7);
    for (name, text) in records.iter().take(12) {
        let bytes = text.as_bytes();
        for _ in 0..40 {
            let mut damaged = bytes.to_vec();
            match rng.below(3) {
                0 => damaged.truncate(rng.below(bytes.len())),
                1 => {
                    let at = rng.below(bytes.len());
                    damaged[at] = rng.next_u64() as u8;
                }
                _ => {
                    let at = rng.below(bytes.len());
                    let symbols = b"0123456789-:+#IV{}[]\" \n\xe2";
                    damaged.insert(at, symbols[rng.below(symbols.len())]);
                }
            }
            if let Ok(record) = parse_bytes(&damaged) {
                let _ = replay(&record, true);
                let _ = replay(&record, false);
            }
        }
        // A record cut anywhere, even inside a character.
        match parse_bytes(&bytes[..bytes.len() / 2 + 1]) {
            Ok(record) => assert!(replay(&record, false).is_ok(), "{name}"),
            Err(e) => assert!(e.line > 1, "{name}: {e}"),
        }
    }
}
