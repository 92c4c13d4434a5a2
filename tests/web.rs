//! Component tests in headless Chromium: `cargo test --target wasm32-unknown-unknown --test web`.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use senet::app::state::Session;
use senet::app::{storage, App};
use senet::ai::Level;
use senet::engine::{Action, CycleGoal, Move, Options, Scripted, System};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

fn clear_storage() {
    window().local_storage().unwrap().unwrap().clear().unwrap();
}

/// Mount a fresh app into its own element and return that element.
async fn mount_app() -> Element {
    let host = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&host).unwrap();
    leptos::mount::mount_to(host.clone().unchecked_into(), App).forget();
    leptos::task::tick().await;
    host
}

fn all(host: &Element, selector: &str) -> Vec<Element> {
    let list = host.query_selector_all(selector).unwrap();
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()).collect()
}

fn one(host: &Element, selector: &str) -> Element {
    host.query_selector(selector).unwrap().unwrap_or_else(|| panic!("nothing matches {selector}"))
}

fn click(element: &Element) {
    element.clone().unchecked_into::<HtmlElement>().click();
}

fn text(element: &Element) -> String {
    element.text_content().unwrap_or_default()
}

#[wasm_bindgen_test]
async fn the_board_has_30_squares_with_their_cards_and_houses() {
    clear_storage();
    let host = mount_app().await;
    assert_eq!(all(&host, "[data-square]").len(), 30);
    for (square, name) in [
        (1, "The Fool"),
        (5, "The Emperor"),
        (10, "The Hermit"),
        (14, "Death"),
        (17, "Temperance"),
        (25, "The World"),
        (15, "House of Rebirth"),
        (16, "House of the Net"),
        (21, "House of Ba"),
        (26, "House of Beauty"),
        (27, "House of Water"),
        (28, "House of Three Truths"),
        (29, "House of Isis and Nephthys"),
        (30, "House of the Rising Sun"),
    ] {
        let cell = one(&host, &format!("[data-square=\"{square}\"]"));
        assert!(text(&cell).contains(name), "square {square}: {}", text(&cell));
    }
    assert_eq!(all(&host, "[data-piece=\"spool\"]").len(), 5);
    assert_eq!(all(&host, "[data-square=\"2\"] [data-piece=\"cone\"]").len(), 1);
    // The accessible name is the visible text (WCAG 2.5.3, label in name), with the piece's name.
    assert_eq!(one(&host, "[data-square=\"15\"]").get_attribute("aria-label"), None);
    assert_eq!(text(&one(&host, "[data-square=\"2\"]")), "2I→The Magician, white cone");
}

#[wasm_bindgen_test]
async fn a_throw_and_a_move_update_the_board_and_the_save() {
    clear_storage();
    // Two people on this device, the spools' player to start (a first visit's game is against the
    // computer, which may begin).
    assert!(storage::save(&Session::new(Options::new(System::Kendall, 5), &mut Scripted::new([1]), 0.0)).is_ok());
    let host = mount_app().await;
    let throw = one(&host, "[data-action=\"throw\"]");
    assert!(!throw.has_attribute("disabled"));
    click(&throw);
    leptos::task::tick().await;
    // Every throw has a move in the starting position.
    assert!(one(&host, "[data-action=\"throw\"]").has_attribute("disabled"));
    let movable = all(&host, "[data-movable]");
    assert!(!movable.is_empty());
    let from = movable[0].closest("[data-square]").unwrap().unwrap().get_attribute("data-square").unwrap();
    click(&movable[0]);
    leptos::task::tick().await;
    let destination = one(&host, "[data-destination]");
    let to = destination.get_attribute("data-square").unwrap();
    click(&destination);
    leptos::task::tick().await;
    assert!(all(&host, &format!("[data-square=\"{to}\"] [data-piece=\"spool\"]")).len() == 1, "the spool moved to {to}");
    assert!(all(&host, &format!("[data-square=\"{from}\"] [data-piece=\"spool\"]")).is_empty() || from == to);
    let storage::Loaded::Game(saved) = storage::load() else { panic!("the game was not saved") };
    assert!(matches!(saved.actions.last(), Some(Action::Move(_))), "{:?}", saved.actions);
}

#[wasm_bindgen_test]
async fn a_blocked_piece_says_why() {
    clear_storage();
    let mut session = Session::new(Options::new(System::Kendall, 5), &mut Scripted::new([1]), 0.0);
    let game = session.recorder().unwrap();
    session.play(&game, Action::Throw(2), None, false).unwrap();
    assert!(storage::save(&session).is_ok());
    let host = mount_app().await;
    // With a 2 only 9-11 moves; the spool on 1 is stuck behind its own piece on 3.
    click(&one(&host, "[data-square=\"1\"]"));
    leptos::task::tick().await;
    let notice = text(&one(&host, "[role=\"status\"]"));
    assert!(notice.contains("3 is taken by your own piece"), "{notice}");
}

