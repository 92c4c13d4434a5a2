//! The ways into the practice: "Practise your mistakes" in a finished game's review (its ? and ??
//! choices of this browser's players kept as exercises, each once), and "Practise the mistakes of
//! your last games" in the games library (its last finished games reviewed for them).

use leptos::prelude::*;

use super::add;
use crate::ai::practice::{exercises, Exercise};
use crate::ai::review::Review;
use crate::app::contexts::prefs::{use_prefs, Prefs};
use crate::app::contexts::table::use_table;
use crate::app::contexts::ui::{use_panels, use_ui, Panels, Ui};
use crate::app::i18n::tr;
use crate::app::reviewing::{last_finished, players_sides, ReviewGames, Reviewed};
use crate::app::storage::Kept;

/// Keep `found` to practise (a refusal said: they last the visit) and open the practice on them.
fn practise(found: &[Exercise], panels: Panels, ui: Ui, prefs: Prefs) {
    if add(found).is_err() {
        ui.warn(prefs.tr("This browser keeps nothing now: the exercises are here for this visit only.",
            "Браузер сейчас ничего не сохраняет: упражнения доступны только в этот раз."));
    }
    panels.close_all();
    panels.practice.set(true);
}

#[component]
pub fn PractiseMistakes(review: Review) -> impl IntoView {
    let (table, panels, ui, prefs) = (use_table(), use_panels(), use_ui(), use_prefs());
    let found = table.with_untracked(|s| exercises(&review, s.first_position(), &s.actions, &players_sides(s)));
    let count = found.len();
    let open = move |_| practise(&found, panels, ui, prefs);
    (count > 0).then(|| view! {
        <button data-action="practise-mistakes" on:click=open>
            {move || tr!(prefs.lang.get(), "Practise your mistakes ({count})", "Поработать над ошибками ({count})")}
        </button>
    })
}

/// The games library's way in: its last finished games (`kept`, the library as it is when asked)
/// reviewed a slice at a time, their marked choices of this browser's players kept as exercises,
/// and the practice opened.
#[component]
pub fn PractiseLastGames(kept: impl Fn() -> Vec<Kept> + Copy + Send + Sync + 'static) -> impl IntoView {
    let (panels, ui, prefs) = (use_panels(), use_ui(), use_prefs());
    let (found_none, reviewing) = (RwSignal::new(false), RwSignal::new(None));
    let done = move |reviews: Reviewed| {
        let found = reviews.iter().flat_map(|(session, review)| exercises(review, session.first_position(), &session.actions, &players_sides(session))).collect::<Vec<_>>();
        found_none.set(found.is_empty());
        if !found.is_empty() {
            practise(&found, panels, ui, prefs);
        }
    };
    let progress = |lang, done, of| tr!(lang, "Looking for your mistakes: {done} of {of} games reviewed…", "Ищем ваши ошибки: разобрано партий {done} из {of}…");
    view! {
        <ReviewGames action="practise-last-games" label=("Practise the mistakes of your last games", "Поработать над ошибками последних партий")
            progress=progress games=move || last_finished(kept()) done=done reviewing=reviewing/>
        {move || (found_none.get() && reviewing.get().is_none()).then(|| view! {
            <p role="status" data-practice-found="none">{move || prefs.tr("No mistakes to practise in your last finished games.",
                "В последних законченных партиях нет ошибок для упражнений.")}</p>
        })}
    }
}
