//! The players' commands: throw (the app's sticks, or a value of real sticks), pick and move a
//! piece (K17's touch when the game asks for it), revive, take back. A refusal is said, never
//! played.

pub mod computer;
mod fair;
mod tutor;

use leptos::prelude::*;

use crate::ai::Level;
use crate::app::contexts::prefs::{use_prefs, Prefs};
use crate::app::contexts::shown::{use_board_view, BoardView, Visit};
use crate::app::contexts::table::{use_table, Table};
use crate::app::contexts::ui::{use_panels, use_ui, Panels, Ui};
use crate::app::i18n::blocked;
use crate::app::later::{self, use_loader, Loader};
use crate::app::lessons::{use_lessons, Lessons};
use crate::app::messages;
use crate::app::state::Session;
use crate::app::text::{waiting_for, Players};
use crate::engine::squares::OFF_BOARD;
use crate::engine::{Action, Entropy, Game, Move, Stage, Sticks, ThrowSource};

#[derive(Clone, Copy)]
pub struct Play {
    table: Table,
    board: BoardView,
    ui: Ui,
    prefs: Prefs,
    lessons: Lessons,
    loader: Loader,
    panels: Panels,
}

pub fn use_play() -> Play {
    Play { table: use_table(), board: use_board_view(), ui: use_ui(), prefs: use_prefs(), lessons: use_lessons(), loader: use_loader(), panels: use_panels() }
}

impl Play {
    /// The move the picked piece would make (K17: the touched piece while touch-move holds it).
    pub fn picked_move(&self) -> Option<Move> {
        let game = self.board.game.get();
        let picked = match game.stage() {
            Stage::Move { touched: Some(t), .. } => Some(t),
            Stage::Move { .. } => self.ui.picked.get(),
            _ => None,
        }?;
        game.legal_moves().iter().find(|m| m.is_touched_on(picked))
    }

    /// Play an action (`by_hand`: a throw entered from real sticks); a refusal becomes the alert.
    pub fn act(&self, action: Action, sticks: Option<Sticks>, by_hand: bool) {
        let shown = self.board.now();
        if shown.stepping().step.is_some() {
            self.ui.tell(self.prefs.tr("You are stepping through the record: go to the last line, or continue from here.",
                "Вы просматриваете запись: перейдите к последней строке или играйте дальше отсюда."));
            return;
        }
        // An exercise is answered on the board; any other visit is looked at only.
        if shown.visit().is_some_and(|visit| visit != Visit::Practice) {
            self.ui.tell(self.prefs.tr("This game is not yours yet: continue it here to play on.", "Это не ваша партия: продолжите её здесь, чтобы играть."));
            return;
        }
        if !self.table.with_untracked(Session::throw_off_complete) {
            self.ui.tell(self.prefs.tr("Enter the throw-off first (K2).", "Сначала разыграйте первый ход (K2)."));
            return;
        }
        if self.lessons.refuses(action) {
            return;
        }
        let game = self.board.game.get_untracked();
        if let Some(false) = self.table.with_untracked(|s| s.friend_turn(&game)) {
            self.ui.tell(waiting_for(self.prefs.lang_now(), &game, self.table.with_untracked(Players::of)));
            return;
        }
        if let Some(mv) = tutor::move_to_check(self.table, &game, action) {
            tutor::check(*self, self.table, self.ui, self.loader, action, mv);
            return;
        }
        self.played(action, sticks, by_hand);
    }

    /// Play a move or a touch the tutor let through, or the player chose to play all the same.
    pub fn commit(&self, action: Action) {
        self.played(action, None, false);
    }

    fn played(&self, action: Action, sticks: Option<Sticks>, by_hand: bool) {
        match self.table.play(action, sticks, by_hand) {
            Ok(()) => self.ui.alert.set(None),
            Err(error) => self.ui.warn(messages::message(self.prefs.lang_now(), &error)),
        }
    }

    /// The throw button: the regular throw, the gods' piece throw, or a fate throw; not the
    /// computer's (its own throws are its to make).
    pub fn throw(&self) {
        if self.computer_playing() {
            return;
        }
        self.board_played();
        self.throw_app_sticks();
    }

    /// A throw of the app's sticks, for whoever is to throw (a lesson's throws are its own; a game
    /// with a friend's, both players' secrets).
    fn throw_app_sticks(&self) {
        if self.table.with_untracked(|s| s.own_sticks) {
            return;
        }
        if self.table.with_untracked(|s| s.friend.is_some()) {
            let play = *self;
            self.loader.run(Box::new(move || later::call(fair::fair_throw(play))));
            return;
        }
        let sticks = match self.board.now().lesson() {
            Some(lesson) => match self.lessons.throw(lesson) {
                Some(sticks) => sticks,
                None => return,
            },
            None => Entropy.sticks(),
        };
        self.throw_value(sticks, false);
    }

    /// A value thrown with real sticks and entered by hand: a throw of the throw-off while it is
    /// under way, else whatever throw the game waits for.
    pub fn enter(&self, value: u8) {
        if !self.table.with_untracked(|s| s.own_sticks) || !(1..=5).contains(&value) {
            return;
        }
        self.board_played();
        if !self.table.with_untracked(Session::throw_off_complete) {
            let shown = self.board.now();
            if shown.visit().is_none() && shown.stepping().step.is_none() {
                self.table.change(|s| s.enter_throw_off(value));
            }
            return;
        }
        self.throw_value(Sticks::showing(value), true);
    }

