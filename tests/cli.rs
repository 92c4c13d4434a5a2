//! The `senet` command line: its output and exit codes.

use std::process::{Command, Output};

fn senet(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_senet")).args(args).output().expect("senet runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// A file in the temporary directory, named for this test process, removed when the test is done
/// with it (a failed assertion included).
struct TempFile(std::path::PathBuf);

impl TempFile {
    fn named(name: &str) -> Self {
        TempFile(std::env::temp_dir().join(format!("senet-cli-{}-{name}", std::process::id())))
    }

    fn arg(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn temp_file(name: &str, bytes: &[u8]) -> TempFile {
    let file = TempFile::named(name);
    std::fs::write(&file.0, bytes).unwrap();
    file
}

#[test]
fn replay_of_a_good_record_exits_0() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/hand-records/kendall.senet");
    let output = senet(&["replay", path]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "replayed 23 lines, 0 disagreements\n");
}

#[test]
fn replay_of_a_record_that_breaks_the_rules_exits_1() {
    let path = temp_file("bad.senet", "S 5 — 7-12\nC 2 — 2-4\n".as_bytes());
    let output = senet(&["replay", path.arg()]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "line 1: record says S 5 — 7-12; rules give 9-14\nreplayed 1 lines, 1 disagreements\n");
    let lenient = senet(&["replay", "--lenient", path.arg()]);
    assert_eq!(lenient.status.code(), Some(1));
    assert!(stdout(&lenient).ends_with("replayed 2 lines, 2 disagreements\n"), "{}", stdout(&lenient));
}

#[test]
fn replay_of_what_is_not_a_record_exits_2_with_line_and_column() {
    let path = temp_file("junk.senet", b"S 2 \xe2\x80\x94 4-6\n\xff\xfe garbage");
    let output = senet(&["replay", path.arg()]);
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("line 2, column 1: the text is not valid UTF-8"), "{error}");
    assert_eq!(senet(&["replay", "/no/such/file"]).status.code(), Some(2));
    assert_eq!(senet(&["frobnicate"]).status.code(), Some(2));
}

#[test]
fn play_prints_a_complete_record_that_replays() {
    for system in ["kendall", "bell", "cycles", "gods"] {
        let output = senet(&["play", "--system", system, "--seed", "3"]);
        assert_eq!(output.status.code(), Some(0), "{system}");
        let text = stdout(&output);
        assert!(!text.contains("[Result \"*\"]"), "{system}: the game is complete");
        let path = temp_file(&format!("{system}.senet"), text.as_bytes());
        let replayed = senet(&["replay", path.arg()]);
        assert_eq!(replayed.status.code(), Some(0), "{system}: {}", stdout(&replayed));
    }
    assert_eq!(stdout(&senet(&["play", "--seed", "9"])), stdout(&senet(&["play", "--seed", "9"])), "seeded games repeat");
}

/// The evaluation's calibration: a log-loss, and a coin's beside it.
#[test]
fn calibrate_prints_the_evaluations_log_loss() {
    let output = senet(&["calibrate", "--games", "4", "--level", "greedy", "--system", "bell"]);
    assert!(output.status.success());
    let said = stdout(&output);
    let log_loss: f64 = said.split("log-loss ").nth(1).and_then(|rest| rest.split(' ').next()).and_then(|n| n.parse().ok()).expect(&said);
    assert!(log_loss > 0.0 && log_loss < 2.0, "{said}");
}

/// Learning prints the weights as `src/ai/weights.rs` holds them: the tempo and one per feature.
#[test]
fn train_prints_the_weights_as_source() {
    let output = senet(&["train", "--games", "5", "--system", "bell", "--pieces", "7"]);
    assert!(output.status.success());
    let said = stdout(&output);
    assert!(said.starts_with("const BELL_7: Weights = Weights {\n    tempo: "), "{said}");
    let numbers = said.split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-')).filter(|t| t.contains('.')).count();
    assert_eq!(numbers, 1 + senet::ai::learned::FEATURES, "{said}");
}

/// Learning a network writes its weights to the file named; learning goes on from a file, and
/// calibration reads one; a file of another shape is refused with a message, never a panic.
#[test]
fn train_writes_a_network_that_training_and_calibration_read() {
    let path = TempFile::named("network.bin");
    let file = path.arg();
    let output = senet(&["train", "--network", file, "--games", "2"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout(&output).starts_with("2 games in "), "{}", stdout(&output));
    assert_eq!(std::fs::metadata(&path.0).unwrap().len(), 4 * senet::ai::network::PARAMETERS as u64);
    assert!(senet(&["train", "--network", file, "--from", file, "--games", "1", "--seed", "2"]).status.success());
    let said = stdout(&senet(&["calibrate", "--games", "2", "--level", "greedy", "--network", file]));
    assert!(said.starts_with("the network's evaluation's chance") && said.contains("log-loss 0."), "{said}");
    let damaged = temp_file("damaged-network.bin", &[0; 10]);
    let output = senet(&["calibrate", "--network", damaged.arg()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not a network of this shape"));
    let said = stdout(&senet(&["calibrate", "--games", "2", "--level", "greedy", "--evaluation", "network"]));
    assert!(said.starts_with("the network evaluation's chance"), "{said}");
}

/// Distillation writes a network of the shape, goes on from a file, and refuses a damaged one
/// with a message.
#[test]
fn train_distil_writes_a_network_and_refuses_a_damaged_start() {
    let path = TempFile::named("distilled.bin");
    let quick = ["--rounds", "1", "--games", "2", "--depth", "1", "--epochs", "1"];
    let output = senet(&[&["train", "--distil", path.arg()], &quick[..]].concat());
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout(&output).starts_with("1 rounds of 2 games in "), "{}", stdout(&output));
    assert!(String::from_utf8_lossy(&output.stderr).contains("round 1: "), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(std::fs::metadata(&path.0).unwrap().len(), 4 * senet::ai::network::PARAMETERS as u64);
    assert!(senet(&[&["train", "--distil", path.arg(), "--from", path.arg()], &quick[..]].concat()).status.success());
    let damaged = temp_file("damaged-start.bin", &[0; 10]);
    let output = senet(&["train", "--distil", path.arg(), "--from", damaged.arg()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not a network of this shape"));
    let output = senet(&["train", "--distil", path.arg(), "--system", "gods"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("no network to start from"), "{}", String::from_utf8_lossy(&output.stderr));
}

#[test]
fn match_at_a_fixed_depth_plays_two_network_files() {
    use senet::engine::{Options, System};
    let network = temp_file("screened.bin", &senet::ai::network::self_play(&Options::new(System::Kendall, 5)).unwrap().to_bytes());
    let output = senet(&["match", "--depth", "0", "--a", network.arg(), "--b", network.arg(), "--games", "4"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout(&output).contains("A wins 50.0% ± "), "{}", stdout(&output));
    let output = senet(&["match", "--depth", "0", "--a", network.arg()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("--b FILE"), "{}", String::from_utf8_lossy(&output.stderr));
    let damaged = temp_file("damaged-screened.bin", &[0; 10]);
    let output = senet(&["match", "--depth", "0", "--a", network.arg(), "--b", damaged.arg()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not a network of this shape"));
}

/// A match's wins, from its first line ("A against B: W of N games …").
fn match_wins(output: &Output) -> u32 {
    let said = stdout(output);
    said.split(": ").nth(1).and_then(|rest| rest.split(' ').next()).and_then(|wins| wins.parse().ok()).unwrap_or_else(|| panic!("{said}"))
}

/// `senet match --from K`: stderr tells the exact prefix ended and the `--from` that goes on from
/// it, the match played on from there adds up to the whole, and K must start a deal within the match.
#[test]
fn a_match_cut_short_goes_on_with_from() {
    let whole = senet(&["match", "--a", "random", "--b", "random", "--games", "110", "--seed", "5"]);
    assert!(whole.status.success());
    let told = String::from_utf8_lossy(&whole.stderr).into_owned();
    let line = told.lines().find(|line| line.starts_with("games 0 to 49: A won ")).unwrap_or_else(|| panic!("{told}"));
    assert!(line.ends_with(" of 50 (go on with --from 50)"), "{line}");
    assert!(told.contains("games 0 to 99: A won "), "{told}");
    let first_wins: u32 = line["games 0 to 49: A won ".len()..].split(' ').next().unwrap().parse().unwrap();
    let rest = senet(&["match", "--a", "random", "--b", "random", "--games", "110", "--seed", "5", "--from", "50"]);
    assert!(rest.status.success());
    assert!(stdout(&rest).contains(" of 60 games (games 50 to 109)"), "{}", stdout(&rest));
    assert_eq!(first_wins + match_wins(&rest), match_wins(&whole));
    for from in ["3", "110"] {
        let output = senet(&["match", "--a", "random", "--b", "random", "--games", "110", "--from", from]);
        assert_eq!(output.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&output.stderr).contains("an even number below --games 110"), "{}", String::from_utf8_lossy(&output.stderr));
    }
}

/// `senet puzzles --refresh`: a set's puzzles still best are kept, its first line's history goes on,
/// and a damaged set is refused.
#[test]
fn puzzles_refresh_keeps_a_sets_puzzles_and_its_history() {
    let bundled = senet::ai::puzzles::BUNDLED;
    let puzzle = bundled.lines().find(|line| line.starts_with("b7-")).unwrap();
    let set = temp_file("refreshed.tsv", format!("# senet puzzles --per 1: ID, system and pieces, position, throw, answer, rating, themes\n{puzzle}\n").as_bytes());
    let output = senet(&["puzzles", "--refresh", set.arg(), "--per", "1", "--games", "0"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = stdout(&output);
    let lines = text.lines().collect::<Vec<_>>();
    assert!(lines[0].starts_with("# senet puzzles --per 1; then senet puzzles --refresh --per 1 --games 0 --seed 1 "), "{text}");
    assert_eq!(lines[1..], [puzzle], "{text}");
    let damaged = temp_file("damaged.tsv", format!("{}\n", puzzle.replace('\t', " ")).as_bytes());
    let output = senet(&["puzzles", "--refresh", damaged.arg()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("damaged.tsv"), "{}", String::from_utf8_lossy(&output.stderr));
}

#[test]
fn bench_prints_playouts_per_second_last() {
    let output = senet(&["bench", "--seconds", "0.2", "--system", "gods"]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    let last = text.lines().last().unwrap();
    assert!(last.starts_with("playouts/s: "), "{text}");
    assert!(last["playouts/s: ".len()..].parse::<f64>().unwrap() > 0.0);
}

#[test]
fn a_closed_or_full_output_is_a_clear_exit_never_a_panic() {
    use std::process::Stdio;
    // A reader that stops at once (`| head -0`): no error.
    let mut child = Command::new(env!("CARGO_BIN_EXE_senet"))
        .args(["bench", "--seconds", "0.1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    // A full disk: exit 3 and say why.
    let full = || std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_senet")).args(["play", "--seed", "1"]).stdout(full()).output().unwrap();
    assert_eq!(output.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot write the output"));
    // Standard error full as well: the same exit codes, quietly.
    let output = Command::new(env!("CARGO_BIN_EXE_senet")).args(["replay", "/no/such/file"]).stderr(full()).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let output = Command::new(env!("CARGO_BIN_EXE_senet")).args(["play"]).stdout(full()).stderr(full()).output().unwrap();
    assert_eq!(output.status.code(), Some(3));
}

#[test]
fn a_huge_file_is_refused_by_its_size_before_it_is_read() {
    let path = TempFile::named("huge.senet");
    // Sparse: 300 MB on paper, nothing on disk.
    std::fs::File::create(&path.0).unwrap().set_len(300 << 20).unwrap();
    let output = senet(&["replay", path.arg()]);
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("too large to be a record (314572800 bytes"), "{error}");
    // A device that never ends is read no further than the limit.
    let output = senet(&["replay", "/dev/zero"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("too large"));
}

#[test]
fn replay_checks_the_throw_off_and_the_result() {
    let path = temp_file("headers.senet", "[ThrowOff \"3 2\"]\n[Result \"C\"]\n\nS 5 — 9-14\n".as_bytes());
    let output = senet(&["replay", path.arg()]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout(&output),
        "line 1: record says [ThrowOff \"3 2\"]; rules give the throw-off must end with its first 1 (K2)\n\
         line 2: record says [Result \"C\"]; rules give * (the game goes on: nobody has won yet)\n\
         replayed 1 lines, 2 disagreements\n"
    );
}

#[test]
fn analyse_reports_each_player_and_annotates_a_record_that_still_replays() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/hand-records/kendall.senet");
    let output = senet(&["analyse", path]);
    assert_eq!(output.status.code(), Some(0));
    let report = stdout(&output);
    assert!(report.lines().nth(1).is_some_and(|l| l.starts_with("S: played like ")), "{report}");
    assert!(report.lines().nth(2).is_some_and(|l| l.starts_with("C: played like ")), "{report}");
    let annotated = senet(&["analyse", "--annotate", path]);
    assert_eq!(annotated.status.code(), Some(0));
    let text = stdout(&annotated);
    assert!(text.contains("{?? ") || text.contains("{? ") || text.contains("{?! "), "{text}");
    let again = temp_file("annotated.senet", text.as_bytes());
    let replayed = senet(&["replay", again.arg()]);
    assert_eq!(stdout(&replayed), "replayed 23 lines, 0 disagreements\n");
}

/// The analysis board's table for a position (issue 40): a line for the position, a line a throw;
/// a position no game reaches exits 2 with the reason.
#[test]
fn analyse_a_position_prints_a_line_a_throw_and_refuses_an_unreachable_one() {
    let output = senet(&["analyse", "--position", "S:14,16,18,22,24 C:12,13,19,20,25 turn:C"]);
    assert_eq!(output.status.code(), Some(0));
    let printed = stdout(&output);
    let lines = printed.lines().map(|line| line.split('\t').collect::<Vec<_>>()).collect::<Vec<_>>();
    assert_eq!(lines.len(), 6, "{printed}");
    assert_eq!(lines[0][..2], ["position", "C"]);
    for (throw, line) in lines[1..].iter().enumerate() {
        assert_eq!(line[0], (throw + 1).to_string(), "{printed}");
        assert!(line[1].contains('-') || line[1] == "pass", "{printed}");
        assert!(line[2].parse::<f64>().is_ok_and(|chance| (0.0..=1.0).contains(&chance)), "{printed}");
    }
    let refused = senet(&["analyse", "--position", "S:27 C:3"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("27: a piece reaching the House of Water drowns"));
}

#[test]
fn rollout_prints_the_chance_its_interval_and_its_speed() {
    let output = senet(&["rollout", "--position", "S:26,28 C:27 bell:C turn:S", "--system", "cycles", "--games", "20", "--level", "greedy"]);
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let printed = stdout(&output);
    assert!(printed.contains(" ± ") && printed.contains("over 20 games of greedy") && printed.contains("games a second"), "{printed}");
}

#[test]
fn puzzles_list_prints_a_puzzle_a_line_and_check_exits_1_on_a_forged_one() {
    let listed = senet(&["puzzles", "--list"]);
    assert!(listed.status.success());
    let text = stdout(&listed);
    let first = text.lines().next().unwrap().split('\t').collect::<Vec<_>>();
    assert_eq!(first.len(), 4, "ID, position, throw, answer: {first:?}");
    assert!(first[1].contains("turn:") && first[3].contains('-'), "{first:?}");
    assert!(text.lines().count() >= 300);
    // The bundled set's first line with its answer changed to another move of its piece's.
    let bundled = senet::ai::puzzles::read(senet::ai::puzzles::BUNDLED).unwrap();
    let mut forged = bundled[0].clone();
    forged.answer = forged.at_move().legal_moves().iter().find(|&mv| mv != forged.answer).unwrap();
    let file = temp_file("forged.tsv", format!("{forged}\n{}\n", bundled[1]).as_bytes());
    let checked = senet(&["puzzles", "--check", file.arg()]);
    assert_eq!(checked.status.code(), Some(1));
    assert!(stdout(&checked).starts_with("1 of 2 puzzles"), "{}", stdout(&checked));
}
