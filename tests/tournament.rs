//! The club's tournament (issue 42), natively: Berger tables for 3 to 16 players (each pair once,
//! or twice with the pairing turned in a double; one rest a round for an odd number, each player's
//! rests equal); Swiss rounds over many random tournaments of 8 to 32 (no pair twice, equal scores
//! meet, one bye at most a player); tie-breaks on hand-worked tables; Elo; a tournament's file read
//! back into its standings, and a forged record refused; the organiser's tournament (a new one
//! checked, records counted or refused, results by hand, a Swiss paired round by round) exported
//! and imported back equal.

use std::collections::BTreeMap;
use std::process::Command;

use senet::engine::{Options, System};
use senet::record::tournament::{rated, rating_histories, read, round_robin, standings, swiss_round, Format, NotStarted, Played, Rating, Tournament, FIRST_RATING};

#[test]
fn berger_tables_meet_each_pair_once_or_twice_turned_with_equal_rests() {
    for players in 3..=16 {
        for double in [false, true] {
            let rounds = round_robin(players, double);
            let per_cycle = players - 1 + players % 2;
            assert_eq!(rounds.len(), per_cycle * if double { 2 } else { 1 }, "{players} players");
            let mut met = BTreeMap::<(usize, usize), Vec<(usize, usize)>>::new();
            let mut rests = vec![0; players];
            for round in &rounds {
                let mut seen = round.pairs.iter().flat_map(|&(a, b)| [a, b]).chain(round.bye).collect::<Vec<_>>();
                seen.sort_unstable();
                assert_eq!(seen, (0..players).collect::<Vec<_>>(), "everyone once a round");
                assert_eq!(round.bye.is_some(), players % 2 == 1);
                for &(a, b) in &round.pairs {
                    met.entry((a.min(b), a.max(b))).or_default().push((a, b));
                }
                if let Some(bye) = round.bye {
                    rests[bye] += 1;
                }
            }
            assert_eq!(met.len(), players * (players - 1) / 2, "every pair meets");
            for (pair, games) in &met {
                if double {
                    assert!(games.len() == 2 && games[0] == (games[1].1, games[1].0), "{pair:?}: once each way round");
                } else {
                    assert_eq!(games.len(), 1, "{pair:?}");
                }
            }
            assert!(rests.iter().all(|&r| r == rests[0]), "equal rests: {rests:?}");
        }
    }
}

/// A small seeded generator for the tests' random results.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

#[test]
fn swiss_rounds_never_repeat_a_pair_pair_equal_scores_and_give_a_bye_at_most_once() {
    let mut random = Lcg(7);
    for players in 8usize..=32 {
        for _ in 0..5 {
            // As many rounds as a Swiss takes to find a winner: log2 of the players, rounded up.
            let rounds = (players as f64).log2().ceil() as usize;
            let (mut points, mut met, mut byes) = (vec![0.0; players], Vec::new(), Vec::new());
            for _ in 0..rounds {
                let round = swiss_round(&points, &met, &byes).expect("a pairing exists in these few rounds");
                // Equal scores meet; a player drops only to the score next below.
                let gaps = round.pairs.iter().map(|&(a, b)| (points[a] - points[b]).abs()).collect::<Vec<_>>();
                assert!(gaps.iter().all(|&gap| gap <= 1.0), "{players} players: {gaps:?}");
                for &(a, b) in &round.pairs {
                    assert!(!met.contains(&(a, b)) && !met.contains(&(b, a)), "{a} and {b} met before");
                    met.push((a, b));
                    points[if random.next().is_multiple_of(2) { a } else { b }] += 1.0;
                }
                if let Some(bye) = round.bye {
                    assert!(!byes.contains(&bye), "{bye} rested twice");
                    byes.push(bye);
                    points[bye] += 1.0;
                }
            }
        }
    }
}

fn game(first: usize, second: usize, winner: usize) -> Played {
    Played { round: 1, first, second, winner, verified: true, record: String::new() }
}

