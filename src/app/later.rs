//! The machinery for the parts of the app the first board does not need: the release build loads
//! their code after it. Each feature declares its own parts beside its code (`part!`, and
//! `wasm_split` functions for calls such as the computer's turn).
//!
//! With the `split` feature (the release build: index.html, Trunk.toml's hook) the functions
//! marked `wasm_split`, and all the code only they reach, are a wasm chunk of their own, fetched on
//! the first call, right after the first board is drawn. Without it (the component tests) they
//! are plain calls. A download that fails (no network) is said, and tried again until it comes;
//! the board goes on meanwhile.

use std::sync::atomic::{AtomicBool, Ordering};

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

use super::contexts::prefs::{use_prefs, Prefs};
use super::contexts::ui::{use_ui, Ui};
use super::marks::mark;

/// What draws a part: a function of the chunk, called where the part stands (so that what it
/// creates belongs there); drawn as the first drawing's pieces are (`tasks::shown`).
pub use super::tasks::Drawing;
use super::tasks::shown;
#[cfg(feature = "split")]
use super::tasks::app_shown;

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
pub fn draw(load: fn() -> Call<Drawing>) -> impl IntoView {
    shown(drawing(load))
}

/// What draws the part that `load` hands out, once its code is here.
#[cfg(feature = "split")]
fn drawing(load: fn() -> Call<Drawing>) -> RwSignal<Option<Drawing>> {
    let loader = use_loader();
    let drawing = RwSignal::new(None::<Drawing>);
    leptos::task::spawn_local(async move {
        after_the_first_board().await;
        let drawn = loader.until_loaded(&load).await;
        // Each part drawn in a task of its own: a tap, or a frame, can come between them.
        when(|done| set_timeout(done, std::time::Duration::ZERO)).await;
        drawing.set(Some(drawn));
    });
    drawing
}

/// Without the chunk (the component tests) the part is drawn at once.
#[cfg(not(feature = "split"))]
fn drawing(load: fn() -> Call<Drawing>) -> RwSignal<Option<Drawing>> {
    RwSignal::new(use_loader().until_loaded(&load))
}

/// What a feature opened before its code has come says (`Loader::opening`), in both languages.
#[cfg(feature = "split")]
const COMING: (&str, &str) =
    ("Coming: this part of the app is still on its way, and opens as soon as it is here.", "Сейчас откроется: эта часть приложения ещё загружается.");

impl Loader {
    /// Make a call into the chunk once its code has come (`call` makes it: see [`call`]). Before
    /// it has come, the player is told that what they asked for is coming.
    #[cfg(feature = "split")]
    pub fn run(self, call: Box<dyn Fn() -> Call<()>>) {
        self.opening();
        leptos::task::spawn_local(async move { self.until_loaded(&*call).await });
    }

    /// The player opens a feature (a panel, a lesson): before the code of the rest has come (the
    /// first seconds of a first visit, or offline) the notice says that it is coming, until it
    /// comes.
    #[cfg(feature = "split")]
    pub fn opening(self) {
        if !has_arrived() {
            self.ui.tell(self.prefs.tr(COMING.0, COMING.1));
        }
    }

    #[cfg(not(feature = "split"))]
    pub fn run(self, call: Box<dyn Fn() -> Call<()>>) {
        self.until_loaded(&*call);
    }

    /// Without the chunk (the component tests) everything is here.
    #[cfg(not(feature = "split"))]
    pub fn opening(self) {}

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
                    let coming = self.prefs.tr(COMING.0, COMING.1);
                    if self.ui.notice.with_untracked(|notice| notice.as_deref() == Some(coming)) {
                        self.ui.notice.set(None);
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

/// Once the first board is shown and painted: the board shows, and the throw can be used, before
/// the rest's code is fetched, compiled and drawn (a phone's largest paint is the board's).
#[cfg(feature = "split")]
async fn after_the_first_board() {
    while !app_shown() {
        when(request_animation_frame).await;
    }
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

/// Whether the code of the rest has come.
static ARRIVED: AtomicBool = AtomicBool::new(false);

#[cfg(feature = "split")]
fn has_arrived() -> bool {
    ARRIVED.load(Ordering::Relaxed)
}

/// The code of the rest has come: marked for the budget step and the end-to-end tests (once is
/// enough).
fn arrived() {
    if !ARRIVED.swap(true, Ordering::Relaxed) {
        mark("senet-later");
    }
}
