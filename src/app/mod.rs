//! The browser app: a Leptos component tree over one [`Session`], saved on every change.

mod board;
mod cards;
pub mod library;
pub mod glossary;
pub mod i18n;
mod later;
pub mod lessons;
pub mod messages;
mod motion;
mod panels;
mod review;
mod rules;
pub mod share;
pub mod state;
pub mod storage;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::ai::{Computer, Level};
use crate::engine::{Action, CycleGoal, Entropy, Game, Move, Options, Player, Side, Stage, System, ThrowSource};
use crate::engine::squares::OFF_BOARD;
use crate::record::Recorder;
use i18n::{tr, Lang};
use state::Session;

/// Everything the components share. Signals are `Copy`, so the context is too.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub session: RwSignal<Session>,
    pub recorder: Memo<Recorder>,
    pub game: Memo<Game>,
    /// The piece (square, 0 for a piece waiting to enter) picked for the next move.
    pub picked: RwSignal<Option<u8>>,
    /// A short explanation for the player (why a piece cannot move, what a House did).
    pub notice: RwSignal<Option<String>>,
    /// A problem: shown in `role="alert"`.
    pub alert: RwSignal<Option<String>>,
    /// Milliseconds since 1970, ticking once a second for a time-limited game.
    pub now: RwSignal<f64>,
    pub new_game_open: RwSignal<bool>,
    /// A game from a share link or an imported record, shown without touching the saved game
    /// until the player chooses to continue it here.
    pub visiting: RwSignal<Option<Visit>>,
    /// Stepping through the record: the number of record lines shown (`None`: the live game).
    pub step: RwSignal<Option<usize>>,
    /// The square that has the keyboard focus on the board.
    pub focused: RwSignal<u8>,
    pub lang: RwSignal<Lang>,
    /// The saved game's text as this tab last read or wrote it: a different text in storage means
    /// another tab saved since.
    pub saved_text: StoredValue<Option<String>>,
    /// The browser refuses local storage: the game is played in memory only (said once, at the start).
    pub no_storage: bool,
    /// The games kept in this browser besides the one on the board, the latest first.
    pub library: RwSignal<Vec<library::Kept>>,
    pub games_open: RwSignal<bool>,
    /// The lesson on the board, instead of this browser's game (which waits, untouched).
    pub lesson: RwSignal<Option<lessons::LessonRun>>,
    pub lessons_open: RwSignal<bool>,
    /// The ids of the lessons done in this browser.
    pub lessons_done: RwSignal<Vec<String>>,
    /// Nothing was saved in this browser: the app offers to learn before playing.
    pub first_visit: RwSignal<bool>,
    /// The review of the game, as far as it has come.
    pub review: RwSignal<Option<review::GameReview>>,
    /// The reviewed choice selected (its index in the review's choices).
    pub selected_choice: RwSignal<Option<usize>>,
    /// The position the better move would have made, shown at this step instead of the move played.
    pub better: RwSignal<Option<(Option<usize>, Game)>>,
    /// The move (or revival) the lesson on the board asks for, when it can be made.
    pub lesson_target: Memo<Option<lessons::Target>>,
}

/// Where a game on the board comes from, when it is not this browser's own.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Visit {
    Shared,
    Imported,
}

