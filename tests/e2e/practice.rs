//! Practising one's mistakes (issue 41), end to end: from a finished game's review its marked
//! choices become exercises on the board; the best move is solved, a worse one failed with the
//! best shown as the last move; solved is kept, so a review of the same game asks it no more; in
//! Russian; axe-core.

use senet::ai::practice::Exercise;
use senet::ai::rank_moves_at;
use senet::ai::review::{DEPTH, INACCURACY};
use senet::engine::Move;

use super::*;

/// The exercises kept in the browser, as the app wrote them: (solved, exercise).
async fn kept_exercises(client: &Client) -> Vec<(bool, Exercise)> {
    let text = client.execute("return localStorage.getItem('senet.practice') || ''", vec![]).await.unwrap();
    text.as_str().unwrap().lines().map(|line| (line.starts_with('='), line[2..].parse().unwrap())).collect()
}

/// Open the practice from the review of the finished game on the board.
async fn practise_from_the_review(client: &Client) {
    click(client, "[data-action=\"review\"]").await;
    client.wait().at_most(Duration::from_secs(60)).for_element(Locator::Css("[data-review-done]")).await.unwrap();
    // A finished game's review gives each side's result less its luck too.
    let adjusted = client.element("[data-luck-adjusted]").await.text().await.unwrap();
    assert!(adjusted.contains("luck-adjusted") || adjusted.contains("за вычетом везения"), "{adjusted}");
    click(client, "[data-action=\"practise-mistakes\"]").await;
    client.element("[data-practice] [data-exercise]").await;
}

/// Tap the piece on `mv`'s square, then its destination (a touch first, under touch-move).
async fn tap_move(client: &Client, mv: Move) {
    click(client, &format!("[data-square=\"{}\"]", mv.from)).await;
    click(client, &format!("[data-square=\"{}\"]", mv.to)).await;
}

#[tokio::test]
async fn a_reviewed_games_mistakes_are_practised_on_the_board_and_solved_ones_kept() {
    let session = browser().await;
    let client = &session.client;
    let (actions, _) = finished_game(3);
    load_saved(client, saved_game(actions, json!([null, null]))).await;
    practise_from_the_review(client).await;
    let kept = kept_exercises(client).await;
    assert!(kept.len() >= 2 && kept.iter().all(|(solved, _)| !solved), "{} exercises", kept.len());
    let first = client.element("[data-exercise=\"1\"]").await.text().await.unwrap();
    assert!(first.starts_with(&format!("Exercise 1 of {}: in your game you played", kept.len())), "{first}");
    assert_eq!(accessibility_violations(client, &axe_core()).await, Vec::<String>::new());
    // The best move, as the app judges it: solved.
    let ranked = rank_moves_at(&kept[0].1.at_move(), DEPTH);
    tap_move(client, ranked[0].0).await;
    let result = client.element("[data-practice-result]").await;
    assert_eq!(result.attr("data-practice-result").await.unwrap().as_deref(), Some("solved"), "{}", result.text().await.unwrap());
    wait_until!("kept as solved", kept_exercises(client).await[0].0);
    // The next, answered with its worst move, in Russian: failed, the best shown as the last move.
    click(client, "[data-action=\"language\"]").await;
    click(client, "[data-action=\"next-exercise\"]").await;
    client.element("[data-exercise=\"2\"]").await;
    let ranked = rank_moves_at(&kept[1].1.at_move(), DEPTH);
    let (worst, best) = (ranked.last().unwrap().0, ranked[0].0);
    tap_move(client, worst).await;
    let result = client.element("[data-practice-result]").await;
    let said = result.text().await.unwrap();
    assert!(ranked[0].1 - ranked.last().unwrap().1 >= INACCURACY, "the worst move is an inaccuracy or more worse");
    assert_eq!(result.attr("data-practice-result").await.unwrap().as_deref(), Some("failed"), "{said}");
    assert!(said.starts_with("Не лучший ход: "), "{said}");
    let marked = client.execute(&format!("return !!document.querySelector('[data-square=\"{}\"][data-last-move]')", best.to), vec![]).await.unwrap();
    assert_eq!(marked, json!(true), "the best move {best} is shown as the last move");
    assert!(!kept_exercises(client).await[1].0, "a failed exercise stays to do");
    // Closed, the player's own game is back; the same review asks the solved exercise no more.
    click(client, "[data-action=\"close-practice\"]").await;
    wait_until!("the own game back", client.find(Locator::Css("[data-review-done]")).await.is_ok());
    client.refresh().await.unwrap();
    ready(client).await;
    practise_from_the_review(client).await;
    let first = client.element("[data-exercise=\"1\"]").await.text().await.unwrap();
    assert!(first.starts_with(&format!("Упражнение 1 из {}:", kept.len() - 1)), "{first}");
    assert_eq!(kept_exercises(client).await.len(), kept.len(), "each exercise kept once");
    session.close().await;
}

#[tokio::test]
async fn the_last_games_of_the_library_are_reviewed_for_mistakes_to_practise_and_the_level_over_them() {
    let session = browser().await;
    let client = &session.client;
    // Nothing finished in the library yet: said, by the practice and by the level.
    click(client, "[data-action=\"games\"]").await;
    click(client, "[data-action=\"practise-last-games\"]").await;
    client.element("[data-practice-found=\"none\"]").await;
    click(client, "[data-action=\"level-over-games\"]").await;
    client.element("[data-level-chart=\"none\"]").await;
    // Two finished games between two people, kept in the library by the new games after them.
    for seed in [3, 4] {
        let (actions, _) = finished_game(seed);
        load_saved(client, saved_game(actions, json!([null, null]))).await;
        click(client, "[data-action=\"new-game\"]").await;
        start_for_two(client).await;
    }
    click(client, "[data-action=\"games\"]").await;
    library_holds(client, 2).await;
    // The level over them: a point a game, each named by a level.
    click(client, "[data-action=\"level-over-games\"]").await;
    let chart = client.wait().at_most(Duration::from_secs(60)).for_element(Locator::Css("[data-level-chart=\"2\"] figcaption")).await.unwrap();
    let said = chart.text().await.unwrap();
    assert!(said.starts_with("Your play in your last 2 finished games, oldest first, was like: "), "{said}");
    let points = client.execute("return [...document.querySelectorAll('[data-level-point]')].map(p => p.dataset.levelPoint)", vec![]).await.unwrap();
    let points: Vec<String> = serde_json::from_value(points).unwrap();
    assert!(points.len() == 2 && points.iter().all(|level| ["random", "greedy", "strong", "expert"].contains(&level.as_str())), "{points:?}");
    assert_eq!(accessibility_violations(client, &axe_core()).await, Vec::<String>::new());
    click(client, "[data-action=\"practise-last-games\"]").await;
    let first = client.wait().at_most(Duration::from_secs(60)).for_element(Locator::Css("[data-practice] [data-exercise=\"1\"]")).await.unwrap();
    let kept = kept_exercises(client).await;
    assert!(first.text().await.unwrap().starts_with(&format!("Exercise 1 of {}:", kept.len())));
    assert!(kept.len() >= 4, "both games' mistakes: {}", kept.len());
    assert_eq!(accessibility_violations(client, &axe_core()).await, Vec::<String>::new());
    session.close().await;
}
