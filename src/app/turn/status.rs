//! The players (whose turn, who plays, the counters and phases) and the last line of the record,
//! in words.

use leptos::prelude::*;

use crate::app::board::piece::PieceShape;
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::glossary::{self, level_short_name};
use crate::app::i18n::{capitalized, side_name, tr};
use crate::app::text::{counter_text, line_in_words, system_in_words, Players};
use crate::app::later;
use crate::app::rule_links::with_rule_links;
use crate::engine::{Phase, Side, System};

// Below the board, with the other panels that come after the first board.
later::part!(drawing => Status);

#[component]
pub fn Status() -> impl IntoView {
    let (board, table, prefs) = (use_board_view(), use_table(), use_prefs());
    let side_row = move |side: Side| {
        let lang = prefs.lang.get();
        let game = board.game.get();
        let (system, computer, spools, players) = table.with(|s| (s.options.system, s.computer, s.spools_player(), Players::named(s)));
        let player = match (system, computer[side.index()]) {
            (System::Gods, _) => String::new(),
            _ if players.yours(side) => tr!(lang, " (you)", " (вы)"),
            _ if players.against_a_friend() => match players.friend_name() {
                Some(name) => format!(" ({name})"),
                None => tr!(lang, " (your friend)", " (ваш друг)"),
            },
            // A game with a friend before its throw-off: nobody's side is known yet.
            _ if table.with(|s| s.friend.is_some()) => String::new(),
            (_, Some(level)) => {
                let level = level_short_name(lang, level);
                tr!(lang, " (the computer, {level})", " (компьютер, {level})")
            }
            _ => {
                let n = if side == Side::Spools { spools } else { 3 - spools };
                tr!(lang, " (player {n})", " (игрок {n})")
            }
        };
        let mut facts = Vec::new();
        if let Some(text) = counter_text(lang, game.counter(side)) {
            facts.push(text);
        }
        if system == System::Cycles {
            let done = game.phases_done(side);
            facts.push(match game.phase(side) {
                Phase::Kendall => tr!(lang, "Kendall phase, {done} phases done", "фаза Кендалла, пройдено фаз: {done}"),
                Phase::Bell => tr!(lang, "Bell phase, {done} phases done", "фаза Белла, пройдено фаз: {done}"),
            });
        }
        if game.is_domain_of(side, 1) {
            let domains = glossary::DOMAINS.get(lang);
            facts.push(tr!(lang, "{domains}: the odd squares", "{domains}: нечётные поля"));
        }
        view! {
            <li class="player" class:to-move=game.to_move() == side && game.winner().is_none()>
                <PieceShape side=side/>
                <span class="who">{format!("{}{player}", capitalized(side_name(lang, system, side)))}</span>
                <span class="facts">{facts.join("; ")}</span>
            </li>
        }
    };
    // The last line of the record in words (the notation is the record's panel's).
    let last = move || {
        let (lang, players) = (prefs.lang.get(), table.with(Players::named));
        table.recorder(|r| r.record().lines.last().map(|line| line_in_words(lang, players, line)))
    };
    view! {
        <section class="status" aria-label=move || prefs.tr("Status", "Положение")>
            <p class="system-line" data-system-line="">{move || with_rule_links(system_in_words(prefs.lang.get(), &table.with(|s| s.options)))}</p>
            <ul class="players">
                {move || side_row(Side::Spools)}
                {move || side_row(Side::Cones)}
            </ul>
            {move || last().map(|said| view! { <p class="last" data-last-line="" aria-live="polite">{said}</p> })}
        </section>
    }
}

