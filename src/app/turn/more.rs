//! What the turn's line says after the first board, drawn as one part (each part costs the first
//! board a loader): the line stepped to in the record, the hint, and undo beside a new game's notice.

use leptos::prelude::*;

use super::stepped::Stepped;
use crate::app::hint::Hint;
use crate::app::later;
use crate::app::library::undo::UndoNewGame;

later::part!(drawing => TurnMore);

#[component]
pub fn TurnMore() -> impl IntoView {
    view! {
        <Stepped/>
        <Hint/>
        <UndoNewGame/>
    }
}
