//! The one module that owns local storage: the saved game, in a versioned format.
//!
//! A save that cannot be read is never lost: it is moved under another key and the player is told;
//! where it cannot be moved (storage full), it stays where it is and nothing is written over it. A
//! browser that refuses storage altogether (blocked cookies, a sandboxed frame) gets a game that is
//! played in memory only.

use std::cell::Cell;

use serde::{Deserialize, Serialize};
use web_sys::Storage;

use super::i18n::{tr, Lang};
use super::library::Kept;
use super::state::Session;

const KEY: &str = "senet.game";
const LIBRARY_KEY: &str = "senet.library";
const LIBRARY_FORMAT: u32 = 1;
/// About what a browser gives a site's local storage.
pub const LIMIT_BYTES: usize = 5_000_000;
const LANGUAGE_KEY: &str = "senet.language";
const THEME_KEY: &str = "senet.theme";
const LESSONS_KEY: &str = "senet.lessons";
const FORMAT: u32 = 1;

thread_local! {
    /// A save this version cannot read and could not set aside holds the key: it is not overwritten.
    static HELD: Cell<bool> = const { Cell::new(false) };
    /// The same for the games library.
    static LIBRARY_HELD: Cell<bool> = const { Cell::new(false) };
    /// The last save of the games library was refused: the list in memory is newer than the stored one.
    static LIBRARY_UNSAVED: Cell<bool> = const { Cell::new(false) };
}

#[derive(Serialize, Deserialize)]
struct Saved {
    format: u32,
    session: Session,
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
    /// Not JSON of a saved game: where the reader stopped.
    NotASave { line: usize, column: usize },
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
            Unreadable::NotASave { line, column } => tr!(lang, "it is not a saved game of this app (line {line}, column {column})",
                "это не сохранённая партия этого приложения (строка {line}, позиция {column})"),
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
    #[derive(Deserialize)]
    struct Header {
        format: u32,
    }
    let not_a_save = |e: serde_json::Error| Unreadable::NotASave { line: e.line(), column: e.column() };
    let header: Header = serde_json::from_str(text).map_err(not_a_save)?;
    match header.format {
        FORMAT => {}
        newer if newer > FORMAT => return Err(Unreadable::Newer(newer)),
        other => return Err(Unreadable::Format(other)),
    }
    let saved: Saved = serde_json::from_str(text).map_err(not_a_save)?;
    saved.session.recorder().map_err(Unreadable::Rules)?;
    Ok(saved.session)
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
    let saved = serde_json::from_str::<SavedLibrary>(&text).ok().filter(|saved| saved.format == LIBRARY_FORMAT);
    let Some(saved) = saved else {
        let kept_as = set_aside(&storage, LIBRARY_KEY, &text).filter(|_| storage.remove_item(LIBRARY_KEY).is_ok());
        LIBRARY_HELD.set(kept_as.is_none());
        return (Vec::new(), kept_as);
    };
    let (mut games, mut unreadable) = (Vec::new(), Vec::new());
    for entry in saved.games {
        match Kept::from_text(&entry) {
            Some(kept) => games.push(kept),
            None => unreadable.push(entry),
        }
    }
    if unreadable.is_empty() {
        return (games, None);
    }
    // The entries that cannot be read are kept aside together; the library keeps the rest.
    let kept_as = serde_json::to_string(&unreadable).ok().and_then(|text| set_aside(&storage, LIBRARY_KEY, &text));
    LIBRARY_HELD.set(kept_as.is_none());
    (games, kept_as)
}

/// The library as stored: each game a line of words (see `Kept::to_text`), so that one that
/// cannot be read is set aside alone.
#[derive(Serialize, Deserialize)]
struct SavedLibrary {
    format: u32,
    games: Vec<String>,
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
    let games = games.iter().filter_map(Kept::to_text).collect();
    let text = serde_json::to_string(&SavedLibrary { format: LIBRARY_FORMAT, games }).map_err(|_| NotSaved::Refused)?;
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
    if HELD.get() {
        return Err(NotSaved::Held);
    }
    let text = serde_json::to_string(&Saved { format: FORMAT, session: session.clone() }).map_err(|_| NotSaved::Refused)?;
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

/// The lessons done in this browser, by id (unknown ids, from another version, are dropped).
pub fn lessons_done() -> Vec<&'static str> {
    let text = store().and_then(|s| s.get_item(LESSONS_KEY).ok().flatten()).unwrap_or_default();
    crate::lessons::LESSONS.iter().map(|l| l.id).filter(|id| text.split(',').any(|done| done == *id)).collect()
}

/// Remember the lessons done; a refusal loses only this visit's progress (said by the caller).
pub fn set_lessons_done(ids: &[&str]) -> Result<(), NotSaved> {
    store().ok_or(NotSaved::Refused)?.set_item(LESSONS_KEY, &ids.join(",")).map_err(|_| NotSaved::Refused)
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
