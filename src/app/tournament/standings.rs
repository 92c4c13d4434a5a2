//! The standings: a row a player (points, the tie-break, the rating), shared as text and as a
//! picture a phone can send.

use std::collections::BTreeMap;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::organised::Organised;
use super::text::{standings_text, tie_break_name};
use crate::app::clipboard;
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::ui::use_ui;
use crate::record::tournament::{rating_histories, Rating, Tournament};

/// Every player's rating now, over every tournament kept here.
pub fn ratings_now(all: &[Tournament]) -> BTreeMap<String, Rating> {
    rating_histories(all, &BTreeMap::new()).into_iter().filter_map(|(name, history)| Some((name, *history.last()?))).collect()
}

#[component]
pub fn Standings(organised: Organised) -> impl IntoView {
    let (ui, prefs) = (use_ui(), use_prefs());
    let ratings = Memo::new(move |_| organised.all(ratings_now));
    let text = move || organised.with(|t| ratings.with(|r| standings_text(prefs.lang.get(), t, r))).unwrap_or_default();
    let rows = move || {
        let ratings = ratings.get();
        organised.with(|t| {
            t.standings().into_iter().enumerate().map(|(place, standing)| {
                let name = t.players[standing.player].clone();
                let rating = ratings.get(&name).map_or(String::new(), |r| format!("{}{}", r.rating.round(), if r.provisional() { "?" } else { "" }));
                let row = name.clone();
                view! {
                    <tr data-player=row data-points=standing.points.to_string()>
                        <td>{place + 1}</td><th scope="row">{name}</th><td>{standing.points}</td><td>{standing.tie_break}</td><td>{rating}</td>
                    </tr>
                }
            }).collect_view()
        })
    };
    view! {
        <h3>{move || prefs.tr("Standings", "Турнирная таблица")}</h3>
        <table class="standings" data-standings="">
            <thead><tr>
                <th scope="col">"#"</th>
                <th scope="col">{move || prefs.tr("Player", "Игрок")}</th>
                <th scope="col">{move || prefs.tr("Points", "Очки")}</th>
                <th scope="col">{move || organised.with(|t| tie_break_name(prefs.lang.get(), t.format))}</th>
                <th scope="col">{move || prefs.tr("Rating", "Рейтинг")}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
        <p class="note">{move || prefs.tr("A win is 1 point (a Swiss bye too); “?”: a rating still provisional (its first five games).",
            "Победа — 1 очко (и пропуск тура в швейцарской системе); «?» — рейтинг ещё предварительный (первые пять партий).")}</p>
        <div class="ways">
            <button data-action="copy-standings" on:click=move |_| clipboard::copy(ui, prefs, text())>{move || prefs.tr("Copy the standings", "Скопировать таблицу")}</button>
            <a class="button" data-action="standings-image" download="standings.png" href=move || picture(&text()).unwrap_or_default()>
                {move || prefs.tr("The standings as a picture", "Таблица картинкой")}
            </a>
        </div>
    }
}

/// The standings' text drawn as a PNG (a data URL), a line a row.
fn picture(text: &str) -> Option<String> {
    const LINE: f64 = 40.0;
    let lines = text.lines().collect::<Vec<_>>();
    let canvas = document().create_element("canvas").ok()?.dyn_into::<web_sys::HtmlCanvasElement>().ok()?;
    canvas.set_width(720);
    canvas.set_height((lines.len() as f64 * LINE + 32.0) as u32);
    let context = canvas.get_context("2d").ok()??.dyn_into::<web_sys::CanvasRenderingContext2d>().ok()?;
    context.set_fill_style_str("#f6efdc");
    context.fill_rect(0.0, 0.0, 720.0, f64::from(canvas.height()));
    context.set_fill_style_str("#2b2118");
    for (i, line) in lines.iter().enumerate() {
        context.set_font(if i == 0 { "bold 28px serif" } else { "24px sans-serif" });
        context.fill_text(line, 24.0, 44.0 + i as f64 * LINE).ok()?;
    }
    canvas.to_data_url().ok()
}
