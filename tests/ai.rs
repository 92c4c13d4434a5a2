//! The computer opponent: levels, the search's chance structure, legality, matches, analysis.

use proptest::prelude::*;
use senet::ai::{duplicate_match, evaluate, rank_moves, throw_chances, win_chance, Computer, Evaluation, Level};
use senet::engine::{next_action, Game, Options, Player, RandomPlayer, Seeded, Side, Stage, System};

#[test]
fn levels_by_name_and_best_is_the_strongest() {
    for level in Level::ALL {
        assert_eq!(Level::from_name(level.name()), Some(level));
    }
    assert_eq!(Level::from_name("best"), Some(Level::BEST));
    assert_eq!(Level::from_name("champion"), None);
}

#[test]
fn the_chance_weights_sum_to_one() {
    let total: f64 = throw_chances().iter().map(|(_, p)| p).sum();
    assert!((total - 1.0).abs() < 1e-12);
    assert_eq!(throw_chances().map(|(v, _)| v), [1, 2, 3, 4, 5]);
}

#[test]
fn a_throw_node_is_the_weighted_mean_of_its_five_throws() {
    let game = Game::new(Options::new(System::Kendall, 5));
    let me = Side::Cones;
    let expanded: f64 = throw_chances()
        .iter()
        .map(|&(value, p)| {
            let mut thrown = game;
            thrown.throw(value).unwrap();
            p * win_chance(&thrown, me, 0)
        })
        .sum();
    assert!((win_chance(&game, me, 1) - expanded).abs() < 1e-12);
}

#[test]
fn a_fate_node_is_the_weighted_mean_of_its_five_fates() {
    let mut game = Game::arrange(Options::new(System::Kendall, 5), "S:24 C:1").unwrap();
    game.throw(2).unwrap();
    game.play(game.legal_moves().iter().find(|m| m.to == 26).unwrap()).unwrap();
    assert!(matches!(game.stage(), Stage::Fate { .. }));
    let expanded: f64 = throw_chances()
        .iter()
        .map(|&(value, p)| {
            let mut fated = game;
            fated.fate(value).unwrap();
            p * win_chance(&fated, Side::Spools, 0)
        })
        .sum();
    assert!((win_chance(&game, Side::Spools, 0) - expanded).abs() < 1e-12);
}

#[test]
fn a_won_game_is_certain_and_the_evaluation_is_a_probability() {
    let mut game = Game::arrange(Options::new(System::Kendall, 5), "S:30 C:1").unwrap();
    game.throw(1).unwrap();
    game.play(game.legal_moves().get(0).unwrap()).unwrap();
    assert_eq!(win_chance(&game, Side::Spools, 2), 1.0);
    assert_eq!(win_chance(&game, Side::Cones, 2), 0.0);
    let start = Game::new(Options::new(System::Kendall, 5));
    let (s, c) = (evaluate(&start, Side::Spools), evaluate(&start, Side::Cones));
    assert!((s + c - 1.0).abs() < 1e-12 && (0.0..1.0).contains(&s), "{s} + {c}");
}

#[test]
fn seeded_matches_repeat_exactly() {
    let options = Options::new(System::Kendall, 5);
    let first = duplicate_match(options, Level::Greedy, Level::Random, 0..40, 11, &|_, _| ());
    assert_eq!(duplicate_match(options, Level::Greedy, Level::Random, 0..40, 11, &|_, _| ()), first);
    assert_eq!(duplicate_match(options, Level::Random, Level::Random, 0..2, 3, &|_, _| ()), duplicate_match(options, Level::Random, Level::Random, 0..2, 3, &|_, _| ()));
}

/// Each game's number and whether A won, in the order they ended.
fn games_told(options: Options, games: std::ops::Range<u32>, seed: u64) -> (Vec<(u32, bool)>, u32) {
    let told = std::sync::Mutex::new(Vec::new());
    let result = duplicate_match(options, Level::Greedy, Level::Random, games, seed, &|game, a_won| told.lock().unwrap().push((game, a_won)));
    (told.into_inner().unwrap(), result.a_wins)
}

#[test]
fn a_match_tells_each_game_as_it_ends() {
    let (mut told, a_wins) = games_told(Options::new(System::Bell, 5), 0..20, 4);
    assert_eq!(told.iter().filter(|(_, won)| *won).count() as u32, a_wins);
    told.sort();
    assert_eq!(told.iter().map(|&(game, _)| game).collect::<Vec<_>>(), (0..20).collect::<Vec<_>>());
}

