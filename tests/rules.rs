//! One or more tests per rule of RULES.md, named by the rule's id.

use senet::engine::{
    Blocked, CycleGoal, Game, Landing, Obstacle, Options, Phase, PlayError, Scripted, Side, Stage, System, ThrowOff,
    Thrown,
};

fn options(system: System) -> Options {
    Options::new(system, 5)
}

fn at(system: System, position: &str) -> Game {
    Game::arrange(options(system), position).unwrap()
}

fn kendall(position: &str) -> Game {
    at(System::Kendall, position)
}

/// The moves of the side to move with `value`, written as `Move` displays them.
fn moves(game: &Game, value: u8) -> Vec<String> {
    game.moves_for(game.to_move(), value).iter().map(|m| m.to_string()).collect()
}

/// Throw `value` and make the move written `mv`.
fn play(game: &mut Game, value: u8, mv: &str) -> senet::engine::Played {
    assert_eq!(game.throw(value), Ok(Thrown::Choose), "throw {value} in {game:?}");
    let chosen = game.legal_moves().iter().find(|m| m.to_string() == mv);
    let chosen = chosen.unwrap_or_else(|| panic!("{mv} is not among {:?}", moves_now(game)));
    game.play(chosen).unwrap()
}

fn moves_now(game: &Game) -> Vec<String> {
    game.legal_moves().iter().map(|m| m.to_string()).collect()
}

fn squares(game: &Game, side: Side) -> Vec<u8> {
    game.squares_of(side).collect()
}

// K1 Setup.

#[test]
fn k01_short_setup_alternates_with_a_spool_on_1() {
    let game = Game::new(options(System::Kendall));
    assert_eq!(squares(&game, Side::Spools), [1, 3, 5, 7, 9]);
    assert_eq!(squares(&game, Side::Cones), [2, 4, 6, 8, 10]);
}

#[test]
fn k01_long_setup_fills_squares_1_to_14() {
    let game = Game::new(Options::new(System::Kendall, 7));
    assert_eq!(squares(&game, Side::Spools), [1, 3, 5, 7, 9, 11, 13]);
    assert_eq!(squares(&game, Side::Cones), [2, 4, 6, 8, 10, 12, 14]);
}

// K2 Who starts.

#[test]
fn k02_throw_off_ends_with_the_first_one_and_spools_start() {
    let off = ThrowOff::throw(&mut Scripted::new([3, 2, 4, 1, 1]));
    assert_eq!(off.throws, [3, 2, 4, 1]);
    assert!(!off.first_thrower_starts());
    assert!(ThrowOff::throw(&mut Scripted::new([1])).first_thrower_starts());
    let game = Game::new(options(System::Kendall));
    assert_eq!((game.to_move(), game.stage()), (Side::Spools, Stage::Throw));
}

// K3 One throw, one piece.

#[test]
fn k03_a_throw_moves_one_piece_exactly_that_far() {
    let game = kendall("S:5,12 C:20");
    assert_eq!(moves(&game, 3), ["5-8", "12-15"]);
}

#[test]
fn k03_an_extra_throw_may_move_any_piece() {
    let mut game = kendall("S:5,12 C:20");
    play(&mut game, 1, "5-6");
    assert_eq!((game.to_move(), game.stage()), (Side::Spools, Stage::Throw));
    play(&mut game, 2, "12-14");
    assert_eq!(game.to_move(), Side::Cones);
}

// K4 Forward first, else backward.

#[test]
fn k04_forward_if_possible_else_backward_piece_by_piece() {
    let game = kendall("S:10,12 C:25");
    assert_eq!(moves(&game, 2), ["10-8", "12-14"]);
}

#[test]
fn k04_a_throw_without_a_legal_move_is_lost() {
    let mut game = kendall("S:28 C:1");
    assert_eq!(game.throw(2), Ok(Thrown::Lost));
    assert_eq!(game.to_move(), Side::Cones);
}

#[test]
fn k04_a_legal_move_must_be_made() {
    let mut game = kendall("S:28 C:1");
    game.throw(3).unwrap();
    assert_eq!(game.stage(), Stage::Move { value: 3, touched: None });
    assert_eq!(game.throw(3), Err(PlayError::NotNow));
}

// K5 Squares.

#[test]
fn k05_no_move_beyond_30_and_no_two_pieces_on_a_square() {
    let game = kendall("S:26,11,13 C:1");
    // 26 + 5 is past 30, so backward to 21, and Ba (K12) carries it on to 16.
    assert_eq!(moves(&game, 5), ["11-16", "13-18", "26-21-16"]);
    assert_eq!(moves(&game, 2), ["11-9", "13-15", "26-28"]);
}

// K6 Passing over pieces.

#[test]
fn k06_single_pieces_are_passed_a_pair_blocks() {
    assert_eq!(moves(&kendall("S:10 C:12,14"), 5), ["10-15"]);
    assert_eq!(moves(&kendall("S:10 C:12,13"), 4), ["10-6"]);
}

#[test]
fn k06_a_pair_of_own_pieces_blocks_too() {
    assert_eq!(moves(&kendall("S:5,7,8 C:20"), 4), ["5-1", "7-11", "8-12"]);
}

