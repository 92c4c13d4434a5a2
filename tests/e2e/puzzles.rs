//! Puzzles (issue 41), end to end: opened from the games' menu at the player's rating; a puzzle
//! answered right (its answer from `senet puzzles --list`) is solved and the rating rises, a wrong
//! answer failed with the answer shown; a reload keeps the rating and asks a solved puzzle no more;
//! a theme and the puzzle of the day; in Russian; axe-core.

use std::process::Command;

use senet::ai::puzzles::{of_the_day, read, BUNDLED};
use senet::engine::{Action, Game, Move, Options, System};

use super::*;

/// The bundled puzzles as `senet puzzles --list` prints them: id → (position, throw, answer).
fn listed() -> Vec<(String, String, u8, String)> {
    let output = Command::new(env!("CARGO_BIN_EXE_senet")).args(["puzzles", "--list"]).output().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap().lines().map(|line| {
        let f = line.split('\t').collect::<Vec<_>>();
        (f[0].to_string(), f[1].to_string(), f[2].parse().unwrap(), f[3].to_string())
    }).collect()
}

/// The puzzle `id`'s position thrown, and its answer, from the list.
pub(super) fn puzzle(id: &str) -> (Game, Move) {
    let (_, position, throw, answer) = listed().into_iter().find(|(i, ..)| i == id).unwrap();
    let (system, pieces) = match &id[..2] {
        "k5" => (System::Kendall, 5),
        "k7" => (System::Kendall, 7),
        "b5" => (System::Bell, 5),
        _ => (System::Bell, 7),
    };
    let mut game = Game::arrange(Options::new(system, pieces), &position).unwrap();
    game.act(Action::Throw(throw)).unwrap();
    let answer = game.legal_moves().iter().find(|mv| format!("{}-{}", mv.from, mv.to) == answer).unwrap();
    (game, answer)
}

/// Tap `mv` on the board: its piece (a waiting one in its zone), then where it goes (the zone of
/// the pieces borne off).
pub(super) async fn tap(client: &Client, mv: Move) {
    match mv.from {
        0 => click(client, ".zone [data-movable]").await,
        from => click(client, &format!("[data-square=\"{from}\"]")).await,
    }
    if mv.is_bear_off() {
        click(client, ".zone.off").await;
    } else {
        click(client, &format!("[data-square=\"{}\"]", mv.to)).await;
    }
}

pub(super) async fn shown_puzzle(client: &Client) -> String {
    client.element("[data-puzzle]").await.attr("data-puzzle").await.unwrap().unwrap()
}

async fn rating(client: &Client) -> i64 {
    client.element("[data-puzzle-rating]").await.attr("data-puzzle-rating").await.unwrap().unwrap().parse().unwrap()
}

pub(super) async fn open_the_puzzles(client: &Client) {
    click(client, "[data-action=\"games\"]").await;
    click(client, "[data-action=\"puzzles\"]").await;
}

#[tokio::test]
async fn a_puzzle_solved_raises_the_rating_a_wrong_answer_shows_the_answer_and_a_reload_keeps_both() {
    let session = browser().await;
    let client = &session.client;
    open_the_puzzles(client).await;
    assert_eq!(rating(client).await, 1500);
    let first = shown_puzzle(client).await;
    let (_, answer) = puzzle(&first);
    tap(client, answer).await;
    let result = client.element("[data-puzzle-result]").await;
    assert_eq!(result.attr("data-puzzle-result").await.unwrap().as_deref(), Some("solved"), "{}", result.text().await.unwrap());
    assert!(result.text().await.unwrap().starts_with("Solved: "));
    assert!(rating(client).await > 1500);
    assert_eq!(accessibility_violations(client, &axe_core()).await, Vec::<String>::new());
    // The next, answered wrong, in Russian: failed, the answer shown as the last move.
    click(client, "[data-action=\"language\"]").await;
    click(client, "[data-action=\"next-puzzle\"]").await;
    wait_until!("the next puzzle", shown_puzzle(client).await != first);
    let second = shown_puzzle(client).await;
    let (game, answer) = puzzle(&second);
    let wrong = game.legal_moves().iter().find(|&mv| mv != answer).unwrap();
    tap(client, wrong).await;
    let result = client.element("[data-puzzle-result]").await;
    assert_eq!(result.attr("data-puzzle-result").await.unwrap().as_deref(), Some("failed"));
    assert!(result.text().await.unwrap().starts_with("Не то: "), "{}", result.text().await.unwrap());
    if !answer.is_bear_off() {
        let marked = client.execute(&format!("return !!document.querySelector('[data-square=\"{}\"][data-last-move]')", answer.to), vec![]).await.unwrap();
        assert_eq!(marked, json!(true), "the answer {answer} shown as the last move");
    }
    let after = rating(client).await;
    // A reload keeps the rating, and the solved puzzle is not asked again.
    client.refresh().await.unwrap();
    ready(client).await;
    open_the_puzzles(client).await;
    assert_eq!(rating(client).await, after);
    assert_ne!(shown_puzzle(client).await, first);
    session.close().await;
}

#[tokio::test]
async fn a_theme_chooses_its_puzzles_and_the_puzzle_of_the_day_is_todays() {
    let session = browser().await;
    let client = &session.client;
    open_the_puzzles(client).await;
    let set = read(BUNDLED).unwrap();
    client.element("[data-option=\"puzzle-theme\"]").await.select_by_value("capture").await.unwrap();
    wait_until!("a capture", {
        let id = shown_puzzle(client).await;
        set.iter().any(|p| p.id == id && p.themes.contains(&senet::ai::puzzles::Theme::Capture))
    });
    click(client, "[data-action=\"puzzle-of-the-day\"]").await;
    let day = client.execute("const now = new Date(); return Math.floor((now.getTime() - now.getTimezoneOffset() * 60000) / 86400000)", vec![]).await.unwrap();
    let today = &set[of_the_day(day.as_u64().unwrap(), set.len())].id;
    wait_until!("today's puzzle", &shown_puzzle(client).await == today);
    // Closed, the player's own game is back.
    click(client, "[data-action=\"close-puzzles\"]").await;
    assert!(client.gone("[data-puzzle]").await && client.gone("[data-action=\"leave-visited\"]").await);
    session.close().await;
}
