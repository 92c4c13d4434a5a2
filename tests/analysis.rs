//! The analysis board's numbers (issue 40): the table of throws equals a direct search of each
//! throw's moves; a rollout's chance lies within its interval of a much longer one's.

use senet::ai::analysis::{analyse, rollout, BestOf, Outcome, RolloutJob, Rollouts, DEPTH};
use senet::ai::{rank_moves_with, Evaluation, Level};
use senet::engine::{Game, Options, System};

#[test]
fn the_table_of_throws_equals_a_direct_search_of_each_throws_moves() {
    let positions = [
        (Options::new(System::Kendall, 5), "S:14,16,18,22,24 C:12,13,19,20,25 turn:C"),
        (Options::new(System::Kendall, 5), "S:1,3,5,7,9 C:2,4,6,8,10 turn:S"),
        (Options::new(System::Bell, 5), "S:3,9,14 C:20,22 turn:S"),
        (Options::new(System::Kendall, 5), "S:8,24 C:12,13 turn:S drowned:S1"),
    ];
    for (options, text) in positions {
        let game = Game::arrange(options, text).unwrap();
        let analysis = analyse(&game, DEPTH).unwrap();
        assert_eq!(analysis.throws.len(), 5, "{text}");
        let weighed: f64 = analysis.throws.iter().map(|row| row.probability * row.chance).sum();
        assert!((analysis.chance - weighed.max(analysis.revive.unwrap_or(0.0))).abs() < 1e-12, "{text}");
        for row in &analysis.throws {
            let mut thrown = game;
            thrown.throw(row.value).unwrap();
            match &row.outcome {
                Outcome::Moves(moves) => {
                    let direct = rank_moves_with(Evaluation::Network, &thrown, DEPTH);
                    assert_eq!(moves.len(), direct.len(), "{text}: throw {}", row.value);
                    for ((mv, chance), (direct_mv, direct_chance)) in moves.iter().zip(&direct) {
                        assert!((chance - direct_chance).abs() < 1e-12, "{text}: {mv} {chance} against {direct_mv} {direct_chance}");
                    }
                    assert_eq!(row.chance, moves[0].1);
                    let best = moves[0].0;
                    assert_eq!(BestOf(row).to_string(), format!("{}-{}", best.from, best.to));
                }
                other => assert!(thrown.legal_moves().is_empty(), "{text}: {other:?} with moves to choose"),
            }
        }
        // The command line's table: the position's line, then a line a throw.
        let printed = analysis.to_string();
        assert_eq!(printed.lines().count(), 1 + 5 + usize::from(analysis.revive.is_some()), "{printed}");
    }
}

#[test]
fn a_rollouts_chance_lies_within_its_interval_of_a_much_longer_ones() {
    let game = Game::arrange(Options::new(System::Kendall, 5), "S:20,24,26 C:18,22,25 turn:S").unwrap();
    let short = rollout(&game, Level::Greedy, 300, 1).unwrap();
    let long = rollout(&game, Level::Greedy, 3000, 2).unwrap();
    assert_eq!((short.games, long.games), (300, 3000));
    assert!(short.margin > long.margin && long.margin > 0.0, "{short:?} {long:?}");
    assert!((short.chance - long.chance).abs() <= short.margin, "{short:?} against {long:?}");
}

/// The browser's worker is sent its rollout as a line of text: read back, the same rollout, whose
/// games are those of `rollout` with its seed; a damaged line is refused with the reason.
#[test]
fn a_rollout_job_read_back_is_itself_and_plays_the_same_games() {
    let game = Game::arrange(Options::new(System::Bell, 5), "S:9,20,26,29 C:14,22,27,30 turn:C").unwrap();
    let job = RolloutJob { game, level: Level::Strong, seed: 987_654_321_012 };
    let line = job.to_string();
    assert_eq!(line.parse::<RolloutJob>(), Ok(job), "{line}");
    let mut rollouts = Rollouts::new(job.game, job.level, job.seed);
    for _ in 0..25 {
        rollouts.play_one();
    }
    assert_eq!(rollouts.result(), rollout(&game, Level::Strong, 25, job.seed));
    for damaged in ["", "expert", "expert 12", "master 12 kendall5/S:1 C:2 turn:S", "expert twelve kendall5/S:1 C:2 turn:S", "expert 12 kendall5/S:1,1 C:2 turn:S"] {
        assert!(damaged.parse::<RolloutJob>().is_err(), "{damaged:?}");
    }
}
