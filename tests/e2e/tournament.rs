//! The club's tournament (issue 42), end to end: the club's first, a five-player round robin of ten
//! games over five rounds: one played here, one at the table with real sticks, one played with a
//! friend's links whose finished record the organiser brings back (a tampered copy of it refused),
//! one by a share link, the rest entered by hand; the standings, each player's level and luck; a
//! reload; its file exported and imported in a second browser profile with the same standings;
//! axe-core.

use senet::engine::{Options, System};
use senet::record::link::{encode, GameLink};

use super::*;

#[path = "../support/friends.rs"]
mod friends;

const EVENT: &str = "The club's first";

async fn set_text(client: &Client, element: &Element, text: &str) {
    client.execute("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", vec![serde_json::to_value(element).unwrap(), json!(text)]).await.unwrap();
}

async fn open_the_tournament(client: &Client) {
    click(client, "[data-action=\"games\"]").await;
    click(client, "[data-action=\"tournament\"]").await;
    client.element("[data-tournament-panel] [data-round]").await;
}

/// The standings as the page shows them: (player, points) by place.
async fn standings(client: &Client) -> Vec<(String, String)> {
    client.element("[data-standings] tbody tr").await;
    let rows = client.execute("return [...document.querySelectorAll('[data-standings] tbody tr')].map(r => [r.dataset.player, r.dataset.points])", vec![]).await.unwrap();
    rows.as_array().unwrap().iter().map(|r| (r[0].as_str().unwrap().to_string(), r[1].as_str().unwrap().to_string())).collect()
}

/// The game being played here for a pairing: when it started (the name the tournament knows it by).
async fn started_here(client: &Client) -> f64 {
    let kept = client.execute("return localStorage.getItem('senet.tournament-games')", vec![]).await.unwrap();
    kept.as_str().unwrap().lines().last().unwrap().split(' ').next().unwrap().parse().unwrap()
}

/// The game on the board played to its end (a random game's actions, saved as the app saves them),
/// as the players at the board would have played it.
async fn finish_here(client: &Client, seed: u64, started_at: f64, at_the_table: bool) {
    let (actions, _) = finished_game(seed);
    let saved = json!({
        "format": 1,
        "session": {
            "options": { "system": "Kendall", "pieces": 5, "touch_move": true, "release": true, "goal": { "Cycles": 1 } },
            "throw_off": [1], "actions": actions, "sticks": null, "revision": 1000, "started_at": started_at,
            "computer": [null, null], "own_sticks": at_the_table, "by_hand": [], "entering_throw_off": false, "from_table": at_the_table
        }
    });
    load_saved(client, saved.to_string()).await;
    client.element(".game-over").await;
}

/// A pairing's game started here (`way`: `play-here` or `play-at-table`, real sticks) and played to
/// its end: it counts, verified.
async fn play_here_to_the_end(client: &Client, pairing: &str, way: &str, seed: u64) {
    click(client, &format!("[data-pairing=\"{pairing}\"] [data-action=\"{way}\"]")).await;
    let at_the_table = way == "play-at-table";
    let sticks = client.element("[data-action=\"own-sticks\"]").await;
    assert_eq!(sticks.attr("aria-pressed").await.unwrap().as_deref(), Some(if at_the_table { "true" } else { "false" }), "real sticks or the app's");
    let started = started_here(client).await;
    finish_here(client, seed, started, at_the_table).await;
    open_the_tournament(client).await;
    assert_eq!(pairing_counted(client, pairing).await, "verified");
}

async fn pairing_counted(client: &Client, pairing: &str) -> String {
    let selector = format!("[data-pairing=\"{pairing}\"] [data-counted]");
    client.element(&selector).await.attr("data-counted").await.unwrap().unwrap()
}

/// The record of a whole game two friends played by links on their phones, as the app writes it
/// (their browsers playing one is `friend::two_browsers_play_a_whole_game_by_links`).
fn a_game_by_links() -> String {
    let (anna, _, _) = friends::play_to_the_end(Options::new(System::Kendall, 5), (3, 4));
    friends::record_of(&anna)
}