#[test]
fn k06_the_last_passed_piece_may_stand_before_a_capture() {
    assert_eq!(moves(&kendall("S:10,12 C:13"), 3), ["10-13x", "12-15"]);
}

#[test]
fn k06_a_group_of_four_is_neither_passed_nor_broken() {
    assert!(moves(&kendall("S:5 C:7,8,9,10"), 5).is_empty());
    let mut game = kendall("S:5,20 C:7,8,9,10");
    game.throw(5).unwrap();
    assert_eq!(
        game.why_not(5).unwrap().to_string(),
        "forward: the pair on 7–8 blocks the way; backward: it would leave the track"
    );
}

// K7 Capture by exchange.

#[test]
fn k07_capture_exchanges_the_pieces() {
    let mut game = kendall("S:5 C:8");
    let played = play(&mut game, 3, "5-8x");
    assert_eq!(played.knocked, Some(Landing::Plain));
    assert_eq!((squares(&game, Side::Spools), squares(&game, Side::Cones)), (vec![8], vec![5]));
}

#[test]
fn k07_a_pair_protects_both_pieces() {
    assert_eq!(moves(&kendall("S:5 C:7,8"), 2), ["5-3"]);
    assert_eq!(moves(&kendall("S:5 C:7,8"), 3), ["5-2"]);
    let mut game = kendall("S:5,3 C:7,8");
    game.throw(2).unwrap();
    let why = game.why_not(5).unwrap();
    assert_eq!(
        why,
        Blocked::Stuck {
            forward: Obstacle::Protected { square: 7, by: 8 },
            forward_ba: false,
            backward: Obstacle::OwnPiece(3),
            backward_ba: false
        }
    );
    assert_eq!(why.to_string(), "forward: 7 is protected by 8; backward: 3 is taken by your own piece");
}

#[test]
fn k07_the_middle_of_a_triple_is_captured_its_ends_are_not() {
    let game = kendall("S:5 C:7,8,9");
    assert_eq!(moves(&game, 3), ["5-8x"]);
    assert_eq!(moves(&game, 2), ["5-3"]);
    assert_eq!(moves(&game, 4), ["5-1"]);
}

#[test]
fn k07_no_piece_of_a_group_of_four_is_captured() {
    assert_eq!(moves(&kendall("S:5 C:7,8,9,10"), 3), ["5-2"]);
    assert_eq!(moves(&kendall("S:6 C:7,8,9,10"), 3), ["6-3"]);
}

#[test]
fn k07_nobody_is_captured_on_a_house() {
    let mut game = kendall("S:12,9 C:15");
    assert_eq!(moves(&game, 3), ["9-6"]);
    game.throw(3).unwrap();
    assert_eq!(
        game.why_not(12).unwrap().to_string(),
        "forward: 15 is taken, and nobody is captured on a House; backward: 9 is taken by your own piece"
    );
}

#[test]
fn k07_own_pieces_are_never_captured() {
    assert_eq!(moves(&kendall("S:5,7,8,9 C:20"), 3), ["5-2", "7-4", "8-11", "9-12"]);
}

#[test]
fn k07_a_partner_on_a_house_protects() {
    assert_eq!(moves(&kendall("S:11 C:14,15,1"), 3), ["11-8"], "15 protects 14");
    assert_eq!(moves(&kendall("S:12 C:17,16,1"), 5), ["12-7"], "16 protects 17");
}

#[test]
fn k07_the_middle_of_an_own_triple_is_never_captured() {
    let game = kendall("S:10,12,13,14 C:1");
    let with3 = moves(&game, 3);
    assert!(!with3.iter().any(|m| m.starts_with("10-13")), "{with3:?}");
    assert!(with3.contains(&"10-7".to_string()), "backward instead: {with3:?}");
}

// K8 Knocked into a House.

#[test]
fn k08_knocked_onto_15_its_owner_throws_once_more() {
    let mut game = kendall("S:15 C:18,1");
    let played = play(&mut game, 3, "15-18x");
    assert_eq!(played.knocked, Some(Landing::Rebirth));
    assert_eq!((game.to_move(), game.counter(Side::Cones)), (Side::Cones, 1));
    play(&mut game, 2, "1-3");
    assert_eq!(game.to_move(), Side::Cones, "the extra throw of K8");
    play(&mut game, 2, "3-5");
    assert_eq!(game.to_move(), Side::Spools);
}

#[test]
fn k08_knocked_onto_16_its_owner_loses_a_turn() {
    let mut game = kendall("S:16,2 C:19");
    let played = play(&mut game, 3, "16-19x");
    assert_eq!(played.knocked, Some(Landing::Net));
    assert_eq!(game.to_move(), Side::Spools, "the cones' turn is skipped");
    assert_eq!(game.counter(Side::Cones), 0);
}

