//! The club's reference records (`tests/records`) and the record format's round trip.

use std::path::PathBuf;

use proptest::prelude::*;
use senet::engine::{next_action, Game, Options, Player, RandomPlayer, Seeded, System};
use senet::record::{parse, parse_bytes, replay, Recorder};

fn reference_records() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/records");
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

#[test]
fn a_throw_off_that_the_rules_do_not_make_is_a_disagreement_at_its_line() {
    for (throw_off, rules) in [
        ("3 2", "must end with its first 1 (K2)"),
        ("2 1 1", "must end with its first 1 (K2)"),
        ("2 6 1", "6 is not a throw"),
        ("2 x 1", "\"x\" is not a throw"),
    ] {
        let text = format!("[System \"kendall\"]\n[ThrowOff \"{throw_off}\"]\n\nS 5 — 9-14\n");
        let replayed = replay(&parse(&text).unwrap(), false).unwrap();
        assert_eq!(replayed.disagreements.len(), 1, "{throw_off}");
        let d = &replayed.disagreements[0];
        assert_eq!((d.line, d.record.as_str()), (2, format!("[ThrowOff \"{throw_off}\"]").as_str()));
        assert!(d.rules.contains(rules), "{throw_off}: {d}");
    }
    let long = vec!["2"; 70].join(" ") + " 1";
    let text = format!("[ThrowOff \"{long}\"]\n");
    assert!(replay(&parse(&text).unwrap(), false).unwrap().disagreements[0].rules.contains("longer than any real one"));
    // G2: the gods always start.
    let text = "[System \"gods\"]\n[ThrowOff \"1\"]\n\nG 1.2 — 0\n";
    let d = &replay(&parse(text).unwrap(), false).unwrap().disagreements[0];
    assert!(d.rules.contains("G2"), "{d}");
}

#[test]
fn a_result_that_names_the_wrong_winner_is_a_disagreement_at_its_line() {
    let (name, text) = reference_records().into_iter().find(|(n, _)| n.starts_with("kendall-5")).unwrap();
    let record = parse(&text).unwrap();
    let result = record.header_line("Result").unwrap();
    let (winner, number) = (result.value.clone(), result.number);
    let loser = if winner == "S" { "C" } else { "S" };
    for wrong in [loser, "*"] {
        let spoiled = text.replacen(&format!("[Result \"{winner}\"]"), &format!("[Result \"{wrong}\"]"), 1);
        let replayed = replay(&parse(&spoiled).unwrap(), false).unwrap();
        assert_eq!(replayed.disagreements.len(), 1, "{name}: {wrong}");
        let d = &replayed.disagreements[0];
        assert_eq!(d.line, number);
        assert_eq!(d.rules, format!("{winner} won"));
    }
    // An unfinished game: `*` only.
    assert_eq!(replay(&parse("[Result \"*\"]\n\nS 5 — 9-14\n").unwrap(), false).unwrap().disagreements, []);
    let d = &replay(&parse("[Result \"S\"]\n\nS 5 — 9-14\n").unwrap(), false).unwrap().disagreements[0];
    assert_eq!((d.line, d.rules.as_str()), (1, "* (the game goes on: nobody has won yet)"));
    // C3: a time-limited game stopped by the clock is won by the player ahead (at the start, the cones).
    let timed = "[System \"cycles\"]\n[TimeLimit \"30m\"]\n[Result \"C\"]\n";
    assert_eq!(replay(&parse(timed).unwrap(), false).unwrap().disagreements, []);
    let d = &replay(&parse(&timed.replace("\"C\"", "\"S\"")).unwrap(), false).unwrap().disagreements[0];
    assert!(d.rules.contains("C (ahead when the time ran out, C3)"), "{d}");
}

