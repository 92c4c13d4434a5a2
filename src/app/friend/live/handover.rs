//! An answer opened in another tab of the same browser (a tap on the link in a chat opens one)
//! is handed to the tab whose offer it answers, over a `BroadcastChannel`.

use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;

use wasm_bindgen::prelude::*;

use super::js::{call, construct, get, set, sleep};

const CHANNEL: &str = "senet-live";
const ANSWER: &str = "answer ";
const TAKEN: &str = "taken ";
/// How long a tab waits for another to take an answer.
const WAIT: Duration = Duration::from_millis(800);

fn channel() -> Option<JsValue> {
    construct("BroadcastChannel", &[&JsValue::from_str(CHANNEL)]).ok()
}

fn post(channel: &JsValue, text: &str) {
    let _ = call(channel, "postMessage", &[&JsValue::from_str(text)]);
}

fn close(channel: &JsValue) {
    set(channel, "onmessage", &JsValue::NULL);
    let _ = call(channel, "close", &[]);
}

/// This tab's ear for answers opened in other tabs; `take` says whether one was this tab's.
pub struct Listener {
    channel: JsValue,
    _on_message: Closure<dyn FnMut(JsValue)>,
}

impl Listener {
    pub fn new(take: impl Fn(&str) -> bool + 'static) -> Option<Listener> {
        let channel = channel()?;
        let reply = channel.clone();
        let on_message = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            let text = get(&event, "data").as_string().unwrap_or_default();
            if let Some(fragment) = text.strip_prefix(ANSWER) {
                if take(fragment) {
                    post(&reply, &format!("{TAKEN}{fragment}"));
                }
            }
        });
        set(&channel, "onmessage", on_message.as_ref());
        Some(Listener { channel, _on_message: on_message })
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        close(&self.channel);
    }
}

/// Offer the answer in `fragment` to the other tabs: whether one took it.
pub async fn hand_over(fragment: &str) -> bool {
    let Some(channel) = channel() else { return false };
    let taken = Rc::new(Cell::new(false));
    let expected = format!("{TAKEN}{fragment}");
    let seen = taken.clone();
    let on_message = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
        if get(&event, "data").as_string().as_deref() == Some(expected.as_str()) {
            seen.set(true);
        }
    });
    set(&channel, "onmessage", on_message.as_ref());
    post(&channel, &format!("{ANSWER}{fragment}"));
    let mut waited = Duration::ZERO;
    while !taken.get() && waited < WAIT {
        sleep(Duration::from_millis(50)).await;
        waited += Duration::from_millis(50);
    }
    close(&channel);
    taken.get()
}
