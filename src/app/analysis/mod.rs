//! The analysis board (issue 40): a position typed or pasted in the position notation (or the
//! board's own, at a throw), refused with the reason when no game reaches it; its table of throws
//! (each throw's chance of falling, its best move and the winning chance after it, every move of a
//! chosen throw ranked); and rollouts, run a slice at a time so that the page stays responsive,
//! with their progress and a cancel; a position shared as a link. Opened from the games' menu (☰),
//! by a position link, or by "Analyse" in the review, the record and the lessons; drawn with the
//! games' menu, after the first board. Uses `ai::analysis` for the numbers, `record::position` for
//! the links, and the page's contexts.

mod link;
mod panel;
mod rollout;
mod text;

pub use link::AnalyseHere;
pub use panel::AnalysisPanel;
