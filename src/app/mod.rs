//! The browser app: a Leptos component tree over one [`Session`], saved on every change.

mod board;
mod cards;
mod panels;
pub mod state;
pub mod storage;

use leptos::prelude::*;

use crate::ai::{Computer, Level};
use crate::engine::{Action, CycleGoal, Entropy, Game, Move, Options, Player, Side, Stage, System, ThrowSource};
use crate::record::Recorder;
use state::Session;

/// Everything the components share. Signals are `Copy`, so the context is too.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub session: RwSignal<Session>,
    pub recorder: Memo<Recorder>,
    pub game: Memo<Game>,
    /// The piece (square, 0 for a piece waiting to enter) picked for the next move.
    pub picked: RwSignal<Option<u8>>,
    /// A short explanation for the player (why a piece cannot move, what a House did).
    pub notice: RwSignal<Option<String>>,
    /// A problem: shown in `role="alert"`.
    pub alert: RwSignal<Option<String>>,
    /// Milliseconds since 1970, ticking once a second for a time-limited game.
    pub now: RwSignal<f64>,
    pub new_game_open: RwSignal<bool>,
}

impl Ctx {
    /// The move the picked piece would make (K17: the touched piece while touch-move holds it).
    pub fn picked_move(&self) -> Option<Move> {
        let game = self.game.get();
        let picked = match game.stage() {
            Stage::Move { touched: Some(t), .. } => Some(t),
            Stage::Move { .. } => self.picked.get(),
            _ => None,
        }?;
        game.legal_moves().iter().find(|m| m.from == picked || (m.capture && m.to == picked))
    }

    /// Play an action; a refusal becomes the alert.
    pub fn act(&self, action: Action, sticks: Option<crate::engine::Sticks>) {
        let current = self.recorder.get_untracked();
        let mut next = self.session.get_untracked();
        match next.play(&current, action, sticks) {
            Ok(()) => {
                self.alert.set(None);
                self.session.set(next);
            }
            Err(error) => self.alert.set(Some(error)),
        }
    }

    /// The throw button: the regular throw, the gods' piece throw, or a fate throw.
    pub fn throw(&self) {
        let sticks = Entropy.sticks();
        let value = sticks.value();
        let action = match self.game.get_untracked().stage() {
            Stage::Throw => Action::Throw(value),
            Stage::GodsPiece { .. } => Action::GodsPiece(value),
            Stage::Fate { .. } => Action::Fate(value),
            Stage::Move { .. } | Stage::Over { .. } => return,
        };
        self.picked.set(None);
        self.notice.set(None);
        self.act(action, Some(sticks));
    }

    /// A click on square `square` (0: the pieces waiting to enter; 31: the borne-off zone).
    pub fn click(&self, square: u8) {
        let game = self.game.get_untracked();
        let Stage::Move { .. } = game.stage() else {
            if game.piece_at(square).is_some() {
                self.notice.set(Some(panels::waiting_for(&game)));
            }
            return;
        };
        if let Some(mv) = self.picked_move() {
            let target = if mv.is_bear_off() { 31 } else { mv.to };
            if square == target || Some(square) == self.picked.get_untracked() {
                self.picked.set(None);
                self.act(Action::Move(mv), None);
                return;
            }
        }
        let moves = game.legal_moves();
        let chosen = moves.iter().find(|m| m.from == square || (m.capture && m.to == square));
        match chosen {
            Some(_) => {
                self.notice.set(None);
                self.picked.set(Some(square));
                if game.options().touch_move && !matches!(game.stage(), Stage::Move { touched: Some(_), .. }) {
                    self.act(Action::Touch(square), None);
                }
            }
            None => self.notice.set(game.why_not(square).map(|why| format!("{square}: {why}"))),
        }
    }

    pub fn start(&self, options: Options, computer: [Option<Level>; 2]) {
        let mut session = Session::new(options, &mut Entropy, js_sys::Date::now());
        session.computer = computer;
        self.picked.set(None);
        self.notice.set(None);
        self.alert.set(None);
        self.new_game_open.set(false);
        self.session.set(session);
    }

    /// Whether the computer plays the side to move now (the gods always play by their throws).
    pub fn computer_to_act(&self) -> Option<Level> {
        let game = self.game.get();
        if game.winner().is_some() || self.winner_on_time().is_some() {
            return None;
        }
        self.session.with(|s| s.computer[game.to_move().index()])
    }

    /// The computer's next action: its throw, its choice of move (timed for the budget), or reviving.
    fn computer_act(&self, level: Level) {
        let game = self.game.get_untracked();
        let mut computer = Computer::new(level, js_sys::Date::now() as u64);
        match game.stage() {
            Stage::Move { .. } => {
                // Measured for the budget script: how long a decision takes in the browser.
                let performance = window().performance();
                if let Some(performance) = &performance {
                    let _ = performance.mark("senet-decision-start");
                }
                let mv = computer.choose(&game, &game.legal_moves());
                if let Some(performance) = &performance {
                    let _ = performance.measure_with_start_mark("senet-decision", "senet-decision-start");
                }
                self.act(Action::Move(mv), None);
            }
            Stage::Throw if game.must_revive() => self.act(Action::Revive, None),
            Stage::Throw if game.can_revive() && !game.gods_to_move() && computer.revive_instead(&game) => {
                self.act(Action::Revive, None)
            }
            Stage::Over { .. } => {}
            _ => self.throw(),
        }
    }