#[tokio::test]
async fn the_clubs_first_tournament_a_five_player_round_robin_from_every_table_and_phone() {
    let (organiser_browser, boris_browser) = (browser().await, browser().await);
    let (organiser, boris) = (&organiser_browser.client, &boris_browser.client);
    // Anna and Boris played their game on their own phones (it is brought back below).
    let by_links = a_game_by_links();

    // The new tournament: a name, five players (one added too many and removed), a round robin.
    click(organiser, "[data-action=\"games\"]").await;
    click(organiser, "[data-action=\"new-tournament\"]").await;
    organiser.element("[data-option=\"event\"]").await.send_keys(EVENT).await.unwrap();
    for _ in 0..3 {
        click(organiser, "[data-action=\"add-player\"]").await;
    }
    let names = organiser.find_all(Locator::Css("[data-player-name]")).await.unwrap();
    assert_eq!(names.len(), 6);
    for (field, name) in names.iter().zip(["Anna", "Boris", "Vera", "Gleb", "Dina", "Extra"]) {
        field.send_keys(name).await.unwrap();
    }
    organiser.find_all(Locator::Css("[data-action=\"remove-player\"]")).await.unwrap()[5].click().await.unwrap();
    assert_eq!(organiser.find_all(Locator::Css("[data-player-name]")).await.unwrap().len(), 5);
    assert_eq!(value_of(organiser, "[data-option=\"format\"]").await, "round-robin");
    assert_eq!(accessibility_violations(organiser, &axe_core()).await, Vec::<String>::new(), "the new tournament's form");
    click(organiser, "[data-action=\"start-tournament\"]").await;
    organiser.element("[data-tournament-panel] [data-round=\"5\"]").await;
    let pairings = organiser.find_all(Locator::Css("[data-pairing]")).await.unwrap();
    assert_eq!(pairings.len(), 10, "ten games over five rounds");
    assert_eq!(organiser.find_all(Locator::Css("[data-bye]")).await.unwrap().len(), 5, "one rests each round");
    assert_eq!(accessibility_violations(organiser, &axe_core()).await, Vec::<String>::new());

    // Round 1, first pairing: played here, two on this device; the second at the table with real
    // sticks, scored here.
    play_here_to_the_end(organiser, "1-0", "play-here", 21).await;
    play_here_to_the_end(organiser, "1-1", "play-at-table", 22).await;

    // Round 2, first pairing: the record of the game by links, a tampered copy first.
    click(organiser, "[data-pairing=\"2-0\"] [data-action=\"bring-back\"]").await;
    let area = organiser.element("[data-pairing=\"2-0\"] [data-option=\"tournament-record\"]").await;
    let line = by_links.lines().position(|l| l.starts_with("S ") || l.starts_with("C ")).unwrap() + 3;
    let tampered = by_links.lines().enumerate().map(|(i, l)| if i == line { l.replacen(|c: char| c.is_ascii_digit(), "9", 1) } else { l.to_string() }).collect::<Vec<_>>().join("\n");
    assert_ne!(tampered, by_links);
    set_text(organiser, &area, &tampered).await;
    click(organiser, "[data-pairing=\"2-0\"] [data-action=\"count-record\"]").await;
    let refused = organiser.element("[data-pairing=\"2-0\"] [data-refused]").await.text().await.unwrap();
    assert!(refused.starts_with("Not counted: "), "{refused}");
    assert!(organiser.find(Locator::Css("[data-pairing=\"2-0\"] [data-counted]")).await.is_err(), "the pairing stays open");
    set_text(organiser, &area, &by_links).await;
    click(organiser, "[data-pairing=\"2-0\"] [data-action=\"count-record\"]").await;
    assert_eq!(pairing_counted(organiser, "2-0").await, "verified");

    // The second: a share link of the finished game, pasted (its throws checked by the rules).
    let (actions, _) = random_game(23, |_| false);
    let link = GameLink { options: Options::new(System::Kendall, 5), throw_off: vec![1], actions, players: [0, 0], start: None };
    click(organiser, "[data-pairing=\"2-1\"] [data-action=\"bring-back\"]").await;
    let area = organiser.element("[data-pairing=\"2-1\"] [data-option=\"tournament-record\"]").await;
    set_text(organiser, &area, &format!("https://club.example/senet/#g={}", encode(&link).unwrap())).await;
    click(organiser, "[data-pairing=\"2-1\"] [data-action=\"count-record\"]").await;
    assert_eq!(pairing_counted(organiser, "2-1").await, "verified");

    // A reload keeps it all.
    organiser.refresh().await.unwrap();
    ready(organiser).await;
    open_the_tournament(organiser).await;
    for pairing in ["1-0", "1-1", "2-0", "2-1"] {
        assert_eq!(pairing_counted(organiser, pairing).await, "verified");
    }

    // The rest by hand: the player named first won.
    for round in 1..=5 {
        for index in 0..2 {
            let pairing = format!("[data-pairing=\"{round}-{index}\"]");
            if organiser.find(Locator::Css(&format!("{pairing} [data-counted]"))).await.is_ok() {
                continue;
            }
            click(organiser, &format!("{pairing} [data-action=\"enter-result\"]")).await;
            click(organiser, &format!("{pairing} [data-result=\"first\"]")).await;
            assert_eq!(pairing_counted(organiser, &format!("{round}-{index}")).await, "hand");
        }
    }
    organiser.element("[data-tournament-finished]").await;
    let table = standings(organiser).await;
    assert_eq!(table.len(), 5);
    assert_eq!(table.iter().map(|(_, p)| p.parse::<f64>().unwrap()).sum::<f64>(), 10.0, "a point a game: {table:?}");
    let picture = organiser.element("[data-action=\"standings-image\"]").await.attr("href").await.unwrap().unwrap();
    assert!(picture.starts_with("data:image/png;base64,"), "the standings as a picture");
    organiser.element("[data-ratings]").await;
    // Each player's level and luck, from the four recorded games' reviews (not those by hand).
    click(organiser, "[data-action=\"tournament-level\"]").await;
    let figures = organiser.element("[data-level-luck]").await;
    let players = figures.attr("data-level-luck").await.unwrap().unwrap();
    assert!(["3", "4", "5"].contains(&players.as_str()), "the players of four games: {players}");
    let said = figures.text().await.unwrap();
    assert!(said.contains("played like ") && said.contains(" recorded games, luck "), "{said}");
    assert_eq!(accessibility_violations(organiser, &axe_core()).await, Vec::<String>::new());

    // Exported, and imported in another browser's profile: the same standings.
    let href = organiser.element("[data-action=\"export-tournament\"]").await.attr("href").await.unwrap().unwrap();
    let file_text = organiser.execute("return decodeURIComponent(arguments[0].slice(arguments[0].indexOf(',') + 1))", vec![json!(href)]).await.unwrap();
    let file = std::env::temp_dir().join(format!("senet-tournament-e2e-{}.senet", std::process::id()));
    std::fs::write(&file, file_text.as_str().unwrap()).unwrap();
    click(boris, "[data-action=\"games\"]").await;
    boris.element("[data-option=\"import-tournament\"]").await.send_keys(file.to_str().unwrap()).await.unwrap();
    let said = boris.element("[data-tournament-import]").await.text().await.unwrap();
    assert!(said.contains("imported"), "{said}");
    click(boris, "[data-tournament-entry=\"0\"]").await;
    assert_eq!(standings(boris).await, table);
    std::fs::remove_file(&file).ok();
    for session in [organiser_browser, boris_browser] {
        session.close().await;
    }
}

