//! Points in the page's timeline, for the budget step's breakdown of a visit and the end-to-end
//! tests: `senet-start` (the wasm runs), `senet-stored` (the saved game read), `senet-interactive`
//! (the board drawn and live), `senet-later` (the code of the rest has come, `later`), and the
//! computer's and the review's durations, with the positions each decision searched
//! (`senet-decision-nodes:N`).

use leptos::prelude::window;

pub fn mark(name: &str) {
    if let Some(performance) = window().performance() {
        let _ = performance.mark(name);
    }
}

/// The time from the mark `start` to now, as the measure `name`.
pub fn measure(name: &str, start: &str) {
    if let Some(performance) = window().performance() {
        let _ = performance.measure_with_start_mark(name, start);
    }
}

/// The mark `name:figure` now: a figure for the budget step, in the mark's name (web-sys offers a
/// mark's `detail` only among its unstable APIs).
pub fn mark_with(name: &str, figure: u64) {
    mark(&format!("{name}:{figure}"));
}
