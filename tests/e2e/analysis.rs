//! The analysis board (issue 40), end to end: a position typed in gives the table the command line
//! prints for it; a position no game reaches is refused and the table before stays; a rollout shows
//! its progress, can be cancelled, and ends with a chance and its interval; in Russian; axe-core.

use std::process::Command;

use senet::engine::{Game, Options, System};

use super::*;

/// A position in the middle of a Kendall game, the cones to throw: the one the tests analyse.
pub(super) const MIDDLE: &str = "S:14,16,18,22,24 C:12,13,19,20,25 turn:C";

/// Open the analysis board on `position` (of Kendall, 5 pieces) by its link, as a tap on it would.
pub(super) async fn open_position_link(browser: &Browser, position: &str) {
    browser.client.goto(&format!("{}#p=kendall5/{}", browser.url, position.replace(' ', "+"))).await.unwrap();
}

/// The command line's table for `position`: each throw and its best choice and chance.
fn printed_table(position: &str) -> Vec<(String, String, String)> {
    let output = Command::new(env!("CARGO_BIN_EXE_senet")).args(["analyse", "--position", position]).output().unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap().lines().skip(1).filter(|line| !line.starts_with("revive")).map(|line| {
        let cells = line.split('\t').map(str::to_string).collect::<Vec<_>>();
        (cells[0].clone(), cells[1].clone(), cells[2].clone())
    }).collect()
}

/// The app's table: each throw's row, its best choice and chance.
async fn shown_table(client: &Client) -> Vec<(String, String, String)> {
    let rows = client.execute("return [...document.querySelectorAll('[data-analysis-throw]')].map(r => [r.dataset.analysisThrow, r.dataset.best, r.dataset.chance])", vec![]).await.unwrap();
    serde_json::from_value::<Vec<(String, String, String)>>(rows).unwrap()
}

/// From a game under way between two people here (nothing moves while the test taps).
async fn open_the_analysis_board(client: &Client) {
    load_saved(client, game_under_way()).await;
    click(client, "[data-action=\"games\"]").await;
    click(client, "[data-action=\"analysis\"]").await;
    client.element("[data-position-input]").await;
}

async fn set_position(client: &Client, position: &str) {
    client.execute("const input = document.querySelector('[data-position-input]'); input.value = arguments[0]; input.dispatchEvent(new Event('input'))", vec![json!(position)]).await.unwrap();
    click(client, "[data-action=\"set-position\"]").await;
}

#[tokio::test]
async fn a_position_typed_in_gives_the_command_lines_table_and_a_bad_one_changes_nothing() {
    let session = browser_on(Screen::Mobile(360, 640)).await;
    let client = &session.client;
    open_the_analysis_board(client).await;
    // The game's own position is there to begin with: the one whose throw is being played (the
    // game waits for its move), not the start.
    let mut at_the_throw = Game::new(Options::new(System::Kendall, 5));
    let actions = actions_under_way();
    for action in &actions[..actions.len() - 1] {
        at_the_throw.act(*action).unwrap();
    }
    let start = client.element("[data-position-input]").await.prop("value").await.unwrap().unwrap_or_default();
    assert_eq!(start, at_the_throw.arrangement());
    let position = MIDDLE;
    set_position(client, position).await;
    wait_until!("the table", shown_table(client).await.len() == 5);
    assert_eq!(shown_table(client).await, printed_table(position));
    // A throw's moves, ranked, the best first.
    click(client, "[data-analysis-throw=\"2\"] button").await;
    let best = client.element("[data-analysis-throw=\"2\"]").await.attr("data-best").await.unwrap().unwrap();
    let first = client.element("[data-analysis-move]").await.attr("data-analysis-move").await.unwrap().unwrap();
    assert_eq!(first, best);
    // The move on the board, marked as the last move; then back.
    click(client, "[data-analysis-move] [data-action=\"show-move\"]").await;
    wait_until!("the move on the board", !texts(client, "[data-last-move]").await.is_empty());
    let (from, to) = best.split_once('-').unwrap();
    for square in [from, to] {
        client.element(&format!("[data-square=\"{square}\"][data-last-move]")).await;
    }
    click(client, "[data-action=\"leave-visited\"]").await;
    // Refused, with the reason; the table before stays.
    set_position(client, "S:27 C:3").await;
    let problem = client.element("[data-position-problem]").await.text().await.unwrap();
    assert!(problem.contains("27: a piece reaching the House of Water drowns"), "{problem}");
    assert_eq!(shown_table(client).await, printed_table(position));
    let (sideways, cut) = cut(client, ".analysis-table th, .analysis-table td").await;
    assert!(!sideways && cut.is_empty(), "the table fits 360 px: {cut:?}");
    assert_eq!(accessibility_violations(client, &axe_core()).await, Vec::<String>::new());
    session.close().await;
}

