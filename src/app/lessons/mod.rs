//! The lessons in the app: the lesson on the board (its task, the move it asks for, a wrong move
//! explained and taken back, what was learnt), the progress kept in this browser, and their views.

pub mod bar;
pub mod list;
pub mod task;
pub mod welcome;

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

use crate::app::contexts::prefs::Prefs;
use crate::app::contexts::saved::{first_game, Saved};
use crate::app::contexts::shown::{BoardView, Shown};
use crate::app::contexts::table::Table;
use crate::app::contexts::ui::{Panels, Ui};
use crate::app::i18n::{tr, Lang};
use crate::app::later::{self, use_loader, Loader};
use crate::app::state::Session;
use crate::app::text::{line_in_words, Players};
use crate::app::{messages, storage};
use crate::engine::{Action, Move, Sticks};
use crate::lessons::{Course, Lesson, Progress, Step, Target, Text, LESSONS};

#[derive(Clone, Copy)]
pub struct Lessons {
    /// The ids of the lessons done in this browser.
    pub done: RwSignal<Vec<String>>,
    /// Nothing was saved in this browser: the app offers to learn before playing.
    pub first_visit: RwSignal<bool>,
    /// The lesson's move is shown to the learner (after a wrong try, or when asked).
    pub hinted: RwSignal<bool>,
    /// The move (or the revival) the lesson on the board asks for, whenever it can be made now
    /// (found once per change, for every square to read).
    pub target: Memo<Option<Target>>,
    table: Table,
    board: BoardView,
    saved: Saved,
    ui: Ui,
    panels: Panels,
    prefs: Prefs,
    loader: Loader,
}

impl Lessons {
    /// Put a lesson on the board; the game saved in this browser waits, untouched.
    pub fn open(&self, lesson: &'static Lesson) {
        let Ok(start) = lesson.start() else { return };
        self.ui.alert.set(None);
        self.panels.close_all();
        self.first_visit.set(false);
        self.hinted.set(false);
        self.board.show(Shown::Lesson(lesson), Some(Session::from_position(start, js_sys::Date::now())));
    }

    /// Put the first lesson not yet done on the board (the first of all when all are done).
    pub fn open_first(&self) {
        let first = self.done.with_untracked(|done| LESSONS.iter().find(|l| !is_done(done, l)).unwrap_or(&LESSONS[0]));
        self.open(first);
    }

    /// Back to the game saved in this browser.
    pub fn leave(&self) {
        self.board.show(Shown::OWN, Some(storage::current().unwrap_or_else(first_game)));
    }

    /// The lesson on the board and how far the learner has come (tracked).
    pub fn progress(&self) -> Option<(&'static Lesson, Progress)> {
        let lesson = self.board.lesson()?;
        Some((lesson, self.table.with(|s| lesson.progress(&s.actions))))
    }

    /// Whether the lesson on the board is done (tracked).
    pub fn finished(&self) -> bool {
        matches!(self.progress(), Some((lesson, Progress::OnTrack { done })) if done == lesson.steps.len())
    }

    /// The lesson's next throw, when a throw is what it asks for; else the learner is told what it
    /// asks instead.
    pub fn throw(&self, lesson: &'static Lesson) -> Option<Sticks> {
        let Progress::OnTrack { done } = self.table.with_untracked(|s| lesson.progress(&s.actions)) else { return None };
        match lesson.next_step(done) {
            Some(Step::Throw(value)) => Some(Sticks::showing(value)),
            Some(Step::Revive) => {
                self.stray(tr!(self.prefs.lang_now(), "This lesson asks you to revive the drowned piece instead of throwing.",
                    "В этом уроке нужно не бросать, а возродить утонувшую фишку."));
                None
            }
            Some(Step::Move(..)) => None,
            None => {
                self.ui.tell(finished(self.prefs.lang_now()));
                None
            }
        }
    }

    /// Whether the lesson on the board refuses `action`: a move (or a touch, a revival) other than
    /// the one it asks for is explained, by what it would have done, and not kept.
    pub fn refuses(&self, action: Action) -> bool {
        let Some(lesson) = self.board.now().lesson() else { return false };
        let mut actions = self.table.with_untracked(|s| s.actions.clone());
        let Progress::OnTrack { done } = lesson.progress(&actions) else { return false };
        actions.push(action);
        if matches!(lesson.progress(&actions), Progress::OnTrack { .. }) {
            return false;
        }
        let lang = self.prefs.lang_now();
        if done == lesson.steps.len() {
            self.ui.tell(finished(lang));
            return true;
        }
        let said = match action {
            Action::Move(mv) => {
                // Told once the words' code is here (a lesson is only ever on the board after it).
                let lessons = *self;
                self.loader.run(Box::new(move || later::call(wrong_move_told(lessons, mv, lang))));
                return true;
            }
            Action::Touch(square) => tr!(lang,
                "Touching the piece on {square} would oblige you to move it (K17); this lesson asks for another piece, marked on the board.",
                "Тронув фишку на поле {square}, пришлось бы ходить ею (K17); в этом уроке нужна другая фишка, она отмечена на доске."),
            Action::Revive => tr!(lang, "This lesson asks for a throw, not a revival.", "В этом уроке нужен бросок, а не воскрешение."),
            _ => return false,
        };
        self.stray(said);
        true
    }

