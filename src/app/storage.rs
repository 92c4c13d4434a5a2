//! The one module that owns local storage: the saved game, in a versioned format.
//!
//! A save that cannot be read is never lost: it is moved under another key and the player is told.

use gloo_storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};

use super::state::Session;

const KEY: &str = "senet.game";
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
    Damaged { reason: String, kept_as: String },
}

fn raw() -> Option<String> {
    LocalStorage::raw().get_item(KEY).ok().flatten()
}

/// Read a saved game; the session must also replay by the rules.
fn read(text: &str) -> Result<Session, String> {
    #[derive(Deserialize)]
    struct Header {
        format: u32,
    }
    let header: Header = serde_json::from_str(text).map_err(|e| format!("not a saved game ({e})"))?;
    if header.format != FORMAT {
        return Err(format!("saved in format {} by another version of the app (this one reads {FORMAT})", header.format));
    }
    let saved: Saved = serde_json::from_str(text).map_err(|e| format!("damaged ({e})"))?;
    saved.session.recorder().map_err(|e| format!("the moves do not follow the rules: {e}"))?;
    Ok(saved.session)
}

pub fn load() -> Loaded {
    let Some(text) = raw() else { return Loaded::Nothing };
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
    raw().and_then(|text| read(&text).ok())
}

pub fn save(session: &Session) -> Result<(), String> {
    let text = serde_json::to_string(&Saved { format: FORMAT, session: session.clone() }).map_err(|e| e.to_string())?;
    LocalStorage::raw().set_item(KEY, &text).map_err(|_| "the browser refused to save the game (storage full or disabled)".to_string())
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
