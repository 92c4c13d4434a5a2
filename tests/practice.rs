//! Practising one's mistakes (issue 41): a reviewed game's ? and ?? choices of the sides asked for
//! become exercises at their throws; an exercise's text reads back as itself, and a damaged one is
//! refused; the best move is right and a move an inaccuracy or more worse is not.

use senet::ai::practice::{exercises, Exercise};
use senet::ai::review::{review, Class, DEPTH, INACCURACY};
use senet::engine::{next_action, Action, Game, Options, Player, RandomPlayer, Seeded, Side, System};

/// A Kendall game between random players: its actions.
fn random_game(seed: u64) -> Vec<Action> {
    let mut game = Game::new(Options::new(System::Kendall, 5));
    let mut throws = Seeded::new(seed);
    let (mut a, mut b) = (RandomPlayer(Seeded::new(seed + 1)), RandomPlayer(Seeded::new(seed + 2)));
    let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
    let mut actions = Vec::new();
    while let Some(action) = next_action(&game, &mut throws, &mut players) {
        game.act(action).unwrap();
        actions.push(action);
    }
    actions
}

#[test]
fn a_reviewed_games_mistakes_become_exercises_at_their_throws() {
    let options = Options::new(System::Kendall, 5);
    let actions = random_game(7);
    let reviewed = review(options, &actions, DEPTH).unwrap();
    let start = Game::new(options);
    let spools = exercises(&reviewed, start, &actions, &[Side::Spools]);
    let both = exercises(&reviewed, start, &actions, &[Side::Spools, Side::Cones]);
    let marked = |side: Option<Side>| reviewed.choices.iter().filter(|c| c.class() >= Some(Class::Mistake) && side.is_none_or(|s| c.side == s)).count();
    assert_eq!((spools.len(), both.len()), (marked(Some(Side::Spools)), marked(None)));
    assert!(spools.len() >= 3, "random play makes mistakes: {}", spools.len());
    for exercise in &both {
        let at_move = exercise.at_move();
        assert!(at_move.legal_moves().iter().any(|mv| mv == exercise.played) && at_move.legal_moves().iter().any(|mv| mv == exercise.best));
        let text = exercise.to_string();
        assert_eq!(text.parse::<Exercise>().as_ref(), Ok(exercise), "{text}");
        // The best is right; the move played, an inaccuracy or more worse where it was played, is
        // judged again in the exercise's own position.
        let best = exercise.judge(exercise.best).unwrap();
        assert!(best.right() && best.best_chance - best.chance < 1e-12);
        let played = exercise.judge(exercise.played).unwrap();
        assert_eq!(played.right(), played.best_chance - played.chance < INACCURACY);
    }
}

#[test]
fn a_damaged_exercise_is_refused_with_the_reason() {
    let good = "p=kendall5/S:1,2,3,10,14+C:4,5,6,12,17+turn:C 2 4-2 6-8";
    let exercise = good.parse::<Exercise>().unwrap();
    assert_eq!((exercise.throw, exercise.played.to, exercise.best.to), (2, 2, 8));
    for damaged in ["", "p=kendall5/S:1,2,3,10,14+C:4,5,6,12,17+turn:C 2 4-2", "p=kendall5/S:1,2,3,10,14+C:4,5,6,12,17+turn:C 9 4-2 6-8",
        "p=kendall5/S:1,2,3,10,14+C:4,5,6,12,17+turn:C 2 4-3 6-8", "p=kendall5/S:1,1+C:4+turn:C 2 4-2 6-8", "nonsense 2 4-2 6-8"] {
        assert!(damaged.parse::<Exercise>().is_err(), "{damaged:?}");
    }
}