    /// C3: when a time-limited game's clock has run out, the player ahead (if any) wins.
    pub fn winner_on_time(&self) -> Option<Side> {
        let session = self.session.get();
        let CycleGoal::TimeLimit { minutes } = session.options.goal else { return None };
        if session.options.system != System::Cycles || self.now.get() < session.started_at + f64::from(minutes) * 60_000.0 {
            return None;
        }
        self.game.get().leader()
    }
}

/// How long the computer waits before each of its actions, so that a person can follow them.
const COMPUTER_PAUSE_MS: u64 = 350;

const OTHER_TAB: &str = "This game was changed in another tab: showing its latest state.";

#[component]
pub fn App() -> impl IntoView {
    let now = js_sys::Date::now();
    let (session, problem) = match storage::load() {
        storage::Loaded::Game(session) => (session, None),
        storage::Loaded::Nothing => (Session::new(Options::new(System::Kendall, 5), &mut Entropy, now), None),
        storage::Loaded::Damaged { reason, kept_as } => (
            Session::new(Options::new(System::Kendall, 5), &mut Entropy, now),
            Some(format!(
                "The saved game could not be read: {reason}. It is kept in this browser's storage as \"{kept_as}\"; a new game has started."
            )),
        ),
    };
    let loaded = storage::current();
    let session = RwSignal::new(session);
    let recorder = Memo::new(move |_| {
        session.with(|s| s.recorder().unwrap_or_else(|_| Recorder::new(Game::new(s.options))))
    });
    let ctx = Ctx {
        session,
        recorder,
        game: Memo::new(move |_| *recorder.read().game()),
        picked: RwSignal::new(None),
        notice: RwSignal::new(None),
        alert: RwSignal::new(problem),
        now: RwSignal::new(now),
        new_game_open: RwSignal::new(false),
    };
    provide_context(ctx);

    // One save effect: every change of the session is written, unless another tab wrote the game
    // since this tab last read or wrote it; then that game is shown instead of being overwritten.
    let known = StoredValue::new(loaded);
    Effect::new(move |_| {
        let current = session.get();
        let stored = storage::current();
        if stored != known.get_value() && stored.as_ref() != Some(&current) {
            if let Some(theirs) = stored {
                known.set_value(Some(theirs.clone()));
                ctx.picked.set(None);
                ctx.alert.set(Some(OTHER_TAB.into()));
                session.set(theirs);
                return;
            }
        }
        match storage::save(&current) {
            Ok(()) => known.set_value(Some(current)),
            Err(error) => ctx.alert.set(Some(error)),
        }
    });
    storage::on_other_tab_change(move || {
        if let Some(theirs) = storage::current() {
            known.set_value(Some(theirs.clone()));
            if theirs != session.get_untracked() {
                ctx.picked.set(None);
                ctx.notice.set(Some(OTHER_TAB.into()));
                session.set(theirs);
            }
        }
    });
    // The computer plays its side: one action at a time, slowly enough to follow.
    Effect::new(move |_| {
        let Some(level) = ctx.computer_to_act() else { return };
        let revision = session.with(|s| s.revision);
        set_timeout(
            move || {
                if session.with_untracked(|s| s.revision) == revision {
                    ctx.computer_act(level);
                }
            },
            std::time::Duration::from_millis(COMPUTER_PAUSE_MS),
        );
    });
    let ticking = set_interval_with_handle(move || ctx.now.set(js_sys::Date::now()), std::time::Duration::from_secs(1));
    if let Ok(handle) = ticking {
        on_cleanup(move || handle.clear());
    }

    view! {
        <header class="top">
            <h1>"Senet"</h1>
            <p class="subtitle">{move || panels::title(&ctx.session.get().options)}</p>
            <button class="new-game" data-action="new-game" on:click=move |_| ctx.new_game_open.update(|o| *o = !*o)>
                "New game"
            </button>
        </header>
        <div class="alerts">
            {move || ctx.alert.get().map(|text| view! {
                <p class="alert" role="alert">
                    {text}
                    <button class="dismiss" aria-label="Dismiss" on:click=move |_| ctx.alert.set(None)>"×"</button>
                </p>
            })}
        </div>
        <panels::NewGame/>
        <main class="table">
            <section class="play" aria-label="Board">
                <board::Zone kind=board::ZoneKind::Drowned/>
                <board::Board/>
                <board::Zone kind=board::ZoneKind::Off/>
            </section>
            <aside class="side">
                <panels::Status/>
                <panels::Sticks/>
                <panels::Advice/>
                <panels::GameOver/>
                <panels::RecordPanel/>
            </aside>
        </main>
    }
}

/// Mount the app on the page (the entry point of the wasm binary).
pub fn mount() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
    // The budget script reads this mark: navigation start to an interactive board.
    if let Some(performance) = window().performance() {
        let _ = performance.mark("senet-interactive");
    }
}
