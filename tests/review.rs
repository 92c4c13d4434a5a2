//! Game review: classification thresholds, luck, and the review of reference records.

use senet::ai::review::{after_each_throw, luck_of, played_like, review, self_play_loss, Class, Reviewer, BLUNDER, DEPTH, INACCURACY, MISTAKE, NETWORK_LOSSES};
use senet::ai::{throw_chances, Level};
use senet::engine::{Action, Game, Options, Side, System};
use senet::record::{parse, replay};

fn kendall(position: &str) -> Game {
    Game::arrange(Options::new(System::Kendall, 5), position).unwrap()
}

/// Review the actions played from a set position.
fn review_from(game: Game, actions: &[Action]) -> senet::ai::review::Review {
    Reviewer::new(game, actions, DEPTH).finish().unwrap()
}

/// The move written `from-to` among the legal moves after `game` throws `value`.
fn throw_and_move(game: &Game, value: u8, from: u8, to: u8) -> [Action; 2] {
    let mut thrown = *game;
    thrown.throw(value).unwrap();
    let mv = thrown.legal_moves().iter().find(|m| m.from == from && m.to == to).unwrap();
    [Action::Throw(value), Action::Move(mv)]
}

#[test]
fn the_thresholds_order_the_classes() {
    assert_eq!(Class::of(0.0), None);
    assert_eq!(Class::of(INACCURACY - 1e-9), None);
    assert_eq!(Class::of(INACCURACY), Some(Class::Inaccuracy));
    assert_eq!(Class::of(MISTAKE), Some(Class::Mistake));
    assert_eq!(Class::of(BLUNDER), Some(Class::Blunder));
    assert_eq!(Class::ALL.map(Class::mark), ["?!", "?", "??"]);
}

/// The bands of "played like": a player who loses nothing by either judge played like the
/// grandmaster; one who loses nothing by the review's but disagrees with the grandmaster's like the
/// best linear level; one who loses a blunder a choice like the random one; and a bigger loss never
/// names a better level.
#[test]
fn the_bands_run_from_the_grandmaster_to_random() {
    let disagreeing = NETWORK_LOSSES[0].1;
    assert_eq!(played_like(0.0, 0.0), Level::Grandmaster);
    assert_eq!(played_like(0.0, disagreeing), Level::Expert);
    assert_eq!(played_like(BLUNDER, disagreeing), Level::Random);
    let order = |level: Level| Level::ALL.iter().position(|&l| l == level).unwrap();
    let losses = (0..=200).map(|i| f64::from(i) * 0.0002);
    let named = losses.clone().map(|loss| order(played_like(loss, disagreeing))).collect::<Vec<_>>();
    assert!(named.windows(2).all(|pair| pair[1] <= pair[0]), "{named:?}");
    let by_network = losses.map(|loss| order(played_like(0.0, loss / 10.0))).collect::<Vec<_>>();
    assert!(by_network.windows(2).all(|pair| pair[1] <= pair[0]), "{by_network:?}");
}

/// The bands name each computer level, the grandmaster too, by its play in games it was not
/// measured on (another seed).
#[test]
fn each_level_is_named_by_its_own_play_on_new_games() {
    for level in Level::ALL {
        // The grandmaster's games take longest to play: a few are enough to tell it.
        let games = if level == Level::Grandmaster { 3 } else { 10 };
        let (loss, network_loss, choices) = self_play_loss(Options::new(System::Kendall, 5), level, games, 2026);
        assert!(choices > 150 * games, "{level}: {choices} choices");
        assert_eq!(played_like(loss, network_loss), level, "{level} lost {loss} per choice, {network_loss} by the grandmaster's judge");
    }
}

/// K4: with a single legal move there is no choice to judge.
#[test]
fn a_forced_move_is_never_judged() {
    let game = kendall("S:6,23 C:24,25 turn:S");
    let actions = throw_and_move(&game, 3, 23, 20);
    let mut thrown = game;
    thrown.throw(3).unwrap();
    assert!(!thrown.legal_moves().is_empty());
    let forced = kendall("S:23 C:24,25,2 turn:S");
    let review = review_from(forced, &throw_and_move(&forced, 3, 23, 20));
    assert!(review.choices.is_empty(), "{:?}", review.choices);
    assert!(!review_from(game, &actions).choices.is_empty(), "two spools give a choice");
}

/// K17: with touch-move on, the choice is made at the touch, among every piece that could move; a
/// move after a touch is judged exactly as the same move played without one.
#[test]
fn k17_a_choice_made_by_touching_is_judged_among_all_the_moves() {
    let options = Options { touch_move: true, ..Options::new(System::Kendall, 5) };
    let game = Game::arrange(options, "S:8,24 C:12,13 turn:S").unwrap();
    let [throw, drown] = throw_and_move(&game, 3, 24, 27);
    let untouched = review_from(game, &[throw, drown]);
    let touched = review_from(game, &[throw, Action::Touch(24), drown]);
    assert_eq!(touched.choices.len(), 1, "the drowning is judged: {:?}", touched.choices);
    let (a, b) = (untouched.choices[0], touched.choices[0]);
    assert_eq!((a.played, a.best, a.class()), (b.played, b.best, b.class()));
    assert!(matches!(b.class(), Some(Class::Mistake | Class::Blunder)), "{b:?}");
    assert_eq!(b.action, 2, "the choice is the move's action");
}

