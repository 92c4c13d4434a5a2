//! The practice panel: the exercise on the board and its words, the answer judged, the next one.

use leptos::prelude::*;

use super::text::{exercise_in_words, judged_in_words};
use super::{session_of, solved, to_do};
use crate::ai::practice::Judged;
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::saved::first_game;
use crate::app::contexts::shown::{use_board_view, Shown, Visit};
use crate::app::contexts::table::use_table;
use crate::app::contexts::ui::{table_into_view, use_panels};
use crate::app::later;
use crate::app::panel_head::PanelHead;
use crate::app::storage;
use crate::app::text::Players;
use crate::engine::Action;

later::part!(drawing => PracticePanel);

/// The panel, while it is open (`Panels::practice`).
#[component]
pub fn PracticePanel() -> impl IntoView {
    let (prefs, open) = (use_prefs(), use_panels().practice);
    move || {
        open.get().then(|| view! {
            <section class="practice" data-practice="" aria-label=move || prefs.tr("Your mistakes, again", "Ваши ошибки ещё раз")>
                <PanelHead title=("Your mistakes, again", "Ваши ошибки ещё раз") close="close-practice"
                    close_label=("Close the practice", "Закрыть упражнения") open=open/>
                <Exercises/>
            </section>
        })
    }
}

/// The exercises to do, one at a time on the board; the player's own game comes back when the
/// panel closes.
#[component]
fn Exercises() -> impl IntoView {
    let (board, table, prefs) = (use_board_view(), use_table(), use_prefs());
    let exercises = to_do();
    let count = exercises.len();
    let exercises = StoredValue::new(exercises);
    let current = RwSignal::new(0usize);
    let judged = RwSignal::new(None::<Judged>);
    let not_kept = RwSignal::new(false);
    let show = move |index: usize| {
        let Some(exercise) = exercises.with_value(|all| all.get(index).copied()) else { return };
        judged.set(None);
        board.show(Shown::visiting(Visit::Practice), Some(session_of(&exercise, js_sys::Date::now())));
        table_into_view();
    };
    show(0);
    // The answer: the first move played on the exercise, judged once.
    Effect::new(move |_| {
        let answer = table.with(|s| s.actions.iter().find_map(|action| match action {
            Action::Move(mv) => Some(*mv),
            _ => None,
        }));
        if board.visit() != Some(Visit::Practice) || judged.get_untracked().is_some() {
            return;
        }
        let Some(answer) = answer else { return };
        let Some(exercise) = exercises.with_value(|all| all.get(current.get_untracked()).copied()) else { return };
        let Some(verdict) = exercise.judge(answer) else { return };
        judged.set(Some(verdict));
        if verdict.right() {
            not_kept.set(solved(&exercise).is_err());
        } else {
            // The best move in place of the answer, marked as the last move.
            let mut best = session_of(&exercise, js_sys::Date::now());
            best.actions.push(Action::Move(verdict.best));
            board.show(Shown::visiting(Visit::Practice), Some(best));
        }
    });
    on_cleanup(move || {
        // Back to the player's own game, as "Back to my game" goes.
        if board.now().visit() == Some(Visit::Practice) {
            board.show(Shown::OWN, Some(storage::current().unwrap_or_else(first_game)));
        }
    });
    let next = move |_| {
        current.update(|c| *c += 1);
        show(current.get_untracked());
    };
    move || {
        let lang = prefs.lang.get();
        let index = current.get();
        let Some(exercise) = exercises.with_value(|all| all.get(index).copied()) else {
            let said = match count {
                0 => prefs.tr("Nothing to practise: the mistakes of a game you review come here (\"Practise your mistakes\" in the review).",
                    "Упражнений нет: ошибки из разобранных партий попадают сюда («Поработать над ошибками» в разборе)."),
                _ => prefs.tr("Done: every mistake kept here has been practised.", "Готово: все сохранённые ошибки разобраны."),
            };
            return view! { <p data-exercise="none">{said}</p> }.into_any();
        };
        let players = table.with_untracked(Players::named);
        let verdict = judged.get();
        view! {
            <p data-exercise=index + 1>{exercise_in_words(lang, players, &exercise, index + 1, count)}</p>
            {verdict.map(|verdict| view! {
                <p role="status" data-practice-result=if verdict.right() { "solved" } else { "failed" }>{judged_in_words(lang, players, &exercise, &verdict)}</p>
                <button data-action="next-exercise" on:click=next>{move || prefs.tr("Next", "Дальше")}</button>
            })}
            {move || not_kept.get().then(|| view! {
                <p role="alert">{move || prefs.tr("This browser keeps nothing now: the exercise is solved for this visit only.",
                    "Браузер сейчас ничего не сохраняет: упражнение засчитано только на этот раз.")}</p>
            })}
        }.into_any()
    }
}