/// K11: the counter of extra throws saturates instead of wrapping, however many a lenient replay of
/// a careless record piles up (a debug build would panic on the overflow).
#[test]
fn k11_the_counter_saturates_in_a_lenient_replay_of_200_trips_through_15() {
    let mut text = String::from("S 5 -- 9-14\n");
    for _ in 0..200 {
        text.push_str("S 1 -- 14-15 +\nS 1 -- 15-14\n");
    }
    let replayed = replay(&parse(&text).unwrap(), true).unwrap();
    assert_eq!(replayed.lines, 401);
    // At the top (one pending throw taken since), not wrapped round to a count of skipped turns.
    assert!(replayed.game.counter(senet::engine::Side::Spools) >= i8::MAX - 1, "{}", replayed.game.counter(senet::engine::Side::Spools));
}

#[test]
fn an_import_lists_the_first_problems_and_counts_the_rest() {
    use senet::record::import::{import, MAX_IMPORT_BYTES, PROBLEMS_SHOWN};
    let with_throw_off = HAND_WRITTEN[0].1.replacen("[Pieces \"5\"]", "[Pieces \"5\"]\n[ThrowOff \"2 1\"]", 1);
    let imported = import(&with_throw_off).unwrap();
    assert_eq!(imported.throw_off, [2, 1]);
    assert_eq!(imported.actions.len(), replay(&parse(HAND_WRITTEN[0].1).unwrap(), false).unwrap().actions.len());
    // Every line wrong: the side to move throws the wrong move, 40,000 times over (about 600 KB).
    let bad = "S 2 — 4-6\nC 2 — 4-6\n".repeat(20_000);
    let problems = import(&bad).unwrap_err();
    assert_eq!(problems.first.len(), PROBLEMS_SHOWN);
    assert!(problems.first[0].starts_with("line 1: record says S 2 — 4-6"), "{:?}", problems.first);
    assert!(problems.more > 1000, "{}", problems.more);
    // Too large: refused by its size alone.
    let huge = "S 2 — 4-6\n".repeat(MAX_IMPORT_BYTES / 10 + 1);
    let problems = import(&huge).unwrap_err();
    assert_eq!((problems.first.len(), problems.more), (1, 0));
    assert!(problems.first[0].contains("too large to import"), "{:?}", problems.first);
    // A throw-off the rules do not make (K2), in an otherwise good record.
    let spoiled = with_throw_off.replacen("[ThrowOff \"2 1\"]", "[ThrowOff \"2 1 1\"]", 1);
    assert!(import(&spoiled).unwrap_err().first[0].contains("ThrowOff"));
}

#[test]
fn a_record_with_throws_from_the_table_round_trips() {
    let mut recorder = random_game(Options::new(System::Kendall, 5), 5);
    recorder.record_mut().mark_throws_from_table();
    let text = recorder.record().to_string();
    assert!(text.contains("[Throws \"table\"]"), "{text}");
    let read = parse(&text).unwrap();
    assert!(read.throws_from_table());
    assert_eq!(read.to_string(), text);
    assert_eq!(replay(&read, false).unwrap().disagreements, []);
    assert!(!parse("[Throws \"app\"]\n").unwrap().throws_from_table());
}

#[test]
fn a_file_of_several_records_splits_into_them() {
    use senet::record::split_records;
    let records = reference_records();
    let file = records.iter().take(3).map(|(_, text)| text.as_str()).collect::<Vec<_>>().join("\n");
    let split = split_records(&file);
    assert_eq!(split.len(), 3);
    for ((_, text), part) in records.iter().zip(&split) {
        assert_eq!(parse(part).unwrap(), parse(text).unwrap());
    }
    assert_eq!(split_records(&records[0].1), [records[0].1.as_str()], "one record is itself");
    assert_eq!(split_records("S 5 — 9-14\n"), ["S 5 — 9-14\n"], "headers are optional");
    let empty_first = "[System \"bell\"]\n\n[System \"kendall\"]\n\nS 5 — 9-14\n";
    assert_eq!(split_records(empty_first), ["[System \"bell\"]\n\n", "[System \"kendall\"]\n\nS 5 — 9-14\n"], "a record with no throw yet");
}