impl Ctx {
    /// A text in the player's language (tracked: the view follows a language switch).
    pub fn tr(&self, en: &'static str, ru: &'static str) -> &'static str {
        match self.lang.get() {
            Lang::En => en,
            Lang::Ru => ru,
        }
    }

    /// Whether the board shows something other than this browser's own game (a shared or
    /// imported game, a lesson): it is neither saved nor played by the computer.
    pub fn away(&self) -> bool {
        self.visiting.get().is_some() || self.lesson.get().is_some()
    }

    fn away_untracked(&self) -> bool {
        self.visiting.get_untracked().is_some() || self.lesson.get_untracked().is_some()
    }

    /// The move the picked piece would make (K17: the touched piece while touch-move holds it).
    pub fn picked_move(&self) -> Option<Move> {
        let game = self.game.get();
        let picked = match game.stage() {
            Stage::Move { touched: Some(t), .. } => Some(t),
            Stage::Move { .. } => self.picked.get(),
            _ => None,
        }?;
        game.legal_moves().iter().find(|m| m.is_touched_on(picked))
    }

    /// Play an action (`by_hand`: a throw entered from real sticks); a refusal becomes the alert.
    pub fn act(&self, action: Action, sticks: Option<crate::engine::Sticks>, by_hand: bool) {
        if self.step.get_untracked().is_some() {
            self.notice.set(Some(
                self.tr("You are stepping through the record: go to the last line, or continue from here.",
                    "Вы просматриваете запись: перейдите к последней строке или играйте дальше отсюда.").into(),
            ));
            return;
        }
        if self.visiting.get_untracked().is_some() {
            self.notice.set(Some(
                self.tr("This game is not yours yet: continue it here to play on.", "Это не ваша партия: продолжите её здесь, чтобы играть.").into(),
            ));
            return;
        }
        if !self.session.with_untracked(Session::throw_off_complete) {
            self.notice.set(Some(self.tr("Enter the throw-off first (K2).", "Сначала разыграйте первый ход (K2).").into()));
            return;
        }
        if self.lesson_refuses(action) {
            return;
        }
        let current = self.recorder.get_untracked();
        let mut next = self.session.get_untracked();
        match next.play(&current, action, sticks, by_hand) {
            Ok(()) => {
                self.alert.set(None);
                self.session.set(next);
            }
            Err(error) => self.alert.set(Some(messages::message(self.lang.get_untracked(), &error))),
        }
    }

    /// The throw button: the regular throw, the gods' piece throw, or a fate throw; not the
    /// computer's (its own throws are its to make).
    pub fn throw(&self) {
        if self.computer_playing() {
            return;
        }
        self.throw_app_sticks();
    }

    /// A throw of the app's sticks, for whoever is to throw.
    fn throw_app_sticks(&self) {
        if self.session.with_untracked(|s| s.own_sticks) {
            return;
        }
        let sticks = match self.lesson.get_untracked() {
            Some(run) => match self.lesson_throw(run) {
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
        if !self.session.with_untracked(|s| s.own_sticks) || !(1..=5).contains(&value) {
            return;
        }
        if !self.session.with_untracked(Session::throw_off_complete) {
            if self.visiting.get_untracked().is_none() && self.step.get_untracked().is_none() {
                self.session.update(|s| s.enter_throw_off(value));
            }
            return;
        }
        self.throw_value(crate::engine::Sticks::showing(value), true);
    }

    fn throw_value(&self, sticks: crate::engine::Sticks, by_hand: bool) {
        if self.winner_on_time().is_some() {
            return;
        }
        let value = sticks.value();
        let action = match self.game.get_untracked().stage() {
            Stage::Throw => Action::Throw(value),
            Stage::GodsPiece { .. } => Action::GodsPiece(value),
            Stage::Fate { .. } => Action::Fate(value),
            Stage::Move { .. } | Stage::Over { .. } => return,
        };
        self.picked.set(None);
        self.notice.set(None);
        self.act(action, Some(sticks), by_hand);
    }

    /// Switch between real sticks (values entered by hand) and the app's, for this game.
    pub fn toggle_own_sticks(&self) {
        if !self.away_untracked() && self.step.get_untracked().is_none() {
            self.session.update(|s| s.set_own_sticks(!s.own_sticks, &mut Entropy));
        }
    }

    /// Take back the players' last choice (a move, a revival, a throw entered by hand), with the
    /// computer's replies after it.
    pub fn take_back(&self) {
        if self.away_untracked() || self.step.get_untracked().is_some() {
            return;
        }
        let mut next = self.session.get_untracked();
        if next.take_back() {
            self.picked.set(None);
            self.alert.set(None);
            self.notice.set(Some(self.tr("Taken back.", "Ход взят назад.").into()));
            self.session.set(next);
        }
    }

    /// A click on square `square` (0: the pieces waiting to enter; 31: the borne-off zone).
    pub fn click(&self, square: u8) {
        if self.computer_playing() {
            return;
        }
        let game = self.game.get_untracked();
        let Stage::Move { .. } = game.stage() else {
            if game.piece_at(square).is_some() {
                self.notice.set(Some(panels::waiting_for(self.lang.get_untracked(), &game)));
            }
            return;
        };
        if let Some(mv) = self.picked_move() {
            let target = if mv.is_bear_off() { 31 } else { mv.to };
            if square == target || Some(square) == self.picked.get_untracked() {
                self.picked.set(None);
                self.act(Action::Move(mv), None, false);
                return;
            }
        }
        let moves = game.legal_moves();
        // B3: the square a waiting piece enters on picks that piece (for the keyboard too).
        let square = if moves.iter().any(|m| m.is_entry() && m.to == square) { OFF_BOARD } else { square };
        let chosen = moves.iter().find(|m| m.is_touched_on(square));
        match chosen {
            Some(_) => {
                self.notice.set(None);
                self.picked.set(Some(square));
                if game.options().touch_move && !matches!(game.stage(), Stage::Move { touched: Some(_), .. }) {
                    self.act(Action::Touch(square), None, false);
                }
            }
            None => {
                let why = game.why_not(square).map(|why| format!("{square}: {}", i18n::blocked(self.lang.get_untracked(), why)));
                match why {
                    // In a lesson, a piece that cannot move is a wrong try: the lesson's move is shown.
                    Some(why) if self.lesson.get_untracked().is_some() => self.stray(why),
                    why => self.notice.set(why),
                }
            }
        }
    }

    /// Show another game (a shared link or an imported record) without saving it.
    pub fn visit(&self, what: Visit, session: Session) {
        self.picked.set(None);
        self.step.set(None);
        self.lesson.set(None);
        self.visiting.set(Some(what));
        self.session.set(session);
    }

    /// Make the visited game this browser's game, asking before it replaces a saved one: the save
    /// as it is now, which another tab may have written during the visit.
    pub fn keep_visited(&self) {
        let visited = self.session.get_untracked();
        match storage::load() {
            storage::Loaded::Game(saved) if saved.actions != visited.actions => {
                let question = self.tr("Replace the game saved in this browser with this one? It will be kept in the library.",
                    "Заменить этой партией ту, что сохранена в браузере? Она останется в списке партий.");
                if !window().confirm_with_message(question).unwrap_or(false) {
                    return;
                }
                self.archive(saved);
            }
            storage::Loaded::Damaged { reason, kept_as } => self.alert.set(Some(unreadable(self.lang.get_untracked(), &reason, Some(&kept_as)))),
            storage::Loaded::Held { reason } => {
                self.alert.set(Some(unreadable(self.lang.get_untracked(), &reason, None)));
                return;
            }
            _ => {}
        }
        self.saved_text.set_value(storage::saved_text());
        share::clear_address();
        self.session.update(|s| s.revision += 1);
        self.visiting.set(None);
    }

    /// Whether another tab saved a different game since this one last read or wrote: then it is
    /// shown instead. A save this version cannot read is set aside (or, when it cannot be, left
    /// alone), never overwritten.
    fn outside_save(&self, current: &Session) -> bool {
        if storage::saved_text() == self.saved_text.get_value() {
            return false;
        }
        let lang = self.lang.get_untracked();
        let loaded = storage::load();
        self.saved_text.set_value(storage::saved_text());
        match loaded {
            storage::Loaded::Game(theirs) if theirs != *current => {
                self.alert.set(Some(other_tab(lang)));
                self.take_outside_change(theirs);
                return true;
            }
            storage::Loaded::Damaged { reason, kept_as } => self.alert.set(Some(unreadable(lang, &reason, Some(&kept_as)))),
            storage::Loaded::Held { reason } => self.alert.set(Some(unreadable(lang, &reason, None))),
            _ => {}
        }
        false
    }

    /// Show the game as another tab saved it: the stepping and the picked piece belonged to the old
    /// one (a shorter game would leave the stepping past its end).
    fn take_outside_change(&self, session: Session) {
        self.picked.set(None);
        self.step.set(None);
        self.session.set(session);
    }

    /// Leave the visited game for the one saved in this browser (or a new one).
    pub fn leave_visited(&self) {
        share::clear_address();
        let session = storage::current().unwrap_or_else(|| new_session(Options::new(System::Kendall, 5)));
        self.visiting.set(None);
        self.step.set(None);
        self.session.set(session);
    }

    /// Step through the record: show the game after `lines` lines (the live game at the end).
    pub fn go_to(&self, lines: usize) {
        let total = self.recorder.with_untracked(|r| r.record().lines.len());
        self.picked.set(None);
        self.better.set(None);
        self.selected_choice.set(None);
        self.step.set((lines < total).then_some(lines));
    }

    /// Drop the record after the line shown and play on from there.
    pub fn continue_from_here(&self) {
        let Some(lines) = self.step.get_untracked() else { return };
        let keep = if lines == 0 { 0 } else { self.recorder.with_untracked(|r| r.line_ends()[lines - 1]) };
        if self.visiting.get_untracked().is_none()
            && !window()
                .confirm_with_message(self.tr("Drop the moves after this line and play on from here?", "Отбросить ходы после этой строки и играть дальше отсюда?"))
                .unwrap_or(false)
        {
            return;
        }
        self.step.set(None);
        self.session.update(|s| {
            s.actions.truncate(keep);
            s.revision += 1;
        });
    }

    /// A new game; the one saved in this browser goes into the library.
    pub fn start(&self, options: Options, computer: [Option<Level>; 2]) {
        self.alert.set(None);
        if let Some(saved) = self.saved_game() {
            self.archive(saved);
        }
        let mut session = new_session(options);
        session.computer = computer;
        self.new_game_open.set(false);
        self.put_on_board(session);
    }

    /// Make `session` this browser's game, on the board (a shared or imported game shown leaves).
    fn put_on_board(&self, session: Session) {
        if self.visiting.get_untracked().is_some() {
            share::clear_address();
            self.visiting.set(None);
        }
        self.lesson.set(None);
        self.step.set(None);
        self.picked.set(None);
        self.notice.set(None);
        let revision = self.session.with_untracked(|s| s.revision);
        self.session.set(Session { revision: revision + 1, ..session });
    }

    /// This browser's own game: the one on the board, unless a shared or imported game is shown.
    fn saved_game(&self) -> Option<Session> {
        match self.away_untracked() {
            true => storage::current(),
            false => Some(self.session.get_untracked()),
        }
    }

    /// Keep a game in the library (a game with nothing played is not worth keeping).
    fn archive(&self, session: Session) {
        if session.actions.is_empty() && !session.from_table {
            return;
        }
        let mut games = self.library_now();
        games.insert(0, library::Kept { session, kept_at: js_sys::Date::now() });
        self.keep_library(games);
    }

    /// The library as stored now (another tab may have changed it since this one read it), to
    /// change and save: what another tab kept is never written over.
    pub fn library_now(&self) -> Vec<library::Kept> {
        if self.no_storage || storage::library_only_in_memory() {
            return self.library.get_untracked();
        }
        let (games, set_aside) = storage::load_library();
        if let Some(kept_as) = set_aside {
            self.alert.set(Some(tr!(self.lang.get_untracked(),
                "Some games of the library could not be read: they are kept in this browser's storage as \"{kept_as}\".",
                "Часть партий из списка не удалось прочитать: они оставлены в хранилище браузера под именем «{kept_as}».")));
        }
        self.library.set(games.clone());
        games
    }

    /// The library as it now is, saved; a refusal is said (the list stays for this visit).
    pub fn keep_library(&self, games: Vec<library::Kept>) {
        if !self.no_storage && storage::save_library(&games).is_err() {
            self.alert.set(Some(self.tr(
                "The browser refused to save the games library (its storage is full): the games stay listed while this page is open; export them to keep them.",
                "Браузер не сохранил список партий (хранилище заполнено): партии видны, пока открыта страница; выгрузите их, чтобы не потерять.").into()));
        }
        self.library.set(games);
    }

    /// Resume a game of the library where it was; the game saved in this browser takes its place
    /// there.
    pub fn resume(&self, index: usize) {
        let Some(chosen) = self.library.get_untracked().get(index).cloned() else { return };
        let mut games = self.library_now();
        // By the game, not its place: another tab may have changed the list.
        let Some(index) = games.iter().position(|kept| kept.is(&chosen)) else { return };
        games.remove(index);
        self.keep_library(games);
        if let Some(saved) = self.saved_game() {
            self.archive(saved);
        }
        self.games_open.set(false);
        self.put_on_board(chosen.session);
    }

    /// Records of a file of several: each a game of the library.
    pub fn keep_imported(&self, sessions: Vec<Session>) {
        let count = sessions.len();
        for session in sessions.into_iter().rev() {
            self.archive(session);
        }
        self.notice.set(Some(tr!(self.lang.get_untracked(), "{count} games were added to the library.", "В список партий добавлено: {count}.")));
        self.games_open.set(true);
    }

    /// Whether the computer plays the side to move now (the gods always play by their throws).
    pub fn computer_to_act(&self) -> Option<Level> {
        if self.away() || self.step.get().is_some() {
            return None;
        }
        let game = self.game.get();
        if game.winner().is_some() || self.winner_on_time().is_some() {
            return None;
        }
        self.session.with(|s| s.computer[game.to_move().index()])
    }

    /// Whether it is the computer's turn to act, so that the players' throws, moves and revivals
    /// wait (a value of real sticks for it is still entered by hand).
    pub fn computer_playing(&self) -> bool {
        untrack(|| self.computer_to_act()).is_some()
    }

    /// The computer's next action: its throw, its choice of move (timed for the budget), or reviving.
    pub(super) fn computer_act(&self, level: Level) {
        let game = self.game.get_untracked();
        // The page's clock bounds the grandmaster's search (DECISION_MS).
        let clock = window().performance().map(|performance| Box::new(move || performance.now()) as Box<dyn Fn() -> f64>);
        let seed = js_sys::Date::now() as u64;
        let mut computer = match clock {
            Some(clock) => Computer::with_clock(level, seed, clock),
            None => Computer::new(level, seed),
        };
        computer.remember(self.session.with_untracked(|s| s.positions_after_moves(game.to_move())));
        match game.stage() {
            Stage::Move { .. } => {
                // Measured for the budget script: how long a decision takes in the browser.
                let performance = window().performance();
                if let Some(performance) = &performance {
                    let _ = performance.mark("senet-decision-start");
                }
                let mv = computer.choose(&game, &game.legal_moves());
                if let Some(performance) = &performance {
                    let _ = performance.measure_with_start_mark("senet-decision", "senet-decision-start");
                }
                self.act(Action::Move(mv), None, false);
            }
            Stage::Throw if game.must_revive() => self.act(Action::Revive, None, false),
            Stage::Throw if game.can_revive() && !game.gods_to_move() && computer.revive_instead(&game) => {
                self.act(Action::Revive, None, false)
            }
            Stage::Over { .. } => {}
            // With real sticks the computer's throws are entered by hand too.
            _ => self.throw_app_sticks(),
        }
    }

    /// C3: when a time-limited game's clock has run out, the player ahead (if any) wins.
    pub fn winner_on_time(&self) -> Option<Side> {
        let session = self.session.get();
        let CycleGoal::TimeLimit { minutes } = session.options.goal else { return None };
        if session.options.system != System::Cycles || self.now.get() < session.started_at + f64::from(minutes) * 60_000.0 {
            return None;
        }
        self.game.get().leader()
    }
}

fn bad_link(lang: Lang, reason: &str) -> String {
    let reason = messages::message(lang, reason);
    tr!(lang, "The link does not hold a game: {reason}. The game saved in this browser is untouched.",
        "В ссылке нет партии: {reason}. Партия, сохранённая в этом браузере, не тронута.")
}

/// The throw's shortcut, read by the physical key (`KeyboardEvent.code`), whatever the layout.
pub fn is_throw_key(code: &str) -> bool {
    code == "KeyT"
}

/// A take-back's shortcuts: Ctrl+Z, or Backspace.
pub fn is_take_back_key(code: &str, ctrl: bool) -> bool {
    (ctrl && code == "KeyZ") || (!ctrl && code == "Backspace")
}

/// The value a digit key 1–5 enters, with real sticks (the row of digits or the keypad).
pub fn entered_value(code: &str) -> Option<u8> {
    let digit = code.strip_prefix("Digit").or_else(|| code.strip_prefix("Numpad"))?;
    digit.parse().ok().filter(|v| (1..=5).contains(v))
}

/// Whether the system asks for a dark theme (`prefers-color-scheme`).
fn system_prefers_dark() -> bool {
    window().match_media("(prefers-color-scheme: dark)").ok().flatten().is_some_and(|m| m.matches())
}

/// A save that could not be read: where it is kept (`None`: left in place, as it could not be moved).
fn unreadable(lang: Lang, reason: &storage::Unreadable, kept_as: Option<&str>) -> String {
    let reason = reason.describe(lang);
    match kept_as {
        Some(kept_as) => tr!(lang,
            "The saved game could not be read: {reason}. It is kept in this browser's storage as \"{kept_as}\"; a new game has started.",
            "Сохранённую партию не удалось прочитать: {reason}. Она оставлена в хранилище браузера под именем «{kept_as}»; начата новая партия."),
        None => tr!(lang,
            "The saved game could not be read: {reason}. The browser's storage is full, so it could not be set aside: it is left as it is, and this game will not be saved until space is freed.",
            "Сохранённую партию не удалось прочитать: {reason}. Хранилище браузера заполнено, отложить её не удалось: она оставлена как есть, а эта партия не будет сохраняться, пока не освободится место."),
    }
}

fn other_tab(lang: Lang) -> String {
    tr!(lang, "This game was changed in another tab: showing its latest state.", "Партию изменили в другой вкладке: показано её последнее состояние.")
}

/// How long the computer waits before each of its actions, so that a person can follow them.
const COMPUTER_PAUSE_MS: u64 = 350;

/// A record's text as a game to visit; its first problems, line by line, when it does not replay.
fn import(text: &str) -> Result<Session, crate::record::import::Problems> {
    let imported = crate::record::import::import(text)?;
    let mut session = new_session(imported.options);
    session.throw_off = imported.throw_off;
    session.actions = imported.actions;
    // A game from the table goes on at the table (and its record keeps saying so).
    session.own_sticks = imported.throws_from_table;
    session.from_table = imported.throws_from_table;
    Ok(session)
}

fn new_session(options: Options) -> Session {
    Session::new(options, &mut Entropy, js_sys::Date::now())
}

#[component]
pub fn App() -> impl IntoView {
    let now = js_sys::Date::now();
    let lang = storage::language().unwrap_or_else(|| {
        Lang::from_tag(&window().navigator().language().unwrap_or_default())
    });
    let fresh = || new_session(Options::new(System::Kendall, 5));
    let loaded = storage::load();
    mark("senet-stored");
    let no_storage = matches!(loaded, storage::Loaded::Unavailable);
    let nothing_saved = matches!(loaded, storage::Loaded::Nothing);
    let (session, problem) = match loaded {
        storage::Loaded::Game(session) => (session, None),
        storage::Loaded::Nothing => (fresh(), None),
        storage::Loaded::Damaged { reason, kept_as } => (fresh(), Some(unreadable(lang, &reason, Some(&kept_as)))),
        storage::Loaded::Held { reason } => (fresh(), Some(unreadable(lang, &reason, None))),
        storage::Loaded::Unavailable => (
            fresh(),
            Some(tr!(lang, "This browser does not let the app keep games (its storage is blocked): you can play, but the game is lost when the page closes.",
                "Этот браузер не даёт приложению хранить партии (хранилище заблокировано): играть можно, но партия пропадёт, когда страница закроется.")),
        ),
    };
    let (session, visiting, problem) = match share::game_in_address(now) {
        None => (session, None, problem),
        Some(Ok(shared)) => (shared, Some(Visit::Shared), problem),
        Some(Err(reason)) => {
            share::clear_address();
            (session, None, Some(bad_link(lang, &reason)))
        }
    };
    let session = RwSignal::new(session);
    let recorder = Memo::new(move |_| {
        session.with(|s| s.recorder().unwrap_or_else(|_| Recorder::new(Game::new(s.options))))
    });
    let step = RwSignal::new(None);
    let better = RwSignal::new(None::<(Option<usize>, Game)>);
    let ctx = Ctx {
        session,
        recorder,
        game: Memo::new(move |_| match (step.get(), better.get()) {
            (step, Some((at, game))) if at == step => game,
            (None, _) => *recorder.read().game(),
            (Some(lines), _) => {
                let start = session.with(|s| s.start.unwrap_or_else(|| Game::new(s.options)));
                recorder.with(|r| crate::ai::review::game_after(start, r, lines))
            }
        }),
        picked: RwSignal::new(None),
        notice: RwSignal::new(None),
        alert: RwSignal::new(problem),
        now: RwSignal::new(now),
        new_game_open: RwSignal::new(false),
        visiting: RwSignal::new(visiting),
        step,
        focused: RwSignal::new(1),
        lang: RwSignal::new(lang),
        saved_text: StoredValue::new(storage::saved_text()),
        no_storage,
        // Read when the list is opened or changed: no start-up cost for a long library.
        library: RwSignal::new(Vec::new()),
        games_open: RwSignal::new(false),
        lesson: RwSignal::new(None),
        lessons_open: RwSignal::new(false),
        lessons_done: RwSignal::new(storage::lessons_done()),
        first_visit: RwSignal::new(nothing_saved && visiting.is_none()),
        review: RwSignal::new(None),
        selected_choice: RwSignal::new(None),
        better,
        lesson_target: Memo::new(|_| None),
    };
    // Worked out from the rest of the context, which it therefore comes after.
    let ctx = Ctx { lesson_target: Memo::new(move |_| ctx.find_lesson_target()), ..ctx };
    provide_context(ctx);

    // One save effect: every change of the session is written, unless another tab wrote the game
    // since this tab last read or wrote it; then that game is shown instead of being overwritten.
    // The stored text is compared, so a save reads back no game unless another tab wrote one.
    Effect::new(move |_| {
        let current = session.get();
        if ctx.away() || ctx.no_storage {
            return;
        }
        if ctx.outside_save(&current) {
            return;
        }
        match storage::save(&current) {
            Ok(text) => ctx.saved_text.set_value(Some(text)),
            // Said when the save was found (the alert above, or at the start).
            Err(storage::NotSaved::Held) => {}
            Err(storage::NotSaved::Refused) => ctx.alert.set(Some(
                ctx.tr("The browser refused to save the game (its storage is full or disabled); the game goes on here.",
                    "Браузер не сохранил партию (хранилище заполнено или отключено); партия продолжается здесь.").into(),
            )),
        }
    });
    storage::on_other_library_change(move || {
        ctx.library_now();
    });
    storage::on_other_tab_change(move || {
        if !ctx.away_untracked() && !ctx.outside_save(&session.get_untracked()) {
            // Their save was set aside, or was this game: this tab's game is written (again).
            session.notify();
        }
    });
    // The theme: the system's until the player picks one, which is remembered.
    let dark = RwSignal::new(storage::dark_theme());
    Effect::new(move |_| {
        let Some(dark) = dark.get() else { return };
        storage::set_dark_theme(dark);
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("data-theme", if dark { "dark" } else { "light" });
        }
    });
    // The language: remembered, and the page's own `lang` follows it.
    Effect::new(move |_| {
        let lang = ctx.lang.get();
        storage::set_language(lang);
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", lang.tag());
        }
    });
    // A link opened in this tab while the app runs.
    let link_opened = window_event_listener(leptos::ev::hashchange, move |_| match share::game_in_address(js_sys::Date::now()) {
        None => {}
        Some(Ok(shared)) => ctx.visit(Visit::Shared, shared),
        Some(Err(reason)) => {
            share::clear_address();
            ctx.alert.set(Some(bad_link(ctx.lang.get_untracked(), &reason)));
        }
    });
    on_cleanup(move || link_opened.remove());
    // Each new line's move travels along the track; a click or a key finishes it.
    let lines_seen = StoredValue::new(recorder.with_untracked(|r| r.record().lines.len()));
    let moves_shown = RwSignal::new(0u32);
    Effect::new(move |_| {
        let lines = recorder.with(|r| r.record().lines.len());
        let before = lines_seen.get_value();
        lines_seen.set_value(lines);
        if lines == before + 1 && step.get_untracked().is_none() {
            if let Some(line) = recorder.with_untracked(|r| r.record().lines.last().cloned()) {
                request_animation_frame(move || {
                    if motion::show(&line) {
                        moves_shown.update(|n| *n += 1);
                    }
                });
            }
        }
    });
    let skip_click = window_event_listener(leptos::ev::pointerdown, |_| motion::finish_all());
    on_cleanup(move || skip_click.remove());
    // T throws, from anywhere but a text field.
    let throw_key = window_event_listener(leptos::ev::keydown, move |ev| {
        let typing = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        motion::finish_all();
        // The physical keys, so that a Russian layout (where T types «е») works too.
        let code = ev.code();
        if typing || ev.meta_key() || ev.alt_key() {
            return;
        }
        if is_take_back_key(&code, ev.ctrl_key()) {
            ev.prevent_default();
            ctx.take_back();
        } else if !ev.ctrl_key() && is_throw_key(&code) {
            ctx.throw();
        } else if let Some(value) = entered_value(&code).filter(|_| !ev.ctrl_key()) {
            ctx.enter(value);
        }
    });
    on_cleanup(move || throw_key.remove());
    // The computer plays its side: one action at a time, slowly enough to follow.
    Effect::new(move |_| {
        let Some(level) = ctx.computer_to_act() else { return };
        let revision = session.with(|s| s.revision);
        set_timeout(move || later::computer_turn(ctx, level, revision), std::time::Duration::from_millis(COMPUTER_PAUSE_MS));
    });
    lessons::remember_progress(ctx);
    let ticking = set_interval_with_handle(move || ctx.now.set(js_sys::Date::now()), std::time::Duration::from_secs(1));
    if let Ok(handle) = ticking {
        on_cleanup(move || handle.clear());
    }

    view! {
        <header class="top">
            // In a lesson the header is the lesson's bar: the game's controls wait outside it.
            <h1 class:visually-hidden=move || ctx.lesson.get().is_some()>{move || ctx.tr("Senet", "Сенет")}</h1>
            <p class="subtitle">{move || panels::title(ctx.lang.get(), &ctx.session.get().options)}</p>
            {move || match ctx.lesson.get() {
                Some(_) => view! { <later::Later part=later::Part::LessonBar/> }.into_any(),
                None => view! {
                    <button class="new-game" data-action="new-game" on:click=move |_| ctx.new_game_open.update(|o| *o = !*o)>
                        {move || ctx.tr("New game", "Новая партия")}
                    </button>
                    <lessons::LessonsButton/>
                    <button class="icon" data-action="games" aria-expanded=move || ctx.games_open.get().to_string()
                        aria-label=move || ctx.tr("Games kept in this browser", "Партии, сохранённые в этом браузере")
                        on:click=move |_| {
                            if !ctx.games_open.get_untracked() {
                                ctx.library_now();
                            }
                            ctx.games_open.update(|o| *o = !*o);
                        }>
                        <span aria-hidden="true">"☰"</span>
                    </button>
                    <button class="language" data-action="language" lang=move || ctx.tr("ru", "en")
                        on:click=move |_| ctx.lang.update(|l| *l = if *l == Lang::En { Lang::Ru } else { Lang::En })>
                        {move || ctx.tr("Русский", "English")}
                    </button>
                    <button class="theme" data-action="theme" aria-pressed=move || (dark.get() == Some(true)).to_string()
                        aria-label=move || ctx.tr("Dark theme", "Тёмная тема")
                        on:click=move |_| dark.set(Some(!dark.get().unwrap_or_else(system_prefers_dark)))>
                        <span aria-hidden="true">"◐"</span>
                    </button>
                }.into_any(),
            }}
        </header>
        <div class="alerts">
            {move || ctx.alert.get().map(|text| view! {
                <p class="alert" role="alert">
                    {text}
                    <button class="dismiss" aria-label=move || ctx.tr("Dismiss", "Закрыть") on:click=move |_| ctx.alert.set(None)>"×"</button>
                </p>
            })}
        </div>
        <later::Later part=later::Part::NewGame/>
        <later::Later part=later::Part::Library/>
        <later::Later part=later::Part::LessonList/>
        <panels::Visiting/>
        // What is needed on every turn (whose turn, the throw, the board) comes first and stays in
        // view together on every screen; the rest follows (below the board on a phone, beside it on
        // a wide screen).
        <main class="table" class:lesson-shown=move || ctx.lesson.get().is_some_and(|run| run.shown)>
            <section class="turn" aria-label=move || ctx.tr("Turn", "Ход")>
                <panels::Turn/>
                <panels::Sticks/>
            </section>
            <section class="play" aria-label=move || ctx.tr("Board", "Доска") data-moves-shown=moves_shown>
                <board::Zone kind=board::ZoneKind::Drowned/>
                <board::Board/>
                <board::Zone kind=board::ZoneKind::Off/>
            </section>
            <div class="more">
                <later::Later part=later::Part::LessonRule/>
                {move || ctx.lesson.get().is_none().then(|| view! { <later::Later part=later::Part::GameOver/> <later::Later part=later::Part::Review/> })}
                <panels::Status/>
                // A lesson's position is no game of the player's: nothing to advise, record or share.
                {move || ctx.lesson.get().is_none().then(|| view! {
                    <later::Later part=later::Part::Advice/>
                    <later::Later part=later::Part::Record/>
                    <later::Later part=later::Part::Share/>
                })}
                <later::Later part=later::Part::Rules/>
            </div>
        </main>
    }
}

/// Mount the app on the page (the entry point of the wasm binary).
pub fn mount() {
    console_error_panic_hook::set_once();
    mark("senet-start");
    leptos::mount::mount_to_body(App);
    // The skeleton index.html shows while the wasm loads goes in the same task as the app comes:
    // no frame shows both or neither.
    if let Some(skeleton) = document().get_element_by_id("skeleton") {
        skeleton.remove();
    }
    mark("senet-interactive");
}

/// A point in the page's timeline for the budget step's breakdown of a visit (`senet-start`: the
/// wasm runs; `senet-stored`: the saved game read; `senet-interactive`: the board drawn and live;
/// `senet-later`: the code of the rest has come, `later.rs`).
pub fn mark(name: &str) {
    if let Some(performance) = window().performance() {
        let _ = performance.mark(name);
    }
}