#[wasm_bindgen_test]
fn the_save_round_trips() {
    clear_storage();
    let mut session = Session::new(Options::new(System::Gods, 5), &mut Scripted::new([]), 12.0);
    let moves = [Action::Throw(2), Action::GodsPiece(3)];
    for action in moves {
        let recorder = session.recorder().unwrap();
        session.play(&recorder, action, None, false).unwrap();
    }
    assert!(storage::save(&session).is_ok());
    let storage::Loaded::Game(loaded) = storage::load() else { panic!("not loaded") };
    assert_eq!(loaded, session);
    assert_eq!(*loaded.recorder().unwrap().game(), *session.recorder().unwrap().game());
    // Real sticks, a throw-off entered by hand and not yet ended, the computer on one side.
    let mut session = Session::new(Options::new(System::Cycles, 7), &mut Scripted::new([1]), 1_764_541_234_567.0);
    session.options.goal = CycleGoal::TimeLimit { minutes: 45 };
    session.computer = [None, Some(Level::Grandmaster)];
    session.set_own_sticks(true, &mut Scripted::new([]));
    session.enter_throw_off(3);
    assert!(session.entering_throw_off);
    assert!(storage::save(&session).is_ok());
    let storage::Loaded::Game(loaded) = storage::load() else { panic!("not loaded") };
    assert_eq!(loaded, session);
}

/// Saves of format 1 (JSON, before format 2) are still read, every field as it was written.
#[wasm_bindgen_test]
fn a_save_of_format_1_is_still_read() {
    clear_storage();
    let local = window().local_storage().unwrap().unwrap();
    let gods = r#"{"format": 1, "session": {"options": {"system": "Gods", "pieces": 5, "touch_move": false, "release": true,
        "goal": {"TimeLimit": {"minutes": 30}}}, "throw_off": [], "actions": [{"Throw": 2}, {"GodsPiece": 3}], "sticks": 7,
        "revision": 9, "started_at": 12.0, "computer": ["Expert", null], "own_sticks": true, "by_hand": [0],
        "entering_throw_off": false, "from_table": true}}"#;
    local.set_item("senet.game", gods).unwrap();
    let storage::Loaded::Game(loaded) = storage::load() else { panic!("not loaded") };
    let mut options = Options::new(System::Gods, 5);
    options.touch_move = false;
    options.goal = CycleGoal::TimeLimit { minutes: 30 };
    let expected = Session {
        actions: vec![Action::Throw(2), Action::GodsPiece(3)],
        sticks: Some(7),
        revision: 9,
        computer: [Some(Level::Expert), None],
        own_sticks: true,
        by_hand: vec![0],
        from_table: true,
        ..Session::new(options, &mut Scripted::new([]), 12.0)
    };
    assert_eq!(loaded, expected);
    // Saved again in today's format, and read back the same.
    assert!(storage::save(&loaded).is_ok());
    assert!(!storage::saved_text().unwrap().starts_with('{'));
    let storage::Loaded::Game(again) = storage::load() else { panic!("not loaded") };
    assert_eq!(again, expected);
    clear_storage();
}

#[wasm_bindgen_test]
fn a_damaged_save_is_kept_aside_never_lost() {
    clear_storage();
    let storage_area = window().local_storage().unwrap().unwrap();
    storage_area.set_item("senet.game", "{\"format\":1,\"session\":{\"bad\":").unwrap();
    let storage::Loaded::Damaged { reason, kept_as } = storage::load() else { panic!("not refused") };
    let reason = reason.describe(senet::app::i18n::Lang::En);
    assert!(reason.contains("not a saved game"), "{reason}");
    assert_eq!(storage_area.get_item(&kept_as).unwrap().unwrap(), "{\"format\":1,\"session\":{\"bad\":");
    assert_eq!(storage_area.get_item("senet.game").unwrap(), None);
    // Moves the rules refuse count as damage too.
    let illegal = r#"{"format": 1, "session": {"options": {"system": "Kendall", "pieces": 5, "touch_move": true, "release": true,
        "goal": {"Cycles": 1}}, "throw_off": [1], "actions": [{"Throw": 2}, {"Move": {"from": 1, "to": 3, "ba": false, "capture": false}}],
        "sticks": null, "revision": 2, "started_at": 0.0}}"#;
    storage_area.set_item("senet.game", illegal).unwrap();
    let storage::Loaded::Damaged { reason, .. } = storage::load() else { panic!("not refused") };
    assert!(reason.describe(senet::app::i18n::Lang::En).contains("do not follow the rules"));
    // So does a save of today's format with a word missing.
    storage_area.set_item("senet.game", "2 B1 0 0 0 -").unwrap();
    assert!(matches!(storage::load(), storage::Loaded::Damaged { .. }));
}