#[test]
fn k08_knocked_onto_26_its_owner_makes_the_fate_throw() {
    let mut game = at(System::Cycles, "S:26,2,4,6,8 C:24,10 bell:S");
    let played = play(&mut game, 2, "26-24x");
    assert_eq!(played.knocked, Some(Landing::Beauty));
    assert_eq!(game.stage(), Stage::Fate { owner: Side::Cones });
    let fate = game.fate(3).unwrap();
    assert_eq!((fate.to, fate.landing), (Some(29), Landing::Waits(29)));
    assert_eq!(game.to_move(), Side::Cones);
}

#[test]
fn k08_a_kendall_piece_knocked_onto_27_drowns() {
    let mut game = at(System::Cycles, "S:27,2,4,6,8 C:25,10 bell:S");
    let played = play(&mut game, 2, "27-25x");
    assert_eq!(played.knocked, Some(Landing::Water));
    assert_eq!((game.drowned(Side::Cones), squares(&game, Side::Cones)), (1, vec![10]));
}

#[test]
fn k08_a_kendall_piece_knocked_onto_28_waits_there() {
    let mut game = at(System::Cycles, "S:28,2,4,6,8 C:25,10 bell:S");
    let played = play(&mut game, 3, "28-25x");
    assert_eq!(played.knocked, Some(Landing::Waits(28)));
    assert_eq!(squares(&game, Side::Cones), [10, 28]);
    assert_eq!(game.to_move(), Side::Cones);
    assert!(moves(&game, 3).contains(&"28→".to_string()), "K15: a 3 bears it off");
    assert!(!moves(&game, 2).iter().any(|m| m.starts_with("28")), "any other value leaves it there");
}

#[test]
fn k08_knocked_onto_15_cancels_a_pending_skip() {
    let mut game = kendall("S:15,2 C:18,1 counter:C-1");
    play(&mut game, 3, "15-18x");
    assert_eq!(game.counter(Side::Cones), 0, "the Net's skip and Rebirth's throw cancel out");
    assert_eq!(game.to_move(), Side::Cones, "the cones' turn is not skipped");
}

// K9 Extra throws.

#[test]
fn k09_one_four_and_five_give_an_extra_throw_even_when_lost() {
    for value in [1, 4, 5] {
        let mut game = kendall("S:28 C:1");
        assert_eq!(game.throw(value), Ok(Thrown::Lost));
        assert_eq!(game.to_move(), Side::Spools, "value {value}");
    }
    for value in [2, 3] {
        let mut game = kendall("S:29 C:1");
        let thrown = game.throw(value).unwrap();
        assert_eq!(thrown, if value == 2 { Thrown::Choose } else { Thrown::Lost });
    }
}

#[test]
fn k09_extra_throws_accumulate() {
    let mut game = kendall("S:5 C:20");
    play(&mut game, 5, "5-10");
    play(&mut game, 4, "10-14");
    play(&mut game, 2, "14-16");
    assert_eq!(game.to_move(), Side::Cones);
}

// K10 House of Rebirth.

#[test]
fn k10_landing_on_15_gives_an_extra_throw() {
    let mut game = kendall("S:12 C:1");
    assert_eq!(play(&mut game, 3, "12-15").landing, Landing::Rebirth);
    assert_eq!(game.to_move(), Side::Spools);
    let mut game = kendall("S:10 C:1");
    play(&mut game, 5, "10-15");
    assert_eq!(game.counter(Side::Spools), 1, "one more after this throw: 5 and 15 each gave one");
}

// K11 House of the Net.

#[test]
fn k11_the_net_cancels_a_pending_extra_throw() {
    let mut game = kendall("S:15 C:1");
    assert_eq!(play(&mut game, 1, "15-16").landing, Landing::Net);
    assert_eq!((game.to_move(), game.counter(Side::Spools)), (Side::Cones, 0));
    play(&mut game, 2, "1-3");
    assert_eq!(game.to_move(), Side::Spools, "no turn is skipped");
}

#[test]
fn k11_the_net_without_an_extra_throw_skips_the_next_turn() {
    let mut game = kendall("S:14 C:1");
    play(&mut game, 2, "14-16");
    assert_eq!(game.counter(Side::Spools), -1);
    play(&mut game, 2, "1-3");
    assert_eq!(game.to_move(), Side::Cones, "the spools' turn is skipped");
    assert_eq!(game.counter(Side::Spools), 0);
}

// K12 House of Ba.

#[test]
fn k12_ba_doubles_the_move() {
    let mut game = kendall("S:18 C:1");
    let played = play(&mut game, 3, "18-21-24");
    assert!(played.mv.ba);
    assert_eq!(squares(&game, Side::Spools), [24]);
}

#[test]
fn k12_the_continuation_may_capture() {
    let mut game = kendall("S:18 C:24");
    play(&mut game, 3, "18-21-24x");
    assert_eq!(squares(&game, Side::Cones), [18]);
}

#[test]
fn k12_ba_blocked_makes_the_move_into_21_illegal() {
    assert_eq!(moves(&kendall("S:18,24 C:1"), 3), ["18-15", "24-27"]);
    assert!(moves(&kendall("S:18 C:23,24,15"), 3).is_empty());
    let mut game = kendall("S:18,2 C:23,24,15");
    game.throw(3).unwrap();
    assert_eq!(
        game.why_not(18).unwrap().to_string(),
        "forward: Ba cannot double the move: 24 is protected by 23; backward: 15 is taken, and nobody is captured on a House"
    );
}

