//! Import a record (pasted, or a file): one record is shown as a game to look at; a file of
//! several becomes games of the library. Problems are listed, line by line; nothing is lost.

use leptos::prelude::*;

use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::saved::{new_session, TOUCH_MOVE};
use crate::app::contexts::shown::Visit;
use crate::app::library::use_library;
use crate::app::messages::record_message;
use crate::app::i18n::tr;
use crate::app::state::Session;
use crate::app::visiting::use_visits;
use crate::record::import::{Problems, MAX_IMPORT_BYTES, PROBLEMS_SHOWN};
use crate::engine::{Game, Options};
use crate::record::split_records;

/// A record's text as a game to visit; its first problems, line by line, when it does not replay.
pub fn session_of(text: &str) -> Result<Session, Problems> {
    let imported = crate::record::import::import(text)?;
    // A record does not say whether touch-move held: the game goes on as the app's games do.
    let options = Options { touch_move: TOUCH_MOVE, ..imported.options };
    let mut session = new_session(options);
    // A record from a set position ([Position]) goes on from it, under the app's options.
    session.start = imported.start.and_then(|start| Game::set_up(options, start.parts()).ok());
    session.throw_off = imported.throw_off;
    session.actions = imported.actions;
    // A game from the table goes on at the table (and its record keeps saying so).
    session.own_sticks = imported.throws_from_table;
    session.from_table = imported.throws_from_table;
    Ok(session)
}

/// Read the file chosen in `input` as text: one over [`MAX_IMPORT_BYTES`] is refused before it is
/// read. The error is in English, for `record_message`.
pub fn read_chosen_file(input: web_sys::HtmlInputElement, done: impl FnOnce(Result<String, String>) + 'static) {
    let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
    if file.size() > MAX_IMPORT_BYTES as f64 {
        return done(Err(Problems::too_large(file.size() as usize).first.concat()));
    }
    leptos::task::spawn_local(async move {
        match wasm_bindgen_futures::JsFuture::from(file.text()).await {
            Ok(text) => done(Ok(text.as_string().unwrap_or_default())),
            Err(_) => done(Err("the file could not be read".into())),
        }
    });
}

#[component]
pub fn ImportRecord() -> impl IntoView {
    let (visits, library, prefs) = (use_visits(), use_library(), use_prefs());
    let pasted = RwSignal::new(String::new());
    let problems = RwSignal::new(None::<Problems>);
    let import = move |source: String| {
        let records = split_records(&source);
        if source.len() > MAX_IMPORT_BYTES || records.len() < 2 {
            match session_of(&source) {
                Ok(session) => {
                    problems.set(None);
                    pasted.set(String::new());
                    visits.visit(Visit::Imported, session);
                }
                Err(found) => problems.set(Some(found)),
            }
            return;
        }
        // A file of several records: each becomes a game of the library.
        let (mut games, mut failed) = (Vec::new(), Vec::new());
        for (i, record) in records.iter().enumerate() {
            match session_of(record) {
                Ok(session) => games.push(session),
                Err(found) => failed.push(format!("record {}: {}", i + 1, found.first[0])),
            }
        }
        let more = failed.len().saturating_sub(PROBLEMS_SHOWN);
        failed.truncate(PROBLEMS_SHOWN);
        problems.set((!failed.is_empty()).then_some(Problems { first: failed, more }));
        pasted.set(String::new());
        library.keep_imported(games);
    };
    view! {
            <div class="import">
                <label for="import-text">{move || prefs.tr("Import a record (paste it, or choose a file)", "Загрузить запись (вставьте текст или выберите файл)")}</label>
                <textarea id="import-text" rows="5" data-option="import-text" prop:value=pasted
                    on:input:target=move |ev| pasted.set(ev.target().value())></textarea>
                <div class="record-actions">
                    <button data-action="import" on:click=move |_| import(pasted.get())>{move || prefs.tr("Import", "Загрузить")}</button>
                    <input type="file" accept=".senet,.txt,text/plain" data-option="import-file"
                        aria-label=move || prefs.tr("Import a record file", "Загрузить файл записи")
                        on:change:target=move |ev| read_chosen_file(ev.target(), move |text| match text {
                            Ok(text) => import(text),
                            Err(why) => problems.set(Some(Problems { first: vec![why], more: 0 })),
                        })/>
                </div>
                {move || problems.get().map(|found| view! {
                    <ul class="import-problems" role="alert">
                        {found.first.into_iter().map(|p| view! { <li>{move || record_message(prefs.lang.get(), &p)}</li> }).collect_view()}
                        {(found.more > 0).then(|| {
                            let more = found.more;
                            view! { <li>{tr!(prefs.lang.get(), "… and {more} more", "… и ещё {more}")}</li> }
                        })}
                    </ul>
                })}
            </div>
    }
}
