//! The running record: the text, copy and download, stepping through it, and the import of
//! records.

pub mod download;
pub mod import;
pub mod text;
pub mod throw_off;

use leptos::prelude::*;

use crate::app::analysis::AnalyseHere;
use crate::app::clipboard::copy;
use crate::app::contexts::prefs::{use_prefs, Prefs};
use crate::app::contexts::shown::{use_board_view, BoardView};
use crate::app::contexts::table::{use_table, Table};
use crate::app::contexts::ui::use_ui;
use crate::app::i18n::tr;
use crate::app::later;
use crate::app::review::use_reviews;
use download::DownloadRecord;
use import::ImportRecord;
use text::RecordText;
use throw_off::ThrowOffLog;

later::part!(drawing => RecordPanel);

/// Drop the record after the line shown and play on from there (a game of this browser's asks
/// first).
fn continue_from_here(board: BoardView, table: Table, prefs: Prefs) {
    let shown = board.now();
    let Some(lines) = shown.stepping().step else { return };
    let keep = if lines == 0 { 0 } else { table.recorder_untracked(|r| r.line_ends()[lines - 1]) };
    if shown.visit().is_none()
        && !window()
            .confirm_with_message(prefs.tr("Drop the moves after this line and play on from here?", "Отбросить ходы после этой строки и играть дальше отсюда?"))
            .unwrap_or(false)
    {
        return;
    }
    board.go_to(usize::MAX);
    table.change(|s| s.keep_first(keep));
}

/// The running record, copy and download, import, and stepping through it.
#[component]
pub fn RecordPanel() -> impl IntoView {
    let (board, table, reviews, ui, prefs) = (use_board_view(), use_table(), use_reviews(), use_ui(), use_prefs());
    let lines = move || table.recorder(|r| r.record().lines.len());
    let shown = move || board.stepping().step.unwrap_or_else(lines);
    let go_to_line = RwSignal::new(String::new());
    view! {
        // Folded until the player opens it: a newcomer needs none of it to play.
        <details class="record">
            <summary>{move || prefs.tr("Game record", "Запись партии")}</summary>
            // Focusable, so that a keyboard can scroll a long record.
            <ThrowOffLog/>
            <RecordText/>
            <div class="record-actions">
                <button data-action="copy-record" on:click=move |_| copy(ui, prefs, reviews.record_text())>{move || prefs.tr("Copy", "Копировать")}</button>
                <DownloadRecord/>
            </div>
            <nav class="stepper" aria-label=move || prefs.tr("Step through the record", "Просмотр записи по строкам")>
                <button data-action="first" on:click=move |_| board.go_to(0)>{move || prefs.tr("« First", "« В начало")}</button>
                <button data-action="back" on:click=move |_| board.go_to(shown().saturating_sub(1))>{move || prefs.tr("‹ Back", "‹ Назад")}</button>
                <span class="position">{move || {
                    let (shown, lines) = (shown(), lines());
                    tr!(prefs.lang.get(), "line {shown} of {lines}", "строка {shown} из {lines}")
                }}</span>
                <button data-action="forward" on:click=move |_| board.go_to(shown() + 1)>{move || prefs.tr("Forward ›", "Вперёд ›")}</button>
                <button data-action="last" on:click=move |_| board.go_to(lines())>{move || prefs.tr("Last »", "В конец »")}</button>
                <label>{move || prefs.tr("To line ", "К строке ")}
                    <input type="number" min="0" size="4" data-option="go-to-line" prop:value=go_to_line
                        on:change:target=move |ev| {
                            go_to_line.set(ev.target().value());
                            if let Ok(n) = ev.target().value().parse::<usize>() { board.go_to(n.min(lines())) }
                        }/>
                </label>
                {move || board.stepping().step.map(|_| view! {
                    <button data-action="continue-from-here" on:click=move |_| continue_from_here(board, table, prefs)>{move || prefs.tr("Continue playing from here", "Играть дальше отсюда")}</button>
                    <AnalyseHere position=move || board.game.get_untracked()/>
                })}
            </nav>
            <ImportRecord/>
        </details>
    }
}

