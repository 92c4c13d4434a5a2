//! The game review in the app: run in slices so the page stays responsive, then the winning chance
//! over the game as a graph, each player's accuracy, classes and luck, the marked choices (a click
//! jumps the board there) and the better move shown on the board.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;

use super::i18n::{capitalized, fixed, side_name, tr};
use super::Ctx;
use crate::ai::review::{annotated, Choice, Class, Review, Reviewer, DEPTH};
use crate::engine::{Action, Game, Side};

/// The review of the game on the board, as far as it has come.
#[derive(Clone, PartialEq)]
pub struct GameReview {
    /// The game it reviews (another game on the board, or a change of this one, leaves it aside).
    pub options: crate::engine::Options,
    pub actions: Vec<Action>,
    pub review: Review,
    /// Actions reviewed, of how many.
    pub progress: (usize, usize),
}

impl GameReview {
    pub fn done(&self) -> bool {
        self.progress.0 == self.progress.1
    }
}

/// How long one slice of the review may hold the page (ms).
const SLICE_MS: f64 = 12.0;

impl Ctx {
    /// The review of the game as it is now, if one was made (tracked).
    pub fn current_review(&self) -> Option<GameReview> {
        let review = self.review.get()?;
        self.session.with(|s| s.start.is_none() && s.options == review.options && s.actions == review.actions).then_some(review)
    }

    /// The record as text: with the review's marks in its comments once the review is done.
    pub fn record_text(&self) -> String {
        let review = self.current_review().filter(GameReview::done);
        self.recorder.with(|r| match review {
            Some(done) => annotated(r.record(), &done.review).to_string(),
            None => r.record().to_string(),
        })
    }

    /// Review the game on the board, a slice at a time.
    pub fn start_review(&self) {
        let session = self.session.get_untracked();
        let start = session.start.unwrap_or_else(|| Game::new(session.options));
        let reviewer = Rc::new(RefCell::new(Reviewer::new(start, &session.actions, DEPTH)));
        let performance = window().performance();
        if let Some(performance) = &performance {
            let _ = performance.mark("senet-review-start");
        }
        let reviewed = GameReview { options: session.options, actions: session.actions.clone(), review: Review::default(), progress: (0, session.actions.len()) };
        self.review.set(Some(reviewed));
        self.review_slice(reviewer, session.revision);
    }

    fn review_slice(&self, reviewer: Rc<RefCell<Reviewer>>, revision: u64) {
        if self.session.with_untracked(|s| s.revision) != revision {
            return;
        }
        let now = || js_sys::Date::now();
        let started = now();
        let mut going = true;
        while going && now() - started < SLICE_MS {
            match reviewer.borrow_mut().step() {
                Ok(more) => going = more,
                Err(error) => {
                    self.alert.set(Some(super::messages::message(self.lang.get_untracked(), &error.to_string())));
                    self.review.set(None);
                    return;
                }
            }
        }
        let progress = reviewer.borrow().progress();
        let review = reviewer.borrow().review().clone();
        self.review.update(|current| {
            if let Some(current) = current {
                current.review = review;
                current.progress = progress;
            }
        });
        if going {
            let ctx = *self;
            set_timeout(move || ctx.review_slice(reviewer, revision), std::time::Duration::ZERO);
        } else if let Some(performance) = window().performance() {
            // Measured for the budget script: how long a review takes in the browser.
            let _ = performance.measure_with_start_mark("senet-review", "senet-review-start");
        }
    }

    /// Jump the board to the line after `choice` and select it.
    fn jump_to(&self, lines: usize, choice: Option<usize>) {
        self.go_to(lines);
        self.selected_choice.set(choice);
    }

    /// Show on the board what the better move would have made of `choice`, or the move played again.
    fn toggle_better(&self, choice: Choice) {
        if self.better.get_untracked().is_some() {
            self.better.set(None);
            return;
        }
        let session = self.session.get_untracked();
        let mut game = session.start.unwrap_or_else(|| Game::new(session.options));
        for &action in &session.actions[..choice.action] {
            let _ = game.act(action);
        }
        if game.act(Action::Move(choice.best)).is_ok() {
            self.better.set(Some((self.step.get_untracked(), game)));
        }
    }
}

fn class_name(class: Class) -> &'static str {
    match class {
        Class::Inaccuracy => "inaccuracy",
        Class::Mistake => "mistake",
        Class::Blunder => "blunder",
    }
}