#[tokio::test]
async fn a_rollout_runs_in_a_worker_shows_its_progress_can_be_cancelled_and_ends_with_its_interval_in_russian() {
    let session = browser().await;
    let client = &session.client;
    click(client, "[data-action=\"language\"]").await;
    open_the_analysis_board(client).await;
    // Expert games from the middle of a game: far from done when cancelled.
    set_position(client, MIDDLE).await;
    client.element("[data-analysis-table]").await;
    // The workers the page starts, by their scripts.
    client.execute("window.workersStarted = []; const Started = window.Worker; \
        window.Worker = class extends Started { constructor(url, options) { super(url, options); workersStarted.push(String(url)); } };", vec![]).await.unwrap();
    click(client, "[data-action=\"rollout\"]").await;
    wait_until!("games played", client.execute("const p = document.querySelector('.rollout progress'); return !!p && p.value > 0", vec![]).await.unwrap() == json!(true));
    click(client, "[data-action=\"cancel-rollout\"]").await;
    client.wait().for_element(Locator::Css("[data-action=\"rollout\"]")).await.unwrap();
    assert!(client.gone("[data-rollout-result]").await, "a cancelled rollout gives no result");
    // Greedy games near the end: short, to the end.
    set_position(client, "S:26,28 C:24,30 turn:S").await;
    wait_until!("the new table", client.find(Locator::Css("[data-analysis-throw=\"3\"][data-best=\"26-29\"]")).await.is_ok());
    client.element("[data-option=\"rollout-level\"]").await.select_by_value("greedy").await.unwrap();
    click(client, "[data-action=\"rollout\"]").await;
    let result = client.wait().at_most(Duration::from_secs(120)).for_element(Locator::Css("[data-rollout-result]")).await.unwrap();
    let said = result.text().await.unwrap();
    assert!(said.contains("Итог розыгрыша") && said.contains(" ± ") && said.contains("1296"), "{said}");
    let chance: f64 = result.attr("data-rollout-result").await.unwrap().unwrap().parse().unwrap();
    assert!((0.0..=1.0).contains(&chance));
    let started = client.execute("return workersStarted", vec![]).await.unwrap();
    let started: Vec<String> = serde_json::from_value(started).unwrap();
    assert!(started.len() == 2 && started.iter().all(|url| url.starts_with("./senet-worker-") && url.ends_with("_loader.js")), "a worker each rollout: {started:?}");
    assert_eq!(accessibility_violations(client, &axe_core()).await, Vec::<String>::new());
    // A worker that cannot run (its files gone): said, and the board stays as it was.
    client.execute("document.querySelector('meta[name=rollout-worker]').content = './missing_loader.js'", vec![]).await.unwrap();
    click(client, "[data-action=\"rollout\"]").await;
    let failed = client.element("[data-rollout-failed]").await.text().await.unwrap();
    assert!(failed.contains("Розыгрыш остановлен"), "{failed}");
    client.element("[data-action=\"rollout\"]").await;
    assert!(client.gone("[data-rollout-result]").await && client.find(Locator::Css("[data-analysis-throw=\"3\"][data-best=\"26-29\"]")).await.is_ok());
    session.close().await;
}

/// A position link opens the analysis board on its position, on a page opened with it and on one
/// already open; a damaged one says why and changes nothing; the review's choice and the record's
/// step open the board on their positions too, and the board gives its position's link.
#[tokio::test]
async fn a_position_link_opens_the_board_on_it_and_analyse_here_does_too() {
    let session = browser().await;
    let client = &session.client;
    let position = MIDDLE;
    client.goto("about:blank").await.unwrap();
    open_position_link(&session, position).await;
    wait_until!("the table", shown_table(client).await.len() == 5);
    assert_eq!(shown_table(client).await, printed_table(position));
    let shared = client.element("[data-position-link]").await.prop("value").await.unwrap().unwrap_or_default();
    assert!(shared.ends_with(&format!("#p=kendall5/{}", position.replace(' ', "+"))), "{shared}");
    // A damaged link on the open page: said, and the board stays as it was.
    open_position_link(&session, "S:27 C:3").await;
    wait_until!("the alert", alert_text(client).await.contains("does not hold a position"));
    assert_eq!(shown_table(client).await, printed_table(position));
    // The review's marked choice: the position at its throw (the board closed first, so that the
    // table awaited is the choice's).
    click(client, "[data-action=\"close-analysis\"]").await;
    let (actions, _) = finished_game(21);
    load_saved(client, saved_game(actions, json!([null, null]))).await;
    click(client, "[data-action=\"review\"]").await;
    client.wait().at_most(Duration::from_secs(30)).for_element(Locator::Css("[data-review-done]")).await.unwrap();
    click(client, "[data-review-choice][data-class=\"blunder\"]").await;
    click(client, "[data-action=\"analyse-here\"]").await;
    wait_until!("the choice's position", client.find(Locator::Css("[data-analysis-table]")).await.is_ok());
    let chosen = client.element("[data-position-input]").await.prop("value").await.unwrap().unwrap_or_default();
    assert_eq!(shown_table(client).await, printed_table(&chosen));
    session.close().await;
}

