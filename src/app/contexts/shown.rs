//! What the board shows: this browser's game, a shared or imported game looked at, or a lesson;
//! with the line of the record stepped to and the review's better move. One value, changed in one
//! place ([`BoardView::show`]), which also drops what belonged to the position before.

use leptos::prelude::*;

use super::table::Table;
use super::ui::Ui;
use crate::ai::review::game_after;
use crate::app::share;
use crate::app::state::Session;
use crate::engine::{CycleGoal, Game, Side, System};
use crate::lessons::Lesson;

/// Where a game on the board comes from, when it is not this browser's own.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Visit {
    Shared,
    Imported,
    /// A position set up square by square for the analysis board: a tap changes a square.
    SettingUp,
    /// A move of the analysis board's table, played on its position.
    Analysed,
    /// An exercise, the player's own mistake or a puzzle (`app::practice`, `app::puzzles`): the
    /// player's move is played here, never saved.
    Practice,
}

#[derive(Clone, Copy)]
pub enum Shown {
    /// A game: this browser's own (`visit: None`), or another one looked at without saving it
    /// until the player chooses to continue it here.
    Game { visit: Option<Visit>, at: Stepping },
    /// A lesson, in place of this browser's game (which waits, untouched and unsaved).
    Lesson(&'static Lesson),
}

/// Stepping through the record, and the review's choice there.
#[derive(Clone, Copy, PartialEq, Default)]
pub struct Stepping {
    /// The number of record lines shown (`None`: the live game).
    pub step: Option<usize>,
    /// The reviewed choice selected (its index among the review's choices).
    pub choice: Option<usize>,
    /// The position the better move would have made, shown instead of the move played.
    pub better: Option<Game>,
}

impl Shown {
    /// This browser's own game, live.
    pub const OWN: Shown = Shown::Game { visit: None, at: Stepping { step: None, choice: None, better: None } };

    pub fn visiting(what: Visit) -> Shown {
        Shown::Game { visit: Some(what), at: Stepping::default() }
    }

    pub fn visit(&self) -> Option<Visit> {
        match self {
            Shown::Game { visit, .. } => *visit,
            Shown::Lesson(_) => None,
        }
    }

    pub fn lesson(&self) -> Option<&'static Lesson> {
        match self {
            Shown::Lesson(lesson) => Some(lesson),
            Shown::Game { .. } => None,
        }
    }

    pub fn stepping(&self) -> Stepping {
        match self {
            Shown::Game { at, .. } => *at,
            Shown::Lesson(_) => Stepping::default(),
        }
    }

    /// The same game or lesson, shown at `at`.
    fn at(self, at: Stepping) -> Shown {
        match self {
            Shown::Game { visit, .. } => Shown::Game { visit, at },
            lesson => lesson,
        }
    }

    /// Whether the board shows something other than this browser's own game: it is then neither
    /// saved nor played by the computer.
    pub fn away(&self) -> bool {
        !matches!(self, Shown::Game { visit: None, .. })
    }

    fn same_source(&self, other: &Shown) -> bool {
        match (self, other) {
            (Shown::Game { visit: a, .. }, Shown::Game { visit: b, .. }) => a == b,
            (Shown::Lesson(a), Shown::Lesson(b)) => a.id == b.id,
            _ => false,
        }
    }
}

/// What the board shows, and the parts of it the views follow, each a memo: a view is drawn again
/// only when what it shows changes (stepping through the record leaves the panels in place).
#[derive(Clone, Copy)]
pub struct BoardView {
    shown: RwSignal<Shown>,
    /// The position on the board: the live game, the game at the line stepped to, or the better
    /// move's.
    pub game: Memo<Game>,
    lesson: Memo<Option<&'static Lesson>>,
    pub in_lesson: Memo<bool>,
    visit: Memo<Option<Visit>>,
    stepping: Memo<Stepping>,
    table: Table,
    ui: Ui,
}

impl BoardView {
    /// What the board shows now (untracked: the views follow the memos below).
    pub fn now(&self) -> Shown {
        self.shown.get_untracked()
    }