#[test]
fn k12_a_pair_blocking_bas_second_half_makes_the_move_into_21_illegal() {
    assert_eq!(moves(&kendall("S:18 C:22,23,1"), 3), ["18-15"], "21 → 24 would pass the pair on 22–23");
    assert!(moves(&kendall("S:18 C:22,1"), 3).contains(&"18-21-24".to_string()), "a single piece is passed");
}

#[test]
fn k12_the_net_acts_after_fate_5_takes_the_piece_through_ba() {
    let mut game = kendall("S:23,2 C:1");
    play(&mut game, 3, "23-26");
    let fate = game.fate(5).unwrap();
    assert_eq!((fate.to, fate.landing), (Some(16), Landing::Net));
    assert_eq!(game.counter(Side::Spools), -1, "K11: the Net costs a throw");
    play(&mut game, 2, "1-3");
    assert_eq!(game.to_move(), Side::Cones, "the spools' turn is skipped");
}

#[test]
fn k12_ba_works_backwards_too_and_never_holds_a_piece() {
    let mut game = kendall("S:26 C:1");
    play(&mut game, 5, "26-21-16");
    assert_eq!(squares(&game, Side::Spools), [16]);
    assert_eq!(game.piece_at(21), None);
}

// K13 House of Beauty: the fate throw.

#[test]
fn k13_fate_2_3_4_go_to_the_last_houses() {
    for (fate, square) in [(2, 28), (3, 29), (4, 30)] {
        let mut game = kendall("S:24 C:1");
        assert_eq!(play(&mut game, 2, "24-26").landing, Landing::Beauty);
        assert_eq!(game.stage(), Stage::Fate { owner: Side::Spools });
        let fate = game.fate(fate).unwrap();
        assert_eq!((fate.to, fate.landing), (Some(square), Landing::Waits(square)));
    }
}

#[test]
fn k13_fate_target_occupied_sends_the_piece_back() {
    let mut game = kendall("S:24,28 C:1");
    play(&mut game, 2, "24-26");
    assert_eq!(game.fate(2).unwrap().to, Some(24));
}

#[test]
fn k13_fate_5_goes_back_through_ba_to_the_net() {
    let mut game = kendall("S:25 C:1");
    play(&mut game, 1, "25-26");
    let fate = game.fate(5).unwrap();
    assert_eq!((fate.to, fate.ba, fate.landing), (Some(16), true, Landing::Net));
    assert_eq!(game.to_move(), Side::Cones, "the Net took the extra throw of the 1");
}

#[test]
fn k13_fate_1_drowns_and_fate_gives_no_extra_throw() {
    let mut game = kendall("S:24 C:1");
    play(&mut game, 2, "24-26");
    let fate = game.fate(1).unwrap();
    assert_eq!((fate.to, fate.landing), (Some(27), Landing::Water));
    assert_eq!((game.drowned(Side::Spools), game.to_move()), (1, Side::Cones));
    let mut game = kendall("S:24 C:1");
    play(&mut game, 2, "24-26");
    game.fate(4).unwrap();
    assert_eq!(game.to_move(), Side::Cones);
}

#[test]
fn k13_fate_with_no_free_square_leaves_the_piece_on_26() {
    let mut game = kendall("S:23,28 C:24");
    play(&mut game, 3, "23-26");
    let fate = game.fate(2).unwrap();
    assert_eq!(fate.to, None);
    assert_eq!(squares(&game, Side::Spools), [26, 28]);
}

#[test]
fn k13_fate_5_with_the_net_taken_leaves_the_piece_on_26() {
    let mut game = kendall("S:23,2 C:16,1");
    play(&mut game, 3, "23-26");
    let fate = game.fate(5).unwrap();
    assert_eq!(fate.to, None);
    assert_eq!(squares(&game, Side::Spools), [2, 26]);
}

#[test]
fn k13_fate_1_with_a_bell_piece_on_27_goes_back_one_square() {
    let mut game = at(System::Cycles, "S:27,2,4,6,8 C:23,10 bell:S turn:C");
    play(&mut game, 3, "23-26");
    let fate = game.fate(1).unwrap();
    assert_eq!(fate.to, Some(25));
    assert_eq!(game.drowned(Side::Cones), 0);
}

// K14 House of Water.

#[test]
fn k14_drowning_cancels_every_extra_throw_including_this_one() {
    let mut game = kendall("S:22 C:1");
    assert_eq!(play(&mut game, 5, "22-27").landing, Landing::Water);
    assert_eq!((game.drowned(Side::Spools), game.to_move()), (1, Side::Cones));
}

#[test]
fn k14_drowning_cancels_an_extra_throw_pending_from_before() {
    let mut game = kendall("S:22,2 C:1 counter:S1");
    play(&mut game, 5, "22-27");
    assert_eq!((game.counter(Side::Spools), game.to_move()), (0, Side::Cones));
}

