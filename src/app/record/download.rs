//! The record as a `.senet` file to download.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::contexts::prefs::use_prefs;
use crate::app::review::use_reviews;

/// `text` as the address of a file to download.
pub fn data_url(text: &str) -> String {
    format!("data:text/plain;charset=utf-8,{}", String::from(js_sys::encode_uri_component(text)))
}

/// Write the address of `text` into the link that was just followed, before the browser reads
/// it: a long record is encoded when it is downloaded, not at every move.
pub fn refresh_link(ev: &leptos::ev::MouseEvent, text: &str) {
    if let Some(link) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
        let _ = link.set_attribute("href", &data_url(text));
    }
}

#[component]
pub fn DownloadRecord() -> impl IntoView {
    let (reviews, prefs) = (use_reviews(), use_prefs());
    // With the review's marks, once the game is reviewed.
    let href = untrack(|| data_url(&reviews.record_text()));
    view! {
        <a class="button" data-action="download-record" download="senet-game.senet" href=href
            on:click=move |ev| refresh_link(&ev, &untrack(|| reviews.record_text()))>
            {move || prefs.tr("Download .senet", "Скачать .senet")}
        </a>
    }
}
