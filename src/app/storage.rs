//! The one module that owns local storage: the saved game, in a versioned format.
//!
//! A save that cannot be read is never lost: it is moved under another key and the player is told.

use gloo_storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};

use super::i18n::{tr, Lang};
use super::state::Session;

const KEY: &str = "senet.game";
const LANGUAGE_KEY: &str = "senet.language";
const FORMAT: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Saved {
    format: u32,
    session: Session,
}

/// What was found in storage.
pub enum Loaded {
    Nothing,
    Game(Session),
    /// The saved data could not be read; it was kept under `kept_as`.
    Damaged { reason: Unreadable, kept_as: String },
}

/// Why a save could not be read.
pub enum Unreadable {
    /// Not JSON of a saved game (the parser's words).
    NotASave(String),
    /// Saved by another version of the app, in another format.
    Format(u32),
    /// The moves do not replay by the rules (the engine's words).
    Rules(String),
}

impl Unreadable {
    pub fn describe(&self, lang: Lang) -> String {
        match self {
            Unreadable::NotASave(e) => tr!(lang, "it is not a saved game of this app ({e})", "это не сохранённая партия этого приложения ({e})"),
            Unreadable::Format(n) => tr!(lang, "it was saved in format {n} by another version of the app (this one reads {FORMAT})",
                "она сохранена в формате {n} другой версией приложения (эта читает формат {FORMAT})"),
            Unreadable::Rules(e) => tr!(lang, "its moves do not follow the rules ({e})", "её ходы не по правилам ({e})"),
        }
    }
}

/// The saved game's text as it stands: cheap to compare, to tell whether another tab wrote it.
pub fn saved_text() -> Option<String> {
    LocalStorage::raw().get_item(KEY).ok().flatten()
}

/// Read a saved game; the session must also replay by the rules.
fn read(text: &str) -> Result<Session, Unreadable> {
    #[derive(Deserialize)]
    struct Header {
        format: u32,
    }
    let header: Header = serde_json::from_str(text).map_err(|e| Unreadable::NotASave(e.to_string()))?;
    if header.format != FORMAT {
        return Err(Unreadable::Format(header.format));
    }
    let saved: Saved = serde_json::from_str(text).map_err(|e| Unreadable::NotASave(e.to_string()))?;
    saved.session.recorder().map_err(Unreadable::Rules)?;
    Ok(saved.session)
}

pub fn load() -> Loaded {
    let Some(text) = saved_text() else { return Loaded::Nothing };
    match read(&text) {
        Ok(session) => Loaded::Game(session),
        Err(reason) => {
            let kept_as = format!("{KEY}.unreadable.{}", js_sys::Date::now() as u64);
            let storage = LocalStorage::raw();
            let _ = storage.set_item(&kept_as, &text);
            let _ = storage.remove_item(KEY);
            Loaded::Damaged { reason, kept_as }
        }
    }
}

/// The game saved now, if it can be read (for a tab that learns another tab changed it).
pub fn current() -> Option<Session> {
    saved_text().and_then(|text| read(&text).ok())
}

/// Save the game and return the text written; `None` when the browser refuses (storage full or
/// disabled).
pub fn save(session: &Session) -> Option<String> {
    let text = serde_json::to_string(&Saved { format: FORMAT, session: session.clone() }).ok()?;
    LocalStorage::raw().set_item(KEY, &text).ok()?;
    Some(text)
}

/// The language the player chose, if any.
pub fn language() -> Option<Lang> {
    match LocalStorage::raw().get_item(LANGUAGE_KEY).ok().flatten()?.as_str() {
        "ru" => Some(Lang::Ru),
        "en" => Some(Lang::En),
        _ => None,
    }
}

pub fn set_language(lang: Lang) {
    let _ = LocalStorage::raw().set_item(LANGUAGE_KEY, lang.tag());
}

/// Call `changed` whenever another tab saves the game.
pub fn on_other_tab_change(changed: impl Fn() + 'static) {
    let handle = leptos::prelude::window_event_listener(leptos::ev::storage, move |event| {
        if event.key().as_deref() == Some(KEY) {
            changed();
        }
    });
    // The listener lives as long as the page.
    std::mem::forget(handle);
}