#[test]
fn standings_break_ties_by_sonneborn_berger_buchholz_then_the_game_between_them() {
    // A round robin of four: A beats B and C, D beats A; B beats C and D; C beats D. A and B have 2
    // points: A beat 2 + 1 = 3 (Sonneborn–Berger), B beat 1 + 1 = 2. C and D have 1: C beat D (1),
    // D beat A (2).
    let games = [game(0, 1, 0), game(0, 2, 0), game(3, 0, 3), game(1, 2, 1), game(1, 3, 1), game(2, 3, 2)];
    let table = standings(4, Format::RoundRobin, &games, &[]);
    assert_eq!(table.iter().map(|s| (s.player, s.points, s.tie_break)).collect::<Vec<_>>(), [(0, 2.0, 3.0), (1, 2.0, 2.0), (3, 1.0, 2.0), (2, 1.0, 1.0)]);
    // A Swiss of four over two rounds: 0 beat 1 then 2; 3 beat 2 then 1. Both 2 points; Buchholz
    // the same (1 + 0 for 0... 1 has 0, 2 has 0: 0 each); the game between them: none; so by order.
    let swiss = [game(0, 1, 0), game(2, 3, 3), game(0, 2, 0), game(1, 3, 3)];
    let table = standings(4, Format::Swiss, &swiss, &[]);
    assert_eq!(table.iter().map(|s| (s.player, s.points, s.tie_break)).collect::<Vec<_>>(), [(0, 2.0, 0.0), (3, 2.0, 0.0), (1, 0.0, 4.0), (2, 0.0, 4.0)]);
    // Level on points and tie-break: the game between them decides.
    let three = [game(0, 1, 1), game(1, 2, 2), game(2, 0, 0)];
    let table = standings(3, Format::RoundRobin, &three, &[]);
    assert!(table.iter().all(|s| s.points == 1.0 && s.tie_break == 1.0));
    let order = table.iter().map(|s| s.player).collect::<Vec<_>>();
    assert_eq!(order, [0, 1, 2], "all level, each beat one: the order of the tournament");
    let two = [game(0, 1, 1), game(0, 2, 0), game(1, 2, 2)];
    let table = standings(3, Format::Swiss, &two, &[]);
    assert_eq!(table[0].points, table[1].points);
}

#[test]
fn elo_moves_a_provisional_rating_by_32_and_a_settled_one_by_16() {
    let new = Rating::default();
    let (winner, loser) = rated(new, new);
    assert_eq!((winner.rating, loser.rating), (FIRST_RATING + 16.0, FIRST_RATING - 16.0));
    assert!(winner.provisional());
    let settled = Rating { rating: 1500.0, games: 5 };
    let (winner, loser) = rated(settled, settled);
    assert_eq!((winner.rating, loser.rating), (1508.0, 1492.0));
    assert!(!winner.provisional());
    let (upset, _) = rated(Rating { rating: 1300.0, games: 9 }, Rating { rating: 1700.0, games: 9 });
    assert!(upset.rating - 1300.0 > 8.0, "beating a stronger player is worth more");
}

/// The club's first tournament: five players, a round robin, each game a record of `senet play`
/// with the tournament's headers.
fn club_tournament() -> String {
    let names = ["Anna", "Boris", "Vera", "Gleb", "Dina"];
    let mut text = String::new();
    for (number, round) in round_robin(5, false).iter().enumerate() {
        for (game, &(a, b)) in round.pairs.iter().enumerate() {
            let seed = (number * 10 + game) as u64;
            let played = Command::new(env!("CARGO_BIN_EXE_senet")).args(["play", "--seed", &seed.to_string()]).output().unwrap();
            let record = String::from_utf8(played.stdout).unwrap();
            text += &format!("[Event \"The club's first\"]\n[Round \"{}\"]\n[Format \"round-robin\"]\n[Spools \"{}\"]\n[Cones \"{}\"]\n{record}\n", number + 1, names[a], names[b]);
        }
    }
    text
}

