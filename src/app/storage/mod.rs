//! The one module that owns local storage: the saved game, in a versioned format (2: a line of
//! words, the games library's; 1, JSON, is still read: see `format1`).
//!
//! A save that cannot be read is never lost: it is moved under another key and the player is told;
//! where it cannot be moved (storage full), it stays where it is and nothing is written over it. A
//! browser that refuses storage altogether (blocked cookies, a sandboxed frame) gets a game that is
//! played in memory only.

mod format1;
mod kept;

use std::cell::Cell;

use js_sys::{Array, JSON};
use wasm_bindgen::JsValue;
use web_sys::Storage;

use super::i18n::{tr, Lang};
use super::state::Session;
use crate::record::link::{pack_digits, ActionDigits};

pub use kept::Kept;

const KEY: &str = "senet.game";
const LIBRARY_KEY: &str = "senet.library";
const LIBRARY_FORMAT: u32 = 1;
/// About what a browser gives a site's local storage.
pub const LIMIT_BYTES: usize = 5_000_000;
const LANGUAGE_KEY: &str = "senet.language";
const THEME_KEY: &str = "senet.theme";
const LESSONS_KEY: &str = "senet.lessons";
const PRACTICE_KEY: &str = "senet.practice";
const PUZZLES_KEY: &str = "senet.puzzles";
const TOURNAMENTS_KEY: &str = "senet.tournaments";
const TOURNAMENT_GAMES_KEY: &str = "senet.tournament-games";
const PACE_KEY: &str = "senet.pace";
const NAME_KEY: &str = "senet.name";
const STUN_KEY: &str = "senet.stun";
/// A public STUN server: across networks, a browser learns its public address from one.
pub const DEFAULT_STUN: &str = "stun:stun.l.google.com:19302";
/// The saved game's format: 3 is 2 with the pact of a game with a friend as a last word, written
/// only for such a game (a game of any other kind is saved as version 2 wrote it).
const FORMAT: u32 = 3;

