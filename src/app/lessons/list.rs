//! The list of lessons, by course, with the ones done marked; and the button that opens it.

use leptos::prelude::*;

use super::{course_name, is_done, text, use_lessons};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::ui::use_panels;
use crate::app::i18n::tr;
use crate::app::later::{self, use_loader};
use crate::app::panel_head::PanelHead;
use crate::lessons::{Course, LESSONS};

later::part!(drawing => LessonList);

#[component]
pub fn LessonList() -> impl IntoView {
    let (lessons, panels, prefs) = (use_lessons(), use_panels(), use_prefs());
    let course = move |course: Course| {
        let lang = prefs.lang.get();
        let done = lessons.done.get();
        view! {
            <h3>{course_name(lang, course)}</h3>
            <ol class="lesson-list">
                {LESSONS.iter().filter(|l| l.course == course).map(|lesson| {
                    let is_done = is_done(&done, lesson);
                    view! {
                        <li>
                            <button class="lesson-item" data-lesson=lesson.id data-done=is_done.then_some("") on:click=move |_| lessons.open(lesson)>
                                <span class="rule-id">{lesson.rule()}</span>
                                <span>{text(lang, lesson.title)}</span>
                                {is_done.then(|| view! {
                                    <span class="done-mark" aria-hidden="true">"✓"</span>
                                    <span class="visually-hidden">{prefs.tr(" (done)", " (пройден)")}</span>
                                })}
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ol>
        }
    };
    move || {
        panels.lessons.get().then(|| view! {
            <section class="lessons" aria-label=move || prefs.tr("Lessons", "Уроки")>
                <PanelHead title=("Learn Senet by playing", "Учимся играть в Сенет") close="close-lessons"
                    close_label=("Close the lessons", "Закрыть уроки") open=panels.lessons/>
                <p>{move || {
                    let done = lessons.done.with(|done| LESSONS.iter().filter(|l| is_done(done, l)).count());
                    let all = LESSONS.len();
                    tr!(prefs.lang.get(), "Each lesson is a position on the real board with the real rules: play the move it asks for. Done: {done} of {all}.",
                        "Каждый урок — позиция на настоящей доске по настоящим правилам: сделайте ход, о котором он просит. Пройдено: {done} из {all}.")
                }}</p>
                {move || Course::ALL.map(course).collect_view()}
            </section>
        })
    }
}

/// Opens and closes the list of lessons.
#[component]
pub fn LessonsButton() -> impl IntoView {
    let (panels, prefs, loader) = (use_panels(), use_prefs(), use_loader());
    view! {
        <button class="icon" data-action="lessons" aria-expanded=move || panels.lessons.get().to_string()
            aria-label=move || prefs.tr("Lessons: learn to play", "Уроки: научиться играть")
            on:click=move |_| {
                loader.opening();
                panels.lessons.update(|o| *o = !*o);
            }>
            <span aria-hidden="true">"?"</span>
        </button>
    }
}