#[test]
fn a_tournaments_file_reads_back_into_its_standings_and_a_forged_record_is_refused() {
    let text = club_tournament();
    let tournament = read(&text).unwrap();
    assert_eq!((tournament.players.len(), tournament.games.len()), (5, 10));
    assert!(tournament.games.iter().all(|g| g.verified));
    let table = tournament.standings();
    assert_eq!(table.iter().map(|s| s.points).sum::<f64>(), 10.0, "a point a game");
    let ratings = tournament.ratings(&BTreeMap::new());
    assert_eq!(ratings.len(), 5);
    assert!((ratings.values().map(|r| r.rating).sum::<f64>() - 5.0 * FIRST_RATING).abs() < 1e-6, "Elo gives what it takes");
    // The command line prints them, and exits 1 on a record whose throw was changed.
    let file = std::env::temp_dir().join(format!("senet-tournament-{}.senet", std::process::id()));
    std::fs::write(&file, &text).unwrap();
    let printed = Command::new(env!("CARGO_BIN_EXE_senet")).args(["tournament", file.to_str().unwrap()]).output().unwrap();
    assert!(printed.status.success());
    let out = String::from_utf8(printed.stdout).unwrap();
    assert!(out.starts_with("The club's first (round-robin): 10 games, 10 checked by their records") && out.contains("Sonneborn-Berger"), "{out}");
    let forged = text.replacen("S 3 — 9-12", "S 4 — 9-12", 1);
    assert_ne!(forged, text, "the forgery changes a throw");
    std::fs::write(&file, &forged).unwrap();
    let refused = Command::new(env!("CARGO_BIN_EXE_senet")).args(["tournament", file.to_str().unwrap()]).output().unwrap();
    assert_eq!(refused.status.code(), Some(1), "{}", String::from_utf8_lossy(&refused.stderr));
    assert!(read(&forged).is_err());
    std::fs::remove_file(&file).ok();
}

fn names(names: &[&str]) -> Vec<String> {
    names.iter().map(|n| n.to_string()).collect()
}

/// A finished game of `senet play` (the computer against itself), with no players named.
fn played_record(seed: u64) -> String {
    let played = Command::new(env!("CARGO_BIN_EXE_senet")).args(["play", "--seed", &seed.to_string()]).output().unwrap();
    String::from_utf8(played.stdout).unwrap()
}

#[test]
fn a_new_tournament_is_checked_before_it_starts() {
    let kendall = Options::new(System::Kendall, 5);
    let five = names(&["Anna", "Boris", "Vera", "Gleb", "Dina"]);
    let rr = Tournament::new("  The club's first ", kendall, Format::RoundRobin, &five, 0).unwrap();
    assert_eq!((rr.event.as_str(), rr.rounds, rr.rounds_paired().len()), ("The club's first", 5, 5));
    assert_eq!(Tournament::new("x", kendall, Format::DoubleRoundRobin, &five, 0).unwrap().rounds, 10);
    assert_eq!(Tournament::new("", kendall, Format::RoundRobin, &five, 0), Err(NotStarted::NoName));
    assert_eq!(Tournament::new("x", kendall, Format::RoundRobin, &five[..2], 0), Err(NotStarted::PlayerCount(2)));
    assert_eq!(Tournament::new("x", kendall, Format::RoundRobin, &names(&["A", "B", " A "]), 0), Err(NotStarted::SameName("A".into())));
    assert!(matches!(Tournament::new("x", kendall, Format::RoundRobin, &names(&["A", "B", "C, D"]), 0), Err(NotStarted::Unwritable(_))));
    assert!(matches!(Tournament::new("say \"hi\"", kendall, Format::RoundRobin, &five, 0), Err(NotStarted::Unwritable(_))));
    assert_eq!(Tournament::new("x", kendall, Format::Swiss, &five, 5), Err(NotStarted::Rounds(5)));
    assert_eq!(Tournament::new("x", Options::new(System::Gods, 5), Format::Swiss, &five, 3), Err(NotStarted::Gods));
    let many = (0..33).map(|i| format!("P{i}")).collect::<Vec<_>>();
    assert_eq!(Tournament::new("x", kendall, Format::Swiss, &many, 5), Err(NotStarted::PlayerCount(33)));
}