/// K14: drowning a piece for nothing when a safe move exists is a mistake at least (the learnt
/// evaluation makes it a blunder, 11 points of winning chance; the race alone made it 6); the best
/// move loses nothing.
#[test]
fn drowning_for_nothing_is_a_mistake_at_least_and_the_best_move_loses_nothing() {
    let game = kendall("S:8,24 C:12,13 turn:S");
    let drowned = review_from(game, &throw_and_move(&game, 3, 24, 27));
    let choice = drowned.choices[0];
    assert!(matches!(choice.class(), Some(Class::Mistake | Class::Blunder)), "{choice:?}");
    let best = review_from(game, &throw_and_move(&game, 3, choice.best.from, choice.best.to));
    assert_eq!(best.choices[0].loss(), 0.0);
    assert_eq!(best.choices[0].class(), None);
    // The best by both judges, the grandmaster's too: played like the grandmaster.
    assert_eq!(best.choices[0].network_loss, 0.0);
    assert_eq!(best.summary(Side::Spools).played_like(), Some(Level::Grandmaster));
}

/// The luck of a throw, weighted by the throw distribution, sums to zero, in positions of every stage.
#[test]
fn luck_sums_to_zero_over_the_throw_distribution() {
    let positions = [
        kendall("S:1,3,5,7,9 C:2,4,6,8,10 turn:S"),
        kendall("S:14,23,29 C:12,13,20 turn:C"),
        kendall("S:5 C:9,12,20 drowned:S1 turn:S"),
    ];
    for game in positions {
        let side = game.to_move();
        let sum: f64 = throw_chances().iter().map(|&(value, p)| p * luck_of(&game, side, value, DEPTH)).sum();
        assert!(sum.abs() < 1e-12, "{sum} in {game:?}");
        let chances = after_each_throw(&game, side, DEPTH);
        assert!(chances.iter().all(|c| (0.0..=1.0).contains(c)));
    }
}

#[test]
fn the_review_of_a_reference_record_is_deterministic_and_complete() {
    let text = include_str!("hand-records/kendall.senet");
    let record = parse(text).unwrap();
    let replayed = replay(&record, false).unwrap();
    let options = record.options().unwrap();
    let first = review(options, &replayed.actions, DEPTH).unwrap();
    assert_eq!(first, review(options, &replayed.actions, DEPTH).unwrap());
    // A point of the curve for the start and for every line; a luck for every throw.
    assert_eq!(first.curve.len(), record.lines.len() + 1);
    let throws = replayed.actions.iter().filter(|a| matches!(a, Action::Throw(_) | Action::Fate(_) | Action::GodsPiece(_))).count();
    assert_eq!(first.throws.len(), throws);
    for choice in &first.choices {
        assert!(choice.loss() >= 0.0 && choice.best_chance >= choice.played_chance - 1e-12);
        let line = record.lines[choice.line].display(System::Kendall).to_string();
        assert!(line.contains(&format!("— {}", choice.played.from)), "{line} is where {} was played", choice.played);
    }
    let (spools, cones) = (first.summary(Side::Spools), first.summary(Side::Cones));
    assert_eq!(spools.choices + cones.choices, first.choices.len() as u32);
    assert!(spools.played_like().is_some() && cones.played_like().is_some());
}

/// GNU Backgammon's luck-adjusted result: a finished game's result less the luck its throws
/// brought, for each side; none while the game goes on.
#[test]
fn the_luck_adjusted_result_is_the_result_less_the_luck() {
    use senet::engine::{next_action, Player, RandomPlayer, Seeded};
    let options = Options::new(System::Kendall, 5);
    let (mut game, mut throws, mut actions) = (Game::new(options), Seeded::new(11), Vec::new());
    let (mut a, mut b) = (RandomPlayer(Seeded::new(12)), RandomPlayer(Seeded::new(13)));
    let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
    while let Some(action) = next_action(&game, &mut throws, &mut players) {
        game.act(action).unwrap();
        actions.push(action);
    }
    let reviewed = review(options, &actions, DEPTH).unwrap();
    let winner = game.winner().unwrap();
    assert_eq!(reviewed.turning_point().map(|(side, _)| side), Some(winner));
    for side in [Side::Spools, Side::Cones] {
        let result = if side == winner { 1.0 } else { 0.0 };
        assert_eq!(reviewed.luck_adjusted(side), Some(result - reviewed.summary(side).luck));
    }
    let unfinished = review(options, &actions[..20], DEPTH).unwrap();
    assert_eq!(unfinished.luck_adjusted(Side::Spools), None);
}