    /// A wrong try: explained, and the lesson's move shown from now on.
    pub fn stray(&self, said: String) {
        self.ui.picked.set(None);
        self.ui.tell(said);
        self.hinted.set(true);
    }

    /// Remember a lesson as done (shown in the list).
    fn mark_done(&self, id: &str) {
        if self.done.with_untracked(|done| done.iter().any(|d| d == id)) {
            return;
        }
        self.done.update(|done| done.push(id.to_string()));
        if !self.saved.no_storage && storage::set_lessons_done(&self.done.get_untracked()).is_err() {
            self.ui.warn(self.prefs.tr("The browser refused to remember the lessons done (its storage is full).",
                "Браузер не запомнил пройденные уроки (хранилище заполнено)."));
        }
    }
}

/// The lessons' state; a lesson is remembered as done once its last step is made.
pub fn provide_lessons(first_visit: bool, table: Table, board: BoardView, saved: Saved, ui: Ui, panels: Panels, prefs: Prefs) -> Lessons {
    let target = Memo::new(move |_| {
        let lesson = board.lesson()?;
        let Progress::OnTrack { done } = table.with(|s| lesson.progress(&s.actions)) else { return None };
        lesson.target(done, &board.game.get())
    });
    let lessons = Lessons {
        done: RwSignal::new(storage::lessons_done()),
        first_visit: RwSignal::new(first_visit),
        hinted: RwSignal::new(false),
        target,
        table,
        board,
        saved,
        ui,
        panels,
        prefs,
        loader: use_loader(),
    };
    Effect::new(move |_| {
        if lessons.finished() {
            if let Some(lesson) = board.now().lesson() {
                lessons.mark_done(lesson.id);
            }
        }
    });
    provide_context(lessons);
    lessons
}

pub fn use_lessons() -> Lessons {
    crate::app::contexts::provided()
}

#[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible))]
fn first_lesson_opened(lessons: Lessons) -> Result<(), SplitLoaderError> {
    lessons.open_first();
    Ok(())
}

/// The "Learn to play" of a first visit: the first lesson not yet done, once its code has come.
pub fn open_first_lesson(loader: Loader, lessons: Lessons) {
    loader.run(Box::new(move || later::call(first_lesson_opened(lessons))));
}

#[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible))]
fn wrong_move_told(lessons: Lessons, mv: Move, lang: Lang) -> Result<(), SplitLoaderError> {
    let mut recorder = lessons.table.recorder_untracked(Clone::clone);
    // The learner plays the side to move: told in words, as "you".
    let learner = Players::learner(recorder.game().options().system, recorder.game().to_move());
    let what = match recorder.act(Action::Move(mv)) {
        Ok(()) => recorder.record().lines.last().map(|line| line_in_words(lang, learner, line)),
        Err(error) => Some(messages::message(lang, &error.to_string())),
    }
    .unwrap_or_else(|| mv.to_string());
    lessons.stray(tr!(lang, "{what} That is not the move this lesson asks for (it is marked on the board): taken back.",
        "{what} Это не тот ход, о котором просит урок (он отмечен на доске): ход взят назад."));
    Ok(())
}

/// Whether `done` (the ids kept in this browser) holds the lesson.
fn is_done(done: &[String], lesson: &Lesson) -> bool {
    done.iter().any(|id| id == lesson.id)
}

fn finished(lang: Lang) -> String {
    tr!(lang, "This lesson is done: go on to the next one, or start it again.", "Этот урок пройден: переходите к следующему или начните его заново.")
}

fn text(lang: Lang, text: Text) -> &'static str {
    match lang {
        Lang::En => text.en,
        Lang::Ru => text.ru,
    }
}

fn course_name(lang: Lang, course: Course) -> &'static str {
    match (lang, course) {
        (Lang::En, Course::FirstGame) => "First game",
        (Lang::En, Course::Kendall) => "The Kendall system in depth",
        (Lang::En, Course::Bell) => "The Bell system",
        (Lang::En, Course::Cycles) => "Cycles: Kendall and Bell",
        (Lang::En, Course::Gods) => "With the gods",
        (Lang::Ru, Course::FirstGame) => "Первая партия",
        (Lang::Ru, Course::Kendall) => "Система Кендалла подробнее",
        (Lang::Ru, Course::Bell) => "Система Белла",
        (Lang::Ru, Course::Cycles) => "Круги: Кендалл и Белл",
        (Lang::Ru, Course::Gods) => "Игра «с богами»",
    }
}
