//! The head of a panel that opens over the page (the lessons, the analysis board, the practice):
//! its title, and the × that closes it.

use leptos::prelude::*;

use super::contexts::prefs::use_prefs;

/// `title` and the close button's name, in English and Russian; `close` is its `data-action`;
/// `open`, the panel's switch.
#[component]
pub fn PanelHead(title: (&'static str, &'static str), close: &'static str, close_label: (&'static str, &'static str), open: RwSignal<bool>) -> impl IntoView {
    let prefs = use_prefs();
    view! {
        <div class="panel-head">
            <h2>{move || prefs.tr(title.0, title.1)}</h2>
            <button class="icon" data-action=close aria-label=move || prefs.tr(close_label.0, close_label.1) on:click=move |_| open.set(false)>
                <span aria-hidden="true">"×"</span>
            </button>
        </div>
    }
}
