//! Persistence: what the page finds at its start (the saved game, a shared link, a problem), and
//! the game saved in this browser, written on every change unless another tab wrote it since.

use leptos::prelude::*;

use super::prefs::Prefs;
use super::shown::{BoardView, Shown, Visit};
use super::table::Table;
use super::ui::Ui;
use crate::app::i18n::{tr, Lang};
use crate::app::marks::mark;
use crate::ai::Level;
use crate::app::state::Session;
use crate::app::{messages, share, storage};
use crate::engine::{Entropy, Options, System};

/// What the page starts with.
pub struct Start {
    pub session: Session,
    pub shown: Shown,
    /// What went wrong (a damaged save, a bad link), to say at once.
    pub problem: Option<String>,
    /// Nothing was saved in this browser and no link opened: a first visit.
    pub first_visit: bool,
    /// The browser refuses local storage: the game is played in memory only.
    pub no_storage: bool,
}

/// The game saved in this browser, or the one in the address; a new game when there is neither.
pub fn start(lang: Lang) -> Start {
    let loaded = storage::load();
    mark("senet-stored");
    let no_storage = matches!(loaded, storage::Loaded::Unavailable);
    let nothing_saved = matches!(loaded, storage::Loaded::Nothing);
    let (session, problem) = match loaded {
        storage::Loaded::Game(session) => (session, None),
        storage::Loaded::Nothing => (first_game(), None),
        storage::Loaded::Damaged { reason, kept_as } => (fresh_session(), Some(unreadable(lang, &reason, Some(&kept_as)))),
        storage::Loaded::Held { reason } => (fresh_session(), Some(unreadable(lang, &reason, None))),
        storage::Loaded::Unavailable => (
            fresh_session(),
            Some(tr!(lang, "This browser does not let the app keep games (its storage is blocked): you can play, but the game is lost when the page closes.",
                "Этот браузер не даёт приложению хранить партии (хранилище заблокировано): играть можно, но партия пропадёт, когда страница закроется.")),
        ),
    };
    let (session, shown, problem) = match share::game_in_address(js_sys::Date::now()) {
        None => (session, Shown::OWN, problem),
        Some(Ok(shared)) => (shared, Shown::visiting(Visit::Shared), problem),
        Some(Err(reason)) => {
            share::clear_address();
            (session, Shown::OWN, Some(bad_link(lang, &reason)))
        }
    };
    let first_visit = nothing_saved && shown.visit().is_none();
    Start { session, shown, problem, first_visit, no_storage }
}

/// K17 on a screen (RULES.md's decision): a tap shows where a piece would go and binds nothing;
/// touch-move is an option of a new game, off unless chosen.
pub const TOUCH_MOVE: bool = false;

/// A new game of the usual kind (Kendall, five pieces).
pub fn fresh_session() -> Session {
    new_session(fresh_options())
}

/// A newcomer's game (a first visit's, and the one a lesson or a shared game goes back to while
/// nothing is saved): against the computer at a gentle level, until the player chooses otherwise.
pub fn first_game() -> Session {
    against_the_computer(fresh_options(), Level::Greedy)
}

fn fresh_options() -> Options {
    Options { touch_move: TOUCH_MOVE, ..Options::new(System::Kendall, 5) }
}

pub fn new_session(options: Options) -> Session {
    Session::new(options, &mut Entropy, js_sys::Date::now())
}

/// A new game of `options` against the computer at `level`.
pub fn against_the_computer(options: Options, level: Level) -> Session {
    let mut session = new_session(options);
    session.set_against_the_computer(level);
    session
}

#[derive(Clone, Copy)]
pub struct Saved {
    /// The saved game's text as this tab last read or wrote it: a different text in storage means
    /// another tab saved since.
    text: StoredValue<Option<String>>,
    /// This tab follows the game played in another (a live game handed over to it): its saves
    /// are shown without a warning.
    following: StoredValue<bool>,
    pub no_storage: bool,
    table: Table,
    board: BoardView,
    ui: Ui,
    prefs: Prefs,
}

