//! The winning chance over the game, one point per record line, with the marked choices, where
//! the game turned, and an axis of the record's lines.

use leptos::prelude::*;

use crate::ai::review::{Class, Review};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::ui::table_into_view;
use crate::app::i18n::fixed;

pub fn class_name(class: Class) -> &'static str {
    match class {
        Class::Inaccuracy => "inaccuracy",
        Class::Mistake => "mistake",
        Class::Blunder => "blunder",
    }
}

/// The winning chance over the game, one point per record line: the spools' chance upwards.
#[component]
pub fn Graph(review: Review) -> impl IntoView {
    let (board, prefs) = (use_board_view(), use_prefs());
    let last = review.curve.len().saturating_sub(1).max(1) as f64;
    // Drawn in a 1000 × 200 box, stretched to the width.
    let point = |i: usize, chance: f64| (1000.0 * i as f64 / last, 200.0 * (1.0 - chance));
    let line = review.curve.iter().enumerate().map(|(i, &c)| {
        let (x, y) = point(i, c);
        format!("{},{}", fixed(x, 1), fixed(y, 1))
    }).collect::<Vec<_>>().join(" ");
    let marks = review.choices.iter().filter_map(|choice| {
        let class = choice.class()?;
        let index = choice.line + 1;
        let (x, y) = point(index, *review.curve.get(index)?);
        Some(view! { <circle class=format!("mark {}", class_name(class)) cx=fixed(x, 1) cy=fixed(y, 1) r="9"/> })
    }).collect_view();
    let choices = review.choices.clone();
    let lines = review.curve.len() - 1;
    // A click anywhere on the graph jumps to the nearest line.
    let click = move |ev: leptos::ev::MouseEvent| {
        let Some(target) = ev.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) else { return };
        let rect = target.get_bounding_client_rect();
        let fraction = ((f64::from(ev.client_x()) - rect.left()) / rect.width().max(1.0)).clamp(0.0, 1.0);
        let index = (fraction * lines as f64).round() as usize;
        let chosen = choices.iter().position(|c| c.line + 1 == index);
        board.select(index, chosen);
        // On a phone the graph is below the board: the board comes into view, as for a choice.
        table_into_view();
    };
    // Where the game turned, a dashed line.
    let turned = review.turning_point().and_then(|(_, line)| line).map(|line| {
        let x = fixed(1000.0 * line as f64 / last, 1);
        view! { <line class="turned" x1=x.clone() x2=x y1="0" y2="200"/> }
    });
    // The axis: the record's lines, a label every few lines.
    let every = [5, 10, 20, 50, 100, 200, 500].into_iter().find(|step| lines / step <= 8).unwrap_or(1000);
    let ticks = (0..=lines).step_by(every).map(|line| {
        let left = format!("left: {}%", fixed(100.0 * line as f64 / last, 1));
        view! { <span style=left>{line}</span> }
    }).collect_view();
    let shown = move || board.stepping().step.map(|lines| {
        let x = 1000.0 * lines as f64 / last;
        view! { <line class="now" x1=fixed(x, 1) x2=fixed(x, 1) y1="0" y2="200"/> }
    });
    view! {
        <svg class="review-graph" data-review-graph="" viewBox="0 0 1000 200" preserveAspectRatio="none" on:click=click
            role="img" aria-label=move || prefs.tr("The spools' winning chance over the game; a click jumps the board there",
                "Шансы катушек на победу по ходу партии; щелчок переносит доску туда")>
            <rect class="cones-area" x="0" y="0" width="1000" height="200"/>
            <line class="half" x1="0" x2="1000" y1="100" y2="100"/>
            <polyline class="chance" points=line/>
            {turned}
            {marks}
            {shown}
        </svg>
        <div class="graph-axis" aria-hidden="true">{ticks}</div>
        <p class="graph-caption">{move || prefs.tr(
            "Across: the lines of the record. Up: the spools' winning chance; down: the cones'. Dots: inaccuracies (yellow), mistakes (orange), blunders (red); dashes: where the game turned.",
            "По горизонтали — строки записи. Вверх — шансы катушек, вниз — конусов. Точки: неточности (жёлтые), ошибки (оранжевые), грубые ошибки (красные); пунктир — где партия переломилась.")}</p>
    }
}