#[wasm_bindgen_test]
async fn a_damaged_save_shows_an_alert_and_a_new_game() {
    clear_storage();
    window().local_storage().unwrap().unwrap().set_item("senet.game", "not json at all").unwrap();
    let host = mount_app().await;
    let alert = text(&one(&host, "[role=\"alert\"]"));
    assert!(alert.contains("could not be read"), "{alert}");
    assert!(!one(&host, "[data-action=\"throw\"]").has_attribute("disabled"));
}

fn saved_elsewhere() -> Session {
    // Another tab's game: S 5 — 9-14, and S to throw again.
    let mut session = Session::new(Options::new(System::Kendall, 5), &mut Scripted::new([1]), 99.0);
    for action in [Action::Throw(5), Action::Move(Move { from: 9, to: 14, ba: false, capture: false })] {
        let recorder = session.recorder().unwrap();
        session.play(&recorder, action, None, false).unwrap();
    }
    session
}

#[wasm_bindgen_test]
async fn another_tabs_change_is_shown_not_overwritten() {
    clear_storage();
    // This tab's game: two people, the spools' player to throw.
    assert!(storage::save(&Session::new(Options::new(System::Kendall, 5), &mut Scripted::new([1]), 0.0)).is_ok());
    let host = mount_app().await;
    // Another tab saves its game (the storage event is late or lost) ...
    assert!(storage::save(&saved_elsewhere()).is_ok());
    // ... and this tab throws: it must not overwrite that game.
    click(&one(&host, "[data-action=\"throw\"]"));
    leptos::task::tick().await;
    leptos::task::tick().await;
    let storage::Loaded::Game(stored) = storage::load() else { panic!("nothing saved") };
    assert_eq!(stored, saved_elsewhere());
    assert!(text(&one(&host, "[role=\"alert\"]")).contains("changed in another tab"));
    assert_eq!(all(&host, "[data-square=\"14\"] [data-piece=\"spool\"]").len(), 1);
}

#[wasm_bindgen_test]
async fn a_storage_event_brings_another_tabs_game() {
    clear_storage();
    let host = mount_app().await;
    assert!(storage::save(&saved_elsewhere()).is_ok());
    let init = web_sys::StorageEventInit::new();
    init.set_key(Some("senet.game"));
    let event = web_sys::StorageEvent::new_with_event_init_dict("storage", &init).unwrap();
    window().dispatch_event(&event).unwrap();
    leptos::task::tick().await;
    assert_eq!(all(&host, "[data-square=\"14\"] [data-piece=\"spool\"]").len(), 1);
    assert!(all(&host, "[data-square=\"9\"] [data-piece]").is_empty());
}

#[wasm_bindgen_test]
fn the_browser_language_picks_ours() {
    use senet::app::i18n::Lang;
    assert_eq!(Lang::from_tag("ru-RU"), Lang::Ru);
    assert_eq!(Lang::from_tag("RU"), Lang::Ru);
    assert_eq!(Lang::from_tag("en-GB"), Lang::En);
    assert_eq!(Lang::from_tag("de"), Lang::En);
}

/// K2, G2: a save's throw-off is checked as fully as a record's or a link's.
#[wasm_bindgen_test]
fn a_save_with_a_throw_off_the_rules_do_not_make_does_not_replay() {
    let kendall = Session::new(Options::new(System::Kendall, 5), &mut Scripted::new([2, 1]), 0.0);
    assert!(kendall.recorder().is_ok());
    for throw_off in [vec![2, 1, 1], vec![3, 2], vec![6, 1], vec![2; 80]] {
        let session = Session { throw_off: throw_off.clone(), ..kendall.clone() };
        assert!(session.recorder().is_err(), "{throw_off:?}");
    }
    let gods = Session::new(Options::new(System::Gods, 5), &mut Scripted::new([]), 0.0);
    assert!(Session { throw_off: vec![1], ..gods }.recorder().unwrap_err().contains("G2"));
}