#[test]
fn k14_a_drowned_piece_is_revived_on_15_instead_of_a_throw() {
    let mut game = kendall("S:5 C:1 drowned:S1");
    assert!(game.can_revive() && !game.must_revive());
    game.revive().unwrap();
    assert_eq!(squares(&game, Side::Spools), [5, 15]);
    assert_eq!(game.to_move(), Side::Cones, "revival earns no extra throw");
}

#[test]
fn k14_revival_is_blocked_by_an_occupied_15() {
    let mut game = kendall("S:5 C:15 drowned:S1");
    assert!(!game.can_revive());
    assert_eq!(game.revive(), Err(PlayError::CannotRevive));
}

#[test]
fn k14_revival_is_compulsory_when_nothing_can_move() {
    let mut game = kendall("C:1 drowned:S1");
    assert!(game.must_revive());
    assert_eq!(game.throw(2), Err(PlayError::MustRevive));
}

#[test]
fn k14_nothing_to_move_nor_revive_passes_the_turn() {
    let mut game = kendall("C:1,15 drowned:S1 turn:C");
    play(&mut game, 2, "1-3");
    assert_eq!(game.to_move(), Side::Cones, "the spools pass without throwing");
}

#[test]
fn k14_a_pass_loses_the_pending_extra_throws() {
    let mut game = kendall("C:1,15 drowned:S1 counter:S2 turn:C");
    play(&mut game, 2, "1-3");
    assert_eq!((game.to_move(), game.counter(Side::Spools)), (Side::Cones, 0));
}

// K15 The three last Houses.

#[test]
fn k15_exits_from_28_29_30_need_3_2_1() {
    let game = kendall("S:28,29,30 C:1");
    assert_eq!(moves(&game, 3), ["28→"]);
    assert_eq!(moves(&game, 2), ["29→"]);
    assert_eq!(moves(&game, 1), ["30→"]);
    assert!(moves(&game, 4).is_empty() && moves(&game, 5).is_empty());
}

#[test]
fn k15_bearing_off_is_optional_beside_another_move() {
    assert_eq!(moves(&kendall("S:5,28 C:1"), 3), ["5-8", "28→"]);
}

#[test]
fn k15_pieces_on_the_last_houses_block_as_any_pair() {
    assert_eq!(moves(&kendall("S:26 C:28,29,1"), 4), ["26-22"]);
}

// K16 Winning.

#[test]
fn k16_the_first_to_bear_off_every_piece_wins() {
    let mut game = kendall("S:30 C:1");
    play(&mut game, 1, "30→");
    assert_eq!(game.winner(), Some(Side::Spools));
    assert_eq!(game.throw(1), Err(PlayError::GameOver));
}

// K17 Touch-move.

#[test]
fn k17_touching_a_movable_piece_commits_to_it() {
    let mut game = kendall("S:5,9 C:20");
    game.throw(2).unwrap();
    game.touch(5).unwrap();
    assert_eq!(moves_now(&game), ["5-7"]);
    assert_eq!(game.touch(9), Err(PlayError::NotMovable(9)));
    assert_eq!(game.why_not(9), Some(Blocked::Touched(5)));
}

#[test]
fn k17_touching_a_capturable_enemy_commits_to_the_capture() {
    let mut game = kendall("S:5,3 C:7");
    game.throw(2).unwrap();
    game.touch(7).unwrap();
    assert_eq!(moves_now(&game), ["5-7x"]);
}

#[test]
fn k17_touch_move_can_be_switched_off() {
    let mut casual = options(System::Kendall);
    casual.touch_move = false;
    let mut game = Game::arrange(casual, "S:5,9 C:20").unwrap();
    game.throw(2).unwrap();
    game.touch(5).unwrap();
    assert_eq!(moves_now(&game), ["5-7", "9-11"]);
}

#[test]
fn k17_touching_a_piece_with_no_legal_move_commits_to_nothing() {
    let mut game = kendall("S:28,5 C:20");
    game.throw(2).unwrap();
    assert_eq!(game.touch(28), Err(PlayError::NotMovable(28)));
    assert_eq!(game.stage(), Stage::Move { value: 2, touched: None });
    assert_eq!(moves_now(&game), ["5-7"]);
    game.touch(5).unwrap();
    assert_eq!(game.stage(), Stage::Move { value: 2, touched: Some(5) });
}

// K18 What a turn looks like.

#[test]
fn k18_a_turn_is_a_throw_then_every_pending_extra_throw() {
    let mut game = kendall("S:2 C:20");
    play(&mut game, 4, "2-6");
    play(&mut game, 1, "6-7");
    assert_eq!(game.to_move(), Side::Spools);
    play(&mut game, 3, "7-10");
    assert_eq!(game.to_move(), Side::Cones);
}

// B: the Bell system.

fn bell(position: &str) -> Game {
    at(System::Bell, position)
}

#[test]
fn b01_all_pieces_start_off_the_board_and_enter() {
    let game = Game::new(options(System::Bell));
    assert_eq!((game.off_board(Side::Spools), game.off_board(Side::Cones)), (5, 5));
    assert_eq!(game.to_move(), Side::Spools);
    assert_eq!(moves(&game, 3), ["→28"]);
}

