//! Each player's level and luck over the tournament, for the club's question (which strategies
//! work): the tournament's recorded games reviewed (a result entered by hand has no moves), each
//! player's chance lost per choice named by the computer level it is like, and how much of their
//! score the throws gave (the luck-adjusted result, as a finished game's review says it).

use leptos::prelude::*;

use super::organised::Organised;
use crate::ai::review::played_like;
use crate::app::contexts::prefs::use_prefs;
use crate::app::glossary::level_short_name;
use crate::app::i18n::{fixed, tr, Lang};
use crate::app::record::import::session_of;
use crate::app::reviewing::{ReviewGames, Reviewed};
use crate::app::state::Session;
use crate::engine::Side;
use crate::record::tournament::Tournament;

/// A player's figures over the reviewed games.
#[derive(Clone, PartialEq, Debug, Default)]
struct Figures {
    name: String,
    games: u32,
    choices: u32,
    lost: f64,
    network_lost: f64,
    won: f64,
    luck: f64,
}

/// The tournament's recorded games as games to review, each with its players (spools, cones).
fn recorded(tournament: &Tournament) -> Vec<(Session, [String; 2])> {
    tournament.games.iter().filter(|g| g.verified).filter_map(|g| {
        let session = session_of(&g.record).ok()?;
        Some((session, [g.first, g.second].map(|p| tournament.players[p].clone())))
    }).collect()
}

/// Each player's figures, by the order of the tournament's players (those with a reviewed game).
fn figures(players: &[String], games: &[(Session, [String; 2])], reviews: &Reviewed) -> Vec<Figures> {
    let mut all = players.iter().map(|name| Figures { name: name.clone(), ..Figures::default() }).collect::<Vec<_>>();
    for (session, review) in reviews {
        let Some((_, names)) = games.iter().find(|(s, _)| s == session) else { continue };
        for side in Side::BOTH {
            let Some(player) = all.iter_mut().find(|f| f.name == names[side.index()]) else { continue };
            let summary = review.summary(side);
            player.games += 1;
            player.choices += summary.choices;
            player.lost += summary.average_loss * f64::from(summary.choices);
            player.network_lost += summary.network_loss * f64::from(summary.choices);
            player.luck += summary.luck;
            player.won += f64::from(u8::from(review.turning_point().is_some_and(|(winner, _)| winner == side)));
        }
    }
    all.retain(|f| f.games > 0);
    all
}

fn in_words(lang: Lang, f: &Figures) -> String {
    let (name, games, won) = (&f.name, f.games, f.won);
    let luck = if f.luck >= 0.0 { format!("+{}", fixed(f.luck, 2)) } else { fixed(f.luck, 2) };
    let without = fixed(f.won - f.luck, 2);
    let level = match f.choices {
        0 => String::new(),
        choices => {
            let (average, by_network) = (f.lost / f64::from(choices), f.network_lost / f64::from(choices));
            let (like, percent) = (level_short_name(lang, played_like(average, by_network)), fixed(average * 100.0, 2));
            tr!(lang, "played like {like} ({percent}% lost a choice); ", "играл(а) как {like} (теряя {percent}% за ход); ")
        }
    };
    tr!(lang, "{name}: {level}{won} won of {games} recorded games, luck {luck}: {without} without it.",
        "{name}: {level}побед {won} из {games} записанных партий, удача {luck}: {without} без неё.")
}

#[component]
pub fn LevelAndLuck(organised: Organised) -> impl IntoView {
    let prefs = use_prefs();
    let games = StoredValue::new(Vec::new());
    let found = RwSignal::new(None::<Vec<Figures>>);
    let to_review = move || {
        let recorded = organised.with_untracked(recorded).unwrap_or_default();
        let sessions = recorded.iter().map(|(session, _)| session.clone()).collect();
        games.set_value(recorded);
        sessions
    };
    let done = move |reviews: Reviewed| {
        let players = organised.with_untracked(|t| t.players.clone()).unwrap_or_default();
        found.set(Some(games.with_value(|games| figures(&players, games, &reviews))));
    };
    let progress = |lang, done, of| tr!(lang, "Reviewing the recorded games: {done} of {of}…", "Разбираем записанные партии: {done} из {of}…");
    view! {
        <h3>{move || prefs.tr("Level and luck", "Уровень и удача")}</h3>
        <ReviewGames action="tournament-level" label=("Each player's level and luck, from the recorded games", "Уровень и удача каждого по записанным партиям")
            progress=progress games=to_review done=done reviewing=RwSignal::new(None)/>
        {move || found.get().map(|rows| {
            let lang = prefs.lang.get();
            if rows.is_empty() {
                return view! { <p data-level-luck="none">{prefs.tr("No recorded game yet: a result entered by hand has no moves to review.",
                    "Записанных партий пока нет: у результата, введённого вручную, нет ходов для разбора.")}</p> }.into_any();
            }
            view! {
                <ul data-level-luck=rows.len()>
                    {rows.iter().map(|f| view! { <li data-player=f.name.clone()>{in_words(lang, f)}</li> }).collect_view()}
                </ul>
            }.into_any()
        })}
    }
}
