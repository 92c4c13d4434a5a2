//! The browser app: a Leptos component tree over the contexts of `contexts` and the features'
//! own, with the code the first board does not need loaded after it (`later`).

mod advice;
mod analysis;
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
mod level;
mod library;
mod marks;
pub mod messages;
mod motion;
mod new_game;
mod page;
mod panel_head;
mod play;
mod practice;
mod puzzles;
mod record;
mod review;
mod reviewing;
mod rules;
mod rule_links;
mod rules_page;
pub mod share;
mod share_panel;
pub mod state;
pub mod storage;
mod tasks;
mod text;
mod tournament;
mod turn;
mod tutor;
mod visiting;

pub use analysis::serve_rollouts;
pub use page::App;

/// Mount the app on the page (the entry point of the wasm binary), in short tasks (`tasks`).
pub fn mount() {
    console_error_panic_hook::set_once();
    marks::mark("senet-start");
    tasks::mount(App);
}