#[test]
fn b02_bell_pieces_travel_towards_1_and_never_below_it() {
    let game = bell("S:2,9,20,24,25 C:30");
    assert_eq!(moves(&game, 3), ["2-5", "9-6", "20-17", "24-21-18", "25-22"]);
}

#[test]
fn b03_entering_is_compulsory_when_the_square_is_free() {
    let mut game = bell("S:20 C:29");
    assert_eq!(moves(&game, 3), ["→28"]);
    game.throw(3).unwrap();
    assert_eq!(game.why_not(20), Some(Blocked::MustEnter { square: 28 }));
}

#[test]
fn b03_entering_square_taken_moves_another_piece() {
    assert_eq!(moves(&bell("S:20 C:28"), 3), ["20-17"]);
    assert!(moves(&bell("C:28"), 3).is_empty());
}

#[test]
fn b03_entering_with_1_4_5_gives_extra_throws() {
    let mut game = Game::new(options(System::Bell));
    play(&mut game, 4, "→27");
    assert_eq!(game.to_move(), Side::Spools);
}

#[test]
fn b04_houses_past_21_have_no_powers_for_bell_pieces() {
    let mut game = bell("S:28,2,4,6,8 C:30");
    assert_eq!(play(&mut game, 2, "28-26").landing, Landing::Plain);
    let mut game = bell("S:29,2,4,6,8 C:30");
    assert_eq!(play(&mut game, 2, "29-27").landing, Landing::Plain);
    assert_eq!(game.drowned(Side::Spools), 0);
}

#[test]
fn b04_bell_pieces_on_houses_still_cannot_be_captured() {
    assert_eq!(moves(&bell("S:29,2,4,6,8 C:27"), 2), ["8-10"]);
}

#[test]
fn b05_the_first_bell_piece_on_1_fixes_the_domains() {
    let mut game = bell("S:3,12,14,17,19 C:25");
    assert_eq!(game.odd_domains(), None);
    play(&mut game, 2, "3-1");
    assert_eq!(game.odd_domains(), Some(Side::Spools));
    assert_eq!(game.domain_mask(Side::Cones), 0b101_0101_0100);
    let long = Game::arrange(Options::new(System::Bell, 7), "S:1 domains:S").unwrap();
    assert_eq!(long.domain_mask(Side::Spools).count_ones(), 7);
}

#[test]
fn b05_a_bell_piece_exchanged_onto_1_fixes_the_domains() {
    let mut game = cycles(1, "S:3,12,14,17,19 C:1,25 bell:S turn:C");
    assert_eq!(game.odd_domains(), None);
    play(&mut game, 2, "1-3x");
    assert_eq!(squares(&game, Side::Spools), [1, 12, 14, 17, 19]);
    assert_eq!(game.odd_domains(), Some(Side::Spools));
}

#[test]
fn b05_a_kendall_piece_on_1_does_not_fix_the_domains() {
    let mut game = cycles(1, "S:20,22,24,26,28 C:3,5,6 bell:S turn:C");
    play(&mut game, 2, "3-1");
    assert_eq!(game.odd_domains(), None);
}

#[test]
fn b05_the_domains_are_fixed_once_for_the_whole_cycles_game() {
    // The cones' first Bell piece reaches 1 in a later phase: the domains stay the spools' odd squares.
    let mut game = cycles(2, "S:12,14,16,18,20 C:3,26,27,28,29 bell:C domains:S done:S2 done:C1 turn:C");
    play(&mut game, 2, "3-1");
    assert_eq!(game.odd_domains(), Some(Side::Spools));
}

#[test]
fn b06_a_piece_on_its_own_domain_cannot_be_captured() {
    let mut game = bell("S:6,8,20,22,24 C:4,5,25,26,27 domains:S");
    game.throw(2).unwrap();
    let why = game.why_not(6).unwrap();
    assert_eq!(why.to_string(), "forward: 4 stands on its own domain; backward: 8 is taken by your own piece");
    let game = bell("S:6,20,22,23,24 C:3,25,26,27,28 domains:S");
    assert!(moves(&game, 3).contains(&"6-3x".to_string()), "3 is not the cones' own domain");
}

#[test]
fn b07_no_passing_rules_and_no_pairs_in_the_domain_zone() {
    let game = bell("S:9,20,22,24,25 C:6,7,3,2,30 domains:S");
    assert!(moves(&game, 5).contains(&"9-4".to_string()), "passes the pair on 6–7");
    let game = bell("S:6,20,22,24,25 C:3,2,26,28,30 domains:S");
    assert!(moves(&game, 3).contains(&"6-3x".to_string()), "the pair on 2–3 protects nobody in the zone");
}

#[test]
fn b07_outside_the_zone_passing_and_pairs_apply() {
    let game = bell("S:13,14,26,28,30 C:11,10,1,3,5 domains:C");
    let with4 = moves(&game, 4);
    assert!(!with4.iter().any(|m| m.starts_with("13-9")), "11 needs 10 free: {with4:?}");
    let with3 = moves(&game, 3);
    assert!(!with3.iter().any(|m| m.starts_with("14-11")), "10 protects 11: {with3:?}");
}

