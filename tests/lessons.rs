//! Every lesson, played as the learner is asked to play it: its position is legal, its throws
//! reach its goal, its moves are legal, and it ends where its text says (data-driven, one test
//! over all lessons).

use senet::engine::{Action, Game, Side, Stage, ThrowSource};
use senet::lessons::{for_rule, Lesson, Progress, Step, LESSONS};

/// Play the lesson's steps, as the app does: each throw comes from the lesson's scripted throws.
fn play_through(lesson: &Lesson) -> (Game, Vec<Action>) {
    let mut game = lesson.start().unwrap_or_else(|e| panic!("{}: {e}", lesson.id));
    assert_eq!(game.stage(), Stage::Throw, "{}: a lesson starts with a throw or a revival", lesson.id);
    let mut throws = lesson.throws();
    let mut actions = Vec::new();
    for (i, step) in lesson.steps.iter().enumerate() {
        let action = match *step {
            Step::Throw(_) => {
                let value = throws.throw();
                match game.stage() {
                    Stage::Throw => Action::Throw(value),
                    Stage::Fate { .. } => Action::Fate(value),
                    Stage::GodsPiece { .. } => Action::GodsPiece(value),
                    other => panic!("{} step {i}: a throw, but the game waits for {other:?}", lesson.id),
                }
            }
            Step::Move(from, to) => {
                let mv = game.legal_moves().iter().find(|m| m.from == from && m.to == to);
                Action::Move(mv.unwrap_or_else(|| {
                    let legal: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
                    panic!("{} step {i}: {from}-{to} is not among {legal:?} in {game:?}", lesson.id)
                }))
            }
            Step::Revive => Action::Revive,
        };
        game.act(action).unwrap_or_else(|e| panic!("{} step {i} ({step:?}): {e}", lesson.id));
        actions.push(action);
        assert_eq!(lesson.progress(&actions), Progress::OnTrack { done: i + 1 }, "{}", lesson.id);
    }
    (game, actions)
}

/// The pieces, where they are, and who is to move (once the game is over, who won instead).
fn position(game: &Game) -> String {
    let sides = Side::BOTH.map(|side| {
        let squares: Vec<u8> = game.squares_of(side).collect();
        format!("{squares:?} off {} drowned {} {:?} done {}", game.off_board(side), game.drowned(side), game.phase(side), game.phases_done(side))
    });
    let next = match game.winner() {
        Some(winner) => format!("won by {winner:?}"),
        None => format!("{:?} to move", game.to_move()),
    };
    format!("{} | {} | domains {:?} | {next}", sides[0], sides[1], game.odd_domains())
}

#[test]
fn every_lesson_plays_through_to_what_it_says() {
    for lesson in LESSONS {
        let (game, _) = play_through(lesson);
        let expected = Game::arrange(lesson.options, lesson.after).unwrap_or_else(|e| panic!("{}: after: {e}", lesson.id));
        let (got, want) = (position(&game), position(&expected));
        // The lessons on winning end the game; the others leave it going.
        let wins = ["K16", "B9", "C3", "G7"].contains(&lesson.rule());
        assert_eq!(game.winner().is_some(), wins, "{}: {got}", lesson.id);
        if wins {
            assert_eq!(got.split(" | ").take(3).collect::<Vec<_>>(), want.split(" | ").take(3).collect::<Vec<_>>(), "{}", lesson.id);
        } else {
            assert_eq!(got, want, "{}", lesson.id);
        }
    }
}

#[test]
fn every_rule_a_player_meets_begins_a_lesson_id() {
    let ids = (1..=18).map(|n| format!("K{n}")).chain((1..=9).map(|n| format!("B{n}"))).chain((1..=3).map(|n| format!("C{n}"))).chain((1..=7).map(|n| format!("G{n}")));
    for rule in ids {
        assert!(for_rule(&rule).is_some(), "no lesson teaches {rule}");
    }
}

#[test]
fn lesson_ids_are_unique_and_their_texts_are_in_both_languages() {
    for (i, lesson) in LESSONS.iter().enumerate() {
        assert!(LESSONS[..i].iter().all(|l| l.id != lesson.id), "{} twice", lesson.id);
        for text in [lesson.title, lesson.task, lesson.why, lesson.learnt] {
            assert!(!text.en.is_empty() && !text.ru.is_empty(), "{}", lesson.id);
            assert!(text.ru.chars().any(|c| ('а'..='я').contains(&c)), "{}: {}", lesson.id, text.ru);
        }
    }
}

/// A legal move other than the lesson's strays from it at that move (with the touch that
/// committed to it, K17), and stepping back there puts the learner back on track.
#[test]
fn a_move_other_than_the_lessons_strays_at_that_move() {
    let lesson = senet::lessons::find("K7-capture").unwrap();
    let mut game = lesson.start().unwrap();
    game.throw(2).unwrap();
    let other = game.legal_moves().iter().find(|m| m.from == 3).unwrap();
    let actions = [Action::Throw(2), Action::Move(other)];
    assert_eq!(lesson.progress(&actions), Progress::Strayed { at: 1 });
    assert_eq!(lesson.progress(&actions[..1]), Progress::OnTrack { done: 1 });

    let touch = senet::lessons::find("K17-touch-move").unwrap();
    let actions = [Action::Throw(2), Action::Touch(4)];
    assert_eq!(touch.progress(&actions), Progress::Strayed { at: 1 });
    assert_eq!(touch.progress(&[Action::Throw(2), Action::Touch(9)]), Progress::OnTrack { done: 1 });
    assert_eq!(lesson.progress(&[Action::Throw(3)]), Progress::Strayed { at: 0 });
}

#[test]
fn the_first_game_course_comes_first_and_in_order() {
    let first: Vec<&str> = LESSONS.iter().take_while(|l| l.course == senet::lessons::Course::FirstGame).map(|l| l.rule()).collect();
    assert_eq!(first, ["K1", "K4", "K7", "K7", "K10", "K11", "K12", "K13", "K14", "K15", "K16"]);
    assert!(LESSONS[first.len()..].iter().all(|l| l.course != senet::lessons::Course::FirstGame));
}
