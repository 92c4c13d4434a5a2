//! Undo beside the line that says where the game before a new one went: the game before comes back
//! to the board, while the new one is there.

use leptos::prelude::*;

use super::use_library;
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::table::use_table;

#[component]
pub fn UndoNewGame() -> impl IntoView {
    let (library, table, prefs) = (use_library(), use_table(), use_prefs());
    move || {
        library.shelved(table.with(|s| s.started_at))?;
        Some(view! {
            <button class="undo-new-game" data-action="undo-new-game" on:click=move |_| library.undo_new_game()>
                {move || prefs.tr("Undo: back to the game before", "Отменить: вернуться к прежней партии")}
            </button>
        })
    }
}
