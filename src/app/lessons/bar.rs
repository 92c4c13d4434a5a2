//! The header during a lesson: back to the game, the lesson's name, the list, "show me".

use leptos::prelude::*;

use super::list::LessonsButton;
use super::{text, use_lessons};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::later;

later::part!(drawing => LessonBar);

#[component]
pub fn LessonBar() -> impl IntoView {
    let (lessons, board, prefs) = (use_lessons(), use_board_view(), use_prefs());
    move || {
        let lesson = board.lesson()?;
        Some(view! {
            <button class="icon" data-action="leave-lesson" aria-label=move || prefs.tr("Back to the game", "Вернуться к партии")
                on:click=move |_| lessons.leave()>
                <span aria-hidden="true">"←"</span>
            </button>
            <p class="lesson-title" data-lesson-on=lesson.id>
                <span class="rule-id">{lesson.rule()}</span>" "<strong>{move || text(prefs.lang.get(), lesson.title)}</strong>
            </p>
            <LessonsButton/>
            {move || (!lessons.finished()).then(|| view! {
                <button data-action="show-me" aria-pressed=move || lessons.hinted.get().to_string()
                    on:click=move |_| lessons.hinted.set(true)>
                    {move || prefs.tr("Show me", "Показать")}
                </button>
            })}
        })
    }
}