impl Saved {
    /// This browser's own game: the one on the board, unless something else is shown.
    pub fn own_game(&self) -> Option<Session> {
        match self.board.now().away() {
            true => storage::current(),
            false => Some(self.table.with_untracked(Session::clone)),
        }
    }

    /// The saved game as it is now, which another tab may have written: the player is told of a
    /// save that cannot be read. From now on this tab writes over what it read.
    pub fn read_now(&self) -> storage::Loaded {
        let loaded = storage::load();
        let lang = self.prefs.lang_now();
        match &loaded {
            storage::Loaded::Damaged { reason, kept_as } => self.ui.warn(unreadable(lang, reason, Some(kept_as))),
            storage::Loaded::Held { reason } => self.ui.warn(unreadable(lang, reason, None)),
            _ => {}
        }
        self.text.set_value(storage::saved_text());
        loaded
    }

    /// Whether another tab saved a different game since this one last read or wrote: then it is
    /// shown instead. A save this version cannot read is set aside (or, when it cannot be, left
    /// alone), never overwritten.
    fn outside_save(&self) -> bool {
        if storage::saved_text() == self.text.get_value() {
            return false;
        }
        match self.read_now() {
            storage::Loaded::Game(theirs) if self.table.with_untracked(|current| theirs != *current) => {
                if !self.following.get_value() {
                    self.ui.warn(tr!(self.prefs.lang_now(), "This game was changed in another tab: showing its latest state.",
                        "Партию изменили в другой вкладке: показано её последнее состояние."));
                }
                // The stepping belonged to the old game (a shorter one would leave it past its end).
                self.board.show(Shown::OWN, Some(theirs));
                true
            }
            _ => false,
        }
    }

    /// Whether the game is played in another tab, this one showing each of its saves quietly.
    pub fn follow_other_tab(&self, following: bool) {
        self.following.set_value(following);
    }

    /// Write the game on the table, unless it is not this browser's own or another tab wrote
    /// since.
    fn save(&self) {
        if self.board.now().away() || self.no_storage || self.outside_save() {
            return;
        }
        let saved = self.table.with_untracked(|session| self.table.digits_untracked(|digits| storage::save_played(session, digits)));
        match saved {
            Ok(text) => self.text.set_value(Some(text)),
            // Said when the save was found (at the start, or when read).
            Err(storage::NotSaved::Held) => {}
            Err(storage::NotSaved::Refused) => self.ui.warn(self.prefs.tr(
                "The browser refused to save the game (its storage is full or disabled); the game goes on here.",
                "Браузер не сохранил партию (хранилище заполнено или отключено); партия продолжается здесь.")),
        }
    }
}

/// Every change of the session is saved (one effect); another tab's save of the game is shown.
pub fn provide_saved(no_storage: bool, table: Table, board: BoardView, ui: Ui, prefs: Prefs) -> Saved {
    let saved = Saved { text: StoredValue::new(storage::saved_text()), following: StoredValue::new(false), no_storage, table, board, ui, prefs };
    Effect::new(move |_| {
        table.with(|_| ());
        board.away();
        saved.save();
    });
    storage::on_other_tab_change(move || {
        if !board.now().away() && !saved.outside_save() {
            // Their save was set aside, or was this game: this tab's game is written (again).
            table.notify();
        }
    });
    provide_context(saved);
    saved
}

pub fn use_saved() -> Saved {
    crate::app::contexts::provided()
}

pub fn bad_link(lang: Lang, reason: &str) -> String {
    let reason = messages::message(lang, reason);
    tr!(lang, "The link does not hold a game: {reason}. The game saved in this browser is untouched.",
        "В ссылке нет партии: {reason}. Партия, сохранённая в этом браузере, не тронута.")
}

/// A save that could not be read: where it is kept (`None`: left in place, as it could not be moved).
pub fn unreadable(lang: Lang, reason: &storage::Unreadable, kept_as: Option<&str>) -> String {
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
