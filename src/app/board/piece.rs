//! A piece: its shape (spools and cones differ in outline, not only in colour) and its name.

use leptos::prelude::*;

use crate::app::i18n::{side_name, tr, Lang};
use crate::engine::{Side, System};

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

pub fn piece_kind(side: Side) -> &'static str {
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

