//! The first drawing cut into tasks. A slow phone must never be held in one long task (the
//! architecture's invariants): the app is drawn hidden in a task after the one the wasm starts in,
//! each heavy piece of it (`next`: the header, the turn, the board) in a task of its own after
//! that; then one short task shows the app and hides the skeleton index.html shows while the wasm
//! loads (no frame shows both or neither), and the skeleton's many nodes are removed in the task
//! after.
//!
//! Uses the page (`#app`, `#skeleton` in index.html); `later` draws its parts the way this draws
//! its pieces (`shown`).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use leptos::prelude::*;

use super::marks::mark;

/// Draw `app` into index.html's `#app`, in the steps above.
pub fn mount<V: IntoView + 'static>(app: impl FnOnce() -> V + 'static) {
    in_a_task(Box::new(move || {
        let host = document().get_element_by_id("app").unwrap_or_else(|| document().body().expect("a page has a body").into());
        leptos::mount::mount_to(wasm_bindgen::JsCast::unchecked_into(host.clone()), app).forget();
        // Queued after the pieces `next` put off while the app was drawn: they come first.
        in_a_task(Box::new(move || {
            let _ = host.remove_attribute("hidden");
            if let Some(skeleton) = document().get_element_by_id("skeleton") {
                let _ = skeleton.set_attribute("hidden", "");
                in_a_task(Box::new(move || skeleton.remove()));
            }
            SHOWN.store(true, Ordering::Relaxed);
            mark("senet-interactive");
        }));
    }));
}

/// Whether the app is shown (the rest of it waits for that: `later`).
#[cfg_attr(not(feature = "split"), allow(dead_code))]
pub fn app_shown() -> bool {
    SHOWN.load(Ordering::Relaxed)
}

static SHOWN: AtomicBool = AtomicBool::new(false);

/// `piece`, drawn in a task of its own after the one that draws its place. The component tests
/// (built without the feature `split`, as for `later::draw`) draw it at once.
#[cfg(feature = "split")]
pub fn next(piece: Drawing) -> impl IntoView {
    let drawing = RwSignal::new(None);
    in_a_task(Box::new(move || drawing.set(Some(piece))));
    shown(drawing)
}

#[cfg(not(feature = "split"))]
pub fn next(piece: Drawing) -> impl IntoView {
    shown(RwSignal::new(Some(piece)))
}

/// What draws a piece of the page (or a part of the rest: `later`).
pub type Drawing = fn() -> AnyView;

/// What `drawing` draws, once it is there. One type for every piece and part: the first board's
/// download pays for it once.
pub fn shown(drawing: RwSignal<Option<Drawing>>) -> impl IntoView {
    move || drawing.get().map(|draw| draw())
}

/// `then`, in a task of its own after those queued before it. One type of callback (as `later`
/// gives the timer too): the first board's download pays for the timer's glue once.
fn in_a_task(then: Box<dyn FnOnce()>) {
    set_timeout(then, Duration::ZERO);
}
