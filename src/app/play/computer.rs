//! The computer plays its side: one action at a time, at the pace the player chose (each throw,
//! then its move, travelling along the track); a tap hurries the rest of its turn. Its search and
//! weights come with the part loaded after the first board.

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

use super::Play;
use crate::ai::{Computer, Level};
use crate::app::contexts::prefs::Prefs;
use crate::app::contexts::shown::BoardView;
use crate::app::contexts::table::Table;
use crate::app::later::{self, Loader};
use crate::app::marks::{mark, mark_with, measure};
use crate::engine::{Action, Player, Stage};

/// The pause before each action once the player has tapped to hurry: long enough to see it.
const HURRIED_MS: u64 = 120;

/// The computer's next action, waiting for its pause: cleared when a tap hurries it.
struct Waiting {
    timer: TimeoutHandle,
    level: Level,
    revision: u64,
}

/// Whenever it is the computer's turn, its action follows after a pause, unless the game changed
/// meanwhile.
pub fn provide_computer(play: Play, table: Table, prefs: Prefs, loader: Loader) {
    let hurried = StoredValue::new(false);
    let waiting = StoredValue::new(None::<Waiting>);
    let act_after = move |level: Level, revision: u64, pause: u64| {
        let timer = set_timeout_with_handle(
            move || loader.run(Box::new(move || later::call(computer_acted(play, level, revision)))),
            std::time::Duration::from_millis(pause),
        );
        waiting.set_value(timer.ok().map(|timer| Waiting { timer, level, revision }));
    };
    Effect::new(move |_| {
        let Some(level) = play.computer_to_act() else {
            // The person's turn: the next turn of the computer's goes at the pace again.
            hurried.set_value(false);
            return;
        };
        let revision = table.with(|s| s.revision);
        let pause = if hurried.get_value() { HURRIED_MS } else { prefs.pace.get_untracked().pause_ms() };
        act_after(level, revision, pause);
    });
    let tap = window_event_listener(leptos::ev::pointerdown, move |_| {
        if !play.computer_playing() || hurried.get_value() {
            return;
        }
        hurried.set_value(true);
        if let Some(Waiting { timer, level, revision }) = waiting.try_update_value(Option::take).flatten() {
            timer.clear();
            act_after(level, revision, HURRIED_MS);
        }
    });
    on_cleanup(move || tap.remove());
}

#[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible))]
fn computer_acted(play: Play, level: Level, revision: u64) -> Result<(), SplitLoaderError> {
    // Nothing has happened since the computer's turn came (not even while its code came).
    if play.table.with_untracked(|s| s.revision) == revision {
        computer_act(play, play.board, level);
    }
    Ok(())
}

/// The computer's next action: its throw, its choice of move (timed for the budget), or reviving.
fn computer_act(play: Play, board: BoardView, level: Level) {
    let game = board.game.get_untracked();
    // The page's clock bounds the grandmaster's search (DECISION_MS).
    let clock = window().performance().map(|performance| Box::new(move || performance.now()) as Box<dyn Fn() -> f64>);
    let seed = js_sys::Date::now() as u64;
    let mut computer = match clock {
        Some(clock) => Computer::with_clock(level, seed, clock),
        None => Computer::new(level, seed),
    };
    computer.remember(game.to_move(), play.table.with_untracked(|s| s.positions_after_moves(game.to_move())));
    match game.stage() {
        Stage::Move { .. } => {
            // Measured for the budget script: how long a decision takes in the browser.
            mark("senet-decision-start");
            let mv = computer.choose(&game, &game.legal_moves());
            measure("senet-decision", "senet-decision-start");
            mark_with("senet-decision-nodes", computer.tally().nodes);
            play.act(Action::Move(mv), None, false);
        }
        Stage::Throw if game.must_revive() => play.act(Action::Revive, None, false),
        Stage::Throw if game.can_revive() && !game.gods_to_move() && computer.revive_instead(&game) => play.act(Action::Revive, None, false),
        Stage::Over { .. } => {}
        // With real sticks the computer's throws are entered by hand too.
        _ => play.throw_app_sticks(),
    }
}
