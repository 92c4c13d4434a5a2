//! The rules page: every rule of the club by its id, each linked to the lessons of the rules it
//! names.

use leptos::prelude::*;

use super::contexts::prefs::use_prefs;
use super::i18n::tr;
use super::later;
use super::lessons::use_lessons;
use super::rules::{rules_named, sections};

later::part!(drawing => Rules);

#[component]
pub fn Rules() -> impl IntoView {
    let (lessons, prefs) = (use_lessons(), use_prefs());
    let sections = move || sections(prefs.lang.get());
    // Each point links to the lessons of the rules it names.
    let lessons = move |point: &str| {
        rules_named(point).into_iter().filter_map(|rule| crate::lessons::for_rule(&rule)).map(|lesson| {
            let rule = lesson.rule();
            let label = tr!(prefs.lang.get(), "Lesson {rule}", "Урок {rule}");
            view! { <button class="lesson-link" data-lesson-link=lesson.id on:click=move |_| lessons.open(lesson)>{label}</button> }
        }).collect_view()
    };
    view! {
        <details class="rules" data-rules="">
            <summary>{move || prefs.tr("Rules", "Правила")}</summary>
            <p class="rule-ids">{move || prefs.tr(
                "Each rule has an id: K for the Kendall system, B for Bell, C for cycles, G for the game with the gods. The app names the rule it applies by its id.",
                "У каждого правила есть номер: K — система Кендалла, B — Белла, C — круги, G — игра «с богами». Приложение называет правило, которое применяет, по его номеру.")}</p>
            {move || sections().iter().map(|(heading, points)| view! {
                <h2>{*heading}</h2>
                <ul>{points.iter().map(|p| view! { <li data-rules-named=rules_named(p).join(" ")>{*p}" "{lessons(p)}</li> }).collect_view()}</ul>
            }).collect_view()}
        </details>
    }
}