/// `senet match --from K` goes on with a match cut short: its games are the same games, whatever
/// range they are played in.
#[test]
fn a_match_played_in_two_parts_is_the_whole_match() {
    let options = Options::new(System::Kendall, 5);
    let (mut whole, whole_wins) = games_told(options, 0..24, 9);
    let ((mut first, first_wins), (mut rest, rest_wins)) = (games_told(options, 0..10, 9), games_told(options, 10..24, 9));
    first.append(&mut rest);
    whole.sort();
    first.sort();
    assert_eq!(first, whole);
    assert_eq!(first_wins + rest_wins, whole_wins);
}

#[test]
fn the_strong_player_beats_the_random_one() {
    let wins = duplicate_match(Options::new(System::Kendall, 5), Level::Strong, Level::Random, 0..60, 5, &|_, _| ()).a_wins;
    assert!(wins >= 45, "{wins} of 60");
}

/// Star1 and alpha-beta prune only what cannot matter, and the table of positions met again (the
/// best's) changes no value: at each depth the grandmaster's search chooses a move that plain
/// expectimax rates as high as the best.
#[test]
fn the_pruned_search_chooses_what_plain_expectimax_rates_best() {
    use senet::ai::search::{best_move, Budget};
    let mut checked = 0;
    for seed in 0..60u64 {
        let system = System::ALL[seed as usize % 4];
        let mut game = Game::new(Options::new(system, 5));
        let mut throws = Seeded::new(seed);
        let (mut a, mut b) = (RandomPlayer(Seeded::new(seed)), RandomPlayer(Seeded::new(!seed)));
        for _ in 0..(seed * 7 % 150) {
            let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
            let Some(action) = next_action(&game, &mut throws, &mut players) else { break };
            game.act(action).unwrap();
        }
        if !matches!(game.stage(), Stage::Move { .. }) || game.legal_moves().len() < 2 {
            continue;
        }
        let searches = [1, 2].into_iter().flat_map(|depth| [(depth, Evaluation::Linear), (depth, Evaluation::Network)]);
        // Three throws deep, a quarter of the positions at a throw are met again.
        for ((depth, evaluation), transpositions) in searches.flat_map(|search| [(search, false), (search, true)]).chain([((3, Evaluation::Network), true)]) {
            let budget = Budget { nodes: u64::MAX, max_depth: depth, clock: None, unfinished_decides: true, transpositions, unsettled_nodes: None };
            let searched = best_move(&game, &budget, evaluation).unwrap();
            let (chosen, reached) = (searched.chosen, searched.depth);
            assert_eq!(reached, depth);
            let ranked = senet::ai::rank_moves_with(evaluation, &game, depth);
            let rated = ranked.iter().find(|(m, _)| *m == chosen).unwrap().1;
            assert!((ranked[0].1 - rated).abs() < 1e-9, "{system:?} depth {depth} {evaluation:?} {transpositions}: {chosen} rated {rated}, best {:?}", ranked[0]);
        }
        checked += 1;
    }
    assert!(checked >= 10, "{checked} positions");
}

/// Calls `at` at each decision (more than one move) of Kendall games of greedy against itself, the
/// throws seeded with `seed`, until `at` says it has seen enough or five games are over: the games
/// finished.
fn at_greedy_decisions(seed: u64, mut at: impl FnMut(&Game) -> bool) -> u32 {
    let mut games = 0;
    let mut game = Game::new(Options::new(System::Kendall, 5));
    let mut throws = Seeded::new(seed);
    let (mut a, mut b) = (Computer::new(Level::Greedy, 1), Computer::new(Level::Greedy, 2));
    while games < 5 {
        let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
        let Some(action) = next_action(&game, &mut throws, &mut players) else {
            games += 1;
            game = Game::new(Options::new(System::Kendall, 5));
            continue;
        };
        if matches!(game.stage(), Stage::Move { .. }) && game.legal_moves().len() > 1 && at(&game) {
            break;
        }
        game.act(action).unwrap();
    }
    games
}

