//! The app's shared state, a context per concern, each provided by its own function and taken
//! only where it is used (features keep theirs beside their code: `library`, `lessons`, `review`).

pub mod prefs;
pub mod saved;
pub mod shown;
pub mod table;
pub mod ui;
