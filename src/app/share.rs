//! The one module that owns the URL: share links carry a whole game in the fragment (`#g=…`).

use leptos::prelude::*;

use super::state::Session;
use crate::ai::Level;
use crate::record::link::{decode, encode, EncodeError, GameLink};

const PREFIX: &str = "#g=";

fn level_number(level: Option<Level>) -> u8 {
    level.and_then(|l| Level::ALL.iter().position(|&x| x == l)).map_or(0, |i| i as u8 + 1)
}

fn level_of(number: u8) -> Option<Level> {
    Level::ALL.get(usize::from(number).checked_sub(1)?).copied()
}

/// The link to this game: this page's address with the game in its fragment, so it works from any
/// static host and sub-path.
pub fn link_to(session: &Session) -> Result<String, EncodeError> {
    let code = encode(&GameLink {
        options: session.options,
        throw_off: session.throw_off.clone(),
        actions: session.actions.clone(),
        players: session.computer.map(level_number),
    })?;
    let location = window().location();
    let page = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
    Ok(format!("{page}{PREFIX}{code}"))
}

/// The game in this page's address, if it holds one: `Err` when the link is damaged.
pub fn game_in_address(now: f64) -> Option<Result<Session, String>> {
    let hash = window().location().hash().ok()?;
    let code = hash.strip_prefix(PREFIX)?;
    // `decode` checks the options, the throw-off and every action by the rules as it reads them.
    Some(decode(code).map_err(|e| e.to_string()).map(|link| Session {
        options: link.options,
        throw_off: link.throw_off,
        actions: link.actions,
        sticks: None,
        revision: 0,
        started_at: now,
        computer: link.players.map(level_of),
        own_sticks: false,
        by_hand: Vec::new(),
        entering_throw_off: false,
        from_table: false,
    }))
}

/// Take the game out of the address (after it was read), leaving the page's own address.
pub fn clear_address() {
    let location = window().location();
    if let (Ok(path), Ok(history)) = (location.pathname(), window().history()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}
