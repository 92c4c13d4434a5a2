//! The parts of the app the first board does not need: the release build loads their code after it.
//!
//! With the `split` feature (the release build: index.html, Trunk.toml's hook) the functions
//! marked `wasm_split` here, and all the code only they reach (the panels below the board, the
//! lessons and their texts, the computer's search, the review), are a wasm chunk of their own,
//! fetched on the first call, right after the first board is drawn. Without it (the component
//! tests) they are plain calls. A download that fails (no network) is said, and tried again until
//! it comes; the board goes on meanwhile.

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

use super::{lessons, library, panels, review, rules, Ctx};
use crate::ai::Level;

/// A part of the page whose code may come after the first board.
#[repr(u8)]
#[derive(Clone, Copy, Debug)]
pub enum Part {
    NewGame,
    Library,
    LessonList,
    LessonBar,
    LessonTask,
    LessonRule,
    HouseLesson,
    GameOver,
    Review,
    Advice,
    Record,
    Share,
    Rules,
}

/// What draws the part: a function of the chunk, called where the part stands (so that what it
/// creates belongs there).
#[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible))]
fn drawing(part: Part) -> Result<fn() -> AnyView, SplitLoaderError> {
    Ok(match part {
        Part::NewGame => || view! { <panels::NewGame/> }.into_any(),
        Part::Library => || view! { <library::Library/> }.into_any(),
        Part::LessonList => || view! { <lessons::LessonList/> }.into_any(),
        Part::LessonBar => || view! { <lessons::LessonBar/> }.into_any(),
        Part::LessonTask => || view! { <lessons::LessonTask/> }.into_any(),
        Part::LessonRule => || view! { <lessons::LessonRule/> }.into_any(),
        Part::HouseLesson => || view! { <lessons::HouseLesson/> }.into_any(),
        Part::GameOver => || view! { <panels::GameOver/> }.into_any(),
        Part::Review => || view! { <review::ReviewPanel/> }.into_any(),
        Part::Advice => || view! { <panels::Advice/> }.into_any(),
        Part::Record => || view! { <panels::RecordPanel/> }.into_any(),
        Part::Share => || view! { <panels::SharePanel/> }.into_any(),
        Part::Rules => || view! { <rules::Rules/> }.into_any(),
    })
}

/// The part, drawn once its code is here.
#[component]
pub fn Later(part: Part) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let draw = RwSignal::new(None::<fn() -> AnyView>);
    #[cfg(feature = "split")]
    leptos::task::spawn_local(async move {
        after_a_frame().await;
        let drawn = until_loaded(ctx, || drawing(part)).await;
        // Each part drawn in a task of its own: a tap, or a frame, can come between them.
        when(|done| set_timeout(done, std::time::Duration::ZERO)).await;
        draw.set(Some(drawn));
    });
    #[cfg(not(feature = "split"))]
    draw.set(until_loaded(ctx, || drawing(part)));
    move || draw.get().map(|draw| draw())
}

/// The result of a call into the chunk, once its code has come. A download that fails is said
/// once (in the alerts) and tried again every few seconds; the alert goes when it comes.
#[cfg(feature = "split")]
async fn until_loaded<T, Call: std::future::Future<Output = Result<T, SplitLoaderError>>>(ctx: Ctx, call: impl Fn() -> Call) -> T {
    let mut said = None;
    loop {
        match call().await {
            Ok(value) => {
                if said.is_some() && ctx.alert.get_untracked() == said {
                    ctx.alert.set(None);
                }
                arrived();
                return value;
            }
            Err(_) => {
                let text = not_downloaded(ctx);
                if ctx.alert.get_untracked().as_ref() != Some(&text) {
                    ctx.alert.set(Some(text.clone()));
                }
                said = Some(text);
                when(|done| set_timeout(done, RETRY_AFTER)).await;
            }
        }
    }
}

/// Without the chunk (the component tests) every call is answered at once.
#[cfg(not(feature = "split"))]
fn until_loaded<T>(_: Ctx, call: impl Fn() -> Result<T, SplitLoaderError>) -> Option<T> {
    let value = call().ok();
    arrived();
    value
}

/// How long a failed download waits before it is tried again.
#[cfg(feature = "split")]
const RETRY_AFTER: std::time::Duration = std::time::Duration::from_secs(5);

#[cfg(feature = "split")]
fn not_downloaded(ctx: Ctx) -> String {
    ctx.tr(
        "Part of the app could not be downloaded (is the network down?): it is tried again every few seconds. The game goes on.",
        "Часть приложения не загрузилась (нет сети?): она загружается снова каждые несколько секунд. Партию можно продолжать.",
    )
    .to_string()
}

/// Once the next frame is painted: the board shows, and the throw can be used, before the rest's
/// code is compiled and drawn.
#[cfg(feature = "split")]
async fn after_a_frame() {
    when(|done| request_animation_frame(move || set_timeout(done, std::time::Duration::ZERO))).await;
}

/// Resolves when `schedule` calls what it is given (a timer's or a frame's callback).
#[cfg(feature = "split")]
async fn when(schedule: impl FnOnce(Box<dyn FnOnce()>)) {
    let mut schedule = Some(schedule);
    let called = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(schedule) = schedule.take() {
            schedule(Box::new(move || drop(resolve.call0(&wasm_bindgen::JsValue::NULL))));
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(called).await;
}

/// For the budget step and the end-to-end tests: the code of the rest has come (once is enough).
fn arrived() {
    use std::sync::atomic::{AtomicBool, Ordering};
    static MARKED: AtomicBool = AtomicBool::new(false);
    if !MARKED.swap(true, Ordering::Relaxed) {
        super::mark("senet-later");
    }
}

#[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible))]
fn first_lesson_opened(ctx: Ctx) -> Result<(), SplitLoaderError> {
    ctx.open_first_lesson();
    Ok(())
}

/// The "Learn to play" of a first visit: the first lesson not yet done.
pub fn open_first_lesson(ctx: Ctx) {
    #[cfg(feature = "split")]
    leptos::task::spawn_local(until_loaded(ctx, move || first_lesson_opened(ctx)));
    #[cfg(not(feature = "split"))]
    until_loaded(ctx, || first_lesson_opened(ctx));
}

#[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible))]
fn computer_acted(ctx: Ctx, level: Level, revision: u64) -> Result<(), SplitLoaderError> {
    // Nothing has happened since the computer's turn came (not even while its code came).
    if ctx.session.with_untracked(|s| s.revision) == revision {
        ctx.computer_act(level);
    }
    Ok(())
}

/// The computer's action, unless the game changed since `revision`.
pub fn computer_turn(ctx: Ctx, level: Level, revision: u64) {
    #[cfg(feature = "split")]
    leptos::task::spawn_local(until_loaded(ctx, move || computer_acted(ctx, level, revision)));
    #[cfg(not(feature = "split"))]
    until_loaded(ctx, || computer_acted(ctx, level, revision));
}
