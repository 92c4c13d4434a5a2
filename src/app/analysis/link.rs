//! Positions that come to the analysis board by the address: a shared link (`#p=…`), and the
//! "Analyse" buttons of the review, the record and the lessons, which put the same link in the
//! address. The first board ignores such a link; this part, once here, takes it.

use leptos::prelude::*;

use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::ui::use_ui;
use crate::app::i18n::tr;
use crate::app::messages::position_message;
use crate::app::share;
use crate::engine::Game;
use crate::record::position::{from_link, to_link, PREFIX};

/// Open the analysis board on `game`'s position (the side to move to throw).
fn analyse_here(game: &Game) {
    share::open_here(&to_link(game));
}

/// "Analyse": the analysis board opened on `position` (read when tapped).
#[component]
pub fn AnalyseHere(position: impl Fn() -> Game + 'static) -> impl IntoView {
    let prefs = use_prefs();
    view! {
        <button data-action="analyse-here" on:click=move |_| analyse_here(&position())>
            {move || prefs.tr("Analyse this position", "Разобрать эту позицию")}
        </button>
    }
}

/// The position in the address, if a position link is there (taken out of it once read).
fn position_in_address() -> Option<Result<Game, String>> {
    let hash = window().location().hash().ok()?;
    let link = hash.strip_prefix('#').filter(|link| link.starts_with(PREFIX))?;
    let read = from_link(link);
    share::clear_address();
    Some(read)
}

/// Each position link, as the page opens with one and whenever one is opened: `open` gets the
/// position; a damaged link is said, and nothing changes.
pub fn listen_for_positions(open: impl Fn(Game) + Copy + 'static) {
    let (ui, prefs) = (use_ui(), use_prefs());
    let take = move || match position_in_address() {
        None => {}
        Some(Ok(game)) => open(game),
        Some(Err(reason)) => {
            let lang = prefs.lang_now();
            let reason = position_message(lang, &reason);
            ui.warn(tr!(lang, "The link does not hold a position: {reason}. Nothing was changed.",
                "В ссылке нет позиции: {reason}. Ничего не изменено."));
        }
    };
    take();
    let opened = window_event_listener(leptos::ev::hashchange, move |_| take());
    on_cleanup(move || opened.remove());
}