/// "Play on from here" (issue 40): a new game from the analysed position, against the computer
/// (the player takes the side to throw) or two on this device; the game before goes to the
/// library; the new one is saved with its position and its record starts from it, after a reload too.
#[tokio::test]
async fn play_on_from_a_position_is_a_game_like_any_other_and_survives_a_reload() {
    let session = browser().await;
    let client = &session.client;
    // A game under way, which goes to the library.
    load_saved(client, game_under_way()).await;
    let position = MIDDLE;
    open_position_link(&session, position).await;
    client.element("[data-analysis-table]").await;
    click(client, "[data-action=\"play-on-two\"]").await;
    let pieces = "12:cone 13:cone 14:spool 16:spool 18:spool 19:cone 20:cone 22:spool 24:spool 25:cone";
    // The pieces in the board's order: sorted, they read as the position's squares.
    let on_board = async || {
        let mut pieces = snapshot(client).await[0].as_str().unwrap_or_default().split(' ').map(str::to_string).collect::<Vec<_>>();
        pieces.sort();
        pieces.join(" ")
    };
    wait_until!("the position on the board", on_board().await == pieces);
    let record = snapshot(client).await[1].as_str().unwrap_or_default().to_string();
    assert!(record.contains(&format!("[Position \"{position}\"]")), "{record}");
    // The cones throw and move: the game goes on from the position, and is kept.
    let before = snapshot(client).await;
    throw_and_move(client).await;
    let played = snapshot(client).await;
    assert_ne!(played, before);
    client.refresh().await.unwrap();
    ready(client).await;
    assert_eq!(snapshot(client).await, played, "the game from the position after a reload");
    click(client, "[data-action=\"games\"]").await;
    library_holds(client, 1).await;
    session.close().await;
}

/// A position set up by taps on the board (issue 40): from an empty board, each tap puts a spool,
/// then a cone, then nothing; the box follows the board, and the table is the one the same
/// position typed in gives; "Back to my game" leaves the saved game as it was.
#[tokio::test]
async fn a_position_set_up_by_taps_gives_the_same_table_as_typed() {
    let session = browser_on(Screen::Mobile(390, 700)).await;
    let client = &session.client;
    open_the_analysis_board(client).await;
    let saved = saved_record(client).await;
    click(client, "[data-action=\"empty-board\"]").await;
    client.element(".visiting").await;
    for square in [14, 16, 12, 12, 13, 13, 20, 20, 20] {
        click(client, &format!("[data-square=\"{square}\"]")).await;
    }
    let position = "S:14,16 C:12,13 turn:S";
    let shown = async || client.element("[data-position-input]").await.prop("value").await.unwrap().unwrap_or_default();
    wait_until!("the box following the board", shown().await == position);
    click(client, "[data-action=\"set-position\"]").await;
    wait_until!("the table", shown_table(client).await.len() == 5);
    let tapped = shown_table(client).await;
    assert_eq!(tapped, printed_table(position));
    set_position(client, position).await;
    wait_until!("the typed position's table", shown_table(client).await == tapped);
    // What the board cannot show: whose throw, and the drowned pieces, by their controls.
    client.element("[data-option=\"analysis-turn\"]").await.select_by_value("C").await.unwrap();
    wait_until!("the cones to throw", shown().await == "S:14,16 C:12,13 turn:C");
    client.execute("const input = document.querySelector('[data-option=\"drowned-cones\"]'); input.value = '2'; input.dispatchEvent(new Event('change'))", vec![]).await.unwrap();
    wait_until!("two cones drowned", shown().await == "S:14,16 C:12,13 turn:C drowned:C2");
    click(client, "[data-action=\"leave-visited\"]").await;
    assert_eq!(saved_record(client).await, saved, "the saved game untouched");
    session.close().await;
}
