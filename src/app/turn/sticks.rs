//! The sticks as they fell, the throw button (or, with real sticks, a button for each value), the
//! revival, the take-back and the switch to real sticks.

use leptos::prelude::*;

use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::glossary;
use crate::app::i18n::tr;
use crate::app::lessons::use_lessons;
use crate::app::play::use_play;
use crate::engine::Stage;
use crate::lessons::Target;

/// Four sticks as they fell; before the first throw they lie unturned (neither face counts yet).
pub fn four_sticks(fall: Option<crate::engine::Sticks>) -> impl IntoView {
    (0..4)
        .map(|i| {
            let white = fall.map(|f| f.white(i));
            view! {
                <span class="stick" class:white=white == Some(true) class:black=white == Some(false)
                    class:unturned=white.is_none()></span>
            }
        })
        .collect_view()
}

#[component]
pub fn Sticks() -> impl IntoView {
    let (play, board, table, lessons, prefs) = (use_play(), use_board_view(), use_table(), use_lessons(), use_prefs());
    let own_sticks = move || table.with(|s| s.own_sticks);
    // A memo: the buttons below are drawn again only when the kind of game changes, not on every action.
    let friend_game = Memo::new(move |_| table.with(|s| s.friend.is_some()));
    let throw_off_due = move || table.with(|s| !s.throw_off_complete());
    // Not while the record is stepped through: the throw belongs to the live game.
    let throw_due = move || {
        let game = board.game.get();
        // A lesson done offers only what comes next.
        !lessons.finished()
            && board.stepping().step.is_none()
            && (throw_off_due()
                || board.winner_on_time().is_none()
                    && (own_sticks() || play.computer_to_act().is_none())
                    && !play.friend_to_act()
                    && match game.stage() {
                        Stage::Throw => !game.must_revive(),
                        Stage::GodsPiece { .. } | Stage::Fate { .. } => true,
                        Stage::Move { .. } | Stage::Over { .. } => false,
                    })
    };
    // With real sticks: a button for each value, the fall of the four sticks drawn on it.
    let entered = move || {
        (1..=5u8)
            .map(|value| {
                let fall = Some(crate::engine::Sticks::showing(value));
                view! {
                    <button class="entered-value" data-throw-value=value disabled=move || !throw_due() on:click=move |_| play.enter(value)>
                        <span class="mini-sticks" aria-hidden="true">{four_sticks(fall)}</span>
                        <span>{value}</span>
                    </button>
                }
            })
            .collect_view()
    };
    let label = move || match board.game.get().stage() {
        Stage::GodsPiece { .. } => prefs.tr("Throw for the gods' piece", "Бросок за фишку богов"),
        Stage::Fate { .. } => prefs.tr("Fate throw", "Бросок судьбы"),
        _ => prefs.tr("Throw", "Бросить"),
    };
    // The value of the throw being played: the one the game waits to move with (the gods': the
    // distance), or the last throw while the same side throws again; none once the turn has passed.
    let thrown = Memo::new(move |_| {
        let game = board.game.get();
        match game.stage() {
            Stage::Move { value, .. } => Some(value),
            Stage::GodsPiece { distance } => Some(distance),
            Stage::Fate { .. } | Stage::Over { .. } => None,
            Stage::Throw => {
                let same_side = table.recorder(|r| r.record().lines.last().map(|line| line.side)) == Some(game.to_move());
                same_side.then(|| table.with(|s| s.sticks)).flatten().map(|bits| crate::engine::Sticks::new(bits).value())
            }
        }
    });
    let value = move || {
        thrown.get().map(|value| {
            let extra = if crate::engine::gives_extra_throw(value) { prefs.tr(" — an extra throw", " — дополнительный бросок") } else { "" };
            let words = tr!(prefs.lang.get(), "Thrown: {value}{extra}", "Выпало: {value}{extra}");
            view! {
                <span class="thrown-number" aria-hidden="true">{value}</span>
                <span class="thrown-words">{words}</span>
            }
        })
    };

    view! {
        <section class="throwing" aria-label=move || glossary::STICKS.get(prefs.lang.get())>
            // Made anew for every throw, so that the sticks tumble (CSS) each time.
            {move || {
                let (throw, fall) = table.with(|s| (s.revision, s.sticks.map(crate::engine::Sticks::new)));
                view! { <div class="sticks" data-throw=throw class:spent=move || thrown.get().is_none() aria-hidden="true">{four_sticks(fall)}</div> }
            }}
            <p class="value" data-thrown=move || thrown.get().map(|v| v.to_string())>{value}</p>
            {move || if own_sticks() {
                view! {
                    <div class="entered" role="group" aria-label=move || prefs.tr("The value thrown with real sticks", "Сколько выпало на дощечках")>
                        {entered}
                    </div>
                }.into_any()
            } else {
                view! {
                    // In a lesson, before its move can be known, "Show me" marks the throw.
                    <button class="throw" data-action="throw" disabled=move || !throw_due() on:click=move |_| play.throw()
                        data-lesson-target=move || (board.in_lesson.get() && lessons.target.get().is_none() && throw_due()).then_some("action")>
                        {label}
                    </button>
                }.into_any()
            }}
            {move || board.game.get().can_revive().then(|| view! {
                <button class="revive" data-action="revive"
                    data-lesson-target=move || (lessons.target.get() == Some(Target::Revive)).then_some("action")
                    disabled=move || play.computer_to_act().is_some() || play.friend_to_act()
                    on:click=move |_| play.revive()>
                    {move || glossary::REVIVE.get(prefs.lang.get())}
                </button>
            })}
            // A lesson is played forward only (it starts again instead), with its own throws; so is
            // a game with a friend, whose throws both players' secrets decide.
            {move || (!board.in_lesson.get() && !friend_game.get()).then(|| view! {
                <button class="icon" data-action="undo" aria-label=move || prefs.tr("Take back", "Взять ход назад")
                    disabled=move || table.taken_back().is_none() on:click=move |_| play.take_back()>
                    <span aria-hidden="true">"↶"</span>
                </button>
                // A switch that says what it does; while on it stays lit, and the values to enter
                // stand where the throw was.
                <button class="own-sticks" data-action="own-sticks" aria-pressed=move || own_sticks().to_string()
                    title=move || prefs.tr("Throw real sticks at the table and enter their values", "Бросать настоящие дощечки и вводить выпавшие очки")
                    on:click=move |_| play.toggle_own_sticks()>
                    // Four sticks in the hand: the real ones.
                    <span class="mini-sticks" aria-hidden="true">{four_sticks(Some(crate::engine::Sticks::showing(2)))}</span>
                    <span class="words">{move || prefs.tr("Real sticks", "Свои дощечки")}</span>
                </button>
            })}
        </section>
    }
}