/// When the budget cuts an iteration short, the move that iteration chose (the best's search) is
/// rated by plain expectimax at that iteration's depth at least as high as the move the finished
/// iteration chose (grandmaster-2's search, which spends the same nodes the same way): at the
/// decisions of games of greedy against itself, until three differ.
#[test]
fn the_iteration_cut_short_chooses_no_worse_than_the_one_finished() {
    use senet::ai::search::{best_move, Budget};
    let (mut checked, mut differed) = (0, 0);
    let games = at_greedy_decisions(7, |game| {
        let budget = |unfinished_decides| Budget { nodes: 20_000, max_depth: 3, clock: None, unfinished_decides, transpositions: false, unsettled_nodes: None };
        let cut = best_move(game, &budget(true), Evaluation::Network).unwrap();
        let finished = best_move(game, &budget(false), Evaluation::Network).unwrap();
        assert_eq!((cut.depth, cut.nodes), (finished.depth, finished.nodes));
        if cut.chosen != finished.chosen {
            let ranked = senet::ai::rank_moves_with(Evaluation::Network, game, cut.depth + 1);
            let rated = |mv| ranked.iter().find(|(m, _)| *m == mv).unwrap().1;
            assert!(rated(cut.chosen) >= rated(finished.chosen) - 1e-9, "{} rated {}, {} {}", cut.chosen, rated(cut.chosen), finished.chosen, rated(finished.chosen));
            differed += 1;
        }
        checked += 1;
        differed == 3
    });
    assert!(differed == 3, "{checked} decisions of {games} games, {differed} chose otherwise");
}

/// The table of positions met again, the best replies it keeps and the probes they serve (Star2,
/// `Budget::transpositions`) only prune: at the decisions of games of greedy against itself, a search
/// three throws deep chooses as the plain one, and over 20 decisions visits at most 0.9 of its nodes.
#[test]
fn the_table_and_its_probes_choose_as_the_plain_search_in_fewer_nodes() {
    use senet::ai::search::{best_move, Budget};
    let (mut with, mut without, mut decisions) = (0, 0, 0);
    let games = at_greedy_decisions(13, |game| {
        let budget = |transpositions| Budget { nodes: u64::MAX, max_depth: 3, clock: None, unfinished_decides: true, transpositions, unsettled_nodes: None };
        let (kept, plain) = (best_move(game, &budget(true), Evaluation::Network).unwrap(), best_move(game, &budget(false), Evaluation::Network).unwrap());
        assert_eq!((kept.chosen, kept.depth), (plain.chosen, plain.depth));
        (with, without, decisions) = (with + kept.nodes, without + plain.nodes, decisions + 1);
        decisions == 20
    });
    assert!(decisions == 20, "{games} games, {decisions} decisions");
    assert!(with * 10 <= without * 9, "{with} nodes with the table, {without} without");
}

/// Where a finished iteration changes the choice, the best's search may go on to a larger budget
/// (`Budget::unsettled_nodes`): it then finishes at least as deep as without it and spends no more
/// than the larger budget; where its iterations agree it is the search without it, node for node.
/// At the decisions of games of greedy against itself, until three were raised.
#[test]
fn an_unsettled_choice_is_searched_further() {
    use senet::ai::search::{best_move, Budget};
    let mut raised = 0;
    let games = at_greedy_decisions(11, |game| {
        let budget = |unsettled_nodes| Budget { nodes: 5_000, max_depth: 4, clock: None, unfinished_decides: true, transpositions: true, unsettled_nodes };
        let without = best_move(game, &budget(None), Evaluation::Network).unwrap();
        let with = best_move(game, &budget(Some(20_000)), Evaluation::Network).unwrap();
        if with.nodes == without.nodes {
            assert_eq!((with.chosen, with.depth), (without.chosen, without.depth));
        } else {
            assert!(with.nodes > without.nodes && with.nodes <= 20_000, "{} nodes", with.nodes);
            assert!(with.depth >= without.depth, "depth {} against {}", with.depth, without.depth);
            raised += 1;
        }
        raised == 3
    });
    assert!(raised == 3, "{games} games, {raised} decisions raised");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Over random positions of every system, the computer only plays legal moves.
    #[test]
    fn the_computer_only_plays_legal_moves(system in 0..4usize, seed in any::<u64>(), steps in 0..300usize) {
        let system = System::ALL[system];
        let mut game = Game::new(Options::new(system, 5));
        let mut throws = Seeded::new(seed);
        let (mut a, mut b) = (RandomPlayer(Seeded::new(seed)), RandomPlayer(Seeded::new(!seed)));
        for _ in 0..steps {
            let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
            let Some(action) = next_action(&game, &mut throws, &mut players) else { break };
            game.act(action).unwrap();
        }
        if let Stage::Move { .. } = game.stage() {
            for level in Level::ALL {
                let moves = game.legal_moves();
                let chosen = Computer::new(level, seed).choose(&game, &moves);
                prop_assert!(moves.contains(&chosen), "{level}: {chosen:?}");
                // Ranking every move three throws deep without pruning is slow unoptimised: the
                // grandmaster's own choice (above) is what plays.
                if level == Level::Grandmaster {
                    continue;
                }
                let ranked = rank_moves(&game, level);
                prop_assert_eq!(ranked.len(), moves.len());
                prop_assert!(ranked.iter().all(|(_, p)| (0.0..=1.0).contains(p)));
            }
        }
    }
}

