//! Rollouts of the analysed position: "Roll out" plays it to the end many times at a chosen level,
//! in a Web Worker (`worker`), so that the page stays responsive, with a progress bar, a cancel,
//! and the result as a winning chance with its 95% interval.

use leptos::prelude::*;

use super::text::percent;
use super::worker::{Heard, RolloutWorker};
use crate::ai::analysis::{Rollout, RolloutJob, ROLLOUT_GAMES};
use crate::ai::Level;
use crate::app::contexts::prefs::use_prefs;
use crate::app::glossary::level_short_name;
use crate::app::i18n::{fixed, tr};
use crate::engine::Game;

#[component]
pub fn RolloutRow(game: Game) -> impl IntoView {
    let prefs = use_prefs();
    let level = RwSignal::new(Level::Expert);
    let played = RwSignal::new(None::<u32>);
    let result = RwSignal::new(None::<Rollout>);
    let failed = RwSignal::new(false);
    // The run under way; replaced or dropped (a cancel, the panel closed), its worker ends.
    let running = StoredValue::new_local(None::<RolloutWorker>);
    let start = move |_| {
        result.set(None);
        failed.set(false);
        played.set(Some(0));
        let job = RolloutJob { game, level: level.get_untracked(), seed: js_sys::Date::now() as u64 };
        let worker = RolloutWorker::start(job, move |heard| match heard {
            Heard::Progress { played: games, so_far } if games >= ROLLOUT_GAMES => {
                result.set(so_far);
                played.set(None);
            }
            Heard::Progress { played: games, .. } => played.set(Some(games)),
            Heard::Failed => {
                failed.set(true);
                played.set(None);
            }
        });
        if worker.is_none() {
            failed.set(true);
            played.set(None);
        }
        running.set_value(worker);
    };
    let cancel = move |_| {
        running.set_value(None);
        played.set(None);
    };
    on_cleanup(move || running.set_value(None));
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
            {move || failed.get().then(|| view! {
                <p data-rollout-failed="" role="alert">{move || prefs.tr(
                    "The rollout stopped: this browser could not run it. The table above is unchanged.",
                    "Розыгрыш остановлен: браузер не смог его выполнить. Таблица выше не изменилась.")}</p>
            })}
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
