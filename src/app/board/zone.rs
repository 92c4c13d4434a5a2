//! The zones beside the track: drowned pieces above it, pieces borne off (or still to enter)
//! below it.

use leptos::prelude::*;

use super::piece::{piece_kind, PieceShape};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::glossary;
use crate::app::i18n::{side_name, tr};
use crate::app::lessons::use_lessons;
use crate::app::play::use_play;
use crate::engine::squares::{BORNE_OFF, OFF_BOARD};
use crate::engine::{Phase, Side};
use crate::lessons::Target;

#[derive(Clone, Copy, PartialEq)]
pub enum ZoneKind {
    /// Above the board: drowned pieces waiting to be revived (K14).
    Drowned,
    /// Below the board: pieces borne off (Kendall) or still to enter (Bell).
    Off,
}

#[component]
pub fn Zone(kind: ZoneKind) -> impl IntoView {
    let (play, board, lessons, prefs) = (use_play(), use_board_view(), use_lessons(), use_prefs());
    let row = move |side: Side| {
        let lang = prefs.lang.get();
        let game = board.game.get();
        let system = game.options().system;
        let count = match kind {
            ZoneKind::Drowned => game.drowned(side),
            ZoneKind::Off => game.off_board(side),
        };
        let who = side_name(lang, system, side);
        let label = match (kind, game.phase(side)) {
            (ZoneKind::Drowned, _) => tr!(lang, "drowned ({who})", "утонувшие ({who})"),
            (ZoneKind::Off, Phase::Kendall) => tr!(lang, "borne off, out of the race ({who})", "выведенные с доски ({who})"),
            (ZoneKind::Off, Phase::Bell) => {
                let to_enter = glossary::TO_ENTER.get(lang);
                tr!(lang, "{to_enter} ({who})", "{to_enter} ({who})")
            }
        };
        let entering = kind == ZoneKind::Off
            && game.phase(side) == Phase::Bell
            && game.to_move() == side
            && game.legal_moves().iter().any(|m| m.from == OFF_BOARD);
        let square = if entering { OFF_BOARD } else { BORNE_OFF };
        let lesson_entry = matches!(lessons.target.get(), Some(Target::Move(mv)) if mv.is_entry() && game.to_move() == side);
        // A compact row: the label and the pieces, small, with their count (nothing when empty).
        (count > 0).then(|| view! {
            <div class="zone-row">
                <span class="zone-label">{format!("{label}: {count}")}</span>
                {(0..count).map(|i| view! {
                    <span
                        class="piece"
                        data-piece=piece_kind(side)
                        data-movable=(entering && i == 0).then_some("")
                        data-lesson-target=(entering && lesson_entry && i == 0).then_some("piece")
                        on:click=move |_| play.click(square)
                    >
                        <PieceShape side=side/>
                    </span>
                }).collect_view()}
            </div>
        })
    };
    let bear_off_target = move || kind == ZoneKind::Off && play.picked_move().is_some_and(|m| m.is_bear_off());
    let lesson_bear_off = move || kind == ZoneKind::Off && matches!(lessons.target.get(), Some(Target::Move(mv)) if mv.is_bear_off());
    let empty = move || {
        let game = board.game.get();
        let count = |side| match kind {
            ZoneKind::Drowned => game.drowned(side),
            ZoneKind::Off => game.off_board(side),
        };
        count(Side::Spools) + count(Side::Cones) == 0
    };
    view! {
        <div
            class=match kind { ZoneKind::Drowned => "zone drowned", ZoneKind::Off => "zone off" }
            class:empty=empty
            data-destination=move || bear_off_target().then_some("")
            data-lesson-target=move || lesson_bear_off().then_some("destination")
            on:click=move |_| if bear_off_target() { play.click(BORNE_OFF) }
        >
            {move || row(Side::Spools)}
            {move || row(Side::Cones)}
        </div>
    }
}