/// The core of a tournament, for every engine: three players, a round robin, each result by hand;
/// the standings, and their picture.
pub(super) async fn a_tournament_by_hand(client: &Client) {
    click(client, "[data-action=\"games\"]").await;
    click(client, "[data-action=\"new-tournament\"]").await;
    client.element("[data-option=\"event\"]").await.send_keys("Three").await.unwrap();
    for (field, name) in client.find_all(Locator::Css("[data-player-name]")).await.unwrap().iter().zip(["Anna", "Boris", "Vera"]) {
        field.send_keys(name).await.unwrap();
    }
    click(client, "[data-action=\"start-tournament\"]").await;
    for round in 1..=3 {
        let pairing = format!("[data-pairing=\"{round}-0\"]");
        click(client, &format!("{pairing} [data-action=\"enter-result\"]")).await;
        click(client, &format!("{pairing} [data-result=\"second\"]")).await;
        assert_eq!(pairing_counted(client, &format!("{round}-0")).await, "hand");
    }
    client.element("[data-tournament-finished]").await;
    assert_eq!(standings(client).await.len(), 3);
    let picture = client.element("[data-action=\"standings-image\"]").await.attr("href").await.unwrap().unwrap();
    assert!(picture.starts_with("data:image/png;base64,"), "the standings as a picture");
    click(client, "[data-action=\"close-tournament\"]").await;
}


/// A tournament kept in storage that cannot be read is said, kept as it was, and the others go on:
/// a new tournament is kept beside it.
#[tokio::test]
async fn a_damaged_tournament_is_said_and_kept_as_it_was() {
    let session = browser().await;
    let client = &session.client;
    let damaged = "[Event \"Broken\"]\n[Format \"nonsense\"]\n";
    store(client, "senet.tournaments", damaged).await;
    click(client, "[data-action=\"games\"]").await;
    let said = client.element(".library [role=\"alert\"]").await.text().await.unwrap();
    assert!(said.starts_with("A tournament kept here cannot be read") && said.contains("nonsense"), "{said}");
    click(client, "[data-action=\"new-tournament\"]").await;
    client.element("[data-option=\"event\"]").await.send_keys("Three").await.unwrap();
    // A name the file cannot carry is refused with the reason.
    for (field, name) in client.find_all(Locator::Css("[data-player-name]")).await.unwrap().iter().zip(["Anna", "Boris", "Vera, the elder"]) {
        field.send_keys(name).await.unwrap();
    }
    click(client, "[data-action=\"start-tournament\"]").await;
    let problem = client.element("[data-tournament-problem]").await.text().await.unwrap();
    assert!(problem.contains("a comma"), "{problem}");
    let last = client.find_all(Locator::Css("[data-player-name]")).await.unwrap().pop().unwrap();
    last.clear().await.unwrap();
    last.send_keys("Vera").await.unwrap();
    click(client, "[data-action=\"start-tournament\"]").await;
    client.element("[data-tournament-panel] [data-round=\"3\"]").await;
    let kept = client.execute("return localStorage.getItem('senet.tournaments')", vec![]).await.unwrap();
    let kept = kept.as_str().unwrap();
    assert!(kept.contains(damaged) && kept.contains("[Event \"Three\"]"), "{kept}");
    session.close().await;
}