#[test]
fn b06_a_kendall_piece_on_its_own_domain_cannot_be_captured() {
    let game = cycles(1, "S:3,20,22,24,25 C:5,26,27,28,29 bell:C domains:S turn:C");
    assert_eq!(moves(&game, 2).iter().filter(|m| m.starts_with("5-")).collect::<Vec<_>>(), ["5-7"]);
}

#[test]
fn b07_kendall_pieces_pass_pairs_and_capture_pairs_in_the_domain_zone() {
    let game = cycles(1, "S:2,20,22,24,25 C:3,4,26,27,28 bell:C domains:S");
    assert!(moves(&game, 3).contains(&"2-5".to_string()), "passes the pair on 3–4");
    let game = cycles(1, "S:1,20,22,24,25 C:3,4,26,27,28 bell:C domains:C");
    assert!(moves(&game, 3).contains(&"1-4x".to_string()), "3 protects nobody in the zone");
}

#[test]
fn b08_a_piece_on_its_domain_still_moves() {
    let game = bell("S:1,3,5,7,12 C:30 domains:S");
    assert_eq!(moves(&game, 2), ["7-9", "12-10"]);
}

#[test]
fn b09_all_pieces_on_own_domains_wins() {
    let mut game = bell("S:1,3,5,7,11 C:30,29,28,27,26 domains:S");
    play(&mut game, 2, "11-9");
    assert_eq!(game.winner(), Some(Side::Spools));
}

#[test]
fn b09_an_opponents_exchange_can_complete_a_players_domains() {
    let mut game = bell("S:1,3,5,7,8 C:9,20,22,24,25 domains:S turn:C");
    play(&mut game, 1, "9-8x");
    assert_eq!(game.winner(), Some(Side::Spools));
}

#[test]
fn b09_fixing_the_domains_can_complete_the_other_player() {
    let mut game = bell("S:3,20,22,24,25 C:2,4,6,8,10");
    play(&mut game, 2, "3-1");
    assert_eq!(game.odd_domains(), Some(Side::Spools));
    assert_eq!(game.winner(), Some(Side::Cones), "the cones stand on the even squares, their domains now");
}

#[test]
fn b09_when_both_complete_at_once_the_mover_wins() {
    let mut game = bell("S:1,3,5,7,8 C:2,4,6,9,10 domains:S turn:C");
    play(&mut game, 1, "9-8x");
    assert_eq!(game.winner(), Some(Side::Cones));
}

// C: cycles.

fn cycles(goal: u8, position: &str) -> Game {
    let mut options = options(System::Cycles);
    options.goal = CycleGoal::Cycles(goal);
    Game::arrange(options, position).unwrap()
}

#[test]
fn c00_a_cycles_game_starts_as_kendall() {
    let game = Game::new(options(System::Cycles));
    assert_eq!((game.phase(Side::Spools), game.phase(Side::Cones)), (Phase::Kendall, Phase::Kendall));
}

#[test]
fn c01_bearing_off_everything_starts_bell_from_the_next_throw() {
    let mut game = cycles(1, "S:30 C:1,3");
    play(&mut game, 1, "30→");
    assert_eq!((game.phase(Side::Spools), game.off_board(Side::Spools)), (Phase::Bell, 5));
    assert_eq!(game.phases_done(Side::Spools), 1);
    assert_eq!(game.to_move(), Side::Spools, "the extra throw of the 1 already enters");
    assert_eq!(moves(&game, 3), ["→28"]);
}

#[test]
fn c01_pieces_of_both_phases_meet_by_their_owners_rules() {
    let game = cycles(1, "S:24,2,4,6,8 C:22,26 bell:S turn:S");
    assert!(moves(&game, 2).contains(&"24-22x".to_string()), "a Bell piece captures a Kendall piece");
    let mut game = cycles(1, "S:3,5,7,9,20 C:24 bell:S turn:C");
    let played = play(&mut game, 2, "24-26");
    assert_eq!(played.landing, Landing::Beauty, "a Kendall piece still makes the fate throw");
}

#[test]
fn c02_a_completed_bell_phase_becomes_a_kendall_start() {
    let mut game = cycles(2, "S:1,3,5,7,11 C:26,27,28,29,30 bell:S bell:C domains:S done:S1 done:C1");
    play(&mut game, 2, "11-9");
    assert_eq!(game.winner(), None);
    assert_eq!((game.phase(Side::Spools), game.phases_done(Side::Spools)), (Phase::Kendall, 2));
    assert_eq!(squares(&game, Side::Spools), [1, 3, 5, 7, 9]);
    play(&mut game, 3, "26-23");
    assert_eq!(moves(&game, 2), ["9-11"], "the spools now race towards 30");
}

#[test]
fn c03_completing_the_agreed_cycles_wins() {
    let mut game = cycles(1, "S:1,3,5,7,11 C:26,27,28,29,30 bell:S bell:C domains:S done:S1 done:C1");
    play(&mut game, 2, "11-9");
    assert_eq!(game.winner(), Some(Side::Spools));
}

