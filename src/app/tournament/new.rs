//! A new tournament: its name, the system, the players (added and removed freely until it starts),
//! the format and, for a Swiss, its rounds.

use leptos::prelude::*;

use super::text::{format_name, not_started};
use super::{use_shown, Kept};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::saved::TOUCH_MOVE;
use crate::app::contexts::ui::use_panels;
use crate::app::glossary;
use crate::app::i18n::{capitalized, tr};
use crate::app::later;
use crate::app::panel_head::PanelHead;
use crate::engine::{Options, System};
use crate::record::tournament::{Format, Tournament, FEWEST_PLAYERS, MOST_PLAYERS};

later::part!(drawing => NewTournament);

#[component]
pub fn NewTournament() -> impl IntoView {
    let (panels, prefs) = (use_panels(), use_prefs());
    let open = panels.new_tournament;
    move || {
        open.get().then(|| view! {
            <section class="practice" data-new-tournament="" aria-label=move || prefs.tr("New tournament", "Новый турнир")>
                <PanelHead title=("New tournament", "Новый турнир") close="close-new-tournament"
                    close_label=("Close the new tournament", "Закрыть новый турнир") open=open/>
                <TournamentForm/>
            </section>
        })
    }
}

#[component]
fn TournamentForm() -> impl IntoView {
    let (panels, shown, prefs) = (use_panels(), use_shown(), use_prefs());
    let name = RwSignal::new(String::new());
    let system = RwSignal::new("kendall".to_string());
    let pieces = RwSignal::new(5u8);
    let format = RwSignal::new(Format::RoundRobin);
    let swiss_rounds = RwSignal::new(3u32);
    // Each player's field, by a key of its own (so that removing one keeps the others' text).
    let players = RwSignal::new((0..FEWEST_PLAYERS).map(|key| (key, String::new())).collect::<Vec<_>>());
    let next_key = StoredValue::new(FEWEST_PLAYERS);
    let problem = RwSignal::new(None::<String>);
    let add = move |_: leptos::ev::MouseEvent| {
        let key = next_key.get_value();
        next_key.set_value(key + 1);
        players.update(|p| p.push((key, String::new())));
    };
    let start = move || {
        let system = System::from_name(&system.get_untracked()).unwrap_or(System::Kendall);
        let options = Options { touch_move: TOUCH_MOVE, ..Options::new(system, pieces.get_untracked()) };
        let names = players.with_untracked(|p| p.iter().map(|(_, name)| name.clone()).collect::<Vec<_>>());
        let lang = prefs.lang.get_untracked();
        let tournament = match Tournament::new(&name.get_untracked(), options, format.get_untracked(), &names, swiss_rounds.get_untracked()) {
            Ok(tournament) => tournament,
            Err(why) => return problem.set(Some(not_started(lang, &why))),
        };
        let mut kept = Kept::load();
        if kept.named(&tournament.event).is_some() {
            let event = &tournament.event;
            return problem.set(Some(tr!(lang, "A tournament called “{event}” is kept here already: name this one otherwise.",
                "Турнир «{event}» здесь уже есть: назовите этот иначе.")));
        }
        let event = tournament.event.clone();
        kept.tournaments.push(tournament);
        if kept.keep().is_err() {
            return problem.set(Some(prefs.tr("This browser keeps nothing now: the tournament cannot be kept.",
                "Браузер сейчас ничего не сохраняет: турнир не сохранить.").into()));
        }
        shown.0.set(Some(event));
        panels.new_tournament.set(false);
        panels.tournament.set(true);
    };
    view! {
        <form class="new-game-form" on:submit=move |ev| { ev.prevent_default(); start(); }>
            <label>{move || prefs.tr("Name ", "Название ")}
                <input data-option="event" maxlength="60" required prop:value=move || name.get() on:input:target=move |ev| name.set(ev.target().value())/>
            </label>
            <label>{move || prefs.tr("System ", "Система ")}
                <select data-option="tournament-system" prop:value=move || system.get() on:change:target=move |ev| system.set(ev.target().value())>
                    <option value="kendall">{move || capitalized(glossary::KENDALL.get(prefs.lang.get()))}</option>
                    <option value="bell">{move || capitalized(glossary::BELL.get(prefs.lang.get()))}</option>
                    <option value="cycles">{move || capitalized(glossary::CYCLES.get(prefs.lang.get()))}</option>
                </select>
            </label>
            <label>{move || prefs.tr("Pieces per player ", "Число фишек ")}
                <select data-option="tournament-pieces" prop:value=move || pieces.get().to_string()
                    on:change:target=move |ev| pieces.set(ev.target().value().parse().unwrap_or(5))>
                    <option value="5">"5"</option>
                    <option value="7">"7"</option>
                </select>
            </label>
            <label>{move || prefs.tr("Format ", "Формат ")}
                <select data-option="format" prop:value=move || format.get().name()
                    on:change:target=move |ev| format.set(Format::from_name(&ev.target().value()).unwrap_or(Format::RoundRobin))>
                    {[Format::RoundRobin, Format::DoubleRoundRobin, Format::Swiss].map(|f| view! {
                        <option value=f.name()>{move || capitalized(format_name(prefs.lang.get(), f))}</option>
                    })}
                </select>
            </label>
            {move || (format.get() == Format::Swiss).then(|| view! {
                <label>{move || prefs.tr("Rounds ", "Туров ")}
                    <input type="number" min="1" max="31" data-option="swiss-rounds" prop:value=move || swiss_rounds.get().to_string()
                        on:change:target=move |ev| swiss_rounds.set(ev.target().value().parse().unwrap_or(3))/>
                </label>
            })}
            <fieldset class="players">
                <legend>{move || prefs.tr("Players (in their order: the pairings follow it)", "Игроки (по порядку: по нему составляются пары)")}</legend>
                <For each=move || players.get() key=|(key, _)| *key let:((key, _))>
                    {
                        let number = move || players.with(|p| p.iter().position(|(k, _)| *k == key).map_or(0, |i| i + 1));
                        let value = move || players.with(|p| p.iter().find(|(k, _)| *k == key).map(|(_, n)| n.clone()).unwrap_or_default());
                        view! {
                            <p class="player">
                                <input data-player-name="" maxlength="40" prop:value=value
                                    aria-label=move || { let n = number(); tr!(prefs.lang.get(), "Player {n}", "Игрок {n}") }
                                    on:input:target=move |ev| players.update(|p| if let Some(entry) = p.iter_mut().find(|(k, _)| *k == key) { entry.1 = ev.target().value() })/>
                                <button type="button" class="icon" data-action="remove-player"
                                    aria-label=move || { let n = number(); tr!(prefs.lang.get(), "Remove player {n}", "Убрать игрока {n}") }
                                    on:click=move |_| players.update(|p| p.retain(|(k, _)| *k != key))><span aria-hidden="true">"✕"</span></button>
                            </p>
                        }
                    }
                </For>
                <button type="button" data-action="add-player" prop:disabled={move || players.with(Vec::len) >= MOST_PLAYERS} on:click=add>
                    {move || prefs.tr("Add a player", "Добавить игрока")}
                </button>
            </fieldset>
            {move || problem.get().map(|text| view! { <p role="alert" data-tournament-problem="">{text}</p> })}
            <button type="submit" data-action="start-tournament">{move || prefs.tr("Start the tournament", "Начать турнир")}</button>
        </form>
    }
}
