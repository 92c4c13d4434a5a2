//! The games library: every game played in this browser is kept, finished or not, and resumes
//! where it was; each is kept in the share link's compact format (a few hundred characters).

use leptos::prelude::*;

use super::i18n::{capitalized, count, fixed, side_name, tr, Lang};
use super::state::Session;
use super::{panels, storage, Ctx};

/// A game of the library, and when it was put there (ms since 1970).
#[derive(Clone, PartialEq, Debug)]
pub struct Kept {
    pub session: Session,
    pub kept_at: f64,
}

impl Kept {
    /// Whether `other` is this game as the library stores it (what a visit adds, such as the last
    /// fall of the sticks, aside).
    pub fn is(&self, other: &Kept) -> bool {
        self.to_text() == other.to_text()
    }

    /// The game as the library stores it, one line: the session's words (see
    /// [`Session::words`]) with when it was kept (ms) after when it started.
    pub fn to_text(&self) -> Option<String> {
        let [game, started_at, own_sticks, from_table, by_hand] = self.session.words()?;
        Some(format!("{game} {started_at} {} {own_sticks} {from_table} {by_hand}", self.kept_at as u64))
    }

    /// A stored game, checked by the rules as it is read.
    pub fn from_text(text: &str) -> Option<Kept> {
        let [game, started_at, kept_at, own_sticks, from_table, by_hand] = text.split(' ').collect::<Vec<_>>()[..] else { return None };
        let session = Session::from_words([game, started_at, own_sticks, from_table, by_hand])?;
        Some(Kept { session, kept_at: kept_at.parse::<u64>().ok()? as f64 })
    }

    /// A line for the list: the system, the players, the date, the result and the length.
    fn summary(&self, lang: Lang) -> String {
        let session = &self.session;
        let title = panels::title(lang, &session.options);
        let players = match session.computer {
            [None, None] => tr!(lang, "two players", "двое игроков"),
            _ => tr!(lang, "against the computer", "против компьютера"),
        };
        let date = String::from(js_sys::Date::new(&self.kept_at.into()).to_locale_date_string(lang.tag(), &wasm_bindgen::JsValue::UNDEFINED));
        let (result, lines) = match session.recorder() {
            Ok(recorder) => {
                let system = session.options.system;
                let result = match recorder.game().winner() {
                    Some(winner) => {
                        let winner = capitalized(side_name(lang, system, winner));
                        tr!(lang, "{winner} won", "победа: {winner}")
                    }
                    None => tr!(lang, "unfinished", "не окончена"),
                };
                (result, recorder.record().lines.len() as u64)
            }
            Err(_) => (String::new(), 0),
        };
        let lines = count(lang, lines, ["record line", "record lines"], ["строка записи", "строки записи", "строк записи"]);
        format!("{title} · {players} · {date} · {result} · {lines}")
    }
}

/// How long a deleted game can be brought back.
const UNDO_DELETE_MS: u64 = 8000;

/// The list of kept games: resume, delete (for a few seconds undone), export them all.
#[component]
pub fn Library() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let deleted = RwSignal::new(None::<(usize, Kept)>);
    let delete = move |index: usize| {
        let Some(kept) = ctx.library.get_untracked().get(index).cloned() else { return };
        let mut games = ctx.library_now();
        // By the game, not its place: another tab may have changed the list.
        let Some(index) = games.iter().position(|k| k.is(&kept)) else { return };
        games.remove(index);
        ctx.keep_library(games);
        deleted.set(Some((index, kept.clone())));
        set_timeout(
            move || deleted.update(|d| if d.as_ref().is_some_and(|(_, k)| *k == kept) { *d = None }),
            std::time::Duration::from_millis(UNDO_DELETE_MS),
        );
    };
    let restore = move |_| {
        if let Some((index, kept)) = deleted.get_untracked() {
            let mut games = ctx.library_now();
            games.insert(index.min(games.len()), kept);
            ctx.keep_library(games);
            deleted.set(None);
        }
    };
    // The game on the board (if anything is played in it) and every kept game, one record after
    // another.
    let export = move || {
        let mut records = Vec::new();
        if ctx.session.with(|s| !s.actions.is_empty()) {
            records.push(ctx.recorder.with(|r| r.record().to_string()));
        }
        for kept in ctx.library.get() {
            if let Ok(recorder) = kept.session.recorder() {
                records.push(recorder.record().to_string());
            }
        }
        let text = records.join("\n");
        format!("data:text/plain;charset=utf-8,{}", String::from(js_sys::encode_uri_component(&text)))
    };
    let usage = move || {
        ctx.library.track();
        let used = storage::used_bytes();
        let (used_mb, limit_mb) = (used as f64 / 1e6, storage::LIMIT_BYTES / 1_000_000);
        let full = used * 5 > storage::LIMIT_BYTES * 4;
        let lang = ctx.lang.get();
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
    move || {
        ctx.games_open.get().then(|| view! {
            <section class="library" aria-label=move || ctx.tr("Games", "Партии")>
                <h2>{move || ctx.tr("Games kept in this browser", "Партии, сохранённые в этом браузере")}</h2>
                {move || {
                    let lang = ctx.lang.get();
                    let games = ctx.library.get();
                    if games.is_empty() {
                        return view! { <p>{ctx.tr("No other game yet: a game is kept here when a new one starts.", "Других партий пока нет: партия попадает сюда, когда начинается новая.")}</p> }.into_any();
                    }
                    view! {
                        <ul class="games">
                            {games.into_iter().enumerate().map(|(index, kept)| view! {
                                <li>
                                    <button class="game" data-game=index on:click=move |_| ctx.resume(index)>{kept.summary(lang)}</button>
                                    <button class="icon" data-action="delete-game" aria-label=ctx.tr("Delete this game", "Удалить эту партию")
                                        on:click=move |_| delete(index)><span aria-hidden="true">"✕"</span></button>
                                </li>
                            }).collect_view()}
                        </ul>
                    }.into_any()
                }}
                {move || deleted.get().map(|_| view! {
                    <p class="deleted" role="status">
                        {ctx.tr("The game was deleted. ", "Партия удалена. ")}
                        <button data-action="restore-game" on:click=restore>{ctx.tr("Undo", "Вернуть")}</button>
                    </p>
                })}
                <p><a class="button" data-action="export-games" download="senet-games.senet" href=export>
                    {move || ctx.tr("Export every game (.senet)", "Выгрузить все партии (.senet)")}
                </a></p>
                {usage}
            </section>
        })
    }
}
