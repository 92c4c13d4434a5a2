//! The review's panel: progress while it runs, then the graph, each player's figures, the marked
//! choices and the better move.

use leptos::prelude::*;

use super::graph::{class_name, Graph};
use super::use_reviews;
use crate::ai::review::{Class, Review};
use crate::app::analysis::AnalyseHere;
use crate::app::contexts::prefs::{use_prefs, Prefs};
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::glossary::level_short_name;
use crate::app::i18n::{capitalized, fixed, side_name, tr};
use crate::app::later;
use crate::app::practice::PractiseMistakes;
use crate::app::text::{choice_in_words, line_in_words, Players};
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

/// Each player's figures: the level their choices were like, classes, chance lost, luck.
fn summary_table(prefs: Prefs, system: crate::engine::System, review: &Review) -> impl IntoView {
    let lang = prefs.lang.get();
    let rows = Side::BOTH.map(|side| {
        let s = review.summary(side);
        let [inaccuracies, mistakes, blunders] = s.counts;
        view! {
            <tr>
                <th scope="row">{capitalized(side_name(lang, system, side))}</th>
                <td data-played-like="">{s.played_like().map(|level| level_short_name(lang, level))}</td>
                <td>{inaccuracies}</td>
                <td>{mistakes}</td>
                <td>{blunders}</td>
                <td>{format!("{}%", fixed(100.0 * s.average_loss, 2))}</td>
                <td>{signed_percent(s.luck)}</td>
            </tr>
        }
    });
    view! {
        <table class="review-summary" data-review-counts="">
            <thead><tr>
                <th scope="col">{prefs.tr("Player", "Игрок")}</th>
                <th scope="col">{prefs.tr("Played like", "Играл как")}</th>
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
        let players = table.with(Players::named);
        let classified = review.choices.iter().enumerate().filter(|(_, c)| c.class().is_some()).map(|(index, choice)| {
            let class = choice.class().unwrap_or(Class::Inaccuracy);
            let said = choice_in_words(lang, players, &reviews.position_before(choice.action), choice, choice.line + 1);
            let mark = class.mark();
            let jump = choice.line + 1;
            view! {
                <li>
                    <button class="review-choice" data-review-choice=index data-class=class_name(class)
                        aria-pressed=move || (board.stepping().choice == Some(index)).to_string()
                        on:click=move |_| reviews.show_choice(jump, index)>
                        <span class="mark-text">{mark}</span>" "{said}
                    </button>
                </li>
            }
        }).collect_view();
        let better = move || {
            let choice = reviews.selected_choice()?;
            let showing = board.stepping().better.is_some();
            Some(view! {
                <p class="better-legend">{prefs.tr("On the board: the move played in blue, the better move in green.",
                    "На доске: сыгранный ход — синим, лучший — зелёным.")}</p>
                <button data-action="better-move" aria-pressed=showing.to_string() on:click=move |_| reviews.toggle_better(choice)>
                    {if showing { prefs.tr("Back to the move played", "Вернуть сыгранный ход") }
                     else { prefs.tr("Play the better move on the board", "Сыграть лучший ход на доске") }}
                </button>
                <AnalyseHere position=move || reviews.throw_before(choice.action)/>
            })
        };
        let turned = review.turning_point().map(|(winner, line)| match line {
            Some(line) => {
                let happened = table.recorder(|r| r.record().lines.get(line - 1).map(|l| line_in_words(lang, players, l))).unwrap_or_default();
                view! {
                    <button class="review-turn" data-review-turn=line on:click=move |_| reviews.show_line(line)>
                        {tr!(lang, "Where the game turned: line {line}. {happened}", "Перелом партии: строка {line}. {happened}")}
                    </button>
                }.into_any()
            }
            None => {
                let who = players.who(lang, winner);
                view! { <p class="review-turn" data-review-turn="">{tr!(lang, "{who}: ahead from the first line to the end.", "{who}: впереди от начала до конца.")}</p> }.into_any()
            }
        });
        let luck = Side::BOTH.map(|side| (capitalized(side_name(lang, system, side)), signed_percent(review.summary(side).luck)));
        let [(first, first_luck), (second, second_luck)] = luck;
        let adjusted = Side::BOTH.map(|side| review.luck_adjusted(side).map(signed_percent));
        let luck_adjusted = match adjusted {
            [Some(spools), Some(cones)] => Some(view! {
                <p class="luck" data-luck-adjusted="">{tr!(lang,
                    "The result less the luck (luck-adjusted): {first} {spools}, {second} {cones} of a game won.",
                    "Итог за вычетом везения: {first} {spools}, {second} {cones} от выигранной партии.")}</p>
            }),
            _ => None,
        };
        Some(view! {
            <section class="review" data-review-done="" aria-label=prefs.tr("Game review", "Разбор партии")>
                <h2>{prefs.tr("Game review", "Разбор партии")}</h2>
                <Graph review=review.clone()/>
                {turned}
                {summary_table(prefs, system, &review)}
                <p class="luck">{tr!(lang,
                    "Luck is what the throws gave against the average throw: {first} {first_luck}, {second} {second_luck} of winning chance. Skill is what the choices kept of it.",
                    "Везение — что дали броски против среднего броска: {first} {first_luck}, {second} {second_luck} шанса на победу. Мастерство — сколько из этого сохранили ходы.")}</p>
                {luck_adjusted}
                <ol class="review-choices">{classified}</ol>
                {better}
                <PractiseMistakes review=review.clone()/>
            </section>
        }.into_any())
    }
}