#[test]
fn records_count_for_their_pairing_and_the_tournament_comes_back_from_its_file() {
    let mut t = Tournament::new("The club's first", Options::new(System::Kendall, 5), Format::RoundRobin, &names(&["Anna", "Boris", "Vera", "Gleb", "Dina"]), 0).unwrap();
    let rounds = t.rounds_paired();
    let pair = rounds[0].pairs[0];
    let record = played_record(7);
    // A record without names: the pairing's first is the throw-off's first thrower.
    t.count(1, pair, &record).unwrap();
    let game = t.game(1, pair).unwrap().clone();
    assert!(game.verified);
    let spools_first = record.contains("[ThrowOff \"1") ;
    assert_eq!(game.first == pair.0, spools_first, "the first thrower threw the 1 and plays the spools (K2)");
    assert!(game.record.contains("[Event \"The club's first\"]") && game.record.contains("[Round \"1\"]"), "{}", game.record);
    assert!(t.count(1, pair, &record).is_err(), "a pairing counts once");
    // Refused: another pairing's players, an unfinished game, a forged throw; the pairing stays open.
    let second = rounds[0].pairs[1];
    let others = format!("[Spools \"Anna\"]\n[Cones \"Nobody\"]\n{record}");
    assert!(t.count(1, second, &others).unwrap_err().contains("players are not"));
    let cut = record.lines().take(12).collect::<Vec<_>>().join("\n").replace("[Result \"S\"]", "[Result \"*\"]").replace("[Result \"C\"]", "[Result \"*\"]");
    assert!(t.count(1, second, &cut).unwrap_err().contains("not finished"));
    let forged = record.replacen(" 3 — ", " 4 — ", 1);
    assert_ne!(forged, record);
    assert!(t.count(1, second, &forged).is_err());
    assert!(t.game(1, second).is_none());
    // A result by hand, unverified; the file reads back into the same tournament.
    t.enter(1, second, second.1);
    assert!(!t.game(1, second).unwrap().verified);
    let back = read(&t.file()).unwrap();
    assert_eq!(back, t);
    assert_eq!(back.standings(), t.standings());
    // The command line reads the app's file: its heading, then its games.
    let file = std::env::temp_dir().join(format!("senet-organised-{}.senet", std::process::id()));
    std::fs::write(&file, t.file()).unwrap();
    let printed = Command::new(env!("CARGO_BIN_EXE_senet")).args(["tournament", file.to_str().unwrap()]).output().unwrap();
    std::fs::remove_file(&file).ok();
    let out = String::from_utf8(printed.stdout).unwrap();
    assert!(printed.status.success() && out.starts_with("The club's first (round-robin): 2 games, 1 checked by their records"), "{out}");
    // A file whose game is of no pairing of its round is refused.
    let mut wrong = t.clone();
    wrong.enter(2, pair, pair.0);
    assert!(!rounds[1].pairs.iter().any(|&(a, b)| (a, b) == pair || (b, a) == pair), "the pair meets in one round only");
    assert!(read(&wrong.file()).unwrap_err().contains("no game to count in round 2"));
    // Another system's record is not this tournament's game.
    let bell = Command::new(env!("CARGO_BIN_EXE_senet")).args(["play", "--seed", "3", "--system", "bell"]).output().unwrap();
    assert!(t.count(1, rounds[0].pairs[1], &String::from_utf8(bell.stdout).unwrap()).is_err());
}

#[test]
fn a_swiss_is_paired_a_round_at_a_time_and_finishes_with_its_rounds() {
    let players = names(&["A", "B", "C", "D", "E", "F", "G"]);
    let mut t = Tournament::new("Swiss", Options::new(System::Bell, 5), Format::Swiss, &players, 3).unwrap();
    for round in 1..=3 {
        let paired = t.rounds_paired();
        assert_eq!(paired.len(), round as usize, "round {round} is paired once the one before is complete");
        let this = paired.last().unwrap().clone();
        assert_eq!(this.pairs.len(), 3);
        assert!(this.bye.is_some());
        assert!(!t.finished());
        for &(a, b) in &this.pairs {
            t.enter(round, (a, b), a.min(b));
        }
    }
    assert!(t.finished());
    let byes = t.byes();
    assert_eq!(byes.len(), 3);
    assert!(byes.iter().all(|b| byes.iter().filter(|c| *c == b).count() == 1), "a bye at most once each");
    let table = t.standings();
    assert_eq!(table.iter().map(|s| s.points).sum::<f64>(), 9.0 + 3.0, "a point a game and a bye");
    assert_eq!(read(&t.file()).unwrap(), t);
}

#[test]
fn ratings_carry_over_from_one_tournament_to_the_next_with_their_history() {
    let players = names(&["A", "B", "C"]);
    let mut first = Tournament::new("One", Options::new(System::Kendall, 5), Format::RoundRobin, &players, 0).unwrap();
    for (r, round) in first.rounds_paired().iter().enumerate() {
        for &(a, b) in &round.pairs {
            first.enter(r as u32 + 1, (a, b), a.min(b));
        }
    }
    let mut second = first.clone();
    second.event = "Two".into();
    let histories = rating_histories(&[first.clone(), second], &BTreeMap::new());
    assert_eq!(histories["A"].len(), 4, "A's two games in each");
    assert!(histories["A"].windows(2).all(|w| w[1].rating > w[0].rating), "A won every game");
    assert_eq!(first.ratings(&BTreeMap::new())["A"], histories["A"][1]);
}
