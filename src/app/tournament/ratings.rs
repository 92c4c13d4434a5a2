//! The ratings of the tournament's players over every tournament kept here: each player's history
//! as a line of a chart, and the ratings now in words.

use std::collections::BTreeMap;

use leptos::prelude::*;

use super::organised::Organised;
use crate::app::contexts::prefs::use_prefs;
use crate::app::i18n::{fixed, tr};
use crate::record::tournament::{rating_histories, Rating};

const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 160.0;

#[component]
pub fn Ratings(organised: Organised) -> impl IntoView {
    let prefs = use_prefs();
    move || {
        let lang = prefs.lang.get();
        let players = organised.with(|t| t.players.clone()).unwrap_or_default();
        let histories = organised.all(|all| rating_histories(all, &BTreeMap::new()));
        let lines = players.iter().filter_map(|name| Some((name.clone(), histories.get(name)?.clone()))).collect::<Vec<_>>();
        if lines.is_empty() {
            return view! { <p data-ratings="none">{prefs.tr("Ratings come with the first counted game.", "Рейтинги появятся с первой засчитанной партией.")}</p> }.into_any();
        }
        let said = lines.iter().map(|(name, history)| {
            let now = history.last().copied().unwrap_or_default();
            let (rating, games) = (now.rating.round(), now.games);
            tr!(lang, "{name} {rating} after {games} games", "{name}: {rating} после партий: {games}")
        }).collect::<Vec<_>>().join("; ");
        view! {
            <h3>{prefs.tr("Ratings", "Рейтинги")}</h3>
            <figure class="level-chart" data-ratings=lines.len()>
                <svg viewBox=format!("0 0 {WIDTH} {HEIGHT}") role="img" aria-label=said.clone()>
                    {chart(&lines)}
                </svg>
                <figcaption>{said}</figcaption>
            </figure>
        }.into_any()
    }
}

/// A line a player: rating (up) over their games (along), from 1500 before the first.
fn chart(lines: &[(String, Vec<Rating>)]) -> impl IntoView {
    let longest = lines.iter().map(|(_, h)| h.len()).max().unwrap_or(1).max(1) as f64;
    let ratings = lines.iter().flat_map(|(_, h)| h.iter().map(|r| r.rating)).chain([Rating::default().rating]);
    let (low, high) = ratings.fold((f64::MAX, f64::MIN), |(lo, hi), r| (lo.min(r), hi.max(r)));
    let span = (high - low).max(50.0);
    let x_of = |i: usize| 8.0 + (WIDTH - 80.0) * i as f64 / longest;
    let y_of = |r: f64| HEIGHT - 10.0 - (HEIGHT - 20.0) * (r - low) / span;
    lines.iter().enumerate().map(|(n, (name, history))| {
        let start = std::iter::once(Rating::default().rating).chain(history.iter().map(|r| r.rating));
        let points = start.enumerate().map(|(i, r)| format!("{},{}", fixed(x_of(i), 1), fixed(y_of(r), 1))).collect::<Vec<_>>().join(" ");
        let last = history.last().copied().unwrap_or_default();
        let hue = n * 360 / lines.len();
        view! {
            <polyline class="rating-line" style=format!("stroke: hsl({hue} 60% 45%)") points=points></polyline>
            <text class="level-name" x=fixed(x_of(history.len()) + 4.0, 1) y=fixed(y_of(last.rating), 1)>{name.clone()}</text>
        }
    }).collect_view()
}
