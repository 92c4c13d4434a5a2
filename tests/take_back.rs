//! Taking back a choice (the club's table): in every stage it restores the exact game before the
//! choice, and never lets the app's sticks be thrown again.

use senet::engine::{next_action, take_back, Action, Game, Makers, Options, Player, RandomPlayer, Seeded, Side, Stage, System};

fn game_after(options: Options, actions: &[Action]) -> Game {
    let mut game = Game::new(options);
    for &action in actions {
        game.act(action).unwrap();
    }
    game
}

/// The games between random players, action by action, with the game before each action.
fn random_actions(options: Options, seed: u64) -> Vec<(Game, Action)> {
    let mut game = Game::new(options);
    let mut throws = Seeded::new(seed);
    let (mut a, mut b) = (RandomPlayer(Seeded::new(seed + 1)), RandomPlayer(Seeded::new(seed + 2)));
    let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
    let mut played = Vec::new();
    while let Some(action) = next_action(&game, &mut throws, &mut players) {
        played.push((game, action));
        game.act(action).unwrap();
    }
    played
}

/// The first random game with an action that `wanted` picks: its actions up to and including it,
/// and the game just before it.
fn up_to(options: Options, wanted: impl Fn(&Game, Action) -> bool) -> (Vec<Action>, Game) {
    (0..)
        .find_map(|seed| {
            let played = random_actions(options, seed);
            let at = played.iter().position(|&(game, action)| wanted(&game, action))?;
            Some((played[..=at].iter().map(|&(_, a)| a).collect(), played[at].0))
        })
        .unwrap()
}

const NOBODY: [bool; 2] = [false, false];

fn people(by_hand: &dyn Fn(usize) -> bool) -> Makers<'_> {
    Makers { computer: NOBODY, by_hand }
}

fn kendall() -> Options {
    Options::new(System::Kendall, 5)
}

fn first_move(options: Options, before: &[Action]) -> senet::engine::Move {
    game_after(options, before).legal_moves().iter().next().unwrap()
}

#[test]
fn a_move_taken_back_leaves_its_throw_to_play_again() {
    let mv = first_move(kendall(), &[Action::Throw(5)]);
    let actions = [Action::Throw(5), Action::Move(mv)];
    assert_eq!(take_back(kendall(), &actions, &people(&|_| false)), Some(1));
    assert_eq!(game_after(kendall(), &actions[..1]).stage(), Stage::Move { value: 5, touched: None });
}

#[test]
fn a_throw_of_the_apps_sticks_is_never_taken_back() {
    assert_eq!(take_back(kendall(), &[Action::Throw(5)], &people(&|_| false)), None);
    assert_eq!(take_back(kendall(), &[], &people(&|_| false)), None);
}

#[test]
fn a_throw_entered_by_hand_is_taken_back() {
    assert_eq!(take_back(kendall(), &[Action::Throw(5)], &people(&|_| true)), Some(0));
}

#[test]
fn k17_a_touch_goes_with_its_move() {
    let mv = first_move(kendall(), &[Action::Throw(2)]);
    let actions = [Action::Throw(2), Action::Touch(mv.from), Action::Move(mv)];
    assert_eq!(take_back(kendall(), &actions, &people(&|_| false)), Some(1));
    assert_eq!(take_back(kendall(), &actions[..2], &people(&|_| false)), Some(1), "a touch alone");
}

#[test]
fn k14_a_revival_is_taken_back() {
    let (actions, before) = up_to(kendall(), |_, action| action == Action::Revive);
    let kept = take_back(kendall(), &actions, &people(&|_| false)).unwrap();
    assert_eq!(kept, actions.len() - 1);
    assert_eq!(game_after(kendall(), &actions[..kept]), before, "the exact game before the revival");
}

#[test]
fn k13_a_fate_throw_entered_by_hand_is_taken_back_and_one_of_the_app_keeps_its_move() {
    let (actions, before) = up_to(kendall(), |_, action| matches!(action, Action::Fate(_)));
    let fate = actions.len() - 1;
    assert_eq!(take_back(kendall(), &actions, &people(&|i| i == fate)), Some(fate));
    assert_eq!(game_after(kendall(), &actions[..fate]), before);
    assert_eq!(take_back(kendall(), &actions, &people(&|_| false)), None, "the fate throw would be thrown again");
}

#[test]
fn g4_the_gods_piece_throw_entered_by_hand_is_taken_back() {
    let gods = Options::new(System::Gods, 5);
    let (actions, before) = up_to(gods, |_, action| matches!(action, Action::GodsPiece(_)));
    let by_hand = |_: usize| true;
    let kept = take_back(gods, &actions, &Makers { computer: NOBODY, by_hand: &by_hand }).unwrap();
    assert_eq!((kept, game_after(gods, &actions[..kept])), (actions.len() - 1, before));
    // Thrown by the app, the gods' throws are their replies: the operator's last choice goes with them.
    let by_app = |_: usize| false;
    let kept = take_back(gods, &actions, &Makers { computer: NOBODY, by_hand: &by_app });
    assert!(kept.is_none_or(|k| game_after(gods, &actions[..k]).to_move() == Side::Cones), "back to the operator: {kept:?}");
}

#[test]
fn against_the_computer_its_replies_go_too() {
    // The cones are the computer's: take back after the cones have replied to the spools' move.
    let (actions, _) = up_to(kendall(), |game, action| {
        game.to_move() == Side::Cones && matches!(action, Action::Move(_))
    });
    let by_app = |_: usize| false;
    let kept = take_back(kendall(), &actions, &Makers { computer: [false, true], by_hand: &by_app }).unwrap();
    let game = game_after(kendall(), &actions[..kept]);
    assert_eq!(game.to_move(), Side::Spools);
    assert!(matches!(game.stage(), Stage::Move { .. }), "the spools' throw stays, to be played again");
    assert!(actions[kept..].iter().any(|a| matches!(a, Action::Move(_))));
    assert!(matches!(actions[kept], Action::Move(_) | Action::Touch(_)), "{:?}", &actions[kept..]);
}