/// The winning chance over the game, one point per record line: the spools' chance upwards.
#[component]
fn Graph(review: Review) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
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
        ctx.jump_to(index, chosen);
    };
    let shown = move || ctx.step.get().map(|lines| {
        let x = 1000.0 * lines as f64 / last;
        view! { <line class="now" x1=fixed(x, 1) x2=fixed(x, 1) y1="0" y2="200"/> }
    });
    view! {
        <svg class="review-graph" data-review-graph="" viewBox="0 0 1000 200" preserveAspectRatio="none" on:click=click
            role="img" aria-label=move || ctx.tr("The spools' winning chance over the game; a click jumps the board there",
                "Шансы катушек на победу по ходу партии; щелчок переносит доску туда")>
            <rect class="cones-area" x="0" y="0" width="1000" height="200"/>
            <line class="half" x1="0" x2="1000" y1="100" y2="100"/>
            <polyline class="chance" points=line/>
            {marks}
            {shown}
        </svg>
        <p class="graph-caption">{move || ctx.tr(
            "Up: the spools' winning chance; down: the cones'. Dots: inaccuracies (yellow), mistakes (orange), blunders (red).",
            "Вверх — шансы катушек, вниз — конусов. Точки: неточности (жёлтые), ошибки (оранжевые), грубые ошибки (красные).")}</p>
    }
}

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
fn summary_table(ctx: Ctx, review: &Review) -> impl IntoView {
    let lang = ctx.lang.get();
    let system = ctx.session.with(|s| s.options.system);
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
                <th scope="col">{ctx.tr("Player", "Игрок")}</th>
                <th scope="col">{ctx.tr("Accuracy", "Точность")}</th>
                <th scope="col"><abbr title=ctx.tr("inaccuracies", "неточности")>"?!"</abbr></th>
                <th scope="col"><abbr title=ctx.tr("mistakes", "ошибки")>"?"</abbr></th>
                <th scope="col"><abbr title=ctx.tr("blunders", "грубые ошибки")>"??"</abbr></th>
                <th scope="col">{ctx.tr("Lost per choice", "Потеря за выбор")}</th>
                <th scope="col">{ctx.tr("Luck", "Везение")}</th>
            </tr></thead>
            <tbody>{rows.into_iter().collect_view()}</tbody>
        </table>
    }
}

/// The review: started from the finished game's panel, shown until the game changes.
#[component]
pub fn ReviewPanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let current = ctx.current_review()?;
        let lang = ctx.lang.get();
        let (done, all) = current.progress;
        if !current.done() {
            return Some(view! {
                <section class="review" aria-label=ctx.tr("Game review", "Разбор партии")>
                    <p role="status">{tr!(lang, "Reviewing the game: {done} of {all} actions…", "Разбор партии: {done} из {all} действий…")}</p>
                    <progress max=all value=done></progress>
                </section>
            }.into_any());
        }
        let review = current.review;
        let system = ctx.session.with(|s| s.options.system);
        let lines = ctx.recorder.with(|r| r.record().lines.iter().map(|l| l.display(system).to_string()).collect::<Vec<_>>());
        let classified = review.choices.iter().enumerate().filter(|(_, c)| c.class().is_some()).map(|(index, choice)| {
            let class = choice.class().unwrap_or(Class::Inaccuracy);
            let line = lines.get(choice.line).cloned().unwrap_or_default();
            let (best, lost) = (choice.best, (choice.loss() * 100.0).round());
            let mark = class.mark();
            let jump = choice.line + 1;
            view! {
                <li>
                    <button class="review-choice" data-review-choice=index data-class=class_name(class)
                        aria-pressed=move || (ctx.selected_choice.get() == Some(index)).to_string()
                        on:click=move |_| ctx.jump_to(jump, Some(index))>
                        <span class="mark-text">{mark}</span>" "
                        {tr!(lang, "{line} — {best} was better ({lost}% lost)", "{line} — лучше было {best} (потеряно {lost}%)")}
                    </button>
                </li>
            }
        }).collect_view();
        let better = {
            let review = review.clone();
            move || {
                let choice = *review.choices.get(ctx.selected_choice.get()?)?;
                let best = choice.best;
                let showing = ctx.better.get().is_some();
                Some(view! {
                    <button data-action="better-move" aria-pressed=showing.to_string() on:click=move |_| ctx.toggle_better(choice)>
                        {if showing { ctx.tr("Back to the move played", "Вернуть сыгранный ход").to_string() }
                         else { tr!(ctx.lang.get(), "Show the better move ({best})", "Показать лучший ход ({best})") }}
                    </button>
                })
            }
        };
        let luck = Side::BOTH.map(|side| (capitalized(side_name(lang, system, side)), signed_percent(review.summary(side).luck)));
        let [(first, first_luck), (second, second_luck)] = luck;
        Some(view! {
            <section class="review" data-review-done="" aria-label=ctx.tr("Game review", "Разбор партии")>
                <h2>{ctx.tr("Game review", "Разбор партии")}</h2>
                <Graph review=review.clone()/>
                {summary_table(ctx, &review)}
                <p class="luck">{tr!(lang,
                    "Luck is what the throws gave against the average throw: {first} {first_luck}, {second} {second_luck} of winning chance. Skill is what the choices kept of it.",
                    "Везение — что дали броски против среднего броска: {first} {first_luck}, {second} {second_luck} шанса на победу. Мастерство — сколько из этого сохранили ходы.")}</p>
                <ol class="review-choices">{classified}</ol>
                {better}
            </section>
        }.into_any())
    }
}
