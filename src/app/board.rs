//! The 10×3 board: squares as Tarot cards and Houses, the pieces, and the zones above (drowned
//! pieces) and below (pieces borne off or still to enter) as on the club's board.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::cards::{face, house_explanation};
use super::lessons::Target;
use super::glossary;
use super::i18n::{side_name, tr, Lang};
use super::Ctx;
use crate::engine::squares::{cell, square_at, BORNE_OFF, OFF_BOARD};
use crate::engine::{Phase, Side, Stage, System};
use crate::record::{Entry, Outcome};

/// The shape of a piece: spools and cones differ in outline, not only in colour.
#[component]
pub fn PieceShape(side: Side) -> impl IntoView {
    let (kind, path) = match side {
        Side::Spools => ("spool", "M5 3h14v3l-4 5v2l4 5v3H5v-3l4-5v-2L5 6z"),
        Side::Cones => ("cone", "M12 2l8 19H4z"),
    };
    view! {
        <svg class=format!("shape {kind}") viewBox="0 0 24 24" aria-hidden="true">
            <path d=path/>
        </svg>
    }
}

fn piece_kind(side: Side) -> &'static str {
    match side {
        Side::Spools => "spool",
        Side::Cones => "cone",
    }
}

/// The accessible name of a piece: "black spool", "white cone".
pub fn piece_name(lang: Lang, system: System, side: Side) -> String {
    let piece = match side {
        Side::Spools => tr!(lang, "black spool", "чёрная катушка"),
        Side::Cones => tr!(lang, "white cone", "белый конус"),
    };
    match system {
        System::Gods => format!("{piece} ({})", side_name(lang, system, side)),
        _ => piece,
    }
}

/// The squares the last move touched, until the next throw: where the piece came from, where it
/// went (after a fate throw, where that took it), and where a captured piece now stands.
#[derive(Clone, Copy, PartialEq, Default)]
pub struct LastMove {
    pub from: Option<u8>,
    pub to: Option<u8>,
    pub captured: Option<u8>,
}

impl LastMove {
    /// Read from the record's last line (a throw not yet played leaves the last line as it was, so
    /// the stage says whether a new throw is under way).
    pub fn of(ctx: &Ctx) -> LastMove {
        if matches!(ctx.game.get().stage(), Stage::Move { .. } | Stage::GodsPiece { .. }) {
            return LastMove::default();
        }
        ctx.recorder.with(|r| match r.record().lines.last().map(|l| &l.entry) {
            Some(Entry::Revive) => LastMove { to: Some(15), ..LastMove::default() },
            Some(Entry::Throw { outcome, .. }) => match *outcome {
                Outcome::BearOff(from) => LastMove { from: Some(from), ..LastMove::default() },
                Outcome::Enter(to) => LastMove { to: Some(to), ..LastMove::default() },
                Outcome::Move { path, capture, fate, .. } => LastMove {
                    from: Some(path.from),
                    to: Some(fate.and_then(|f| f.result).map_or(path.to, |(p, _)| p.to)),
                    captured: capture.map(|c| c.path.to),
                },
                Outcome::Lost => LastMove::default(),
            },
            None => LastMove::default(),
        })
    }

    /// What the last move did on `square`, for `data-last-move`.
    fn on(self, square: u8) -> Option<&'static str> {
        let at = |s: Option<u8>| s == Some(square);
        match (at(self.from), at(self.to), at(self.captured)) {
            (_, _, true) => Some("captured"),
            (true, _, _) => Some("from"),
            (_, true, _) => Some("to"),
            _ => None,
        }
    }
}

