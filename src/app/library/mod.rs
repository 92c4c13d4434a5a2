//! The games library: every game played in this browser is kept, finished or not, and resumes
//! where it was (stored by `storage`, each game in the share link's compact format).

mod summary;
pub mod undo;
pub mod view;

use leptos::prelude::*;

use crate::app::contexts::prefs::Prefs;
use crate::app::contexts::saved::Saved;
use crate::app::contexts::shown::BoardView;
use crate::app::contexts::ui::{Panels, Ui};
use crate::app::i18n::tr;
use crate::app::state::Session;
use crate::app::storage::{self, Kept};

#[derive(Clone, Copy)]
pub struct Library {
    /// The games kept besides the one on the board, the latest first, as this tab last read them
    /// (read when the list is opened or changed: no start-up cost for a long library).
    pub games: RwSignal<Vec<Kept>>,
    /// The game a new one just put aside, and when the new one started: it can come back while
    /// that new game is on the board.
    shelved: RwSignal<Option<(Kept, f64)>>,
    saved: Saved,
    board: BoardView,
    ui: Ui,
    panels: Panels,
    prefs: Prefs,
}

impl Library {
    /// The library as stored now (another tab may have changed it since this one read it), to
    /// change and save: what another tab kept is never written over.
    pub fn now(&self) -> Vec<Kept> {
        if self.saved.no_storage || storage::library_only_in_memory() {
            return self.games.get_untracked();
        }
        let (games, set_aside) = storage::load_library();
        if let Some(kept_as) = set_aside {
            self.ui.warn(tr!(self.prefs.lang_now(),
                "Some games of the library could not be read: they are kept in this browser's storage as \"{kept_as}\".",
                "Часть партий из списка не удалось прочитать: они оставлены в хранилище браузера под именем «{kept_as}»."));
        }
        self.games.set(games.clone());
        games
    }

    /// The library as it now is, saved; a refusal is said (the list stays for this visit).
    pub fn keep(&self, games: Vec<Kept>) {
        if !self.saved.no_storage && storage::save_library(&games).is_err() {
            self.ui.warn(self.prefs.tr(
                "The browser refused to save the games library (its storage is full): the games stay listed while this page is open; export them to keep them.",
                "Браузер не сохранил список партий (хранилище заполнено): партии видны, пока открыта страница; выгрузите их, чтобы не потерять."));
        }
        self.games.set(games);
    }

    /// Keep a game (a game with nothing played is not worth keeping).
    pub fn archive(&self, session: Session) -> bool {
        if session.actions.is_empty() && !session.from_table {
            return false;
        }
        let mut games = self.now();
        games.insert(0, Kept { session, kept_at: js_sys::Date::now() });
        self.keep(games);
        true
    }

    /// Keep this browser's own game, before another takes its place on the board; whether there
    /// was one to keep.
    pub fn archive_own_game(&self) -> bool {
        self.own_game().is_some_and(|own| self.archive(own))
    }

    /// This browser's own game: on the board, or waiting while a lesson or a visited game is
    /// shown.
    pub fn own_game(&self) -> Option<Session> {
        self.saved.own_game()
    }

    /// Start `session` on the board as this browser's game; the one it replaces goes to the
    /// library.
    pub fn start_new(&self, session: Session) {
        let kept = self.archive_own_game();
        self.shelved.set(kept.then(|| self.games.get_untracked().first().cloned().map(|game| (game, session.started_at))).flatten());
        self.panels.show_the_board();
        self.board.play_here(session);
        if kept {
            // Said after the new game is shown (which clears what was said of the old one).
            self.ui.tell(self.prefs.tr("Your game before is kept in the list of games (☰): resume it there.",
                "Прежняя партия сохранена в списке партий (☰): её можно продолжить оттуда."));
        }
    }

    /// The game a new game put aside, while that new game is on the board (tracked).
    pub fn shelved(&self, now_started_at: f64) -> Option<Kept> {
        self.shelved.get().filter(|(_, started_at)| *started_at == now_started_at).map(|(game, _)| game)
    }

    /// Back to the game a new game put aside (the new one is kept if anything was played in it).
    pub fn undo_new_game(&self) {
        let Some((shelved, _)) = self.shelved.get_untracked() else { return };
        self.shelved.set(None);
        if let Some(index) = self.now().iter().position(|kept| kept.is(&shelved)) {
            self.resume(index);
        }
    }

    /// Resume a game of the library where it was; the game saved in this browser takes its place
    /// there.
    pub fn resume(&self, index: usize) {
        let Some(chosen) = self.games.get_untracked().get(index).cloned() else { return };
        let mut games = self.now();
        // By the game, not its place: another tab may have changed the list.
        let Some(index) = games.iter().position(|kept| kept.is(&chosen)) else { return };
        games.remove(index);
        self.keep(games);
        self.archive_own_game();
        self.panels.show_the_board();
        self.board.play_here(chosen.session);
    }

    /// Records of a file of several: each a game of the library.
    pub fn keep_imported(&self, sessions: Vec<Session>) {
        let count = sessions.len();
        for session in sessions.into_iter().rev() {
            self.archive(session);
        }
        self.ui.tell(tr!(self.prefs.lang_now(), "{count} games were added to the library.", "В список партий добавлено: {count}."));
        self.panels.games.set(true);
    }

    /// Open or close the list (read afresh as it opens).
    pub fn toggle(&self) {
        if !self.panels.games.get_untracked() {
            self.now();
        }
        self.panels.games.update(|open| *open = !*open);
    }
}

/// The library, read again whenever another tab changes it.
pub fn provide_library(saved: Saved, board: BoardView, ui: Ui, panels: Panels, prefs: Prefs) -> Library {
    let library = Library { games: RwSignal::new(Vec::new()), shelved: RwSignal::new(None), saved, board, ui, panels, prefs };
    storage::on_other_library_change(move || {
        library.now();
    });
    provide_context(library);
    library
}

pub fn use_library() -> Library {
    crate::app::contexts::provided()
}
