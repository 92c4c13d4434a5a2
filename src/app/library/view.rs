//! The list of kept games: resume, delete (for a few seconds undone), export them all.

use leptos::prelude::*;

use super::use_library;
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::table::use_table;
use crate::app::contexts::ui::use_panels;
use super::summary::summary;
use crate::app::i18n::{fixed, tr};
use crate::app::later;
use crate::app::level::LevelOverGames;
use crate::app::practice::PractiseLastGames;
use crate::app::storage::{self, Kept};
use crate::app::tournament::entries::TournamentEntries;

later::part!(drawing => GamesList);

/// How long a deleted game can be brought back.
const UNDO_DELETE_MS: u64 = 8000;

/// The list of kept games: resume, delete (for a few seconds undone), export them all.
#[component]
pub fn GamesList() -> impl IntoView {
    let library = use_library();
    let (table, panels, prefs) = (use_table(), use_panels(), use_prefs());
    let deleted = RwSignal::new(None::<(usize, Kept)>);
    let delete = move |index: usize| {
        let Some(kept) = library.games.get_untracked().get(index).cloned() else { return };
        let mut games = library.now();
        // By the game, not its place: another tab may have changed the list.
        let Some(index) = games.iter().position(|k| k.is(&kept)) else { return };
        games.remove(index);
        library.keep(games);
        deleted.set(Some((index, kept.clone())));
        set_timeout(
            move || deleted.update(|d| if d.as_ref().is_some_and(|(_, k)| *k == kept) { *d = None }),
            std::time::Duration::from_millis(UNDO_DELETE_MS),
        );
    };
    let restore = move |_| {
        if let Some((index, kept)) = deleted.get_untracked() {
            let mut games = library.now();
            games.insert(index.min(games.len()), kept);
            library.keep(games);
            deleted.set(None);
        }
    };
    // The game on the board (if anything is played in it) and every kept game, one record after
    // another.
    let export = move || {
        let mut records = Vec::new();
        if table.with(|s| !s.actions.is_empty()) {
            records.push(table.recorder(|r| r.record().to_string()));
        }
        for kept in library.games.get() {
            if let Ok(mut recorder) = kept.session.recorder() {
                recorder.record_mut().add_headers(&kept.session.friend_headers());
                records.push(recorder.record().to_string());
            }
        }
        let text = records.join("\n");
        format!("data:text/plain;charset=utf-8,{}", String::from(js_sys::encode_uri_component(&text)))
    };
    let usage = move || {
        library.games.track();
        let used = storage::used_bytes();
        let (used_mb, limit_mb) = (used as f64 / 1e6, storage::LIMIT_BYTES / 1_000_000);
        let full = used * 5 > storage::LIMIT_BYTES * 4;
        let lang = prefs.lang.get();
        let said = if full {
            let used_mb = fixed(used_mb, 1);
            tr!(lang, "The browser's storage is nearly full ({used_mb} MB of about {limit_mb} MB): export the games and delete old ones.",
                "Хранилище браузера почти заполнено ({used_mb} МБ из примерно {limit_mb} МБ): выгрузите партии и удалите старые.")
        } else {
            let used_mb = fixed(used_mb, 2);
            tr!(lang, "Storage used: {used_mb} MB of about {limit_mb} MB.", "Занято в хранилище: {used_mb} МБ из примерно {limit_mb} МБ.")
        };
        view! { <p class="usage" role=full.then_some("alert") data-storage-full=full.then_some("")>{said}</p> }
    };
    // The game now in play heads the list: kept apart only when another takes its place. Drawn as
    // the menu opens, not again as the game goes on under it: a line that came or grew moved every
    // button below it, under the player's finger (a tap meant for the puzzles opened the analysis
    // board).
    let on_board = move || {
        let lang = prefs.lang.get();
        untrack(|| library.own_game()).filter(|own| !own.actions.is_empty()).map(|session| {
            let line = summary(&Kept { session, kept_at: js_sys::Date::now() }, lang);
            view! { <p class="on-board" data-on-board="">{tr!(lang, "Your game now: {line}", "Текущая партия: {line}")}</p> }
        })
    };
    move || {
        panels.games.get().then(|| view! {
            <section class="library" aria-label=move || prefs.tr("Games", "Партии")>
                <h2>{move || prefs.tr("Games kept in this browser", "Партии, сохранённые в этом браузере")}</h2>
                {on_board}
                {move || {
                    let lang = prefs.lang.get();
                    let games = library.games.get();
                    if games.is_empty() {
                        return view! { <p>{prefs.tr("No other game yet: a game is kept here when a new one starts.", "Других партий пока нет: партия попадает сюда, когда начинается новая.")}</p> }.into_any();
                    }
                    view! {
                        <ul class="games">
                            {games.into_iter().enumerate().map(|(index, kept)| view! {
                                <li>
                                    <button class="game" data-game=index on:click=move |_| library.resume(index)>{summary(&kept, lang)}</button>
                                    <button class="icon" data-action="delete-game" aria-label=prefs.tr("Delete this game", "Удалить эту партию")
                                        on:click=move |_| delete(index)><span aria-hidden="true">"✕"</span></button>
                                </li>
                            }).collect_view()}
                        </ul>
                    }.into_any()
                }}
                {move || deleted.get().map(|_| view! {
                    <p class="deleted" role="status">
                        {prefs.tr("The game was deleted. ", "Партия удалена. ")}
                        <button data-action="restore-game" on:click=restore>{prefs.tr("Undo", "Вернуть")}</button>
                    </p>
                })}
                <p><a class="button" data-action="export-games" download="senet-games.senet" href=export>
                    {move || prefs.tr("Export every game (.senet)", "Выгрузить все партии (.senet)")}
                </a></p>
                <p><button data-action="analysis" on:click=move |_| {
                    panels.games.set(false);
                    panels.analysis.set(true);
                }>{move || prefs.tr("Analysis board: any position, every throw's best move", "Доска анализа: любая позиция, лучший ход при каждом броске")}</button></p>
                <p><button data-action="puzzles" on:click=move |_| {
                    panels.games.set(false);
                    panels.puzzles.set(true);
                }>{move || prefs.tr("Puzzles: find the one best move", "Задачи: найдите единственный лучший ход")}</button></p>
                <PractiseLastGames kept=move || library.now()/>
                <LevelOverGames kept=move || library.now()/>
                // Last, under a heading of their own: what follows a heading reads as its part.
                <TournamentEntries/>
                {usage}
            </section>
        })
    }
}