/// Every text of the app, as written in its source (the glossary itself aside).
const APP_SOURCES: [(&str, &str); 111] = [
    ("app/advice.rs", include_str!("../src/app/advice.rs")),
    ("app/analysis/link.rs", include_str!("../src/app/analysis/link.rs")),
    ("app/analysis/mod.rs", include_str!("../src/app/analysis/mod.rs")),
    ("app/analysis/panel.rs", include_str!("../src/app/analysis/panel.rs")),
    ("app/analysis/rollout.rs", include_str!("../src/app/analysis/rollout.rs")),
    ("app/analysis/text.rs", include_str!("../src/app/analysis/text.rs")),
    ("app/analysis/worker.rs", include_str!("../src/app/analysis/worker.rs")),
    ("app/board/last_move.rs", include_str!("../src/app/board/last_move.rs")),
    ("app/board/mod.rs", include_str!("../src/app/board/mod.rs")),
    ("app/board/piece.rs", include_str!("../src/app/board/piece.rs")),
    ("app/board/square.rs", include_str!("../src/app/board/square.rs")),
    ("app/board/zone.rs", include_str!("../src/app/board/zone.rs")),
    ("app/cards.rs", include_str!("../src/app/cards.rs")),
    ("app/clipboard.rs", include_str!("../src/app/clipboard.rs")),
    ("app/contexts/mod.rs", include_str!("../src/app/contexts/mod.rs")),
    ("app/contexts/prefs.rs", include_str!("../src/app/contexts/prefs.rs")),
    ("app/contexts/saved.rs", include_str!("../src/app/contexts/saved.rs")),
    ("app/contexts/shown.rs", include_str!("../src/app/contexts/shown.rs")),
    ("app/contexts/table.rs", include_str!("../src/app/contexts/table.rs")),
    ("app/contexts/ui.rs", include_str!("../src/app/contexts/ui.rs")),
    ("app/friend/live/channel.rs", include_str!("../src/app/friend/live/channel.rs")),
    ("app/friend/live/handover.rs", include_str!("../src/app/friend/live/handover.rs")),
    ("app/friend/live/js.rs", include_str!("../src/app/friend/live/js.rs")),
    ("app/friend/live/mod.rs", include_str!("../src/app/friend/live/mod.rs")),
    ("app/friend/live/peer.rs", include_str!("../src/app/friend/live/peer.rs")),
    ("app/friend/live/status.rs", include_str!("../src/app/friend/live/status.rs")),
    ("app/friend/live/text.rs", include_str!("../src/app/friend/live/text.rs")),
    ("app/friend/mod.rs", include_str!("../src/app/friend/mod.rs")),
    ("app/friend/panel.rs", include_str!("../src/app/friend/panel.rs")),
    ("app/friend/qr.rs", include_str!("../src/app/friend/qr.rs")),
    ("app/friend/send.rs", include_str!("../src/app/friend/send.rs")),
    ("app/friend/text.rs", include_str!("../src/app/friend/text.rs")),
    ("app/game_over.rs", include_str!("../src/app/game_over.rs")),
    ("app/header.rs", include_str!("../src/app/header.rs")),
    ("app/hint.rs", include_str!("../src/app/hint.rs")),
    ("app/i18n.rs", include_str!("../src/app/i18n.rs")),
    ("app/keys.rs", include_str!("../src/app/keys.rs")),
    ("app/later.rs", include_str!("../src/app/later.rs")),
    ("app/lessons/bar.rs", include_str!("../src/app/lessons/bar.rs")),
    ("app/lessons/list.rs", include_str!("../src/app/lessons/list.rs")),
    ("app/lessons/mod.rs", include_str!("../src/app/lessons/mod.rs")),
    ("app/lessons/task.rs", include_str!("../src/app/lessons/task.rs")),
    ("app/lessons/welcome.rs", include_str!("../src/app/lessons/welcome.rs")),
    ("app/level.rs", include_str!("../src/app/level.rs")),
    ("app/library/mod.rs", include_str!("../src/app/library/mod.rs")),
    ("app/library/summary.rs", include_str!("../src/app/library/summary.rs")),
    ("app/library/undo.rs", include_str!("../src/app/library/undo.rs")),
    ("app/library/view.rs", include_str!("../src/app/library/view.rs")),
    ("app/marks.rs", include_str!("../src/app/marks.rs")),
    ("app/messages.rs", include_str!("../src/app/messages.rs")),
    ("app/mod.rs", include_str!("../src/app/mod.rs")),
    ("app/motion.rs", include_str!("../src/app/motion.rs")),
    ("app/new_game.rs", include_str!("../src/app/new_game.rs")),
    ("app/page.rs", include_str!("../src/app/page.rs")),
    ("app/panel_head.rs", include_str!("../src/app/panel_head.rs")),
    ("app/play/computer.rs", include_str!("../src/app/play/computer.rs")),
    ("app/play/fair.rs", include_str!("../src/app/play/fair.rs")),
    ("app/play/mod.rs", include_str!("../src/app/play/mod.rs")),
    ("app/play/tutor.rs", include_str!("../src/app/play/tutor.rs")),
    ("app/practice/board.rs", include_str!("../src/app/practice/board.rs")),
    ("app/practice/mod.rs", include_str!("../src/app/practice/mod.rs")),
    ("app/practice/panel.rs", include_str!("../src/app/practice/panel.rs")),
    ("app/practice/start.rs", include_str!("../src/app/practice/start.rs")),
    ("app/practice/text.rs", include_str!("../src/app/practice/text.rs")),
    ("app/puzzles/mod.rs", include_str!("../src/app/puzzles/mod.rs")),
    ("app/puzzles/panel.rs", include_str!("../src/app/puzzles/panel.rs")),
    ("app/puzzles/text.rs", include_str!("../src/app/puzzles/text.rs")),
    ("app/record/download.rs", include_str!("../src/app/record/download.rs")),
    ("app/record/import.rs", include_str!("../src/app/record/import.rs")),
    ("app/record/mod.rs", include_str!("../src/app/record/mod.rs")),
    ("app/record/text.rs", include_str!("../src/app/record/text.rs")),
    ("app/record/throw_off.rs", include_str!("../src/app/record/throw_off.rs")),
    ("app/review/graph.rs", include_str!("../src/app/review/graph.rs")),
    ("app/review/mod.rs", include_str!("../src/app/review/mod.rs")),
    ("app/review/panel.rs", include_str!("../src/app/review/panel.rs")),
    ("app/reviewing.rs", include_str!("../src/app/reviewing.rs")),
    ("app/rule_links.rs", include_str!("../src/app/rule_links.rs")),
    ("app/rules.rs", include_str!("../src/app/rules.rs")),
    ("app/rules_page.rs", include_str!("../src/app/rules_page.rs")),
    ("app/share.rs", include_str!("../src/app/share.rs")),
    ("app/share_panel.rs", include_str!("../src/app/share_panel.rs")),
    ("app/state.rs", include_str!("../src/app/state.rs")),
    ("app/storage/format1.rs", include_str!("../src/app/storage/format1.rs")),
    ("app/storage/kept.rs", include_str!("../src/app/storage/kept.rs")),
    ("app/storage/mod.rs", include_str!("../src/app/storage/mod.rs")),
    ("app/tasks.rs", include_str!("../src/app/tasks.rs")),
    ("app/text/mod.rs", include_str!("../src/app/text/mod.rs")),
    ("app/text/said.rs", include_str!("../src/app/text/said.rs")),
    ("app/tournament/entries.rs", include_str!("../src/app/tournament/entries.rs")),
    ("app/tournament/level.rs", include_str!("../src/app/tournament/level.rs")),
    ("app/tournament/mod.rs", include_str!("../src/app/tournament/mod.rs")),
    ("app/tournament/new.rs", include_str!("../src/app/tournament/new.rs")),
    ("app/tournament/organised.rs", include_str!("../src/app/tournament/organised.rs")),
    ("app/tournament/pairing.rs", include_str!("../src/app/tournament/pairing.rs")),
    ("app/tournament/panel.rs", include_str!("../src/app/tournament/panel.rs")),
    ("app/tournament/ratings.rs", include_str!("../src/app/tournament/ratings.rs")),
    ("app/tournament/standings.rs", include_str!("../src/app/tournament/standings.rs")),
    ("app/tournament/text.rs", include_str!("../src/app/tournament/text.rs")),
    ("app/turn/mod.rs", include_str!("../src/app/turn/mod.rs")),
    ("app/turn/more.rs", include_str!("../src/app/turn/more.rs")),
    ("app/turn/preview.rs", include_str!("../src/app/turn/preview.rs")),
    ("app/turn/status.rs", include_str!("../src/app/turn/status.rs")),
    ("app/turn/stepped.rs", include_str!("../src/app/turn/stepped.rs")),
    ("app/turn/sticks.rs", include_str!("../src/app/turn/sticks.rs")),
    ("app/turn/their_turn.rs", include_str!("../src/app/turn/their_turn.rs")),
    ("app/turn/who_starts.rs", include_str!("../src/app/turn/who_starts.rs")),
    ("app/tutor/mod.rs", include_str!("../src/app/tutor/mod.rs")),
    ("app/tutor/panel.rs", include_str!("../src/app/tutor/panel.rs")),
    ("app/tutor/text.rs", include_str!("../src/app/tutor/text.rs")),
    ("app/visiting.rs", include_str!("../src/app/visiting.rs")),
    ("lessons.rs", include_str!("../src/lessons.rs")),
];