/// The evaluation of every system is a winning chance, and the two sides' chances make one.
#[test]
fn the_learnt_evaluation_is_a_chance_the_two_sides_share() {
    for (system, pieces) in [(System::Kendall, 5), (System::Kendall, 7), (System::Bell, 5), (System::Bell, 7), (System::Cycles, 5), (System::Cycles, 7), (System::Gods, 5)] {
        let mut game = Game::new(Options::new(system, pieces));
        let mut throws = Seeded::new(u64::from(pieces));
        let (mut a, mut b) = (RandomPlayer(Seeded::new(1)), RandomPlayer(Seeded::new(2)));
        for _ in 0..400 {
            let (s, c) = (evaluate(&game, Side::Spools), evaluate(&game, Side::Cones));
            assert!((s + c - 1.0).abs() < 1e-9 && (0.0..=1.0).contains(&s), "{system:?} {pieces}: {s} + {c}");
            let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
            let Some(action) = next_action(&game, &mut throws, &mut players) else { break };
            game.act(action).unwrap();
        }
    }
}

/// TD(λ) learns what the race alone does not know: weights learnt over a few hundred games
/// foretell the outcomes of other games better than the race they started from. The same seed
/// learns the same weights.
#[test]
fn learning_foretells_outcomes_better_than_the_race() {
    use senet::ai::calibration_by;
    use senet::ai::evaluation::starting_weights;
    use senet::ai::learned::{chance, train, Schedule, Weights};
    let options = Options::new(System::Kendall, 5);
    let race = starting_weights(&options);
    let schedule = Schedule { depth: 0, games: 1000, rate: 0.01, lambda: 0.7, seed: 3 };
    let learnt = train(options, race, &schedule);
    assert_eq!(train(options, race, &schedule), learnt);
    let log_loss = |weights: &Weights| calibration_by(&|game: &Game, me| chance(weights, game, me), options, Level::Greedy, 100, 99).0;
    let (before, after) = (log_loss(&race), log_loss(&learnt));
    assert!(after < before - 0.002, "log-loss {before} → {after}");
}

/// A blockade the other side cannot pass (pairs on 15–16, 24–25 and 28–29 against the cones on
/// 17–23, one of them drowned) once made the grandmaster shuttle its one free piece between 8 and
/// 14 forever (long Kendall, game 930 of `senet match --a best --b expert --pieces 7`): the
/// evaluation prefers the blockade to anything else. A computer brings a position its moves left back
/// ten times at most while another move leads somewhere less often left, so such a game ends. The
/// best, whose distilled network holds the blockade harder, counts its own pieces' returns too:
/// counting whole positions alone it shuttled for 20,158 actions here.
#[test]
fn a_computer_breaks_a_blockade_rather_than_shuttle_forever() {
    let options = Options::new(System::Kendall, 7);
    let mut game = Game::arrange(options, "S:14,15,16,24,25,28,29 C:17,18,19,20,22,23 drowned:C1 turn:S").unwrap();
    // Without the rule the grandmaster never ends this game (the expert, with other throws, does).
    let seed = 3;
    let mut throws = Seeded::new(seed);
    let (mut spools, mut cones) = (Computer::new(Level::BEST, seed), Computer::new(Level::Expert, !seed));
    let mut players: [&mut dyn Player; 2] = [&mut spools, &mut cones];
    let mut actions = 0;
    while let Some(action) = next_action(&game, &mut throws, &mut players) {
        game.act(action).unwrap();
        actions += 1;
        assert!(actions < 10_000, "still going after 10,000 actions: {game:?}");
    }
    assert!(game.winner().is_some());
}

