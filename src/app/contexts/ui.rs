//! The short-lived state of the page: the piece picked, the square with the keyboard focus, what
//! the player is told, the tutor's warning, and which panels are open.

use leptos::prelude::*;

use crate::engine::{Action, Game, Move};

#[derive(Clone, Copy)]
pub struct Ui {
    /// The piece (square, 0 for a piece waiting to enter) picked for the next move.
    pub picked: RwSignal<Option<u8>>,
    /// The square that has the keyboard focus on the board.
    pub focused: RwSignal<u8>,
    /// A short explanation for the player (why a piece cannot move, what a House did).
    pub notice: RwSignal<Option<String>>,
    /// A problem: shown in `role="alert"`.
    pub alert: RwSignal<Option<String>>,
    /// The hint's moves, marked on the board: each piece's square and its winning chance (%).
    pub hinted: RwSignal<Vec<(u8, u32)>>,
    /// The move the tutor holds back (`app::tutor`), its better one marked on the board.
    pub tutored: RwSignal<Option<Warning>>,
}

/// A move the tutor holds back, in the position it was chosen in.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Warning {
    /// The game's revision when it was chosen: anything played since ends the warning.
    pub revision: u64,
    pub before: Game,
    /// What the player did: the move, or the touch that chooses it (K17).
    pub action: Action,
    pub played: Move,
    pub played_chance: f64,
    pub best: Move,
    pub best_chance: f64,
}

impl Ui {
    pub fn tell(&self, text: impl Into<String>) {
        self.notice.set(Some(text.into()));
    }

    pub fn warn(&self, text: impl Into<String>) {
        self.alert.set(Some(text.into()));
    }
}

/// The panels that open over the page, each by its own button.
#[derive(Clone, Copy)]
pub struct Panels {
    pub new_game: RwSignal<bool>,
    pub games: RwSignal<bool>,
    pub lessons: RwSignal<bool>,
    pub analysis: RwSignal<bool>,
    pub practice: RwSignal<bool>,
    pub puzzles: RwSignal<bool>,
    pub new_tournament: RwSignal<bool>,
    /// The tournament panel (which tournament it shows: `app::tournament::Shown`).
    pub tournament: RwSignal<bool>,
}

impl Panels {
    pub fn close_all(&self) {
        self.new_game.set(false);
        self.games.set(false);
        self.lessons.set(false);
        self.analysis.set(false);
        self.practice.set(false);
        self.puzzles.set(false);
        self.new_tournament.set(false);
        self.tournament.set(false);
    }

    /// A game was put on the board: every list closes, and the turn and the board come into view
    /// once the page has dropped them.
    pub fn show_the_board(&self) {
        self.close_all();
        request_animation_frame(table_into_view);
    }
}

/// The turn's panel and the board at the top of the screen.
pub fn table_into_view() {
    if let Some(table) = document().query_selector("main.table").ok().flatten() {
        table.scroll_into_view();
    }
}

/// `problem`: what went wrong at the start (a damaged save, a bad link), said at once.
pub fn provide_ui(problem: Option<String>) -> Ui {
    let ui = Ui { picked: RwSignal::new(None), focused: RwSignal::new(1), notice: RwSignal::new(None), alert: RwSignal::new(problem), hinted: RwSignal::new(Vec::new()), tutored: RwSignal::new(None) };
    provide_context(ui);
    provide_context(Panels { new_game: RwSignal::new(false), games: RwSignal::new(false), lessons: RwSignal::new(false), analysis: RwSignal::new(false), practice: RwSignal::new(false), puzzles: RwSignal::new(false),
        new_tournament: RwSignal::new(false), tournament: RwSignal::new(false) });
    ui
}

pub fn use_ui() -> Ui {
    crate::app::contexts::provided()
}

pub fn use_panels() -> Panels {
    crate::app::contexts::provided()
}