#[test]
fn c03_the_player_ahead_by_phases_then_pieces_then_distance() {
    let mut options = options(System::Cycles);
    options.goal = CycleGoal::TimeLimit { minutes: 30 };
    let ahead = |position| Game::arrange(options, position).unwrap().leader();
    assert_eq!(ahead("S:1,3 C:2 done:C1 bell:C"), Some(Side::Cones), "more phases completed");
    assert_eq!(ahead("S:20 C:19,18"), Some(Side::Spools), "more pieces borne off");
    assert_eq!(ahead("S:20 C:22"), Some(Side::Cones), "fewer squares to travel");
    assert_eq!(ahead("S:20 drowned:C1"), Some(Side::Spools), "a drowned piece counts 16");
    assert_eq!(ahead("S:20,24 C:19,25"), None);
}

// G: with the gods.

fn gods(position: &str) -> Game {
    at(System::Gods, position)
}

#[test]
fn g01_operator_on_1_to_5_gods_on_6_to_10_short_only() {
    let game = Game::new(options(System::Gods));
    assert_eq!(squares(&game, Side::Cones), [1, 2, 3, 4, 5]);
    assert_eq!(squares(&game, Side::Spools), [6, 7, 8, 9, 10]);
    assert!(Options::new(System::Gods, 7).validate().is_err());
}

#[test]
fn g02_the_gods_always_start() {
    let game = Game::new(options(System::Gods));
    assert!(game.gods_to_move());
}

#[test]
fn g03_gods_pass_runs_of_their_own_pieces_but_not_mixed_runs() {
    let game = Game::new(options(System::Gods));
    assert_eq!(moves(&game, 5), ["6-11", "7-12", "8-13", "9-14", "10-15"]);
    let game = gods("G:6,8 O:9,1");
    assert_eq!(moves(&game, 4), ["6-2", "8-12"]);
}

#[test]
fn g04_the_piece_throw_names_a_piece_counted_along_the_track() {
    let game = gods("G:6,8,29 O:1 drowned:G1");
    assert_eq!(game.gods_numbering(), [Some(6), Some(8), Some(27), Some(29), Some(31)]);
    let mut game = gods("G:6,8,28 O:1,15 drowned:G1");
    assert_eq!(game.throw(2), Ok(Thrown::PieceThrow));
    assert_eq!(game.gods_piece(3), Ok(None), "the drowned piece: the throw is lost");
    assert_eq!(game.to_move(), Side::Cones);
    let mut game = gods("G:6,8,28 O:1,15 drowned:G1");
    game.throw(2).unwrap();
    let played = game.gods_piece(2).unwrap().unwrap();
    assert_eq!(played.mv.to_string(), "8-10");
    assert_eq!(game.to_move(), Side::Cones, "the piece throw gives no extra throw");
}

#[test]
fn g04_the_chosen_piece_must_make_its_move_even_a_bad_one() {
    let mut game = gods("G:24,10 O:1");
    game.throw(3).unwrap();
    let played = game.gods_piece(2).unwrap().unwrap();
    assert_eq!(played.landing, Landing::Water);
}

#[test]
fn g05_release_bears_a_gods_piece_off_at_once() {
    let mut game = gods("G:28,6 O:1");
    assert!(matches!(game.throw(3), Ok(Thrown::Released(p)) if p.mv.from == 28));
    let mut off = options(System::Gods);
    off.release = false;
    let mut game = Game::arrange(off, "G:28,6 O:1").unwrap();
    assert_eq!(game.throw(3), Ok(Thrown::PieceThrow));
    assert_eq!(game.gods_piece(1).unwrap().unwrap().mv.to_string(), "6-9");
}

#[test]
fn g05_a_release_with_1_still_gives_its_extra_throw() {
    let mut game = gods("G:30,6 O:1");
    assert!(matches!(game.throw(1), Ok(Thrown::Released(p)) if p.mv.from == 30));
    assert!(game.gods_to_move(), "K9: the 1 gives the gods another throw");
    assert_eq!(game.stage(), Stage::Throw);
}

#[test]
fn g06_the_gods_revive_whenever_they_may() {
    let mut game = gods("G:6 O:1 drowned:G1");
    assert!(game.must_revive());
    assert_eq!(game.throw(2), Err(PlayError::MustRevive));
    game.revive().unwrap();
    assert_eq!(squares(&game, Side::Spools), [6, 15]);
}

#[test]
fn g07_the_operator_wins_by_bearing_off_first() {
    let mut game = gods("O:30 G:6,7,8,9,10 turn:O");
    play(&mut game, 1, "30→");
    assert_eq!(game.winner(), Some(Side::Cones));
}

#[test]
fn g07_the_gods_win_by_bearing_off_first() {
    let mut game = gods("G:30 O:1,2,3,4,5");
    assert!(matches!(game.throw(1), Ok(Thrown::Released(_))));
    assert_eq!(game.winner(), Some(Side::Spools));
}
