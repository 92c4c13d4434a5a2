//! Senet by the club's rules: the rules engine, the game record, and (in the browser) the app.

pub mod ai;
pub mod engine;
pub mod lessons;
pub mod record;

#[cfg(target_arch = "wasm32")]
pub mod app;
