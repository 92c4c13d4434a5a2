//! The one module that owns the URL: share links carry a whole game in the fragment (`#g=…`).

use leptos::prelude::*;

use super::state::Session;
use crate::record::link::{decode, encode, EncodeError};

const PREFIX: &str = "#g=";

/// The link to this game: this page's address with the game in its fragment, so it works from any
/// static host and sub-path.
pub fn link_to(session: &Session) -> Result<String, EncodeError> {
    let code = encode(&session.link())?;
    let location = window().location();
    let page = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
    Ok(format!("{page}{PREFIX}{code}"))
}

/// This page's address with `fragment` (`#` and what follows): a link to send.
pub fn page_with(fragment: &str) -> String {
    let location = window().location();
    format!("{}{}{fragment}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default())
}

/// Open a link of this page's (`fragment`, without `#`) here, as a tap on it would.
pub fn open_here(fragment: &str) {
    let _ = window().location().set_hash(fragment);
}

/// The Web Share API (`navigator.share`), where the browser has it.
fn share_function() -> Option<js_sys::Function> {
    use wasm_bindgen::JsCast;
    js_sys::Reflect::get(&window().navigator(), &"share".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok())
}

/// Whether the browser offers the system's share sheet.
pub fn can_share() -> bool {
    share_function().is_some()
}

/// On a device with the Web Share API (`navigator.share`), open the system's share sheet with the
/// link; elsewhere the link is shown to copy.
pub fn open_share_sheet(url: &str) {
    use wasm_bindgen::JsCast;
    let navigator = window().navigator();
    let Some(share) = share_function() else { return };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    let _ = js_sys::Reflect::set(&data, &"title".into(), &"Senet".into());
    // A sheet the player closes without sharing rejects the promise: nothing to say then.
    if let Ok(promise) = share.call1(&navigator, &data).and_then(|p| p.dyn_into::<js_sys::Promise>()) {
        leptos::task::spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        });
    }
}

/// The game in this page's address, if it holds one: `Err` when the link is damaged.
pub fn game_in_address(now: f64) -> Option<Result<Session, String>> {
    let hash = window().location().hash().ok()?;
    game_in_link(hash.strip_prefix(PREFIX)?, now)
}

/// The game of a link's code (what follows `#g=`): `Err` when it is damaged.
fn game_in_link(code: &str, now: f64) -> Option<Result<Session, String>> {
    // `decode` checks the options, the throw-off and every action by the rules as it reads them.
    Some(decode(code).map_err(|e| e.to_string()).map(|link| Session::of_link(link, now)))
}

/// The game of a share link pasted as text (the whole address), if it is one.
pub fn game_in_pasted_link(text: &str, now: f64) -> Option<Result<Session, String>> {
    game_in_link(text.trim().split_once(PREFIX)?.1, now)
}

/// Take the game out of the address (after it was read), leaving the page's own address.
pub fn clear_address() {
    let location = window().location();
    if let (Ok(path), Ok(history)) = (location.pathname(), window().history()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}