/// Exact endgames (issue 30): the group of one piece a side is solved; its values are chances, each
/// the expectimax of the positions after it, and the sides' symmetry in Kendall holds: a position
/// is worth to the spools what its mirror (the pieces swapped, the other to throw) is to the cones.
#[test]
fn the_endgame_of_one_piece_a_side_is_solved_exactly() {
    use senet::ai::endgame::solve;
    let options = Options::new(System::Kendall, 5);
    let solved = solve(options, [1, 1]);
    assert!(solved.positions() > 10_000, "{} positions", solved.positions());
    let position = |spool: u8, cone: u8, turn: &str| Game::arrange(options, &format!("S:{spool} C:{cone} turn:{turn}")).unwrap();
    for (a, b) in [(1, 2), (10, 20), (26, 28), (30, 29), (15, 25)] {
        let spools = solved.chance(&position(a, b, "S"), Side::Spools).unwrap();
        let mirrored = solved.chance(&position(b, a, "C"), Side::Cones).unwrap();
        assert!((0.0..=1.0).contains(&spools));
        assert!((spools - mirrored).abs() < 1e-9, "{a} {b}: {spools} against {mirrored}");
        // A throw: the weighted mean of the five throws.
        let game = position(a, b, "S");
        let thrown: f64 = throw_chances()
            .iter()
            .map(|&(value, p)| {
                let mut next = game;
                next.throw(value).unwrap();
                p * solved.chance(&next, Side::Spools).unwrap()
            })
            .sum();
        assert!((thrown - spools).abs() < 1e-9 || game.can_revive());
    }
    // Further ahead, and to throw, is better.
    let ahead = solved.chance(&position(28, 5, "S"), Side::Spools).unwrap();
    let behind = solved.chance(&position(5, 28, "S"), Side::Spools).unwrap();
    assert!(ahead > 0.9 && behind < ahead, "{ahead} {behind}");
}

/// The network evaluation (issue 30) is a chance the two sides share, in every kind of position a
/// game reaches; long Kendall (7 pieces) is played by Kendall's network; where a system has none
/// (the cycles), the linear evaluation stands in.
#[test]
fn the_network_s_chances_for_the_two_sides_sum_to_one() {
    for (system, pieces) in [(System::Kendall, 5), (System::Kendall, 7), (System::Bell, 5), (System::Cycles, 5)] {
        let mut game = Game::new(Options::new(system, pieces));
        let mut throws = Seeded::new(5);
        let (mut a, mut b) = (RandomPlayer(Seeded::new(1)), RandomPlayer(Seeded::new(2)));
        let mut unlike_linear = false;
        while let Some(action) = {
            let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
            next_action(&game, &mut throws, &mut players)
        } {
            let (s, c) = (Evaluation::Network.chance(&game, Side::Spools), Evaluation::Network.chance(&game, Side::Cones));
            assert!((s + c - 1.0).abs() < 1e-6 && (0.0..=1.0).contains(&s), "{system:?} {pieces}: {s} + {c}");
            let linear = evaluate(&game, Side::Spools);
            if system == System::Cycles {
                assert_eq!(s, linear);
            }
            unlike_linear |= (s - linear).abs() > 1e-3;
            game.act(action).unwrap();
        }
        assert_eq!(unlike_linear, system != System::Cycles, "{system:?} {pieces}: a network plays");
    }
}

/// A network starts as the linear evaluation it learns from (its hidden units' output weights are
/// zero); its weights read back as written, and weights of another shape are refused.
#[test]
fn a_network_starts_as_the_linear_evaluation_and_reads_back_as_written() {
    use senet::ai::evaluation::linear_weights;
    use senet::ai::learned::chance;
    use senet::ai::network::Network;
    let options = Options::new(System::Kendall, 5);
    let network = Network::start(linear_weights(&options), 1);
    let mut game = Game::new(options);
    let mut throws = Seeded::new(8);
    let (mut a, mut b) = (RandomPlayer(Seeded::new(3)), RandomPlayer(Seeded::new(4)));
    for _ in 0..300 {
        if game.winner().is_none() {
            let (by_network, linear) = (network.chance(&game, Side::Cones), chance(linear_weights(&options), &game, Side::Cones));
            assert!((by_network - linear).abs() < 1e-5, "{by_network} against {linear}");
        }
        let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
        let Some(action) = next_action(&game, &mut throws, &mut players) else { break };
        game.act(action).unwrap();
    }
    let bytes = network.to_bytes();
    assert_eq!(Network::from_bytes(&bytes), Some(network));
    assert_eq!(Network::from_bytes(&bytes[1..]), None);
    assert_eq!(Network::from_bytes(&[]), None);
}

