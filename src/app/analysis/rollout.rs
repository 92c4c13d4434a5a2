//! Rollouts of the analysed position: "Roll out" plays it to the end many times at a chosen level,
//! a slice of a few milliseconds of play at a time between the page's other work (no task holds the
//! page longer than a slice and one decision), with a progress bar, a cancel, and the result as a
//! winning chance with its 95% interval.

use std::time::Duration;

use leptos::prelude::*;

use super::text::percent;
use crate::ai::analysis::{Rollout, Rollouts, ROLLOUT_GAMES};
use crate::ai::Level;
use crate::app::contexts::prefs::use_prefs;
use crate::app::glossary::level_short_name;
use crate::app::i18n::{fixed, tr};
use crate::engine::Game;

/// How long a slice of play may run before the page has its turn (ms): a decision more at most.
const SLICE_MS: f64 = 15.0;

#[component]
pub fn RolloutRow(game: Game) -> impl IntoView {
    let prefs = use_prefs();
    let level = RwSignal::new(Level::Expert);
    let played = RwSignal::new(None::<u32>);
    let result = RwSignal::new(None::<Rollout>);
    let running = StoredValue::new_local(None::<Rollouts>);
    // Each start and each cancel ends the slices of the run before.
    let run = StoredValue::new(0u32);
    fn slice(running: StoredValue<Option<Rollouts>, LocalStorage>, run: StoredValue<u32>, this: u32, played: RwSignal<Option<u32>>, result: RwSignal<Option<Rollout>>) {
        if run.get_value() != this {
            return;
        }
        let started = js_sys::Date::now();
        let done = running.try_update_value(|rollouts| {
            let rollouts = rollouts.as_mut()?;
            while rollouts.played() < ROLLOUT_GAMES && js_sys::Date::now() - started < SLICE_MS {
                rollouts.step();
            }
            Some((rollouts.played(), rollouts.result()))
        });
        let Some(Some((games, so_far))) = done else { return };
        played.set(Some(games));
        if games < ROLLOUT_GAMES {
            set_timeout(move || slice(running, run, this, played, result), Duration::ZERO);
        } else {
            result.set(so_far);
            played.set(None);
        }
    }
    let start = move |_| {
        let this = run.get_value() + 1;
        run.set_value(this);
        let seed = js_sys::Date::now() as u64;
        running.set_value(Some(Rollouts::new(game, level.get_untracked(), seed)));
        result.set(None);
        played.set(Some(0));
        set_timeout(move || slice(running, run, this, played, result), Duration::ZERO);
    };
    let cancel = move |_| {
        run.update_value(|r| *r += 1);
        running.set_value(None);
        played.set(None);
    };
    on_cleanup(move || run.update_value(|r| *r += 1));
    view! {
        <div class="rollout" data-rollout="">
            // Random games say nothing of a position.
            <LevelChoice option="rollout-level" levels=&Level::ALL[1..] level=level label=("Level of the games ", "Уровень партий ")/>
            {move || match played.get() {
                None => view! {
                    <button data-action="rollout" on:click=start>{move || prefs.tr("Roll out", "Разыграть до конца")}</button>
                }.into_any(),
                Some(games) => view! {
                    <label>{move || tr!(prefs.lang.get(), "Games played: {games} of {ROLLOUT_GAMES} ", "Сыграно партий: {games} из {ROLLOUT_GAMES} ")}
                        <progress max=ROLLOUT_GAMES value=games></progress>
                    </label>
                    <button data-action="cancel-rollout" on:click=cancel>{move || prefs.tr("Cancel", "Отменить")}</button>
                }.into_any(),
            }}
            {move || result.get().map(|r| {
                let lang = prefs.lang.get();
                let (chance, margin, games) = (percent(r.chance), percent(r.margin), r.games);
                view! {
                    <p data-rollout-result=fixed(r.chance, 4) role="status">
                        {tr!(lang, "Rolled out: a winning chance of {chance} ± {margin} (95%) over {games} games.",
                            "Итог розыгрыша: шанс на победу {chance} ± {margin} (95%) по {games} партиям.")}
                    </p>
                }
            })}
        </div>
    }
}

/// A level of the computer to choose (`[data-option=OPTION]`) among `levels`, named in words.
#[component]
pub fn LevelChoice(option: &'static str, levels: &'static [Level], level: RwSignal<Level>, label: (&'static str, &'static str)) -> impl IntoView {
    let prefs = use_prefs();
    view! {
        <label>{move || prefs.tr(label.0, label.1)}
            <select data-option=option on:change:target=move |ev| {
                if let Some(chosen) = Level::from_name(&ev.target().value()) { level.set(chosen) }
            }>
                {levels.iter().map(|&l| view! {
                    <option value=l.name() selected=move || level.get() == l>{move || level_short_name(prefs.lang.get(), l)}</option>
                }).collect_view()}
            </select>
        </label>
    }
}
