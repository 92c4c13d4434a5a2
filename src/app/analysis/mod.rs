//! The analysis board (issue 40): a position typed in the position notation, set up by taps on the
//! board, or the board's own, refused with the reason when no game reaches it; its table of throws
//! (each throw's chance of falling, its best move and the winning chance after it; a chosen throw's
//! every move ranked, and shown on the board); rollouts in a Web Worker of their own, with their
//! progress and a cancel; the position as a link; and play on from it. A part of its own after the first
//! board, opened by `Panels::analysis` (from the games' menu), by a position link, or by "Analyse
//! this position" in the review, the record and the lessons. Uses `ai::analysis` for the numbers,
//! `record::position` for the links, and the page's contexts.

mod link;
mod panel;
mod rollout;
mod text;
mod worker;

pub use link::AnalyseHere;
pub use panel::drawing;
pub use worker::serve as serve_rollouts;
