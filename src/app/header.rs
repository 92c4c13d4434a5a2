//! The page's header: the title and the game's name, a new game, the lessons, the games kept, the
//! language and the theme; in a lesson, the lesson's bar instead.

use leptos::prelude::*;

use super::contexts::prefs::use_prefs;
use super::contexts::shown::use_board_view;
use super::contexts::table::use_table;
use super::contexts::ui::use_panels;
use super::i18n::Lang;
use super::later::{self, use_loader};
use super::lessons::{self, list::LessonsButton};
use super::library::use_library;
use super::text::title;

#[component]
pub fn Header() -> impl IntoView {
    let (board, table, panels, library, prefs, loader) = (use_board_view(), use_table(), use_panels(), use_library(), use_prefs(), use_loader());
    let in_lesson = board.in_lesson;
    view! {
        <header class="top">
            // In a lesson the header is the lesson's bar: the game's controls wait outside it.
            <h1 class:visually-hidden=in_lesson>{move || prefs.tr("Senet", "Сенет")}</h1>
            <p class="subtitle">{move || title(prefs.lang.get(), &table.with(|s| s.options))}</p>
            {move || match in_lesson.get() {
                true => later::draw(lessons::bar::drawing).into_any(),
                false => view! {
                    <button class="new-game" data-action="new-game" on:click=move |_| {
                        loader.opening();
                        panels.new_game.update(|o| *o = !*o);
                    }>
                        <span class="plus" aria-hidden="true">"+"</span>
                        <span class="words">{move || prefs.tr("New game", "Новая партия")}</span>
                    </button>
                    <LessonsButton/>
                    <button class="icon" data-action="games" aria-expanded=move || panels.games.get().to_string()
                        aria-label=move || prefs.tr("Games kept in this browser", "Партии, сохранённые в этом браузере")
                        on:click=move |_| {
                            loader.opening();
                            library.toggle();
                        }>
                        <span aria-hidden="true">"☰"</span>
                    </button>
                    <button class="language" data-action="language" lang=move || prefs.tr("ru", "en")
                        on:click=move |_| prefs.lang.update(|l| *l = if *l == Lang::En { Lang::Ru } else { Lang::En })>
                        {move || prefs.tr("Русский", "English")}
                    </button>
                    <button class="theme" data-action="theme" aria-pressed=move || (prefs.dark.get() == Some(true)).to_string()
                        aria-label=move || prefs.tr("Dark theme", "Тёмная тема")
                        on:click=move |_| prefs.toggle_theme()>
                        <span aria-hidden="true">"◐"</span>
                    </button>
                }.into_any(),
            }}
        </header>
    }
}
