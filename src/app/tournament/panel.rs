//! The tournament panel: the tournament shown, its rounds and pairings, the standings, the ratings,
//! its file; and, while the app is open, the count of a pairing's game played on this device when
//! it ends.

use leptos::prelude::*;

use super::level::LevelAndLuck;
use super::pairing::Pairing;
use super::ratings::Ratings;
use super::standings::Standings;
use super::text::about;
use super::organised::Organised;
use super::{use_shown, Here, Kept};
use crate::app::contexts::prefs::{use_prefs, Prefs};
use crate::app::contexts::table::{use_table, Table};
use crate::app::contexts::ui::{use_panels, use_ui, Ui};
use crate::app::i18n::tr;
use crate::app::later;
use crate::app::messages::record_message;
use crate::app::panel_head::PanelHead;
use crate::record::tournament::{Format, Tournament};

later::part!(drawing => TournamentPanel);

/// The panel, while it is open (`Panels::tournament`); what counts a game played here lives as
/// long as the page.
#[component]
pub fn TournamentPanel() -> impl IntoView {
    let (panels, prefs) = (use_panels(), use_prefs());
    count_games_played_here(use_table(), use_ui(), prefs);
    let open = panels.tournament;
    move || {
        open.get().then(|| view! {
            <section class="practice tournament" data-tournament-panel="" aria-label=move || prefs.tr("Tournament", "Турнир")>
                <PanelHead title=("Tournament", "Турнир") close="close-tournament" close_label=("Close the tournament", "Закрыть турнир") open=open/>
                <Shown/>
            </section>
        })
    }
}

/// A pairing's game played here counts when it ends (its record, with the tournament's headers).
fn count_games_played_here(table: Table, ui: Ui, prefs: Prefs) {
    Effect::new(move |_| {
        if table.game().winner().is_none() {
            return;
        }
        let started_at = table.with_untracked(|s| s.started_at);
        let mut here = Here::all();
        let Some(index) = here.iter().position(|h| h.started_at == started_at) else { return };
        let game = here.remove(index);
        let record = table.recorder_untracked(|r| r.record().to_string());
        let mut kept = Kept::load();
        let lang = prefs.lang.get_untracked();
        let (event, round) = (game.event.clone(), game.round);
        let said = match kept.tournaments.iter_mut().find(|t| t.event == game.event).map(|t| t.count(game.round, game.pair, &record)) {
            Some(Ok(())) => tr!(lang, "The game counts for round {round} of “{event}”.", "Партия засчитана в {round}-м туре турнира «{event}»."),
            Some(Err(why)) => {
                let why = record_message(lang, &why);
                tr!(lang, "The game does not count for “{event}”: {why}", "Партия не засчитана в турнире «{event}»: {why}")
            }
            None => String::new(),
        };
        let kept_all = kept.keep().and_then(|()| Here::keep_all(&here));
        if kept_all.is_err() {
            ui.warn(prefs.tr("This browser keeps nothing now: the tournament's result is not kept.", "Браузер сейчас ничего не сохраняет: результат турнира не сохранён."));
        } else if !said.is_empty() {
            ui.tell(said);
        }
    });
}

#[component]
fn Shown() -> impl IntoView {
    let (shown, prefs) = (use_shown(), use_prefs());
    move || {
        let kept = Kept::load();
        let event = shown.0.get().or_else(|| kept.under_way().map(|t| t.event.clone()));
        let Some(event) = event.filter(|e| kept.named(e).is_some()) else {
            return view! { <p data-tournament="none">{prefs.tr("No tournament is kept here: start one from the games (☰).",
                "Турниров здесь нет: начните турнир из списка партий (☰).")}</p> }.into_any();
        };
        let organised = Organised::new(kept, event);
        view! { <Organiser organised=organised/> }.into_any()
    }
}

#[component]
fn Organiser(organised: Organised) -> impl IntoView {
    let prefs = use_prefs();
    let export = move || {
        let file = organised.with(Tournament::file).unwrap_or_default();
        format!("data:text/plain;charset=utf-8,{}", String::from(js_sys::encode_uri_component(&file)))
    };
    // The rounds as paired: drawn again only when a round is added (a Swiss), so that a pairing
    // keeps what it shows (a record being brought back, why one was refused) as results come.
    let layout = Memo::new(move |_| organised.with(|t| (t.rounds_paired(), t.players.clone(), t.format, t.rounds)));
    let rounds = move || {
        let lang = prefs.lang.get();
        let Some((paired, players, format, total)) = layout.get() else { return ().into_any() };
        let coming = paired.len() as u32;
        view! {
            {paired.into_iter().enumerate().map(|(r, round)| {
                let number = r as u32 + 1;
                let bye = round.bye.map(|p| {
                    let name = players[p].clone();
                    view! { <p data-bye=name.clone()>{tr!(lang, "{name} rests this round.", "{name} в этом туре отдыхает.")}</p> }
                });
                let pairings = round.pairs.into_iter().enumerate().map(|(i, pair)| view! {
                    <Pairing organised=organised round=number index=i pair=pair/>
                }).collect_view();
                view! {
                    <section class="round" data-round=number>
                        <h3>{tr!(lang, "Round {number}", "Тур {number}")}</h3>
                        <ul class="pairings">{pairings}</ul>
                        {bye}
                    </section>
                }
            }).collect_view()}
            {(format == Format::Swiss && coming < total).then(|| view! {
                <p>{move || (!organised.with(Tournament::finished).unwrap_or(true)).then(|| prefs.tr("The next round is paired when this one is complete.",
                    "Следующий тур составляется, когда этот закончен."))}</p>
            })}
        }.into_any()
    };
    let finished = move || organised.with(Tournament::finished).unwrap_or(false).then(|| view! {
        <p role="status" data-tournament-finished="">{prefs.tr("The tournament is finished.", "Турнир окончен.")}</p>
    });
    view! {
        <h3 data-tournament=move || organised.event()>{move || organised.event()}</h3>
        <p>{move || organised.with(|t| about(prefs.lang.get(), t))}</p>
        {rounds}
        {finished}
        <Standings organised=organised/>
        <LevelAndLuck organised=organised/>
        <Ratings organised=organised/>
        <p><a class="button" data-action="export-tournament" download=move || format!("{}.senet", organised.event()) href=export>
            {move || prefs.tr("Export the tournament (.senet)", "Выгрузить турнир (.senet)")}
        </a></p>
        {move || organised.not_kept.get().then(|| view! {
            <p role="alert">{move || prefs.tr("This browser keeps nothing now: the tournament is kept for this visit only; export it.",
                "Браузер сейчас ничего не сохраняет: турнир сохранён только на этот раз; выгрузите его.")}</p>
        })}
    }
}