/// TD(λ) from self-play (`senet train --network`): the same seed learns the same network, and a
/// hundred games already foretell the outcomes of other games better than the linear evaluation it
/// started from; the network shipped does too.
#[test]
fn the_network_foretells_outcomes_better_than_the_linear_evaluation() {
    use senet::ai::calibration_by;
    use senet::ai::evaluation::linear_weights;
    use senet::ai::learned::Schedule;
    use senet::ai::network::{train, Network};
    let options = Options::new(System::Kendall, 5);
    let start = Network::start(linear_weights(&options), 4);
    let schedule = Schedule { depth: 0, games: 100, rate: 0.02, lambda: 0.7, seed: 4 };
    let learnt = train(options, start.clone(), &schedule, |_, _| {}).network;
    assert_eq!(train(options, start.clone(), &schedule, |_, _| {}).network, learnt);
    let log_loss = |network: &Network| calibration_by(&|game: &Game, me| network.chance(game, me), options, Level::Greedy, 40, 99).0;
    let (before, after) = (log_loss(&start), log_loss(&learnt));
    assert!(after < before, "log-loss {before} → {after}");
    let linear = calibration_by(&evaluate, options, Level::Greedy, 300, 99).0;
    let shipped = calibration_by(&|game: &Game, me| Evaluation::Network.chance(game, me), options, Level::Greedy, 300, 99).0;
    assert!(shipped < linear, "log-loss: linear {linear}, network {shipped}");
}

/// The endgame network (issue 43), learnt from the exact values of two pieces against one: on the
/// positions of one piece a side it never learnt from (those held out), its chances are close to the
/// exact ones, far closer than the game's network's, which learnt from whole games.
#[test]
fn the_endgame_network_knows_the_exact_values_it_was_not_shown() {
    use senet::ai::endgame::{error, held_out, solve};
    use senet::ai::network;
    let options = Options::new(System::Kendall, 5);
    let solved = solve(options, [1, 1]);
    let unseen: Vec<(Game, f32)> = solved.at_throws().filter(|(game, _)| held_out(game)).map(|(game, value)| (*game, value as f32)).collect();
    assert!(unseen.len() > 1_000, "{} positions held out", unseen.len());
    let endgame = network::of_endgame(&unseen[0].0).expect("Kendall with five pieces has an endgame network");
    let (learnt, before) = (error(endgame, &unseen).0, error(network::self_play(&options).unwrap(), &unseen).0);
    assert!(learnt < 0.02 && learnt < before / 5.0, "error on average: {before} → {learnt}");
}

/// Learning from exact values (`senet train --endgame`): the same seed learns the same network, and
/// a few epochs over the positions learnt from bring the chances of those held out nearer the exact.
#[test]
fn learning_from_exact_values_comes_nearer_them_where_it_did_not_look() {
    use senet::ai::endgame::{error, held_out, solve};
    use senet::ai::network::{learn_exact, self_play};
    let options = Options::new(System::Kendall, 5);
    let solved = solve(options, [1, 1]);
    let (unseen, seen): (Vec<_>, Vec<_>) = solved.at_throws().map(|(game, value)| (*game, value as f32)).partition(|(game, _)| held_out(game));
    let start = self_play(&options).unwrap().clone();
    let learnt = learn_exact(start.clone(), &seen, 3, 0.001, 7, |_, _| {});
    assert_eq!(learn_exact(start.clone(), &seen, 3, 0.001, 7, |_, _| {}), learnt);
    let (before, after) = (error(&start, &unseen).0, error(&learnt, &unseen).0);
    assert!(after < before / 2.0, "error on average: {before} → {after}");
}

/// Distillation (`senet train --distil`): a round brings the network nearer what it sees looking
/// ahead, on the positions held out of the learning; the same schedule gives the same network.
#[test]
fn distillation_brings_the_network_nearer_its_look_ahead_where_it_did_not_learn() {
    use senet::ai::distil::{distil, Distillation};
    use senet::ai::network::self_play;
    let options = Options::new(System::Kendall, 5);
    let start = self_play(&options).unwrap().clone();
    let schedule = Distillation { rounds: 1, games: 200, depth: 1, epochs: 3, rate: 0.003, seed: 1 };
    let mut rounds = Vec::new();
    let distilled = distil(options, start.clone(), &schedule, |round| rounds.push(*round));
    let [round] = rounds[..] else { panic!("{rounds:?}") };
    assert!(round.positions > 1_000, "{round:?}");
    assert!(round.after.0 < round.before.0, "{round:?}");
    assert_ne!(distilled, start);
    assert_eq!(distil(options, start, &schedule, |_| {}), distilled);
}

