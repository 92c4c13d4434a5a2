//! The review's panel: progress while it runs, then the graph, each player's figures, the marked
//! choices and the better move.

use leptos::prelude::*;

use super::graph::{class_name, Graph};
use super::use_reviews;
use crate::ai::review::{Class, Review};
use crate::app::contexts::prefs::{use_prefs, Prefs};
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::i18n::{capitalized, fixed, side_name, tr};
use crate::app::later;
use crate::engine::Side;

later::part!(drawing => ReviewPanel);

/// A chance as a whole percentage with its sign: "+4%", "-2%", "+0%".
fn signed_percent(chance: f64) -> String {
    let percent = fixed(100.0 * chance, 0);
    if percent.starts_with('-') {
        format!("{percent}%")
    } else {
        format!("+{percent}%")
    }
}

/// Each player's figures: accuracy, classes, chance lost, luck.
fn summary_table(prefs: Prefs, system: crate::engine::System, review: &Review) -> impl IntoView {
    let lang = prefs.lang.get();
    let rows = Side::BOTH.map(|side| {
        let s = review.summary(side);
        let [inaccuracies, mistakes, blunders] = s.counts;
        view! {
            <tr>
                <th scope="row">{capitalized(side_name(lang, system, side))}</th>
                <td>{fixed(s.accuracy, 0)}</td>
                <td>{inaccuracies}</td>
                <td>{mistakes}</td>
                <td>{blunders}</td>
                <td>{format!("{}%", fixed(100.0 * s.average_loss, 1))}</td>
                <td>{signed_percent(s.luck)}</td>
            </tr>
        }
    });
    view! {
        <table class="review-summary" data-review-counts="">
            <thead><tr>
                <th scope="col">{prefs.tr("Player", "Игрок")}</th>
                <th scope="col">{prefs.tr("Accuracy", "Точность")}</th>
                <th scope="col"><abbr title=prefs.tr("inaccuracies", "неточности")>"?!"</abbr></th>
                <th scope="col"><abbr title=prefs.tr("mistakes", "ошибки")>"?"</abbr></th>
                <th scope="col"><abbr title=prefs.tr("blunders", "грубые ошибки")>"??"</abbr></th>
                <th scope="col">{prefs.tr("Lost per choice", "Потеря за выбор")}</th>
                <th scope="col">{prefs.tr("Luck", "Везение")}</th>
            </tr></thead>
            <tbody>{rows.into_iter().collect_view()}</tbody>
        </table>
    }
}

/// The review: started from the finished game's panel, shown until the game changes.
#[component]
pub fn ReviewPanel() -> impl IntoView {
    let (reviews, board, table, prefs) = (use_reviews(), use_board_view(), use_table(), use_prefs());
    move || {
        let current = reviews.current()?;
        let lang = prefs.lang.get();
        let (done, all) = current.progress;
        if !current.done() {
            return Some(view! {
                <section class="review" aria-label=prefs.tr("Game review", "Разбор партии")>
                    <p role="status">{tr!(lang, "Reviewing the game: {done} of {all} actions…", "Разбор партии: {done} из {all} действий…")}</p>
                    <progress max=all value=done></progress>
                </section>
            }.into_any());
        }
        let review = current.review;
        let system = table.with(|s| s.options.system);
        let lines = table.recorder(|r| r.record().lines.iter().map(|l| l.display(system).to_string()).collect::<Vec<_>>());
        let classified = review.choices.iter().enumerate().filter(|(_, c)| c.class().is_some()).map(|(index, choice)| {
            let class = choice.class().unwrap_or(Class::Inaccuracy);
            let line = lines.get(choice.line).cloned().unwrap_or_default();
            let (best, lost) = (choice.best, (choice.loss() * 100.0).round());
            let mark = class.mark();
            let jump = choice.line + 1;
            view! {
                <li>
                    <button class="review-choice" data-review-choice=index data-class=class_name(class)
                        aria-pressed=move || (board.stepping().choice == Some(index)).to_string()
                        on:click=move |_| board.select(jump, Some(index))>
                        <span class="mark-text">{mark}</span>" "
                        {tr!(lang, "{line} — {best} was better ({lost}% lost)", "{line} — лучше было {best} (потеряно {lost}%)")}
                    </button>
                </li>
            }
        }).collect_view();
        let better = {
            let review = review.clone();
            move || {
                let choice = *review.choices.get(board.stepping().choice?)?;
                // Only a marked choice has a better move to show.
                choice.class()?;
                let best = choice.best;
                let showing = board.stepping().better.is_some();
                Some(view! {
                    <button data-action="better-move" aria-pressed=showing.to_string() on:click=move |_| reviews.toggle_better(choice)>
                        {if showing { prefs.tr("Back to the move played", "Вернуть сыгранный ход").to_string() }
                         else { tr!(prefs.lang.get(), "Show the better move ({best})", "Показать лучший ход ({best})") }}
                    </button>
                })
            }
        };
        let luck = Side::BOTH.map(|side| (capitalized(side_name(lang, system, side)), signed_percent(review.summary(side).luck)));
        let [(first, first_luck), (second, second_luck)] = luck;
        Some(view! {
            <section class="review" data-review-done="" aria-label=prefs.tr("Game review", "Разбор партии")>
                <h2>{prefs.tr("Game review", "Разбор партии")}</h2>
                <Graph review=review.clone()/>
                {summary_table(prefs, system, &review)}
                <p class="luck">{tr!(lang,
                    "Luck is what the throws gave against the average throw: {first} {first_luck}, {second} {second_luck} of winning chance. Skill is what the choices kept of it.",
                    "Везение — что дали броски против среднего броска: {first} {first_luck}, {second} {second_luck} шанса на победу. Мастерство — сколько из этого сохранили ходы.")}</p>
                <ol class="review-choices">{classified}</ol>
                {better}
            </section>
        }.into_any())
    }
}