#[wasm_bindgen_test]
fn the_app_speaks_the_clubs_russian() {
    use senet::app::glossary::AVOIDED;
    for (file, source) in APP_SOURCES {
        for (avoided, instead) in AVOIDED {
            assert!(!source.contains(avoided), "{file} says «{avoided}»: the club says «{instead}»");
        }
    }
}

#[wasm_bindgen_test]
fn counts_take_the_russian_plural_forms() {
    use senet::app::i18n::{count, Lang};
    let throws = |n| count(Lang::Ru, n, ["throw", "throws"], ["бросок", "броска", "бросков"]);
    for (n, said) in [(1, "1 бросок"), (2, "2 броска"), (4, "4 броска"), (5, "5 бросков"), (11, "11 бросков"), (12, "12 бросков"),
        (14, "14 бросков"), (21, "21 бросок"), (22, "22 броска"), (25, "25 бросков"), (101, "101 бросок"), (111, "111 бросков"), (0, "0 бросков")] {
        assert_eq!(throws(n), said);
    }
    let pieces = |n| count(Lang::Ru, n, ["piece", "pieces"], ["фишка", "фишки", "фишек"]);
    assert_eq!([pieces(1), pieces(2), pieces(5)], ["1 фишка", "2 фишки", "5 фишек"]);
    assert_eq!([count(Lang::En, 1, ["piece", "pieces"], ["", "", ""]), count(Lang::En, 3, ["piece", "pieces"], ["", "", ""])], ["1 piece", "3 pieces"]);
}

