//! The browser app: a Leptos component tree over the contexts of `contexts` and the features'
//! own, with the code the first board does not need loaded after it (`later`).

mod advice;
mod board;
mod cards;
mod clipboard;
mod contexts;
mod friend;
mod game_over;
pub mod glossary;
mod header;
mod hint;
pub mod i18n;
pub mod keys;
mod later;
mod lessons;
mod library;
mod marks;
pub mod messages;
mod motion;
mod new_game;
mod page;
mod play;
mod record;
mod review;
mod rules;
mod rule_links;
mod rules_page;
pub mod share;
mod share_panel;
pub mod state;
pub mod storage;
mod text;
mod turn;
mod visiting;

pub use page::App;

/// Mount the app on the page (the entry point of the wasm binary).
pub fn mount() {
    console_error_panic_hook::set_once();
    marks::mark("senet-start");
    leptos::mount::mount_to_body(App);
    // The skeleton index.html shows while the wasm loads goes in the same task as the app comes:
    // no frame shows both or neither.
    if let Some(skeleton) = leptos::prelude::document().get_element_by_id("skeleton") {
        skeleton.remove();
    }
    marks::mark("senet-interactive");
}
