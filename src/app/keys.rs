//! The keyboard: T throws, Ctrl+Z or Backspace takes back, 1–5 enter real sticks' values, from
//! anywhere but a text field (the board's own keys are the board's).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::motion;
use super::play::Play;

/// The throw's shortcut, read by the physical key (`KeyboardEvent.code`), whatever the layout.
pub fn is_throw_key(code: &str) -> bool {
    code == "KeyT"
}

/// A take-back's shortcuts: Ctrl+Z, or Backspace.
pub fn is_take_back_key(code: &str, ctrl: bool) -> bool {
    (ctrl && code == "KeyZ") || (!ctrl && code == "Backspace")
}

/// The value a digit key 1–5 enters, with real sticks (the row of digits or the keypad).
pub fn entered_value(code: &str) -> Option<u8> {
    let digit = code.strip_prefix("Digit").or_else(|| code.strip_prefix("Numpad"))?;
    digit.parse().ok().filter(|v| (1..=5).contains(v))
}

pub fn listen_to_keys(play: Play) {
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let typing = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        motion::finish_all();
        // The physical keys, so that a Russian layout (where T types «е») works too.
        let code = ev.code();
        if typing || ev.meta_key() || ev.alt_key() {
            return;
        }
        if is_take_back_key(&code, ev.ctrl_key()) {
            ev.prevent_default();
            play.take_back();
        } else if !ev.ctrl_key() && is_throw_key(&code) {
            play.throw();
        } else if let Some(value) = entered_value(&code).filter(|_| !ev.ctrl_key()) {
            play.enter(value);
        }
    });
    on_cleanup(move || keys.remove());
}
