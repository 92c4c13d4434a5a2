//! The practice panel: the exercise on the board and its words, the answer judged, the next one.

use leptos::prelude::*;

use super::board::{answer, back_to_own_game, show_answer, show_exercise};
use super::text::{exercise_in_words, judged_in_words};
use super::{solved, to_do};
use crate::ai::practice::Judged;
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::contexts::ui::use_panels;
use crate::app::later;
use crate::app::panel_head::PanelHead;
use crate::app::text::Players;

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
        show_exercise(board, exercise.position, exercise.throw);
    };
    show(0);
    // The answer, judged once.
    Effect::new(move |_| {
        let Some(answer) = answer(board, table) else { return };
        if judged.get_untracked().is_some() {
            return;
        }
        let Some(exercise) = exercises.with_value(|all| all.get(current.get_untracked()).copied()) else { return };
        let Some(verdict) = exercise.judge(answer) else { return };
        judged.set(Some(verdict));
        if verdict.right() {
            not_kept.set(solved(&exercise).is_err());
        } else {
            show_answer(board, exercise.position, exercise.throw, verdict.best);
        }
    });
    on_cleanup(move || back_to_own_game(board));
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
