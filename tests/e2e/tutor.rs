//! The tutor (issue 41), end to end: in a game with the tutor on, a move that loses a mistake's
//! worth is held back with a warning and the better move marked on the board; "Choose again"
//! leaves the position, the record and the save as they were; "Play it anyway" plays it; a good
//! move is played at once; the new-game form's option is saved with the game; Russian; axe-core.

use senet::ai::rank_moves_at;
use senet::ai::review::{DEPTH, MISTAKE};
use senet::engine::{Action, Game, Move, Options, System};
use senet::record::link::{pack, GameLink};

use super::*;

/// A game of two people on this device with the tutor on, from `start` after the spools threw
/// `throw`: saved as the app saves it (format 2; the flags word 2 is the tutor).
fn tutored_save(start: Game, throw: u8) -> String {
    let link = GameLink { options: *start.options(), throw_off: Vec::new(), players: [0, 0], actions: vec![Action::Throw(throw)], start: Some(start) };
    format!("2 {} 0 2 0 - 0 - 1", pack(&link).unwrap())
}

/// Middle-game positions of Kendall, the spools to throw.
const POSITIONS: [&str; 3] = ["S:14,16,18,22,24 C:12,13,19,20,25 turn:S", "S:9,15,17,22,26 C:11,13,19,23,24 turn:S", "S:5,12,16,20,25 C:7,14,18,19,22 turn:S"];

/// How long the tutor's look at a move takes in the page (timed by the app), over each throw of
/// each of [`POSITIONS`] (its first legal move tapped), sorted: the budget's figure.
pub(super) async fn check_times(client: &Client) -> Vec<f64> {
    let mut times = Vec::new();
    for position in POSITIONS {
        let start = Game::arrange(Options::new(System::Kendall, 5), position).unwrap();
        for throw in 1..=5 {
            let mut game = start;
            game.act(Action::Throw(throw)).unwrap();
            let Some(mv) = game.legal_moves().iter().next() else { continue };
            load_saved(client, tutored_save(start, throw)).await;
            tap_move(client, mv).await;
            let timed = "return performance.getEntriesByName('senet-tutor').map(e => e.duration)";
            wait_until!("the tutor's look timed", client.execute(timed, vec![]).await.unwrap().as_array().is_some_and(|t| !t.is_empty()));
            times.push(client.execute(timed, vec![]).await.unwrap()[0].as_f64().unwrap());
        }
    }
    times.sort_by(f64::total_cmp);
    times
}

/// A position, a throw, a move there that loses a mistake's worth or more and the best move, as
/// the tutor judges them (the review's judge): the first such of a few middle-game positions.
fn a_mistake(options: Options) -> (Game, u8, Move, Move) {
    for position in POSITIONS {
        let start = Game::arrange(options, position).unwrap();
        for throw in 1..=5 {
            let mut game = start;
            game.act(Action::Throw(throw)).unwrap();
            let ranked = rank_moves_at(&game, DEPTH);
            let Some(&(best, best_chance)) = ranked.first() else { continue };
            if let Some(&(mistake, _)) = ranked.iter().find(|&&(mv, chance)| best_chance - chance >= MISTAKE && !mv.is_bear_off()) {
                return (start, throw, mistake, best);
            }
        }
    }
    panic!("none of the positions has a mistake to make: choose others");
}

/// Tap the piece on `mv`'s square, then its destination.
async fn tap_move(client: &Client, mv: Move) {
    click(client, &format!("[data-square=\"{}\"]", mv.from)).await;
    click(client, &format!("[data-square=\"{}\"]", mv.to)).await;
}

/// The saved game's words.
async fn saved_words(client: &Client) -> Vec<String> {
    let saved = client.execute("return localStorage.getItem('senet.game')", vec![]).await.unwrap();
    saved.as_str().unwrap().split(' ').map(str::to_string).collect()
}

#[tokio::test]
async fn the_tutor_warns_before_a_mistake_which_is_chosen_again_or_played_anyway() {
    let session = browser().await;
    let client = &session.client;
    // Touch-move on (K17): the touch is what the tutor looks at.
    let (start, throw, mistake, best) = a_mistake(Options::new(System::Kendall, 5));
    load_saved(client, tutored_save(start, throw)).await;
    let before = snapshot(client).await;
    tap_move(client, mistake).await;
    let warning = client.element("[data-tutor]").await.text().await.unwrap();
    assert!(warning.starts_with("The tutor: ") && warning.contains("points of winning chance") && warning.contains("marked on the board"), "{warning}");
    let marked = |end: &'static str, square: u8| async move {
        client.find(Locator::Css(&format!("[data-square=\"{square}\"][data-better-move=\"{end}\"]"))).await.is_ok()
    };
    assert!(marked("from", best.from).await && marked("to", best.to).await, "the better move {}-{} is marked", best.from, best.to);
    assert_eq!(snapshot(client).await, before, "nothing is played while the tutor warns");
    assert_eq!(accessibility_violations(client, &axe_core()).await, Vec::<String>::new());
    click(client, "[data-action=\"choose-again\"]").await;
    assert!(client.gone("[data-tutor]").await && client.gone("[data-better-move]").await);
    assert_eq!(snapshot(client).await, before, "choosing again leaves the position and the record");
    assert_eq!(saved_words(client).await[3], "2", "the save keeps the tutor on");
    // In Russian, and played all the same.
    click(client, "[data-action=\"language\"]").await;
    tap_move(client, mistake).await;
    let warning = client.element("[data-tutor]").await.text().await.unwrap();
    assert!(warning.starts_with("Наставник: ход "), "{warning}");
    click(client, "[data-action=\"play-anyway\"]").await;
    let played = format!("{}-{}", mistake.from, mistake.to);
    wait_until!("the move played", snapshot(client).await[1].as_str().unwrap().contains(&played));
    assert!(client.gone("[data-tutor]").await && client.gone("[data-better-move]").await);
    // The best move is played at once.
    load_saved(client, tutored_save(start, throw)).await;
    tap_move(client, best).await;
    let played = format!("{}-{}", best.from, best.to);
    wait_until!("the best move played", snapshot(client).await[1].as_str().unwrap().contains(&played));
    assert!(client.gone("[data-tutor]").await);
    // Touch-move off: the move is what the tutor looks at.
    let (start, throw, mistake, _) = a_mistake(Options { touch_move: false, ..Options::new(System::Kendall, 5) });
    load_saved(client, tutored_save(start, throw)).await;
    tap_move(client, mistake).await;
    client.element("[data-tutor]").await;
    click(client, "[data-action=\"play-anyway\"]").await;
    let played = format!("{}-{}", mistake.from, mistake.to);
    wait_until!("the move played", snapshot(client).await[1].as_str().unwrap().contains(&played));
    session.close().await;
}

#[tokio::test]
async fn the_tutor_is_an_option_of_a_new_game_kept_with_it() {
    let session = browser().await;
    let client = &session.client;
    click(client, "[data-action=\"new-game\"]").await;
    let option = client.element("[data-option=\"tutor\"]").await;
    assert_eq!(option.prop("checked").await.unwrap().as_deref(), Some("false"), "off unless asked for");
    option.click().await.unwrap();
    start_for_two(client).await;
    wait_until!("the new game saved with the tutor", saved_words(client).await.get(3).map(String::as_str) == Some("2"));
    session.close().await;
}