    /// The lesson on the board (tracked).
    pub fn lesson(&self) -> Option<&'static Lesson> {
        self.lesson.get()
    }

    /// Where the game on the board comes from, when it is not this browser's own (tracked).
    pub fn visit(&self) -> Option<Visit> {
        self.visit.get()
    }

    /// Whether the board shows something other than this browser's own game (tracked).
    pub fn away(&self) -> bool {
        self.in_lesson.get() || self.visit.get().is_some()
    }

    /// The stepping through the record (tracked).
    pub fn stepping(&self) -> Stepping {
        self.stepping.get()
    }

    /// The one way to change what the board shows, with the session to put on the table for it (if
    /// it changes): the piece picked goes, a notice goes with the game it was about, and a shared
    /// game's link leaves the address when the game leaves the board.
    pub fn show(&self, next: Shown, session: Option<Session>) {
        let before = self.now();
        if session.is_some() || !before.same_source(&next) {
            self.ui.notice.set(None);
        }
        self.ui.picked.set(None);
        if before.visit().is_some() && next.visit().is_none() {
            share::clear_address();
        }
        self.shown.set(next);
        if let Some(session) = session {
            // A game that is not this browser's own (a lesson, a visit) takes a revision after the
            // one it replaces, so that nothing that waits for the game before (the computer's turn
            // in it) acts on it; this browser's own game keeps its own (other tabs compare it).
            let session = match next.away() {
                true => Session { revision: self.table.with_untracked(|s| s.revision) + 1, ..session },
                false => session,
            };
            self.table.replace(session);
        }
    }

    /// Make `session` this browser's game, on the board. Its revision follows the one it replaces,
    /// so that nothing that waits for the old game (the computer's turn, a review) acts on it.
    pub fn play_here(&self, session: Session) {
        let revision = self.table.with_untracked(|s| s.revision);
        self.show(Shown::OWN, Some(Session { revision: revision + 1, ..session }));
    }

    /// Step through the record: show the game after `lines` lines (the live game at the end).
    pub fn go_to(&self, lines: usize) {
        let total = self.table.recorder_untracked(|r| r.record().lines.len());
        self.show(self.now().at(Stepping { step: (lines < total).then_some(lines), ..Stepping::default() }), None);
    }

    /// Step to the line after a reviewed choice and select it.
    pub fn select(&self, lines: usize, choice: Option<usize>) {
        self.go_to(lines);
        let at = self.now().stepping();
        self.show(self.now().at(Stepping { choice, ..at }), None);
    }

    /// Show the position a better move would have made here (`None`: the move played again).
    pub fn show_better(&self, better: Option<Game>) {
        let at = self.now().stepping();
        self.show(self.now().at(Stepping { better, ..at }), None);
    }

    /// A game with a friend that one of them resigned: the other's side (tracked).
    pub fn winner_by_resignation(&self) -> Option<Side> {
        if self.away() {
            return None;
        }
        self.table.with(|s| s.friend.as_ref().and_then(|seat| seat.winner_by_resignation(&s.throw_off)))
    }

    /// C3: when a time-limited game's clock has run out, the player ahead (if any) wins.
    pub fn winner_on_time(&self) -> Option<Side> {
        let (goal, system, started_at) = self.table.with(|s| (s.options.goal, s.options.system, s.started_at));
        let CycleGoal::TimeLimit { minutes } = goal else { return None };
        if system != System::Cycles || self.table.now.get() < started_at + f64::from(minutes) * 60_000.0 {
            return None;
        }
        self.game.get().leader()
    }
}

pub fn provide_board_view(table: Table, ui: Ui, shown: Shown) -> BoardView {
    let shown = RwSignal::new(shown);
    let game = Memo::new(move |_| match shown.with(Shown::stepping) {
        Stepping { better: Some(game), .. } => game,
        Stepping { step: Some(lines), .. } => {
            let start = table.with(Session::first_position);
            table.recorder(|r| game_after(start, r, lines))
        }
        Stepping { step: None, .. } => table.game(),
    });
    let lesson = Memo::new_with_compare(move |_| shown.with(Shown::lesson), |a, b| match (a, b) {
        (Some(Some(a)), Some(Some(b))) => a.id != b.id,
        (Some(None), Some(None)) => false,
        _ => true,
    });
    let in_lesson = Memo::new(move |_| lesson.with(Option::is_some));
    let visit = Memo::new(move |_| shown.with(Shown::visit));
    let stepping = Memo::new(move |_| shown.with(Shown::stepping));
    let view = BoardView { shown, game, lesson, in_lesson, visit, stepping, table, ui };
    provide_context(view);
    view
}

pub fn use_board_view() -> BoardView {
    crate::app::contexts::provided()
}
