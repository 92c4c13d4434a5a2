//! The machinery for the parts of the app the first board does not need: the release build loads
//! their code after it. Each feature declares its own parts beside its code (`part!`, and
//! `wasm_split` functions for calls such as the computer's turn).
//!
//! With the `split` feature (the release build: index.html, Trunk.toml's hook) the functions
//! marked `wasm_split`, and all the code only they reach, are a wasm chunk of their own, fetched on
//! the first call, right after the first board is drawn. Without it (the component tests) they
//! are plain calls. A download that fails (no network) is said, and tried again until it comes;
//! the board goes on meanwhile.

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

use super::contexts::prefs::{use_prefs, Prefs};
use super::contexts::ui::{use_ui, Ui};
use super::marks::mark;

/// What draws a part: a function of the chunk, called where the part stands (so that what it
/// creates belongs there).
pub type Drawing = fn() -> AnyView;

/// A call into the chunk, one type whatever the function called: in the release build a future
/// of its result (fetching the chunk first), else the result. One type, so that the code that
/// waits for the chunk is there once, not once for each function.
#[cfg(feature = "split")]
pub type Call<T> = std::pin::Pin<Box<dyn std::future::Future<Output = Result<T, SplitLoaderError>>>>;
#[cfg(not(feature = "split"))]
pub type Call<T> = Result<T, SplitLoaderError>;

/// A call of a `wasm_split` function, as a [`Call`].
#[cfg(feature = "split")]
pub fn call<T>(called: impl std::future::Future<Output = Result<T, SplitLoaderError>> + 'static) -> Call<T> {
    Box::pin(called)
}

#[cfg(not(feature = "split"))]
pub fn call<T>(called: Result<T, SplitLoaderError>) -> Call<T> {
    called
}

/// `part!(name => Component)`: `name`, the function that hands out `Component`'s drawing, which
/// the release build puts in the chunk that comes after the first board (draw it with [`draw`]).
macro_rules! part {
    ($name:ident => $component:ident) => {
        pub fn $name() -> $crate::app::later::Call<$crate::app::later::Drawing> {
            #[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible))]
            fn $name() -> Result<$crate::app::later::Drawing, leptos::wasm_split::SplitLoaderError> {
                Ok(|| leptos::prelude::IntoAny::into_any($component()))
            }
            $crate::app::later::call($name())
        }
    };
}
pub(crate) use part;

/// Where a download that failed is said: the alerts, in the player's language (without the
/// chunk nothing is downloaded).
#[derive(Clone, Copy)]
#[cfg_attr(not(feature = "split"), allow(dead_code))]
pub struct Loader {
    ui: Ui,
    prefs: Prefs,
}

pub fn use_loader() -> Loader {
    Loader { ui: use_ui(), prefs: use_prefs() }
}

/// The part that `load` hands out, drawn once its code is here.
#[cfg(feature = "split")]
pub fn draw(load: fn() -> Call<Drawing>) -> impl IntoView {
    let loader = use_loader();
    let drawing = RwSignal::new(None::<Drawing>);
    leptos::task::spawn_local(async move {
        after_a_frame().await;
        let drawn = loader.until_loaded(&load).await;
        // Each part drawn in a task of its own: a tap, or a frame, can come between them.
        when(|done| set_timeout(done, std::time::Duration::ZERO)).await;
        drawing.set(Some(drawn));
    });
    move || drawing.get().map(|draw| draw())
}

/// Without the chunk (the component tests) the part is drawn at once.
#[cfg(not(feature = "split"))]
pub fn draw(load: fn() -> Call<Drawing>) -> impl IntoView {
    let drawn = use_loader().until_loaded(&load);
    move || drawn.map(|draw| draw())
}

impl Loader {
    /// Make a call into the chunk once its code has come (`call` makes it: see [`call`]).
    #[cfg(feature = "split")]
    pub fn run(self, call: Box<dyn Fn() -> Call<()>>) {
        leptos::task::spawn_local(async move { self.until_loaded(&*call).await });
    }

    #[cfg(not(feature = "split"))]
    pub fn run(self, call: Box<dyn Fn() -> Call<()>>) {
        self.until_loaded(&*call);
    }

    /// The result of a call into the chunk, once its code has come. A download that fails is said
    /// once (in the alerts) and tried again every few seconds; the alert goes when it comes.
    #[cfg(feature = "split")]
    async fn until_loaded<T>(self, call: &dyn Fn() -> Call<T>) -> T {
        let alert = self.ui.alert;
        let mut said = None;
        loop {
            match call().await {
                Ok(value) => {
                    if said.is_some() && alert.get_untracked() == said {
                        alert.set(None);
                    }
                    arrived();
                    return value;
                }
                Err(_) => {
                    let text = self.prefs.tr(
                        "Part of the app could not be downloaded (is the network down?): it is tried again every few seconds. The game goes on.",
                        "Часть приложения не загрузилась (нет сети?): она загружается снова каждые несколько секунд. Партию можно продолжать.",
                    ).to_string();
                    if alert.get_untracked().as_ref() != Some(&text) {
                        alert.set(Some(text.clone()));
                    }
                    said = Some(text);
                    when(|done| set_timeout(done, RETRY_AFTER)).await;
                }
            }
        }
    }

    /// Without the chunk (the component tests) every call is answered at once.
    #[cfg(not(feature = "split"))]
    fn until_loaded<T>(self, call: &dyn Fn() -> Call<T>) -> Option<T> {
        let value = call().ok();
        arrived();
        value
    }
}

/// How long a failed download waits before it is tried again.
#[cfg(feature = "split")]
const RETRY_AFTER: std::time::Duration = std::time::Duration::from_secs(5);

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
        mark("senet-later");
    }
}
