//! The tournaments in the games library: a new one, the one under way, each kept here as one
//! entry, and a tournament's file imported (from another device: the same tournament, standings
//! and all).

use leptos::prelude::*;

use super::text::about;
use super::{use_shown, Kept};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::ui::use_panels;
use crate::app::i18n::tr;
use crate::app::messages::record_message;
use crate::app::record::import::read_chosen_file;
use crate::record::tournament::read;

#[component]
pub fn TournamentEntries() -> impl IntoView {
    let (panels, shown, prefs) = (use_panels(), use_shown(), use_prefs());
    // Read again each time the games open (a tournament changes in its own panel).
    let kept = RwSignal::new(Kept::load());
    let said = RwSignal::new(None::<(bool, String)>);
    let open = move |event: Option<String>| {
        shown.0.set(event);
        panels.games.set(false);
        panels.tournament.set(true);
    };
    let import = move |text: Result<String, String>| {
        let lang = prefs.lang.get_untracked();
        let tournament = match text.and_then(|text| read(&text)) {
            Ok(tournament) => tournament,
            Err(why) => {
                let why = record_message(lang, &why);
                return said.set(Some((true, tr!(lang, "The tournament cannot be imported: {why}", "Турнир не загрузить: {why}"))));
            }
        };
        let mut all = Kept::load();
        let event = tournament.event.clone();
        all.put(tournament);
        if all.keep().is_err() {
            return said.set(Some((true, prefs.tr("This browser keeps nothing now: the tournament cannot be kept.", "Браузер сейчас ничего не сохраняет: турнир не сохранить.").into())));
        }
        kept.set(all);
        said.set(Some((false, tr!(lang, "“{event}” imported.", "Турнир «{event}» загружен."))));
    };
    view! {
        <h3>{move || prefs.tr("Tournaments", "Турниры")}</h3>
        {move || kept.with(|k| k.under_way().map(|t| t.event.clone())).map(|event| view! {
            <p><button data-action="tournament" on:click=move |_| open(Some(event.clone()))>
                {let event = event.clone(); move || { let event = &event; tr!(prefs.lang.get(), "The tournament under way: {event}", "Текущий турнир: {event}") }}
            </button></p>
        })}
        {move || {
            let lang = prefs.lang.get();
            kept.with(|k| view! {
                // No list while there is none: an empty one would leave a gap under the heading.
                {(!k.tournaments.is_empty()).then(|| view! {
                    <ul class="games">
                        {k.tournaments.iter().enumerate().map(|(index, t)| {
                            let (event, line) = (t.event.clone(), about(lang, t));
                            let chosen = event.clone();
                            view! { <li><button class="game" data-tournament-entry=index on:click=move |_| open(Some(chosen.clone()))>{format!("{event}: {line}")}</button></li> }
                        }).collect_view()}
                    </ul>
                })}
                {k.unreadable.iter().map(|(_, why)| {
                    let why = record_message(lang, why);
                    view! { <p role="alert">{tr!(lang, "A tournament kept here cannot be read ({why}); it is kept as it was.",
                        "Сохранённый турнир не читается ({why}); он оставлен как был.")}</p> }
                }).collect_view()}
            })
        }}
        <p class="ways">
            <button data-action="new-tournament" on:click=move |_| {
                panels.games.set(false);
                panels.new_tournament.set(true);
            }>{move || prefs.tr("New tournament", "Новый турнир")}</button>
            <label>{move || prefs.tr("Import a tournament (.senet) ", "Загрузить турнир (.senet) ")}
                <input type="file" accept=".senet,.txt,text/plain" data-option="import-tournament"
                    on:change:target=move |ev| read_chosen_file(ev.target(), import)/>
            </label>
        </p>
        {move || said.get().map(|(problem, text)| view! { <p role=if problem { "alert" } else { "status" } data-tournament-import="">{text}</p> })}
    }
}
