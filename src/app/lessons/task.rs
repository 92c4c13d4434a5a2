//! The lesson on the board: its task where a game says whose turn it is (once done, what was
//! learnt and the next lesson), the rule it teaches below the board, and a square's lesson.

use leptos::prelude::*;

use super::{text, use_lessons};
use crate::app::analysis::AnalyseHere;
use crate::app::cards::{house_rule_id, square_explanation};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::ui::{use_panels, use_ui};
use crate::app::i18n::tr;
use crate::app::later;
use crate::app::rule_links::with_rule_links;
use crate::app::rules::points_naming;
use crate::engine::squares::House;

later::part!(task => LessonTask);
later::part!(rule => LessonRule);
later::part!(house_link => HouseLesson);

#[component]
pub fn LessonTask() -> impl IntoView {
    let (lessons, board, prefs) = (use_lessons(), use_board_view(), use_prefs());
    move || {
        let lesson = board.lesson()?;
        let lang = prefs.lang.get();
        if !lessons.finished() {
            // On a small phone the why waits below the board (`LessonRule`), so that the board
            // stays in view.
            return Some(view! {
                <p class="lesson-task">{with_rule_links(text(lang, lesson.task).to_string())}</p>
                <p class="lesson-why">{with_rule_links(text(lang, lesson.why).to_string())}</p>
            }.into_any());
        }
        Some(view! {
            <div class="lesson-done" data-lesson-done="" role="status">
                <p><span aria-hidden="true">"✓ "</span>{text(lang, lesson.learnt)}</p>
                {lesson.next().map(|next| view! {
                    <button data-action="next-lesson" on:click=move |_| lessons.open(next)>
                        {move || prefs.tr("Next lesson", "Следующий урок")}
                    </button>
                })}
            </div>
        }.into_any())
    }
}

/// The rule the lesson teaches, in the rules page's words, and a fresh start.
#[component]
pub fn LessonRule() -> impl IntoView {
    let (lessons, board, panels, prefs) = (use_lessons(), use_board_view(), use_panels(), use_prefs());
    move || {
        let lesson = board.lesson()?;
        let lang = prefs.lang.get();
        let rule = lesson.rule();
        Some(view! {
            <section class="lesson-rule" aria-label=move || prefs.tr("The rule", "Правило")>
                <p class="lesson-why-below">{with_rule_links(text(lang, lesson.why).to_string())}</p>
                <h2>{tr!(lang, "Rule {rule}", "Правило {rule}")}</h2>
                {points_naming(lang, rule).into_iter().map(|point| view! { <p>{point}</p> }).collect_view()}
                <button data-action="restart-lesson" on:click=move |_| lessons.open(lesson)>
                    {move || prefs.tr("Start the lesson again", "Начать урок заново")}
                </button>
                <button data-action="lessons-list" on:click=move |_| panels.lessons.set(true)>
                    {move || prefs.tr("All lessons", "Все уроки")}
                </button>
                <AnalyseHere position=move || board.game.get_untracked()/>
            </section>
        })
    }
}

/// A square explained on a tap links to its lesson: a House's own, the board's (K1) for another.
#[component]
pub fn HouseLesson() -> impl IntoView {
    let (lessons, ui, prefs) = (use_lessons(), use_ui(), use_prefs());
    move || {
        let lang = prefs.lang.get();
        let notice = ui.notice.get()?;
        let square = (1..=30).find(|&square| square_explanation(lang, square) == notice)?;
        let lesson = crate::lessons::for_rule(House::at(square).map_or("K1", house_rule_id))?;
        let rule = lesson.rule();
        Some(view! {
            <button class="lesson-link" data-lesson-link=lesson.id on:click=move |_| lessons.open(lesson)>
                {tr!(lang, "Learn it: lesson {rule}", "Научиться: урок {rule}")}
            </button>
        })
    }
}