#[wasm_bindgen_test]
fn the_throw_key_is_the_physical_t_in_any_layout() {
    use senet::app::keys::is_throw_key;
    // A Russian layout sends «е» as the key but KeyT as the code.
    assert!(is_throw_key("KeyT"));
    assert!(!is_throw_key("KeyE"));
    assert!(!is_throw_key("Digit1"));
}

/// Latin words of three letters or more in `text`, apart from Roman numerals and the record's own
/// notation (header names and values, which a record is written in, and what it quotes).
fn latin_words(text: &str) -> Vec<String> {
    const NOTATION: [&str; 13] = ["System", "Pieces", "Release", "Cycles", "TimeLimit", "ThrowOff", "Result", "Position", "kendall", "bell", "cycles", "gods", "off"];
    // What stands in quotes is the record's own text, echoed.
    let unquoted = text.split('"').step_by(2).collect::<Vec<_>>().join(" ");
    unquoted
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !w.chars().all(|c| "IVXLC".contains(c)) && !NOTATION.contains(w))
        .map(str::to_string)
        .collect()
}

/// Every kind of message the engine, the record and the link give, as the app shows it in Russian.
#[wasm_bindgen_test]
fn every_message_a_player_can_see_is_worded_in_russian() {
    use senet::app::i18n::Lang;
    use senet::app::messages::{message, record_message};
    use senet::engine::{PlayError, ThrowOff};
    use senet::record::{link, parse, replay};
    let mut english = Vec::new();
    for bad in ["S 2 — 4-", "S 2 — 4-40", "X 2 — 4-6", "S 2 — 4-6 {open", "S 2 — 4-6 %", "S 1 — 1-2\n[System \"bell\"]", "S 9 — 1-2",
        "S 2 4-6", "[", "[System bell]", "[System \"bell\"", "S2 — 4-6", "S 2 — 25-26 † 2 — 26-21 ↑ 16 †", "S 2 — 15-18 : 18-15 → x",
        "S 2 — 18-21 5", "S 2 — 28 IIII", "S 3.9 — 0", "[System \"gods\"]\n\nS 1 — 0"] {
        english.push(parse(bad).unwrap_err().to_string());
    }
    for headers in ["[System \"chess\"]", "[Pieces \"6\"]", "[Release \"maybe\"]", "[System \"cycles\"]\n[Cycles \"0\"]",
        "[System \"cycles\"]\n[TimeLimit \"soon\"]", "[System \"gods\"]\n[Pieces \"7\"]", "[Position \"S:27 C:3\"]", "[Position \"S:1 C:2 turn:X\"]"] {
        english.push(replay(&parse(headers).unwrap(), false).unwrap_err());
    }
    for record in ["C 2 — 2-4", "S 2 — 0", "S 1 — 9-10", "S +", "[ThrowOff \"3 2\"]\n[Result \"C\"]\n\nS 5 — 9-14",
        "[ThrowOff \"2 x 1\"]\n\nS 5 — 9-14", "[ThrowOff \"2 7 1\"]", "[System \"gods\"]\n[ThrowOff \"1\"]\n\nG 1 — 0", "[System \"gods\"]\n\nG 4.1 — 0 \nO 2 — 0\nO +",
        "[System \"cycles\"]\n[TimeLimit \"30m\"]\n[Result \"S\"]"] {
        let replayed = replay(&parse(record).unwrap(), true).unwrap();
        english.extend(replayed.disagreements.iter().map(ToString::to_string));
    }
    for bad in ["", "A", "abc$def", "BA", "ZZZZ", "B", "CAAAB", "DAAAAAAAAAAAAAAAAAAAB", "DAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB", &"B".repeat(30_000)] {
        english.push(link::decode(bad).unwrap_err().to_string());
    }
    english.push(ThrowOff::check(&[2; 70], senet::engine::System::Kendall).unwrap_err().to_string());
    for error in [PlayError::GameOver, PlayError::NotNow, PlayError::NotAThrow(7), PlayError::IllegalMove, PlayError::MustRevive,
        PlayError::CannotRevive, PlayError::NotMovable(5)] {
        english.push(error.to_string());
        english.push(format!("action 3: {error}"));
    }
    english.push(senet::record::import::Problems::too_large(2 << 20).first[0].clone());
    for text in english {
        let russian = record_message(Lang::Ru, &text);
        assert_eq!(latin_words(&russian), Vec::<String>::new(), "{text} → {russian}");
    }
    // What the first board says needs only its own table.
    for error in [PlayError::IllegalMove, PlayError::MustRevive] {
        assert_eq!(latin_words(&message(Lang::Ru, &format!("action 3: {error}"))), Vec::<String>::new());
    }
}

