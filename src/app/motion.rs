//! Moves travel along the track, square by square (the Ba continuation and an exchange too).
//! Short, skipped under `prefers-reduced-motion`, and any click or key finishes them at once.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use super::contexts::shown::BoardView;
use super::contexts::table::Table;
use crate::record::{Entry, Line, Outcome, Path};

/// Milliseconds per square, and the longest a move may take.
const STEP_MS: f64 = 45.0;
const LONGEST_MS: f64 = 600.0;

fn reduced_motion() -> bool {
    window().match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|m| m.matches())
}

/// The squares a piece passes, from its start to its end (21 is on the way of a Ba move).
fn squares(path: &Path) -> Vec<u8> {
    if path.from <= path.to {
        (path.from..=path.to).collect()
    } else {
        (path.to..=path.from).rev().collect()
    }
}

fn square_element(square: u8) -> Option<web_sys::Element> {
    document().query_selector(&format!("[data-square=\"{square}\"]")).ok().flatten()
}

/// Slide the piece now on the last square of `way` from each square of `way` to the next.
/// Returns whether there was a piece to move.
fn travel(way: &[u8]) -> bool {
    let (Some(&last), true) = (way.last(), way.len() > 1) else { return false };
    let Some(end) = square_element(last) else { return false };
    let Some(piece) = end.query_selector("[data-piece]").ok().flatten() else { return false };
    let end_box = end.get_bounding_client_rect();
    let frames = js_sys::Array::new();
    for square in way {
        let Some(cell) = square_element(*square) else { return false };
        let cell_box = cell.get_bounding_client_rect();
        let frame = js_sys::Object::new();
        // Whole pixels: formatting a float would bring the standard library's float printing into
        // the first board's download.
        let (x, y) = ((cell_box.left() - end_box.left()).round() as i32, (cell_box.top() - end_box.top()).round() as i32);
        let shift = format!("translate({x}px, {y}px)");
        let _ = js_sys::Reflect::set(&frame, &JsValue::from_str("transform"), &JsValue::from_str(&shift));
        frames.push(&frame);
    }
    let duration = (STEP_MS * way.len() as f64).min(LONGEST_MS);
    // Element.animate: web-sys has it only among its unstable APIs.
    if let Ok(animate) = js_sys::Reflect::get(&piece, &JsValue::from_str("animate")) {
        if let Ok(animate) = animate.dyn_into::<js_sys::Function>() {
            return animate.call2(&piece, &frames, &JsValue::from_f64(duration)).is_ok();
        }
    }
    false
}

/// Animate what a record line did on the board; whether anything moved.
pub fn show(line: &Line) -> bool {
    if reduced_motion() {
        return false;
    }
    let Entry::Throw { outcome: Outcome::Move { path, capture, fate, .. }, .. } = &line.entry else { return false };
    let mut way = squares(path);
    if let Some((fate_path, _)) = fate.and_then(|f| f.result) {
        way.extend(squares(&fate_path).into_iter().skip(1));
    }
    let moved = travel(&way);
    let exchanged = capture.is_some_and(|capture| travel(&squares(&capture.path)));
    moved || exchanged
}

/// Finish every running animation (moves and sticks) at once.
pub fn finish_all() {
    let animations = document().get_animations();
    for animation in animations.iter() {
        if let Ok(animation) = animation.dyn_into::<web_sys::Animation>() {
            let _ = animation.finish();
        }
    }
}

/// Each line's move travels along the track as it comes onto the board: a new line of the live
/// game, or the next line stepped to (a friend's turn shown as it was played); a click or a key
/// finishes it. Returns the count of moves shown so far (for the tests).
pub fn animate_new_moves(table: Table, board: BoardView) -> RwSignal<u32> {
    let lines_seen = StoredValue::new(table.recorder_untracked(|r| r.record().lines.len()));
    let moves_shown = RwSignal::new(0u32);
    Effect::new(move |_| {
        let total = table.recorder(|r| r.record().lines.len());
        let lines = board.stepping().step.unwrap_or(total);
        let before = lines_seen.get_value();
        lines_seen.set_value(lines);
        if lines == before + 1 && board.stepping().better.is_none() {
            if let Some(line) = table.recorder_untracked(|r| r.record().lines.get(lines - 1).cloned()) {
                request_animation_frame(move || {
                    if show(&line) {
                        moves_shown.update(|n| *n += 1);
                    }
                });
            }
        }
    });
    let skip_click = window_event_listener(leptos::ev::pointerdown, |_| finish_all());
    on_cleanup(move || skip_click.remove());
    moves_shown
}
