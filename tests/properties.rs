//! Properties over random playouts of every system, the throw distribution, and the parser on
//! arbitrary bytes.

use proptest::prelude::*;
use senet::engine::{
    kendall_race_positions, next_action, random_playout, Action, Entropy, Game, Options, Phase, Player, RandomPlayer, Seeded, Side, Stage,
    Sticks, System, ThrowSource, THROW_WEIGHTS,
};
use senet::record::{parse, parse_bytes, replay};

/// Everything that must hold in any position a game can reach.
fn check_invariants(game: &Game) -> Result<(), String> {
    let pieces = game.options().pieces;
    let spools = game.squares_of(Side::Spools).collect::<Vec<_>>();
    let cones = game.squares_of(Side::Cones).collect::<Vec<_>>();
    if spools.iter().any(|s| cones.contains(s)) {
        return Err("two pieces share a square".into());
    }
    if game.piece_at(21).is_some() {
        return Err("a piece rests on 21 (K12)".into());
    }
    for side in Side::BOTH {
        let on_board = game.squares_of(side).count() as u8;
        let total = on_board + game.drowned(side) + game.off_board(side);
        if total != pieces {
            return Err(format!("{side:?} has {total} pieces, not {pieces}"));
        }
        if game.phase(side) == Phase::Kendall && game.piece_at(27) == Some(side) {
            return Err("a Kendall piece rests on 27 (K14)".into());
        }
        if game.phase(side) == Phase::Bell && game.drowned(side) > 0 {
            return Err("a Bell phase with a drowned piece".into());
        }
        if !(-8..=16).contains(&game.counter(side)) {
            return Err(format!("counter out of range: {}", game.counter(side)));
        }
    }
    if let Stage::Move { .. } = game.stage() {
        if game.legal_moves().is_empty() {
            return Err("waiting for a move that does not exist".into());
        }
    }
    Ok(())
}

fn systems() -> impl Strategy<Value = Options> {
    (0..4usize, any::<bool>(), any::<bool>()).prop_map(|(system, long, release)| {
        let system = System::ALL[system];
        let mut options = Options::new(system, if long && system != System::Gods { 7 } else { 5 });
        options.release = release;
        options
    })
}

/// [`random_playout`]'s game played through the checked API (the same draws, the same decisions),
/// every invariant checked after each action: the winner and the number of throws.
fn checked_playout(options: Options, seed: u64) -> Result<(Side, u32), TestCaseError> {
    checked_playout_seen(options, seed, &mut Vec::new())
}

/// The same, keeping in `seen` the position before each throw or revival.
fn checked_playout_seen(options: Options, seed: u64, seen: &mut Vec<Game>) -> Result<(Side, u32), TestCaseError> {
    let mut game = Game::new(options);
    let mut rng = Seeded::new(seed);
    let mut throws = 0;
    let mut last_draw = None;
    let fail = |e: senet::engine::PlayError| TestCaseError::fail(e.to_string());
    while game.winner().is_none() {
        match game.stage() {
            Stage::Throw => {
                seen.push(game);
                let draw = last_draw.insert(rng.draw());
                if game.can_revive() && ((!game.gods_to_move() && draw.coin()) || game.must_revive()) {
                    game.revive().map_err(fail)?;
                } else {
                    throws += 1;
                    game.throw(draw.value()).map_err(fail)?;
                }
            }
            Stage::Move { .. } => {
                let moves = game.legal_moves();
                let pick = last_draw.expect("a move follows a throw").pick(moves.len());
                game.play(moves.get(pick).unwrap()).map_err(fail)?;
            }
            Stage::GodsPiece { .. } => drop(game.gods_piece(rng.draw().value()).map_err(fail)?),
            Stage::Fate { .. } => drop(game.fate(rng.draw().value()).map_err(fail)?),
            Stage::Over { .. } => unreachable!(),
        }
        check_invariants(&game).map_err(TestCaseError::fail)?;
    }
    Ok((game.winner().unwrap(), throws))
}