/// The table: a throw-off and throws entered by hand make a record that says so, and a throw
/// entered by hand is taken back, while one of the app's sticks is not.
#[wasm_bindgen_test]
fn a_game_from_the_table_records_its_throws_and_takes_them_back() {
    let mut session = Session::new(Options::new(System::Kendall, 5), &mut Scripted::new([2, 1]), 0.0);
    session.set_own_sticks(true, &mut Scripted::new([]));
    assert!(!session.throw_off_complete() && session.throw_off.is_empty(), "the throw-off is made again, by hand");
    assert!(session.recorder().is_ok(), "a throw-off under way is no damage");
    for value in [3, 4, 1] {
        session.enter_throw_off(value);
    }
    assert!(session.throw_off_complete());
    let recorder = session.recorder().unwrap();
    session.play(&recorder, Action::Throw(4), None, true).unwrap();
    let text = session.recorder().unwrap().record().to_string();
    assert!(text.contains("[ThrowOff \"3 4 1\"]") && text.contains("[Throws \"table\"]"), "{text}");
    assert!(session.take_back());
    assert!(session.actions.is_empty() && session.by_hand.is_empty());
    let recorder = session.recorder().unwrap();
    session.play(&recorder, Action::Throw(4), None, false).unwrap();
    assert!(!session.take_back(), "the app's throw stays");
    // Switched off while the throw-off is under way, the app finishes it.
    let mut session = Session::new(Options::new(System::Bell, 5), &mut Scripted::new([1]), 0.0);
    session.set_own_sticks(true, &mut Scripted::new([]));
    session.enter_throw_off(2);
    session.set_own_sticks(false, &mut Scripted::new([3, 1]));
    assert_eq!(session.throw_off, [2, 3, 1]);
}

/// The games library: versioned; an entry that cannot be read is kept aside and the rest load; a
/// library of a newer format is kept aside whole and never written over.
#[wasm_bindgen_test]
fn the_library_keeps_aside_what_it_cannot_read() {
    use senet::app::storage::Kept;
    clear_storage();
    // What the library keeps of a game (its revision counts changes within a visit only).
    let kept = Kept { session: Session { revision: 0, ..saved_elsewhere() }, kept_at: 5.0 };
    let good = kept.to_text().unwrap();
    let library = serde_json::json!({ "format": 1, "games": [good, "B$$ 0 1 0 0 -"] });
    let local = window().local_storage().unwrap().unwrap();
    local.set_item("senet.library", &library.to_string()).unwrap();
    let (games, kept_as) = storage::load_library();
    assert_eq!(games, std::slice::from_ref(&kept));
    let kept_as = kept_as.expect("the damaged entry is kept aside");
    assert!(local.get_item(&kept_as).unwrap().unwrap().contains("B$$"));
    assert!(storage::save_library(&games).is_ok());
    assert_eq!(storage::load_library().0, [kept]);
    // A newer format: kept aside whole.
    local.set_item("senet.library", "{\"format\": 2, \"games\": []}").unwrap();
    let (games, kept_as) = storage::load_library();
    assert!(games.is_empty());
    assert_eq!(local.get_item(&kept_as.unwrap()).unwrap().as_deref(), Some("{\"format\": 2, \"games\": []}"));
    assert_eq!(local.get_item("senet.library").unwrap(), None);
    clear_storage();
}

