//! Your level over your last games (issue 41), in the games library: its last finished games
//! reviewed (`reviewing`), each game's chance lost per choice of this browser's players drawn
//! against what the computer's levels lose (`ai::review::LEVEL_LOSSES`, the bands the review
//! names a level by; the grandmaster's band below them all, told by its own judge), each game
//! named by the level its play was like. Uses the review, the
//! reviewing and the page's contexts.

use leptos::prelude::*;

use crate::ai::review::{played_like, LEVEL_LOSSES};
use crate::ai::Level;
use crate::app::contexts::prefs::use_prefs;
use crate::app::glossary::level_short_name;
use crate::app::i18n::{fixed, tr, Lang};
use crate::app::reviewing::{last_finished, players_sides, ReviewGames, Reviewed};
use crate::app::storage::Kept;

/// The chart's box, and the losses its height spans (a logarithmic scale: 0.0001% to 10% a choice).
const WIDTH: f64 = 300.0;
const HEIGHT: f64 = 120.0;
const LEAST: f64 = 1e-6;
const MOST: f64 = 1e-1;
/// Where the grandmaster's band is drawn: below every linear level's, as its play is told apart
/// by the network's judge, not by a loss on this scale.
const GRANDMASTER_SHOWN: f64 = 2e-6;

/// Where a loss per choice stands on the chart's height.
fn y_of(loss: f64) -> f64 {
    let (low, high) = (LEAST.log10(), MOST.log10());
    HEIGHT * (1.0 - (loss.clamp(LEAST, MOST).log10() - low) / (high - low))
}

#[component]
pub fn LevelOverGames(kept: impl Fn() -> Vec<Kept> + Copy + Send + Sync + 'static) -> impl IntoView {
    let prefs = use_prefs();
    // Each game's loss per choice by the review's judge and the grandmaster's, oldest first
    // (`None`: not drawn yet).
    let losses = RwSignal::new(None::<Vec<(f64, f64)>>);
    let done = move |reviews: Reviewed| losses.set(Some(reviews.iter().filter_map(|(session, review)| review.average_loss(&players_sides(session))).collect()));
    let progress = |lang, done, of| tr!(lang, "Measuring your level: {done} of {of} games reviewed…", "Измеряем уровень: разобрано партий {done} из {of}…");
    view! {
        <ReviewGames action="level-over-games" label=("Your level over your last games", "Ваш уровень в последних партиях")
            progress=progress games=move || last_finished(kept()) done=done reviewing=RwSignal::new(None)/>
        {move || losses.get().map(|losses| chart(prefs.lang.get(), &losses))}
    }
}

/// The chart of `losses` (a game each, oldest first) over the levels' bands, and its words.
fn chart(lang: Lang, losses: &[(f64, f64)]) -> AnyView {
    if losses.is_empty() {
        return view! { <p data-level-chart="none">{tr!(lang, "No finished game of yours to measure yet: the library keeps them as you play.",
            "Пока нет ваших законченных партий: список сохраняет их по ходу игры.")}</p> }.into_any();
    }
    let step = WIDTH / losses.len() as f64;
    let x_of = |i: usize| step * (i as f64 + 0.5);
    let like = losses.iter().map(|&(loss, network_loss)| played_like(loss, network_loss)).collect::<Vec<_>>();
    let shown = |i: usize| if like[i] == Level::Grandmaster { GRANDMASTER_SHOWN } else { losses[i].0 };
    let line = (0..losses.len()).map(|i| format!("{},{}", fixed(x_of(i), 1), fixed(y_of(shown(i)), 1))).collect::<Vec<_>>().join(" ");
    let levels = like.iter().map(|&level| level_short_name(lang, level)).collect::<Vec<_>>();
    let count = losses.len();
    let named = levels.join(", ");
    let said = tr!(lang, "Your play in your last {count} finished games, oldest first, was like: {named}.",
        "Ваша игра в последних законченных партиях ({count}), от старых к новым, была как у уровня: {named}.");
    let bands = LEVEL_LOSSES.into_iter().chain([(Level::Grandmaster, GRANDMASTER_SHOWN)]).map(|(level, loss): (Level, f64)| {
        let y = fixed(y_of(loss), 1);
        view! {
            <line class="level-band" x1="0" x2=WIDTH y1=y.clone() y2=y.clone()></line>
            <text class="level-name" x=WIDTH - 2.0 y=y text-anchor="end">{level_short_name(lang, level)}</text>
        }
    }).collect_view();
    let points = (0..losses.len()).map(|i| {
        view! { <circle class="level-point" data-level-point=like[i].name() cx=fixed(x_of(i), 1) cy=fixed(y_of(shown(i)), 1) r="4"></circle> }
    }).collect_view();
    view! {
        <figure class="level-chart" data-level-chart=count>
            <svg viewBox=format!("0 0 {WIDTH} {HEIGHT}") role="img" aria-label=said.clone()>
                {bands}
                <polyline class="level-line" points=line></polyline>
                {points}
            </svg>
            <figcaption>{said}</figcaption>
        </figure>
    }.into_any()
}
