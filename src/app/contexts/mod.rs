//! The app's shared state, a context per concern, each provided by its own function and taken
//! only where it is used (features keep theirs beside their code: `library`, `lessons`, `review`).

pub mod prefs;
pub mod saved;
pub mod shown;
pub mod table;
pub mod ui;

use leptos::prelude::use_context;

/// A context the page provides (what each `use_*` returns). One message for them all: leptos's
/// `expect_context` formats the type's name in each, which the first board's download paid for
/// once per context.
pub fn provided<T: Clone + 'static>() -> T {
    use_context().expect("the page provides each context before drawing what uses it")
}