/// Today's one saved game stays this browser's game, beside an empty library: nothing to migrate,
/// nothing lost.
#[wasm_bindgen_test]
async fn the_saved_game_of_the_version_before_the_library_is_the_game_on_the_board() {
    clear_storage();
    let local = window().local_storage().unwrap().unwrap();
    let today = serde_json::json!({ "format": 1, "session": {
        "options": { "system": "Kendall", "pieces": 5, "touch_move": true, "release": true, "goal": { "Cycles": 1 } },
        "throw_off": [1], "actions": [{ "Throw": 2 }, { "Move": { "from": 9, "to": 11, "ba": false, "capture": false } }],
        "sticks": null, "revision": 2, "started_at": 0.0, "computer": [null, null] } });
    local.set_item("senet.game", &today.to_string()).unwrap();
    let host = mount_app().await;
    assert_eq!(all(&host, "[data-square=\"11\"] [data-piece=\"spool\"]").len(), 1);
    assert!(storage::load_library().0.is_empty());
    clear_storage();
}

#[wasm_bindgen_test]
async fn the_players_cannot_throw_or_move_for_the_computer() {
    clear_storage();
    // The computer plays the spools, who throw first.
    let mut session = Session::new(Options::new(System::Kendall, 5), &mut Scripted::new([1]), 99.0);
    session.computer = [Some(Level::Expert), None];
    assert!(storage::save(&session).is_ok());
    let host = mount_app().await;
    assert!(one(&host, "[data-action=\"throw\"]").has_attribute("disabled"), "the computer's throw is its own");
    let init = web_sys::KeyboardEventInit::new();
    init.set_code("KeyT");
    let key = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    window().dispatch_event(&key).unwrap();
    click(&one(&host, "[data-square=\"9\"]"));
    leptos::task::tick().await;
    let storage::Loaded::Game(stored) = storage::load() else { panic!("nothing saved") };
    assert!(stored.actions.is_empty(), "the key or a tap acted for the computer: {:?}", stored.actions);
}

/// What the app keeps up to date as actions are added (the record, the link's digits, the
/// take-back point) is what a replay of the whole game finds, at every action: long games cost
/// the same per action, and lose nothing by it. Games of every system, with the computer on one
/// side and throws entered by hand now and then (K2's throw-off first).
#[wasm_bindgen_test]
fn what_is_kept_as_a_game_goes_on_is_what_a_replay_finds() {
    use senet::app::state::Played;
    use senet::engine::{next_action, Player, RandomPlayer, Seeded};
    for (seed, system, pieces) in [(1, System::Kendall, 5), (2, System::Bell, 7), (3, System::Cycles, 5), (4, System::Gods, 5)] {
        let mut session = Session::new(Options::new(system, pieces), &mut Seeded::new(seed), 0.0);
        session.computer = [None, Some(Level::Greedy)];
        let mut played = session.played().unwrap();
        let mut throws = Seeded::new(seed + 10);
        let (mut a, mut b) = (RandomPlayer(Seeded::new(seed + 20)), RandomPlayer(Seeded::new(seed + 30)));
        let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
        for i in 0..600 {
            let game = *played.recorder.game();
            let Some(action) = next_action(&game, &mut throws, &mut players) else { break };
            let by_hand = i % 7 == 3 && matches!(action, Action::Throw(_));
            session.play(&played.recorder, action, None, by_hand).unwrap();
            played.add(&session, session.actions.len() - 1, action).unwrap();
            let replayed = Played::of(&session);
            assert_eq!(played.recorder, replayed.recorder, "{system:?}, action {i}");
            assert_eq!(played.digits, replayed.digits, "{system:?}, action {i}");
            assert_eq!(played.taken_back(&session), session.taken_back(), "{system:?}, action {i}");
        }
    }
}

/// A game with a friend is saved with its pact (format 3, the pact a last word) and kept in the
/// library so too; either reads back the same, and a game of any other kind is still saved as
/// format 2 wrote it.
#[wasm_bindgen_test]
fn a_game_with_a_friend_is_saved_and_kept_with_its_pact() {
    use senet::app::storage::Kept;
    use senet::record::friend::Pact;
    clear_storage();
    let options = Options { touch_move: false, ..Options::new(System::Bell, 7) };
    let (pact, _) = Pact::invite(options, [3; 16], "Анна", 1_000);
    let session = Session::with_friend(options, pact.clone(), 12.0);
    assert!(storage::save(&session).is_ok());
    assert!(storage::saved_text().unwrap().starts_with("3 "));
    let storage::Loaded::Game(loaded) = storage::load() else { panic!("not loaded") };
    assert_eq!(loaded, session);
    assert_eq!(loaded.pact(), Some(pact));
    let kept = Kept { session: loaded, kept_at: 5.0 };
    assert!(storage::save_library(std::slice::from_ref(&kept)).is_ok());
    assert_eq!(storage::load_library().0, [kept]);
    assert!(storage::save(&saved_elsewhere()).is_ok());
    assert!(storage::saved_text().unwrap().starts_with("2 "));
    clear_storage();
}
