//! Senet by the club's rules: the rules engine, the game record, the computer, and (in the browser)
//! the app. The overview below is `src/ARCHITECTURE.md`.
#![doc = include_str!("ARCHITECTURE.md")]

pub mod ai;
pub mod engine;
pub mod lessons;
pub mod record;

#[cfg(target_arch = "wasm32")]
pub mod app;
