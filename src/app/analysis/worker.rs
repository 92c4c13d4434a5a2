//! The rollouts' Web Worker, both sides of it: the page starts one for a rollout
//! ([`RolloutWorker`]), sends it the [`RolloutJob`] and hears its progress; inside the worker
//! ([`serve`], the `senet-worker` binary) the games are played off the page's thread, so that the
//! page stays responsive however long they take. A cancel ends the worker. The worker's script is
//! named by the build (`<meta name="rollout-worker">`, written by Trunk.toml's hook, which hashes
//! its files as Trunk does the app's). Uses `ai::analysis` and the browser's worker API.

use js_sys::{Array, Date};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Worker};

use crate::ai::analysis::{Rollout, RolloutJob, Rollouts, ROLLOUT_GAMES};

/// How often the worker says how far it is (ms).
const PROGRESS_MS: f64 = 100.0;
/// The worker's first word: it listens from then on.
const READY: &str = "ready";

/// What the page hears of a rollout.
pub enum Heard {
    /// Games played, and the result so far (once each first throw has a game).
    Progress { played: u32, so_far: Option<Rollout> },
    /// The worker could not run (its files missing offline, or a fault in it).
    Failed,
}

/// A rollout under way in a worker of its own; dropped, the worker ends (never drop it from within
/// `heard`: the listener calling it would be gone).
pub struct RolloutWorker {
    worker: Worker,
    _listening: [Closure<dyn FnMut(web_sys::Event)>; 2],
}

impl RolloutWorker {
    /// Start `job` in a new worker; `heard` is told its progress. `None` when the browser gives
    /// no worker.
    pub fn start(job: RolloutJob, heard: impl Fn(Heard) + 'static) -> Option<RolloutWorker> {
        let script = web_sys::window()?.document()?.query_selector("meta[name=rollout-worker]").ok()??.get_attribute("content")?;
        let worker = Worker::new(&script).ok()?;
        let heard = std::rc::Rc::new(heard);
        let (asked, failing) = (worker.clone(), heard.clone());
        let on_message = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            let Some(data) = event.dyn_ref::<MessageEvent>().map(MessageEvent::data) else { return };
            if data.as_string().as_deref() == Some(READY) {
                // A failed post is an ended worker: its error event says so.
                let _ = asked.post_message(&job.to_string().into());
            } else if let Some(numbers) = data.dyn_ref::<Array>() {
                let number = |i| numbers.get(i).as_f64().unwrap_or(f64::NAN);
                let (played, chance, margin) = (number(0) as u32, number(1), number(2));
                heard(Heard::Progress { played, so_far: chance.is_finite().then_some(Rollout { games: played, chance, margin }) });
            } else {
                heard(Heard::Failed);
            }
        });
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| failing(Heard::Failed));
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Some(RolloutWorker { worker, _listening: [on_message, on_error] })
    }
}

impl Drop for RolloutWorker {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// Inside the worker: wait for a job, play it, saying how far it is every [`PROGRESS_MS`] and at
/// the end (`[played, chance, margin]`, the chance `NaN` before a result), or why it cannot.
pub fn serve() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let answer = scope.clone();
    let on_job = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        match event.data().as_string().unwrap_or_default().parse::<RolloutJob>() {
            Ok(job) => play(job, &answer),
            Err(reason) => {
                let _ = answer.post_message(&format!("failed: {reason}").into());
            }
        }
    });
    scope.set_onmessage(Some(on_job.as_ref().unchecked_ref()));
    // The worker serves one rollout and is ended by the page: its listener lives as long as it.
    on_job.forget();
    let _ = scope.post_message(&READY.into());
}

fn play(job: RolloutJob, scope: &DedicatedWorkerGlobalScope) {
    let mut rollouts = Rollouts::new(job.game, job.level, job.seed);
    let mut said = Date::now();
    while rollouts.played() < ROLLOUT_GAMES {
        rollouts.play_one();
        let now = Date::now();
        if now - said >= PROGRESS_MS || rollouts.played() == ROLLOUT_GAMES {
            said = now;
            let (chance, margin) = rollouts.result().map_or((f64::NAN, f64::NAN), |r| (r.chance, r.margin));
            let numbers = Array::of3(&f64::from(rollouts.played()).into(), &chance.into(), &margin.into());
            let _ = scope.post_message(&numbers);
        }
    }
    // Done: the worker ends itself (the page need not be the one to end it).
    scope.close();
}