    fn throw_value(&self, sticks: Sticks, by_hand: bool) {
        if untrack(|| self.board.winner_on_time()).is_some() {
            return;
        }
        let value = sticks.value();
        let action = match self.board.game.get_untracked().stage() {
            Stage::Throw => Action::Throw(value),
            Stage::GodsPiece { .. } => Action::GodsPiece(value),
            Stage::Fate { .. } => Action::Fate(value),
            Stage::Move { .. } | Stage::Over { .. } => return,
        };
        self.ui.picked.set(None);
        self.ui.notice.set(None);
        self.act(action, Some(sticks), by_hand);
    }

    /// The player turns to the board: the list of lessons, which stands above it, goes.
    fn board_played(&self) {
        self.panels.lessons.set(false);
    }

    /// Revive a drowned piece (K14), unless it is the computer's to do.
    pub fn revive(&self) {
        if !self.computer_playing() {
            self.act(Action::Revive, None, false);
        }
    }

    /// Switch between real sticks (values entered by hand) and the app's, for this game.
    pub fn toggle_own_sticks(&self) {
        let shown = self.board.now();
        // A game with a friend is thrown with both players' secrets (it shows no such switch).
        if self.table.with_untracked(|s| s.friend.is_some()) {
            return;
        }
        if !shown.away() && shown.stepping().step.is_none() {
            self.table.change(|s| s.set_own_sticks(!s.own_sticks, &mut Entropy));
            // A choice of how to play: the first visit's offer goes.
            self.lessons.first_visit.set(false);
        }
    }

    /// Take back the players' last choice (a move, a revival, a throw entered by hand), with the
    /// computer's replies after it.
    pub fn take_back(&self) {
        let shown = self.board.now();
        if shown.away() || shown.stepping().step.is_some() {
            return;
        }
        // In a game with a friend a move stays made (it shows no take-back).
        if self.table.with_untracked(|s| s.friend.is_some()) {
            return;
        }
        let Some(kept) = untrack(|| self.table.taken_back()) else { return };
        self.table.change(|s| s.keep_first(kept));
        self.ui.picked.set(None);
        self.ui.alert.set(None);
        self.ui.tell(self.prefs.tr("Taken back.", "Ход взят назад."));
    }

    /// Setting up a position (the analysis board's): each tap on a square puts a spool there, then
    /// a cone, then nothing, passing over what no game reaches (a sixth spool, a piece on 21).
    fn set_up_square(&self, square: u8) {
        let game = self.board.game.get_untracked();
        let mut parts = game.parts();
        let bit = 1u32 << square;
        let now = if parts.board[0] & bit != 0 { 1 } else { 2 * usize::from(parts.board[1] & bit != 0) };
        for step in 1..3 {
            let next = (now + step) % 3;
            parts.board = parts.board.map(|mask| mask & !bit);
            if next > 0 {
                parts.board[next - 1] |= bit;
            }
            if let Ok(set) = Game::set_up(*game.options(), parts) {
                self.table.change(|s| s.start = Some(set));
                return;
            }
        }
    }

    /// A click on square `square` (0: the pieces waiting to enter; 31: the borne-off zone).
    pub fn click(&self, square: u8) {
        if self.board.visit() == Some(Visit::SettingUp) {
            self.set_up_square(square);
            return;
        }
        if self.computer_playing() {
            return;
        }
        self.board_played();
        let game = self.board.game.get_untracked();
        let Stage::Move { .. } = game.stage() else {
            if game.piece_at(square).is_some() {
                self.ui.tell(waiting_for(self.prefs.lang_now(), &game, self.table.with_untracked(Players::of)));
            }
            return;
        };
        if let Some(mv) = untrack(|| self.picked_move()) {
            let target = if mv.is_bear_off() { 31 } else { mv.to };
            if square == target || Some(square) == self.ui.picked.get_untracked() {
                self.ui.picked.set(None);
                self.act(Action::Move(mv), None, false);
                return;
            }
        }
        let moves = game.legal_moves();
        // B3: the square a waiting piece enters on picks that piece (for the keyboard too).
        let square = if moves.iter().any(|m| m.is_entry() && m.to == square) { OFF_BOARD } else { square };
        if moves.iter().any(|m| m.is_touched_on(square)) {
            self.ui.notice.set(None);
            self.ui.picked.set(Some(square));
            if game.options().touch_move && !matches!(game.stage(), Stage::Move { touched: Some(_), .. }) {
                self.act(Action::Touch(square), None, false);
            }
            return;
        }
        let why = game.why_not(square).map(|why| format!("{square}: {}", blocked(self.prefs.lang_now(), why)));
        match why {
            // In a lesson, a piece that cannot move is a wrong try: the lesson's move is shown.
            Some(why) if self.board.now().lesson().is_some() => self.lessons.stray(why),
            why => self.ui.notice.set(why),
        }
    }

    /// Whether the computer plays the side to move now (the gods always play by their throws).
    pub fn computer_to_act(&self) -> Option<Level> {
        if self.board.away() || self.board.stepping().step.is_some() {
            return None;
        }
        let game = self.board.game.get();
        if game.winner().is_some() || self.board.winner_on_time().is_some() {
            return None;
        }
        self.table.with(|s| s.computer[game.to_move().index()])
    }

    /// Whether a game with a friend waits for the friend (or for their answer) now (tracked).
    pub fn friend_to_act(&self) -> bool {
        let game = self.board.game.get();
        self.table.with(|s| s.friend_turn(&game)) == Some(false)
    }

    /// Whether it is the computer's turn to act, so that the players' throws, moves and revivals
    /// wait (a value of real sticks for it is still entered by hand).
    pub fn computer_playing(&self) -> bool {
        untrack(|| self.computer_to_act()).is_some()
    }
}