/// Screening (`senet match --depth`): a network against itself wins exactly half, as each pair of
/// games is the same game with the colours swapped; the distilled network beats the one it was
/// distilled from at depth 0 (53.2% over 20,000 games: seeded, so the same here every run).
#[test]
fn screening_a_network_halves_against_itself_and_prefers_the_distilled() {
    use senet::ai::network::{of, self_play};
    use senet::ai::screen::screen;
    let options = Options::new(System::Kendall, 5);
    let (distilled, self_played) = (of(&options).unwrap(), self_play(&options).unwrap());
    assert_eq!(screen(options, self_played, self_played, 0, 0..40, 3, &|_, _| ()).a_wins, 20);
    let result = screen(options, distilled, self_played, 0, 0..1000, 1, &|_, _| ());
    assert_eq!(screen(options, distilled, self_played, 0, 0..1000, 1, &|_, _| ()), result, "seeded");
    assert!(result.a_wins > 500, "{result:?}");
}

/// Where each network evaluates, for the best level: the endgame network in Kendall with five
/// pieces, at most two pieces of one side left and one of the other (drowned ones count: they come
/// back); elsewhere in Kendall, with five pieces and with seven, the distilled networks; in Bell one
/// that sees the domains (B5). Grandmaster-2 evaluates every position with the self-play networks alone.
#[test]
fn each_network_evaluates_where_it_should() {
    use senet::ai::network::{of, of_endgame, self_play};
    let kendall = Options::new(System::Kendall, 5);
    let at = |options: Options, text: &str| Game::arrange(options, text).unwrap();
    let chance = |evaluation: Evaluation, game: &Game| evaluation.chance(game, Side::Cones);
    for text in ["S:25,28 C:20 turn:S", "S:29 C:12,26 turn:C", "S:3 C:30 turn:S"] {
        let game = at(kendall, text);
        let endgame = of_endgame(&game).expect(text);
        assert_ne!(endgame, of(&kendall).unwrap());
        assert_eq!(chance(Evaluation::Network, &game), endgame.chance(&game, Side::Cones), "{text}");
        assert_eq!(chance(Evaluation::SelfPlayNetwork, &game), self_play(&kendall).unwrap().chance(&game, Side::Cones), "{text}");
    }
    let long_kendall = Options::new(System::Kendall, 7);
    for options in [kendall, long_kendall] {
        assert_ne!(of(&options), self_play(&options), "{options:?} has a distilled network");
    }
    assert_ne!(of(&kendall), of(&long_kendall));
    for text in ["S:25,28 C:20,22 turn:S", "S:20,25,28 C:22 turn:S"] {
        let game = at(kendall, text);
        assert_eq!(of_endgame(&game), None, "{text}");
        assert_eq!(chance(Evaluation::Network, &game), of(&kendall).unwrap().chance(&game, Side::Cones), "{text}");
        assert_eq!(chance(Evaluation::SelfPlayNetwork, &game), self_play(&kendall).unwrap().chance(&game, Side::Cones), "{text}");
    }
    for options in [long_kendall, Options::new(System::Bell, 5)] {
        let game = at(options, "S:25,28 C:20 turn:S");
        assert_eq!(of_endgame(&game), None);
        assert_eq!(chance(Evaluation::Network, &game), of(&options).unwrap().chance(&game, Side::Cones));
    }
    let bell = Options::new(System::Bell, 5);
    assert_ne!(of(&bell), self_play(&bell), "Bell: its own network, which sees the domains");
    assert_eq!(self_play(&long_kendall), self_play(&kendall), "long Kendall's self-play network: Kendall's");
    for options in [Options::new(System::Bell, 7), Options::new(System::Gods, 5)] {
        assert_eq!((of(&options), self_play(&options)), (None, None), "{options:?}: the linear evaluation");
    }
    assert_eq!(Level::from_name("grandmaster-2"), Some(Level::Grandmaster2));
    assert_eq!(Level::Grandmaster2.evaluation(), Evaluation::SelfPlayNetwork);
}