/// The benchmark's Kendall race over many more games than the property test draws, short and long:
/// the same position before every throw or revival, and the same end.
#[test]
fn the_kendall_race_plays_what_checked_moves_play_in_a_thousand_games() {
    for seed in 0..1000 {
        let options = Options::new(System::Kendall, if seed % 4 == 0 { 7 } else { 5 });
        let mut checked_positions = Vec::new();
        let checked = checked_playout_seen(options, seed, &mut checked_positions).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let raced = kendall_race_positions(Game::new(options), &mut Seeded::new(seed));
        if let Some(at) = raced.iter().zip(&checked_positions).position(|(raced, checked)| raced != checked) {
            panic!("seed {seed}, before throw {at}:\nrace:    {:?}\nchecked: {:?}", raced[at], checked_positions[at]);
        }
        assert_eq!(raced.len(), checked_positions.len(), "seed {seed}");
        assert_eq!(random_playout(Game::new(options), &mut Seeded::new(seed)), checked, "seed {seed}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_every_invariant_and_end(options in systems(), seed in any::<u64>()) {
        let mut game = Game::new(options);
        let mut throws = Seeded::new(seed);
        let (mut a, mut b) = (RandomPlayer(Seeded::new(seed ^ 1)), RandomPlayer(Seeded::new(seed ^ 2)));
        let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
        let mut actions = 0;
        while let Some(action) = next_action(&game, &mut throws, &mut players) {
            if let Action::Move(mv) = action {
                prop_assert!(game.legal_moves().contains(&mv));
            }
            game.act(action).map_err(|e| TestCaseError::fail(format!("{action:?}: {e}")))?;
            check_invariants(&game).map_err(|e| TestCaseError::fail(format!("after {action:?}: {e}\n{game:?}")))?;
            actions += 1;
            prop_assert!(actions < 200_000, "the game does not end");
        }
        let winner = game.winner().unwrap();
        prop_assert!(game.phases_done(winner) >= 1);
    }

    /// The search's cache tells positions at the throw apart by their keys: two positions of games
    /// of one set of options share a key only when they are the same.
    #[test]
    fn positions_at_the_throw_share_a_key_only_when_they_are_the_same(options in systems(), seed in any::<u64>()) {
        let mut seen = Vec::new();
        for game_seed in seed..seed + 4 {
            checked_playout_seen(options, game_seed, &mut seen)?;
        }
        let mut by_key = std::collections::HashMap::new();
        for game in seen.into_iter().filter(|game| game.stage() == Stage::Throw) {
            let first = *by_key.entry(game.key_at_throw()).or_insert(game);
            prop_assert_eq!(first, game);
        }
    }

    /// The benchmark's loop is compiled apart (a Kendall game races on its own position, and for the
    /// processor's bit instructions): it must play the very games that the checked moves play from
    /// the same stream.
    #[test]
    fn the_benchmark_loop_plays_what_checked_moves_play(options in systems(), seed in any::<u64>()) {
        prop_assert_eq!(random_playout(Game::new(options), &mut Seeded::new(seed)), checked_playout(options, seed)?);
    }

    #[test]
    fn every_blocked_piece_has_a_reason_and_every_movable_one_none(options in systems(), seed in any::<u64>(), steps in 0..400usize) {
        let mut game = Game::new(options);
        let mut throws = Seeded::new(seed);
        let mut player = RandomPlayer(Seeded::new(seed));
        let mut other = RandomPlayer(Seeded::new(!seed));
        let mut players: [&mut dyn Player; 2] = [&mut player, &mut other];
        for _ in 0..steps {
            if let Stage::Move { .. } = game.stage() {
                let moves = game.legal_moves();
                for square in game.squares_of(game.to_move()) {
                    let movable = moves.iter().any(|m| m.from == square);
                    prop_assert_eq!(game.why_not(square).is_none(), movable, "square {}", square);
                }
            }
            let Some(action) = next_action(&game, &mut throws, &mut players) else { break };
            game.act(action).unwrap();
        }
    }

    #[test]
    fn the_parser_never_panics_on_arbitrary_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        if let Ok(record) = parse_bytes(&bytes) {
            let _ = replay(&record, true);
        }
    }

    #[test]
    fn the_parser_never_panics_on_record_like_text(text in "([SCGO] ([1-5](\\.[1-5])?|\\+) (—|--) ([0-9]{1,2}(-[0-9]{1,2})?|→ ?[0-9]{1,2}|0)( [:+#≈†I↑→0-9 -]{0,12})?\n){0,20}") {
        if let Ok(record) = parse(&text) {
            let _ = replay(&record, true);
            let _ = replay(&record, false);
        }
    }
}

/// Chi-square of the seeded sticks against 4/16, 6/16, 4/16, 1/16, 1/16 (4 degrees of freedom).
fn chi_square(source: &mut impl ThrowSource, throws: u32) -> f64 {
    let mut counts = [0u32; 6];
    for _ in 0..throws {
        counts[usize::from(source.throw())] += 1;
    }
    THROW_WEIGHTS
        .iter()
        .map(|&(value, sixteenths)| {
            let expected = f64::from(throws) * f64::from(sixteenths) / 16.0;
            (f64::from(counts[usize::from(value)]) - expected).powi(2) / expected
        })
        .sum()
}

#[test]
fn throws_follow_the_four_sticks_distribution() {
    // 18.47 is the 0.1% critical value for 4 degrees of freedom.
    let seeded = chi_square(&mut Seeded::new(2024), 160_000);
    assert!(seeded < 18.47, "seeded chi-square {seeded}");
    let entropy = chi_square(&mut Entropy, 16_000);
    assert!(entropy < 30.0, "entropy chi-square {entropy}");
}

#[test]
fn a_throw_is_the_count_of_white_faces_and_none_counts_five() {
    let values = (0..16u8).map(|bits| Sticks::new(bits).value()).collect::<Vec<_>>();
    for value in 1..=5 {
        let weight = THROW_WEIGHTS.iter().find(|w| w.0 == value).unwrap().1;
        assert_eq!(values.iter().filter(|&&v| v == value).count() as u32, weight, "value {value}");
    }
    assert_eq!(Sticks::new(0).value(), 5);
    assert!((1..=5).all(|v| Sticks::showing(v).value() == v));
}

/// A game handed to the benchmark's loop while a move is being chosen is played on from there.
#[test]
fn a_random_playout_can_start_while_a_move_is_chosen() {
    for system in System::ALL {
        let mut game = Game::new(Options::new(system, 5));
        let mut throws = Seeded::new(7);
        while !matches!(game.stage(), Stage::Move { .. }) {
            match game.stage() {
                Stage::Throw => drop(game.throw(throws.throw()).unwrap()),
                Stage::GodsPiece { .. } => drop(game.gods_piece(throws.throw()).unwrap()),
                stage => panic!("{stage:?} before the first move"),
            }
        }
        let (winner, throws) = random_playout(game, &mut Seeded::new(8));
        assert!(throws > 0, "{system:?}: {winner:?} after no throw");
    }
}
