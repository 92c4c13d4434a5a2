//! The turn: what the game waits for and what the player should know now, beside the throw
//! button, in view with the board on every screen.

pub mod more;
pub mod preview;
pub mod status;
pub mod stepped;
pub mod sticks;
pub mod their_turn;
pub mod who_starts;

use leptos::prelude::*;

use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::contexts::ui::use_ui;
use crate::app::i18n::tr;
use crate::app::lessons::{self, welcome::Welcome};
use crate::app::rule_links::with_rule_links;
use crate::app::later;
use crate::app::text::{waiting_for, Players};
use crate::engine::{CycleGoal, System};

/// What the game waits for, and what the player should know now: beside the throw button, in view
/// with the board on every screen.
#[component]
pub fn Turn() -> impl IntoView {
    let (board, table, ui, prefs) = (use_board_view(), use_table(), use_ui(), use_prefs());
    let clock = move || {
        let (options, started_at) = table.with(|s| (s.options, s.started_at));
        let CycleGoal::TimeLimit { minutes } = options.goal else { return None };
        if options.system != System::Cycles {
            return None;
        }
        let left = (started_at + f64::from(minutes) * 60_000.0 - table.now.get()).max(0.0) / 1000.0;
        let (m, s) = ((left / 60.0) as u32, left as u32 % 60);
        Some(tr!(prefs.lang.get(), "Time left: {m}:{s:02}", "Осталось времени: {m}:{s:02}"))
    };
    view! {
        <div class="turn-text">
            {move || match board.in_lesson.get() {
                true => later::draw(lessons::task::task).into_any(),
                false => view! {
                    // Stepping through the record, the line stepped to is said instead.
                    <p class="waiting" aria-live="polite" hidden=move || board.stepping().step.is_some()>{move || {
                        let lang = prefs.lang.get();
                        let (complete, thrown) = table.with(|s| (s.throw_off_complete(), s.throw_off.len()));
                        if complete {
                            return with_rule_links(waiting_for(lang, &board.game.get(), table.with(Players::named)));
                        }
                        let player = thrown % 2 + 1;
                        with_rule_links(tr!(lang, "Who starts: player {player} throws; the first 1 starts, with the spools (K2)",
                            "Кто начинает: бросает игрок {player}; первая единица начинает, катушками (K2)"))
                    }}</p>
                    <Welcome/>
                    {later::draw(more::drawing)}
                }.into_any(),
            }}
            {clock}
            {later::draw(preview::drawing)}
            {move || ui.notice.get().map(|text| view! { <p class="notice" role="status">{with_rule_links(text)}</p> })}
            {later::draw(lessons::task::house_link)}
        </div>
    }
}

