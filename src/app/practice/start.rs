//! The ways into the practice: "Practise your mistakes" in a finished game's review (its ? and ??
//! choices of this browser's players kept as exercises, each once), and "Practise the mistakes of
//! your last games" in the games library (its last finished games reviewed for them).

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;

use super::{add, players_sides};
use crate::ai::practice::{exercises, Exercise};
use crate::ai::review::{Review, Reviewer, DEPTH};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::table::use_table;
use crate::app::contexts::ui::{use_panels, use_ui};
use crate::app::i18n::tr;
use crate::app::state::Session;
use crate::app::storage::Kept;

#[component]
pub fn PractiseMistakes(review: Review) -> impl IntoView {
    let (table, panels, ui, prefs) = (use_table(), use_panels(), use_ui(), use_prefs());
    let found = table.with_untracked(|s| exercises(&review, s.first_position(), &s.actions, &players_sides(s)));
    let count = found.len();
    let practise = move |_| {
        if add(&found).is_err() {
            ui.warn(prefs.tr("This browser keeps nothing now: the exercises are here for this visit only.",
                "Браузер сейчас ничего не сохраняет: упражнения доступны только в этот раз."));
        }
        panels.close_all();
        panels.practice.set(true);
    };
    (count > 0).then(|| view! {
        <button data-action="practise-mistakes" on:click=practise>
            {move || tr!(prefs.lang.get(), "Practise your mistakes ({count})", "Поработать над ошибками ({count})")}
        </button>
    })
}

/// How many of the library's last finished games "Practise the mistakes of your last games" reviews.
const LAST_GAMES: usize = 10;
/// How long one slice of their review may hold the page (ms), as the review's own.
const SLICE_MS: f64 = 12.0;

/// The games library's way in: the last finished games kept there (`kept`, the library as it is
/// when asked) reviewed a slice at a time, their marked choices of this browser's players kept as
/// exercises, and the practice opened.
#[component]
pub fn PractiseLastGames(kept: impl Fn() -> Vec<Kept> + Copy + Send + Sync + 'static) -> impl IntoView {
    let (panels, ui, prefs) = (use_panels(), use_ui(), use_prefs());
    // Games reviewed so far, of how many (`None`: not looking).
    let looking = RwSignal::new(None::<(usize, usize)>);
    let found_none = RwSignal::new(false);
    let start = move |_| {
        let mut games = kept().into_iter().filter(|kept| kept.session.recorder().is_ok_and(|r| r.game().winner().is_some())).collect::<Vec<_>>();
        games.sort_by(|a, b| b.kept_at.total_cmp(&a.kept_at));
        games.truncate(LAST_GAMES);
        let queue = games.into_iter().map(|kept| kept.session).collect::<Vec<_>>();
        found_none.set(false);
        looking.set(Some((0, queue.len())));
        review_slice(Rc::new(RefCell::new(Looking { queue, reviewer: None, found: Vec::new() })), looking, move |found| {
            looking.set(None);
            found_none.set(found.is_empty());
            if found.is_empty() {
                return;
            }
            if add(&found).is_err() {
                ui.warn(prefs.tr("This browser keeps nothing now: the exercises are here for this visit only.",
                    "Браузер сейчас ничего не сохраняет: упражнения доступны только в этот раз."));
            }
            panels.close_all();
            panels.practice.set(true);
        });
    };
    view! {
        <p>{move || match looking.get() {
            None => view! {
                <button data-action="practise-last-games" on:click=start>
                    {move || prefs.tr("Practise the mistakes of your last games", "Поработать над ошибками последних партий")}
                </button>
            }.into_any(),
            Some((done, of)) => view! {
                <span role="status">{move || tr!(prefs.lang.get(), "Looking for your mistakes: {done} of {of} games reviewed…",
                    "Ищем ваши ошибки: разобрано партий {done} из {of}…")}</span>
            }.into_any(),
        }}</p>
        {move || found_none.get().then(|| view! {
            <p role="status" data-practice-found="none">{move || prefs.tr("No mistakes to practise in your last finished games.",
                "В последних законченных партиях нет ошибок для упражнений.")}</p>
        })}
    }
}

/// The library's games under review: those left, the one under way, the exercises found.
struct Looking {
    queue: Vec<Session>,
    reviewer: Option<(Reviewer, Session)>,
    found: Vec<Exercise>,
}

/// Review for a slice of time, then let the page have its turn; `done` gets what was found.
fn review_slice(state: Rc<RefCell<Looking>>, looking: RwSignal<Option<(usize, usize)>>, done: impl Fn(Vec<Exercise>) + Copy + 'static) {
    let started = js_sys::Date::now();
    let mut finished = false;
    {
        let mut state = state.borrow_mut();
        while js_sys::Date::now() - started < SLICE_MS {
            let Some((reviewer, _)) = state.reviewer.as_mut() else {
                let Some(session) = state.queue.pop() else {
                    finished = true;
                    break;
                };
                state.reviewer = Some((Reviewer::new(session.first_position(), &session.actions, DEPTH), session));
                continue;
            };
            // A game the rules refuse (a damaged library entry) gives no exercise.
            if reviewer.step().unwrap_or(false) {
                continue;
            }
            let Some((reviewer, session)) = state.reviewer.take() else { continue };
            state.found.extend(exercises(reviewer.review(), session.first_position(), &session.actions, &players_sides(&session)));
            looking.update(|l| if let Some((reviewed, _)) = l { *reviewed += 1 });
        }
    }
    if finished {
        let found = std::mem::take(&mut state.borrow_mut().found);
        done(found);
    } else {
        set_timeout(move || review_slice(state, looking, done), std::time::Duration::ZERO);
    }
}
