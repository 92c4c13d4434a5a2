//! The browser's side of a live connection: an `RTCPeerConnection` with one data channel,
//! negotiated by both sides in advance (so nothing but the offer and the answer has to pass
//! between them), and its events turned into [`Event`]s.

use std::time::Duration;

use js_sys::{Array, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use super::js::{call, construct, get, object, set, sleep, text};

/// How long candidates are gathered at most: what a STUN server that does not answer costs.
const GATHERING: Duration = Duration::from_secs(3);

pub enum Event {
    Open,
    Message(String),
    /// The channel closed, or the connection failed.
    Closed,
}

pub struct Peer {
    connection: JsValue,
    channel: JsValue,
    // Kept for as long as the browser may call them.
    _handlers: [Closure<dyn FnMut(JsValue)>; 4],
}

impl Peer {
    /// A connection that may use the STUN server `stun` (none if empty), its events to `on_event`.
    pub fn new(stun: &str, on_event: impl Fn(Event) + 'static) -> Result<Peer, JsValue> {
        let servers = Array::new();
        if !stun.is_empty() {
            servers.push(&object(&[("urls", JsValue::from_str(stun))]));
        }
        let connection = construct("RTCPeerConnection", &[&object(&[("iceServers", servers.into())])])?;
        let init = object(&[("negotiated", JsValue::TRUE), ("id", JsValue::from(0))]);
        let channel = call(&connection, "createDataChannel", &[&JsValue::from_str("senet"), &init])?;
        let on_event = std::rc::Rc::new(on_event);
        let (open, message, closed, state) = (on_event.clone(), on_event.clone(), on_event.clone(), on_event);
        let watched = connection.clone();
        let handlers = [
            Closure::<dyn FnMut(JsValue)>::new(move |_| open(Event::Open)),
            Closure::new(move |event: JsValue| {
                if let Some(text) = get(&event, "data").as_string() {
                    message(Event::Message(text));
                }
            }),
            Closure::new(move |_| closed(Event::Closed)),
            Closure::new(move |_| {
                if matches!(text(&watched, "connectionState").as_str(), "failed" | "closed") {
                    state(Event::Closed);
                }
            }),
        ];
        for (target, key, handler) in [(&channel, "onopen", 0), (&channel, "onmessage", 1), (&channel, "onclose", 2), (&connection, "onconnectionstatechange", 3)] {
            set(target, key, handlers[handler].as_ref());
        }
        Ok(Peer { connection, channel, _handlers: handlers })
    }

    /// Make the offer: its description once its candidates are gathered.
    pub async fn offer(&self) -> Result<String, JsValue> {
        let offer = self.wait("createOffer", &[]).await?;
        self.wait("setLocalDescription", &[&offer]).await?;
        Ok(self.gathered().await)
    }

    /// Answer the friend's offer: the answer's description once its candidates are gathered.
    pub async fn answer(&self, offer: &str) -> Result<String, JsValue> {
        self.set_remote("offer", offer).await?;
        let answer = self.wait("createAnswer", &[]).await?;
        self.wait("setLocalDescription", &[&answer]).await?;
        Ok(self.gathered().await)
    }

    /// Take the friend's answer to this page's offer: the browsers then find each other.
    pub async fn take_answer(&self, answer: &str) -> Result<(), JsValue> {
        self.set_remote("answer", answer).await
    }

    async fn set_remote(&self, kind: &str, sdp: &str) -> Result<(), JsValue> {
        let description = object(&[("type", JsValue::from_str(kind)), ("sdp", JsValue::from_str(sdp))]);
        self.wait("setRemoteDescription", &[&description]).await.map(|_| ())
    }

    /// Call one of the connection's methods that return a promise, and wait for it.
    async fn wait(&self, method: &str, args: &[&JsValue]) -> Result<JsValue, JsValue> {
        let promise: Promise = call(&self.connection, method, args)?.into();
        JsFuture::from(promise).await
    }

    /// The local description once gathering is complete, or [`GATHERING`] has passed.
    async fn gathered(&self) -> String {
        let started = js_sys::Date::now();
        while text(&self.connection, "iceGatheringState") != "complete" && js_sys::Date::now() - started < GATHERING.as_millis() as f64 {
            sleep(Duration::from_millis(50)).await;
        }
        text(&get(&self.connection, "localDescription"), "sdp")
    }

    pub fn is_open(&self) -> bool {
        text(&self.channel, "readyState") == "open"
    }

    pub fn send(&self, message: &str) {
        // A send that fails is a channel closing: its event says so.
        let _ = call(&self.channel, "send", &[&JsValue::from_str(message)]);
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        for (target, key) in [(&self.channel, "onopen"), (&self.channel, "onmessage"), (&self.channel, "onclose"), (&self.connection, "onconnectionstatechange")] {
            set(target, key, &JsValue::NULL);
        }
        let _ = call(&self.channel, "close", &[]);
        let _ = call(&self.connection, "close", &[]);
    }
}