thread_local! {
    /// A save this version cannot read and could not set aside holds the key: it is not overwritten.
    static HELD: Cell<bool> = const { Cell::new(false) };
    /// The same for the games library.
    static LIBRARY_HELD: Cell<bool> = const { Cell::new(false) };
    /// The last save of the games library was refused: the list in memory is newer than the stored one.
    static LIBRARY_UNSAVED: Cell<bool> = const { Cell::new(false) };
    /// What the browser refused to keep under a key of the player's progress (the exercises, the
    /// puzzles'): it lasts the visit here.
    static UNSAVED: std::cell::RefCell<Vec<(&'static str, String)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The browser's local storage, if it lets this page use it (reading `localStorage` throws where
/// storage is blocked).
fn store() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// What was found in storage.
pub enum Loaded {
    Nothing,
    Game(Session),
    /// The saved data could not be read; it was kept under `kept_as`.
    Damaged { reason: Unreadable, kept_as: String },
    /// The saved data could not be read, nor set aside (storage full): it stays where it is, and
    /// this tab saves nothing over it.
    Held { reason: Unreadable },
    /// The browser refuses local storage: nothing is kept.
    Unavailable,
}

/// Why a save could not be read.
pub enum Unreadable {
    /// Not a saved game of any version.
    NotASave,
    /// Saved by a newer version of the app, in a format this one does not know.
    Newer(u32),
    /// Saved in a format no version of the app writes.
    Format(u32),
    /// The moves do not replay by the rules (the engine's words).
    Rules(String),
}

impl Unreadable {
    pub fn describe(&self, lang: Lang) -> String {
        match self {
            Unreadable::NotASave => tr!(lang, "it is not a saved game of this app", "это не сохранённая партия этого приложения"),
            Unreadable::Newer(n) => tr!(lang, "it was saved by a newer version of the app (format {n}; this one reads {FORMAT}): reload the page to get that version",
                "она сохранена более новой версией приложения (формат {n}; эта читает формат {FORMAT}): перезагрузите страницу, чтобы получить ту версию"),
            Unreadable::Format(n) => tr!(lang, "it was saved in format {n}, which this app does not know (it reads {FORMAT})",
                "она сохранена в формате {n}, которого это приложение не знает (оно читает формат {FORMAT})"),
            Unreadable::Rules(e) => {
                let e = super::messages::message(lang, e);
                tr!(lang, "its moves do not follow the rules ({e})", "её ходы не по правилам ({e})")
            }
        }
    }
}

/// The saved game's text as it stands: cheap to compare, to tell whether another tab wrote it.
pub fn saved_text() -> Option<String> {
    store()?.get_item(KEY).ok().flatten()
}

/// Read a saved game; the session must also replay by the rules.
fn read(text: &str) -> Result<Session, Unreadable> {
    let session = if text.starts_with('{') { format1::read(text)? } else { from_words(text)? };
    session.recorder().map_err(Unreadable::Rules)?;
    Ok(session)
}

/// The saved game in format 2: the format, the session's words (see `Session::words`), whether
/// the throw-off is being entered by hand, how the sticks last fell (`-`: not yet) and the
/// revision. `actions`: the link's digits of the session's actions (`Played` keeps them).
fn to_words(session: &Session, actions: &ActionDigits) -> Option<String> {
    // A throw-off under way is kept as the one its coming 1 ends (what the rules check).
    let throw_off = match session.entering_throw_off {
        true => [&session.throw_off[..], &[1]].concat(),
        false => session.throw_off.clone(),
    };
    let game = pack_digits(session.options, &throw_off, session.players(), session.start.as_ref(), actions).ok()?;
    let [game, started_at, own_sticks, from_table, by_hand, friend] = session.words_of(game);
    let sticks = session.sticks.map_or("-".into(), |bits| bits.to_string());
    let entering = u8::from(session.entering_throw_off);
    let words = format!("{game} {started_at} {own_sticks} {from_table} {by_hand} {entering} {sticks} {}", session.revision);
    Some(match friend.as_str() {
        "-" => format!("2 {words}"),
        pact => format!("{FORMAT} {words} {pact}"),
    })
}

fn from_words(text: &str) -> Result<Session, Unreadable> {
    let words = text.split(' ').collect::<Vec<_>>();
    let (game, started_at, own_sticks, from_table, by_hand, entering, sticks, revision, friend) = match (words[0].parse::<u32>(), &words[1..]) {
        (Ok(2), &[game, started_at, own_sticks, from_table, by_hand, entering, sticks, revision]) => (game, started_at, own_sticks, from_table, by_hand, entering, sticks, revision, "-"),
        (Ok(FORMAT), &[game, started_at, own_sticks, from_table, by_hand, entering, sticks, revision, friend]) => (game, started_at, own_sticks, from_table, by_hand, entering, sticks, revision, friend),
        (Ok(2 | FORMAT), _) | (Err(_), _) => return Err(Unreadable::NotASave),
        (Ok(newer), _) if newer > FORMAT => return Err(Unreadable::Newer(newer)),
        (Ok(other), _) => return Err(Unreadable::Format(other)),
    };
    let mut session = Session::from_words([game, started_at, own_sticks, from_table, by_hand, friend]).ok_or(Unreadable::NotASave)?;
    session.entering_throw_off = entering == "1";
    if session.entering_throw_off {
        session.throw_off.pop();
    }
    session.sticks = match sticks {
        "-" => None,
        bits => Some(bits.parse().map_err(|_| Unreadable::NotASave)?),
    };
    session.revision = revision.parse().map_err(|_| Unreadable::NotASave)?;
    Ok(session)
}

/// Read the saved game. One that cannot be read is set aside first, and removed from its place
/// only once the copy is confirmed.
pub fn load() -> Loaded {
    let Some(storage) = store() else { return Loaded::Unavailable };
    let Some(text) = storage.get_item(KEY).ok().flatten() else {
        HELD.set(false);
        return Loaded::Nothing;
    };
    let reason = match read(&text) {
        Ok(session) => {
            HELD.set(false);
            return Loaded::Game(session);
        }
        Err(reason) => reason,
    };
    match set_aside(&storage, KEY, &text).filter(|_| storage.remove_item(KEY).is_ok()) {
        Some(kept_as) => {
            HELD.set(false);
            Loaded::Damaged { reason, kept_as }
        }
        None => {
            HELD.set(true);
            Loaded::Held { reason }
        }
    }
}

/// Copy `text` under a new key beside `key`, confirmed by reading it back (the caller removes the
/// original only then); `None` when the browser refused (storage full).
fn set_aside(storage: &Storage, key: &str, text: &str) -> Option<String> {
    let kept_as = format!("{key}.unreadable.{}", js_sys::Date::now() as u64);
    let copied = storage.set_item(&kept_as, text).is_ok() && storage.get_item(&kept_as).ok().flatten().as_deref() == Some(text);
    copied.then_some(kept_as)
}

/// The games library (see `library`): its games, and where anything it held that cannot be read
/// was set aside. A library this version cannot read that could not be set aside is left alone,
/// and nothing is written over it.
pub fn load_library() -> (Vec<Kept>, Option<String>) {
    let Some(storage) = store() else { return (Vec::new(), None) };
    let Some(text) = storage.get_item(LIBRARY_KEY).ok().flatten() else { return (Vec::new(), None) };
    let Some(entries) = library_entries(&text) else {
        let kept_as = set_aside(&storage, LIBRARY_KEY, &text).filter(|_| storage.remove_item(LIBRARY_KEY).is_ok());
        LIBRARY_HELD.set(kept_as.is_none());
        return (Vec::new(), kept_as);
    };
    let (mut games, mut unreadable) = (Vec::new(), Vec::new());
    for entry in entries {
        match Kept::from_text(&entry) {
            Some(kept) => games.push(kept),
            None => unreadable.push(entry),
        }
    }
    if unreadable.is_empty() {
        return (games, None);
    }
    // The entries that cannot be read are kept aside together; the library keeps the rest.
    let kept_as = set_aside(&storage, LIBRARY_KEY, &json_strings(&unreadable));
    LIBRARY_HELD.set(kept_as.is_none());
    (games, kept_as)
}

/// The library as stored, `{"format": 1, "games": […]}`: each game a line of words (see
/// `Kept::to_text`), so that one that cannot be read is set aside alone. Read with the browser's
/// JSON reader: `None` for anything else.
fn library_entries(text: &str) -> Option<Vec<String>> {
    let stored = JSON::parse(text).ok()?;
    if field(&stored, "format").as_f64() != Some(f64::from(LIBRARY_FORMAT)) {
        return None;
    }
    list(&stored, "games")?.iter().map(JsValue::as_string).collect()
}

/// A field of a value read by the browser's JSON reader (undefined where there is none).
fn field(value: &JsValue, name: &str) -> JsValue {
    if value.is_object() {
        js_sys::Reflect::get(value, &name.into()).unwrap_or(JsValue::UNDEFINED)
    } else {
        JsValue::UNDEFINED
    }
}

/// A field that is an array, as a list.
fn list(value: &JsValue, name: &str) -> Option<Vec<JsValue>> {
    let list = field(value, name);
    Array::is_array(&list).then(|| Array::from(&list).to_vec())
}

/// Strings as a JSON array (written by the browser's JSON writer).
fn json_strings(strings: &[String]) -> String {
    let array = strings.iter().map(|s| JsValue::from_str(s)).collect::<Array>();
    JSON::stringify(&array).ok().and_then(|text| text.as_string()).unwrap_or_default()
}

/// Whether the list in this tab's memory is the library to go on from, not the stored one: an
/// unreadable library that could not be set aside holds its key, or the last save was refused.
pub fn library_only_in_memory() -> bool {
    LIBRARY_HELD.get() || LIBRARY_UNSAVED.get()
}

/// Call `changed` whenever another tab saves the games library.
pub fn on_other_library_change(changed: impl Fn() + 'static) {
    on_other_tab_writing(LIBRARY_KEY, changed);
}

/// Save the games library.
pub fn save_library(games: &[Kept]) -> Result<(), NotSaved> {
    if LIBRARY_HELD.get() {
        return Err(NotSaved::Held);
    }
    let games = games.iter().filter_map(Kept::to_text).collect::<Vec<_>>();
    let text = format!("{{\"format\":{LIBRARY_FORMAT},\"games\":{}}}", json_strings(&games));
    let saved = store().ok_or(NotSaved::Refused)?.set_item(LIBRARY_KEY, &text).map_err(|_| NotSaved::Refused);
    LIBRARY_UNSAVED.set(saved.is_err());
    saved
}

/// What this site keeps in local storage, in bytes (two a character, as browsers count them).
pub fn used_bytes() -> usize {
    let Some(storage) = store() else { return 0 };
    let length = storage.length().unwrap_or(0);
    (0..length)
        .filter_map(|i| storage.key(i).ok().flatten())
        .map(|key| key.len() + storage.get_item(&key).ok().flatten().map_or(0, |v| v.encode_utf16().count()))
        .sum::<usize>()
        * 2
}

/// The game saved now, if it can be read (for a tab that learns another tab changed it).
pub fn current() -> Option<Session> {
    saved_text().and_then(|text| read(&text).ok())
}

/// Why a game was not saved.
pub enum NotSaved {
    /// The browser refused the write (storage full or disabled).
    Refused,
    /// A save this version cannot read holds the place (see [`Loaded::Held`]).
    Held,
}

/// Save the game and return the text written.
pub fn save(session: &Session) -> Result<String, NotSaved> {
    let actions = ActionDigits::of_game(session.first_position(), &session.actions).map_err(|_| NotSaved::Refused)?;
    save_played(session, &actions)
}

/// Save the game whose actions' digits are already known (the app's `Played`: no replay).
pub fn save_played(session: &Session, actions: &ActionDigits) -> Result<String, NotSaved> {
    if HELD.get() {
        return Err(NotSaved::Held);
    }
    let text = to_words(session, actions).ok_or(NotSaved::Refused)?;
    store().ok_or(NotSaved::Refused)?.set_item(KEY, &text).map_err(|_| NotSaved::Refused)?;
    Ok(text)
}

/// The language the player chose, if any.
pub fn language() -> Option<Lang> {
    match store()?.get_item(LANGUAGE_KEY).ok().flatten()?.as_str() {
        "ru" => Some(Lang::Ru),
        "en" => Some(Lang::En),
        _ => None,
    }
}

pub fn set_language(lang: Lang) {
    if let Some(storage) = store() {
        let _ = storage.set_item(LANGUAGE_KEY, lang.tag());
    }
}

/// The theme the player chose (`Some(true)`: dark), if any.
pub fn dark_theme() -> Option<bool> {
    match store()?.get_item(THEME_KEY).ok().flatten()?.as_str() {
        "dark" => Some(true),
        "light" => Some(false),
        _ => None,
    }
}

pub fn set_dark_theme(dark: bool) {
    if let Some(storage) = store() {
        let _ = storage.set_item(THEME_KEY, if dark { "dark" } else { "light" });
    }
}

/// The pace of the computer's turns the player chose, by its name, if any.
pub fn pace() -> Option<String> {
    store()?.get_item(PACE_KEY).ok().flatten()
}

pub fn set_pace(name: &str) {
    if let Some(storage) = store() {
        let _ = storage.set_item(PACE_KEY, name);
    }
}

/// The name the player gave a friend last (empty if none).
pub fn name() -> String {
    store().and_then(|s| s.get_item(NAME_KEY).ok().flatten()).unwrap_or_default()
}

/// Remember the player's name for the next invitation (not kept where storage is refused).
pub fn set_name(name: &str) {
    if let Some(storage) = store() {
        let _ = storage.set_item(NAME_KEY, name.trim());
    }
}

/// The STUN server a live connection asks (empty: none, only the local network).
pub fn stun() -> String {
    store().and_then(|s| s.get_item(STUN_KEY).ok().flatten()).unwrap_or_else(|| DEFAULT_STUN.to_string())
}

pub fn set_stun(address: &str) {
    if let Some(storage) = store() {
        let _ = storage.set_item(STUN_KEY, address.trim());
    }
}

/// The lessons done in this browser, by id (kept as they are: an id this version does not know,
/// from another version, is not shown, and not lost).
pub fn lessons_done() -> Vec<String> {
    let text = store().and_then(|s| s.get_item(LESSONS_KEY).ok().flatten()).unwrap_or_default();
    text.split(',').filter(|id| !id.is_empty()).map(String::from).collect()
}

/// Remember the lessons done; a refusal loses only this visit's progress (said by the caller).
pub fn set_lessons_done(ids: &[String]) -> Result<(), NotSaved> {
    store().ok_or(NotSaved::Refused)?.set_item(LESSONS_KEY, &ids.join(",")).map_err(|_| NotSaved::Refused)
}

/// The text of a key of the player's progress: what the browser refused to keep this visit, else
/// what it keeps.
fn progress_text(key: &'static str) -> String {
    let unsaved = UNSAVED.with_borrow(|unsaved| unsaved.iter().find(|(k, _)| *k == key).map(|(_, text)| text.clone()));
    unsaved.unwrap_or_else(|| store().and_then(|s| s.get_item(key).ok().flatten()).unwrap_or_default())
}

/// Keep a key of the player's progress; refused, it is kept in memory for the visit (said by the
/// caller).
fn keep_progress(key: &'static str, text: String) -> Result<(), NotSaved> {
    let kept = store().ok_or(NotSaved::Refused).and_then(|s| s.set_item(key, &text).map_err(|_| NotSaved::Refused));
    UNSAVED.with_borrow_mut(|unsaved| {
        unsaved.retain(|(k, _)| *k != key);
        if kept.is_err() {
            unsaved.push((key, text));
        }
    });
    kept
}

/// The player's exercises (`app::practice`), a line each, kept as they are.
pub fn practice() -> Vec<String> {
    progress_text(PRACTICE_KEY).lines().filter(|line| !line.is_empty()).map(String::from).collect()
}

pub fn set_practice(lines: &[String]) -> Result<(), NotSaved> {
    keep_progress(PRACTICE_KEY, lines.join("\n"))
}

/// The player's puzzle rating and puzzles solved (`app::puzzles`), as text.
pub fn puzzles() -> String {
    progress_text(PUZZLES_KEY)
}

pub fn set_puzzles(text: &str) -> Result<(), NotSaved> {
    keep_progress(PUZZLES_KEY, text.to_string())
}

/// The tournaments this browser keeps (`app::tournament`), as text.
pub fn tournaments() -> String {
    progress_text(TOURNAMENTS_KEY)
}

pub fn set_tournaments(text: String) -> Result<(), NotSaved> {
    keep_progress(TOURNAMENTS_KEY, text)
}

/// The tournament games being played on this device, as text.
pub fn tournament_games() -> String {
    progress_text(TOURNAMENT_GAMES_KEY)
}

pub fn set_tournament_games(text: String) -> Result<(), NotSaved> {
    keep_progress(TOURNAMENT_GAMES_KEY, text)
}

/// Call `changed` whenever another tab saves the game.
pub fn on_other_tab_change(changed: impl Fn() + 'static) {
    on_other_tab_writing(KEY, changed);
}

fn on_other_tab_writing(key: &'static str, changed: impl Fn() + 'static) {
    let handle = leptos::prelude::window_event_listener(leptos::ev::storage, move |event| {
        if event.key().as_deref() == Some(key) {
            changed();
        }
    });
    // The listener lives as long as the page.
    std::mem::forget(handle);
}
