//! A game that is not this browser's own, on the board: a shared link's or an imported record's.
//! It is looked at without touching the saved game, until the player continues it here.

use leptos::prelude::*;

use super::contexts::prefs::{use_prefs, Prefs};
use super::contexts::saved::{bad_link, first_game, use_saved, Saved};
use super::contexts::shown::{use_board_view, BoardView, Shown, Visit};
use super::contexts::table::{use_table, Table};
use super::contexts::ui::{use_ui, Ui};
use super::library::{use_library, Library};
use super::state::Session;
use super::{later, share, storage};

later::part!(drawing => Visiting);

#[derive(Clone, Copy)]
pub struct Visits {
    board: BoardView,
    table: Table,
    saved: Saved,
    library: Library,
    ui: Ui,
    prefs: Prefs,
}

pub fn use_visits() -> Visits {
    Visits { board: use_board_view(), table: use_table(), saved: use_saved(), library: use_library(), ui: use_ui(), prefs: use_prefs() }
}

impl Visits {
    /// Show another game (a shared link or an imported record) without saving it.
    pub fn visit(&self, what: Visit, session: Session) {
        self.board.show(Shown::visiting(what), Some(session));
    }

    /// Make the visited game this browser's game, asking before it replaces a saved one (the save
    /// as it is now, which another tab may have written during the visit), which goes to the
    /// library.
    pub fn keep(&self) {
        let visited = self.table.with_untracked(Session::clone);
        match self.saved.read_now() {
            storage::Loaded::Game(saved) if saved.actions != visited.actions => {
                let question = self.prefs.tr("Replace the game saved in this browser with this one? It will be kept in the library.",
                    "Заменить этой партией ту, что сохранена в браузере? Она останется в списке партий.");
                if !window().confirm_with_message(question).unwrap_or(false) {
                    return;
                }
                self.library.archive(saved);
            }
            storage::Loaded::Held { .. } => return,
            _ => {}
        }
        self.board.show(Shown::Game { visit: None, at: self.board.now().stepping() }, None);
        // Saved now, as this browser's game.
        self.table.change(|s| s.revision += 1);
    }

    /// Leave the visited game for the one saved in this browser (or a new one).
    pub fn leave(&self) {
        self.board.show(Shown::OWN, Some(storage::current().unwrap_or_else(first_game)));
    }
}

/// A link opened in this tab while the app runs: its game is shown.
pub fn listen_for_links(visits: Visits) {
    let link_opened = window_event_listener(leptos::ev::hashchange, move |_| match share::game_in_address(js_sys::Date::now()) {
        None => {}
        Some(Ok(shared)) => visits.visit(Visit::Shared, shared),
        Some(Err(reason)) => {
            share::clear_address();
            visits.ui.warn(bad_link(visits.prefs.lang_now(), &reason));
        }
    });
    on_cleanup(move || link_opened.remove());
}

/// A shared game or an imported record is on the board: keep it, or go back (after the first
/// board: the game shows first).
#[component]
pub fn Visiting() -> impl IntoView {
    let (visits, board, prefs) = (use_visits(), use_board_view(), use_prefs());
    move || {
        board.visit().map(|what| view! {
            <div class="visiting" role="region" aria-label=prefs.tr("Another game", "Другая партия")>
                <p>{match what {
                    Visit::Shared => prefs.tr("You are looking at a shared game. The game saved in this browser is untouched.",
                        "Это партия по ссылке. Партия, сохранённая в этом браузере, не тронута."),
                    Visit::Imported => prefs.tr("You are looking at an imported record. The game saved in this browser is untouched.",
                        "Это загруженная запись. Партия, сохранённая в этом браузере, не тронута."),
                    Visit::Analysed => prefs.tr("The analysis board's position with the move chosen, marked as the last move. The game saved in this browser is untouched.",
                        "Позиция с доски анализа и выбранный ход, отмеченный как последний. Партия, сохранённая в этом браузере, не тронута."),
                    Visit::SettingUp => prefs.tr("Setting up a position for the analysis board: each tap on a square puts a spool there, then a cone, then nothing. The game saved in this browser is untouched.",
                        "Расстановка позиции для доски анализа: каждое касание поля ставит на него катушку, затем конус, затем убирает фишку. Партия, сохранённая в этом браузере, не тронута."),
                    Visit::Practice => prefs.tr("An exercise (a mistake of yours, or a puzzle): choose your move on the board. The game saved in this browser is untouched.",
                        "Упражнение (ваша ошибка или задача): выберите ход на доске. Партия, сохранённая в этом браузере, не тронута."),
                }}</p>
                {matches!(what, Visit::Shared | Visit::Imported).then(|| view! {
                    <button data-action="keep-visited" on:click=move |_| visits.keep()>{prefs.tr("Continue this game here", "Продолжить эту партию здесь")}</button>
                })}
                <button data-action="leave-visited" on:click=move |_| visits.leave()>{prefs.tr("Back to my game", "Вернуться к своей партии")}</button>
            </div>
        })
    }
}