#[component]
fn Square(square: u8) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let face = move || face(ctx.lang.get(), square);
    let (row, column) = cell(square);
    // The track's direction on this square, for the arrow that shows the path: along the row, or
    // turning to the next row (in the portrait layout the board is turned, and the arrows with it).
    let (arrow, turning) = match (row, square % 10) {
        _ if square == 30 => ("", false),
        (_, 0) => ("↓", true),
        (1, _) => ("←", false),
        _ => ("→", false),
    };
    let occupant = move || ctx.game.with(|g| g.piece_at(square));
    let movable = move || {
        ctx.game.with(|g| {
            let mine = g.piece_at(square) == Some(g.to_move());
            mine && g.legal_moves().iter().any(|m| m.from == square)
        })
    };
    let destination = move || ctx.picked_move().is_some_and(|m| m.to == square && !m.is_bear_off());
    // B5: whose domain the square is, once the domains are fixed.
    let domain_of = move |side: Side| ctx.game.with(|g| g.is_domain_of(side, square));
    let picked = move || ctx.picked_move().is_some_and(|m| m.is_touched_on(square));
    let last = move || LastMove::of(&ctx).on(square);
    // A House's rule on hover, and on tap (in the turn panel, when the square is not part of a move).
    let rule = move || face().house.map(|h| house_explanation(ctx.lang.get(), h));
    // The lesson's move, marked whenever it can be made.
    let target = move || match ctx.lesson_target() {
        Some(Target::Move(mv)) => Some(mv),
        _ => None,
    };
    let lesson_piece = move || target().is_some_and(|mv| mv.from == square).then_some("piece");
    let lesson_destination = move || target().is_some_and(|mv| mv.to == square).then_some("destination");
    let house = face().house.is_some();
    let (numeral, emblem) = (face().numeral, face().emblem);
    // The square's accessible name is its visible text (number, numeral, name) and the piece's name.
    view! {
        <div
            class="square"
            class:house=house
            class:picked=picked
            class:destination=destination
            class:domain-spools=move || domain_of(Side::Spools)
            class:domain-cones=move || domain_of(Side::Cones)
            style=format!("--row: {}; --column: {}", row + 1, column + 1)
            data-square=square
            data-destination=move || destination().then_some("")
            data-last-move=last
            data-lesson-target=lesson_destination
            role="gridcell"
            tabindex=move || if ctx.focused.get() == square { "0" } else { "-1" }
            aria-selected=move || picked().to_string()
            on:focus=move |_| ctx.focused.set(square)
            title=rule
            on:click=move |_| {
                ctx.click(square);
                if ctx.notice.get_untracked().is_none() && ctx.picked.get_untracked().is_none() {
                    ctx.notice.set(rule());
                }
            }
        >
            <span class="number">{square}</span>
            <span class="numeral">{numeral}</span>
            <span class="arrow" class:turning=turning aria-hidden="true">{arrow}</span>
            <span class="name">{move || face().name}</span>
            <span class="seat">
                <svg class="emblem" viewBox="0 0 24 24" aria-hidden="true"><path d=emblem/></svg>
                {move || occupant().map(|side| {
                    let system = ctx.session.with(|s| s.options.system);
                    view! {
                        <span class="piece" data-piece=piece_kind(side) data-movable=move || movable().then_some("") data-lesson-target=lesson_piece>
                            <PieceShape side=side/>
                            <span class="visually-hidden">{move || format!(", {}", piece_name(ctx.lang.get(), system, side))}</span>
                        </span>
                    }
                })}
            </span>
        </div>
    }
}

/// Move the keyboard focus to a square.
fn focus_square(square: u8) {
    let selector = format!("[data-square=\"{square}\"]");
    if let Some(element) = document().query_selector(&selector).ok().flatten() {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = element.unchecked_into::<web_sys::HtmlElement>().focus_with_options(&options);
    }
}

#[component]
pub fn Board() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let squares = (0..3).flat_map(|row| (0..10).map(move |column| square_at(row, column)));
    // The arrows move along the track (not across the rows), Enter picks and moves.
    let keydown = move |ev: web_sys::KeyboardEvent| {
        let square = ctx.focused.get_untracked();
        let next = match ev.key().as_str() {
            "ArrowRight" | "ArrowDown" => square.saturating_add(1).min(30),
            "ArrowLeft" | "ArrowUp" => square.saturating_sub(1).max(1),
            "Home" => 1,
            "End" => 30,
            "Enter" | " " => {
                ev.prevent_default();
                ctx.click(square);
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        ctx.focused.set(next);
        focus_square(next);
    };
    view! {
        <div class="board" role="grid" on:keydown=keydown
            aria-label=move || ctx.tr("The track: 1 to 10, 11 to 20 right to left, 21 to 30. Arrow keys move along it, Enter picks and moves, T throws.",
                "Дорожка: 1–10, 11–20 справа налево, 21–30. Стрелки — по дорожке, Enter — выбрать и пойти, T — бросок.")>
            <div role="row" class="track-row">
                {squares.map(|square| view! { <Square square=square/> }).collect_view()}
            </div>
        </div>
    }
}

#[derive(Clone, Copy, PartialEq)]
pub enum ZoneKind {
    /// Above the board: drowned pieces waiting to be revived (K14).
    Drowned,
    /// Below the board: pieces borne off (Kendall) or still to enter (Bell).
    Off,
}

#[component]
pub fn Zone(kind: ZoneKind) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let row = move |side: Side| {
        let lang = ctx.lang.get();
        let game = ctx.game.get();
        let system = game.options().system;
        let count = match kind {
            ZoneKind::Drowned => game.drowned(side),
            ZoneKind::Off => game.off_board(side),
        };
        let who = side_name(lang, system, side);
        let label = match (kind, game.phase(side)) {
            (ZoneKind::Drowned, _) => tr!(lang, "drowned ({who})", "утонувшие ({who})"),
            (ZoneKind::Off, Phase::Kendall) => tr!(lang, "borne off ({who})", "выведенные ({who})"),
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
        let lesson_entry = matches!(ctx.lesson_target(), Some(Target::Move(mv)) if mv.is_entry() && game.to_move() == side);
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
                        on:click=move |_| ctx.click(square)
                    >
                        <PieceShape side=side/>
                    </span>
                }).collect_view()}
            </div>
        })
    };
    let bear_off_target = move || kind == ZoneKind::Off && ctx.picked_move().is_some_and(|m| m.is_bear_off());
    let lesson_bear_off = move || kind == ZoneKind::Off && matches!(ctx.lesson_target(), Some(Target::Move(mv)) if mv.is_bear_off());
    let empty = move || {
        let game = ctx.game.get();
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
            on:click=move |_| if bear_off_target() { ctx.click(BORNE_OFF) }
        >
            {move || row(Side::Spools)}
            {move || row(Side::Cones)}
        </div>
    }
}
