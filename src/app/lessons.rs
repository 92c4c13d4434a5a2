//! The lessons in the app: their list, the lesson on the board (its task, the move it asks for, a
//! wrong move explained and taken back, what was learnt), and the progress kept in this browser.

use leptos::prelude::*;

use super::i18n::{tr, Lang};
use super::state::Session;
use super::{later, rules, storage, Ctx};
use crate::engine::squares::House;
use crate::engine::{Action, Move, Stage, Sticks};
use crate::lessons::{Course, Lesson, Progress, Step, Text, LESSONS};

/// The lesson on the board, and whether its move is shown to the learner (after a wrong try, or
/// when asked).
#[derive(Clone, Copy)]
pub struct LessonRun {
    pub lesson: &'static Lesson,
    pub shown: bool,
}

/// What the lesson asks for now.
#[derive(Clone, Copy, PartialEq)]
pub enum Target {
    Move(Move),
    Revive,
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

impl Ctx {
    /// Put a lesson on the board; the game saved in this browser waits, untouched.
    pub fn open_lesson(&self, lesson: &'static Lesson) {
        let Ok(start) = lesson.start() else { return };
        if self.visiting.get_untracked().is_some() {
            super::share::clear_address();
            self.visiting.set(None);
        }
        self.step.set(None);
        self.picked.set(None);
        self.notice.set(None);
        self.alert.set(None);
        self.lessons_open.set(false);
        self.new_game_open.set(false);
        self.games_open.set(false);
        self.first_visit.set(false);
        self.lesson.set(Some(LessonRun { lesson, shown: false }));
        let revision = self.session.with_untracked(|s| s.revision);
        self.session.set(Session { revision: revision + 1, ..Session::from_position(start, js_sys::Date::now()) });
    }

    /// Put the first lesson not yet done on the board (the first of all when all are done).
    pub fn open_first_lesson(&self) {
        let first = self.lessons_done.with_untracked(|done| LESSONS.iter().find(|l| !is_done(done, l)).unwrap_or(&LESSONS[0]));
        self.open_lesson(first);
    }

    /// Back to the game saved in this browser.
    pub fn leave_lesson(&self) {
        self.lesson.set(None);
        self.picked.set(None);
        self.notice.set(None);
        let session = storage::current().unwrap_or_else(|| super::new_session(crate::engine::Options::new(crate::engine::System::Kendall, 5)));
        self.session.set(session);
    }

    /// The lesson on the board and how far the learner has come (tracked).
    pub fn lesson_progress(&self) -> Option<(LessonRun, Progress)> {
        let run = self.lesson.get()?;
        Some((run, self.session.with(|s| run.lesson.progress(&s.actions))))
    }

    /// Whether the lesson on the board is done (tracked).
    pub fn lesson_done(&self) -> bool {
        matches!(self.lesson_progress(), Some((run, Progress::OnTrack { done })) if done == run.lesson.steps.len())
    }

    /// The move (or the revival) the lesson asks for, whenever it can be made now (tracked; found
    /// once per change, for every square to read).
    pub fn lesson_target(&self) -> Option<Target> {
        self.lesson_target.get()
    }

    /// What [`Ctx::lesson_target`] keeps: worked out from the lesson's progress and the position.
    pub(super) fn find_lesson_target(&self) -> Option<Target> {
        let (run, Progress::OnTrack { done }) = self.lesson_progress()? else { return None };
        let game = self.game.get();
        match run.lesson.next_step(done)? {
            Step::Move(from, to) if matches!(game.stage(), Stage::Move { .. }) => {
                game.legal_moves().iter().find(|m| m.from == from && m.to == to).map(Target::Move)
            }
            Step::Revive if game.can_revive() => Some(Target::Revive),
            _ => None,
        }
    }

    /// The lesson's next throw, when a throw is what it asks for; else the learner is told what it
    /// asks instead.
    pub fn lesson_throw(&self, run: LessonRun) -> Option<Sticks> {
        let progress = self.session.with_untracked(|s| run.lesson.progress(&s.actions));
        let Progress::OnTrack { done } = progress else { return None };
        match run.lesson.next_step(done) {
            Some(Step::Throw(value)) => Some(Sticks::showing(value)),
            Some(Step::Revive) => {
                self.stray(tr!(self.lang.get_untracked(), "This lesson asks you to revive the drowned piece instead of throwing.",
                    "В этом уроке нужно не бросать, а возродить утонувшую фишку."));
                None
            }
            Some(Step::Move(..)) => None,
            None => {
                self.notice.set(Some(finished(self.lang.get_untracked())));
                None
            }
        }
    }

    /// Whether the lesson on the board refuses `action`: a move (or a touch, a revival) other than
    /// the one it asks for is explained, by what it would have done, and not kept.
    pub fn lesson_refuses(&self, action: Action) -> bool {
        let Some(run) = self.lesson.get_untracked() else { return false };
        let mut actions = self.session.with_untracked(|s| s.actions.clone());
        let done = match run.lesson.progress(&actions) {
            Progress::OnTrack { done } => done,
            Progress::Strayed { .. } => return false,
        };
        actions.push(action);
        if matches!(run.lesson.progress(&actions), Progress::OnTrack { .. }) {
            return false;
        }
        let lang = self.lang.get_untracked();
        if done == run.lesson.steps.len() {
            self.notice.set(Some(finished(lang)));
            return true;
        }
        let said = match action {
            Action::Move(mv) => {
                let mut recorder = self.recorder.get_untracked();
                let system = self.session.with_untracked(|s| s.options.system);
                let what = match recorder.act(action) {
                    Ok(()) => recorder.record().lines.last().map(|line| {
                        let (written, effects) = super::panels::line_said(lang, system, line);
                        format!("{written} {}", effects.join(" "))
                    }),
                    Err(error) => Some(super::messages::message(lang, &error.to_string())),
                }
                .unwrap_or_else(|| mv.to_string());
                tr!(lang, "{what} That is not the move this lesson asks for (it is marked on the board): taken back.",
                    "{what} Это не тот ход, о котором просит урок (он отмечен на доске): ход взят назад.")
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
        self.picked.set(None);
        self.notice.set(Some(said));
        self.lesson.update(|run| {
            if let Some(run) = run {
                run.shown = true;
            }
        });
    }

    /// Remember a lesson as done (shown in the list).
    fn mark_done(&self, id: &str) {
        if self.lessons_done.with_untracked(|done| done.iter().any(|d| d == id)) {
            return;
        }
        self.lessons_done.update(|done| done.push(id.to_string()));
        if !self.no_storage && storage::set_lessons_done(&self.lessons_done.get_untracked()).is_err() {
            self.alert.set(Some(self.tr("The browser refused to remember the lessons done (its storage is full).",
                "Браузер не запомнил пройденные уроки (хранилище заполнено).").into()));
        }
    }
}

/// Whether `done` (the ids kept in this browser) holds the lesson.
fn is_done(done: &[String], lesson: &Lesson) -> bool {
    done.iter().any(|id| id == lesson.id)
}

fn finished(lang: Lang) -> String {
    tr!(lang, "This lesson is done: go on to the next one, or start it again.", "Этот урок пройден: переходите к следующему или начните его заново.")
}

/// Keeps the progress: a lesson is remembered once its last step is made.
pub fn remember_progress(ctx: Ctx) {
    Effect::new(move |_| {
        if ctx.lesson_done() {
            if let Some(run) = ctx.lesson.get_untracked() {
                ctx.mark_done(run.lesson.id);
            }
        }
    });
}

/// The list of lessons, by course, with the ones done marked.
#[component]
pub fn LessonList() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let course = move |course: Course| {
        let lang = ctx.lang.get();
        let done = ctx.lessons_done.get();
        view! {
            <h3>{course_name(lang, course)}</h3>
            <ol class="lesson-list">
                {LESSONS.iter().filter(|l| l.course == course).map(|lesson| {
                    let is_done = is_done(&done, lesson);
                    view! {
                        <li>
                            <button class="lesson-item" data-lesson=lesson.id data-done=is_done.then_some("") on:click=move |_| ctx.open_lesson(lesson)>
                                <span class="rule-id">{lesson.rule()}</span>
                                <span>{text(lang, lesson.title)}</span>
                                {is_done.then(|| view! {
                                    <span class="done-mark" aria-hidden="true">"✓"</span>
                                    <span class="visually-hidden">{ctx.tr(" (done)", " (пройден)")}</span>
                                })}
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ol>
        }
    };
    move || {
        ctx.lessons_open.get().then(|| view! {
            <section class="lessons" aria-label=move || ctx.tr("Lessons", "Уроки")>
                <h2>{move || ctx.tr("Learn Senet by playing", "Учимся играть в Сенет")}</h2>
                <p>{move || {
                    let done = ctx.lessons_done.with(|done| LESSONS.iter().filter(|l| is_done(done, l)).count());
                    let all = LESSONS.len();
                    tr!(ctx.lang.get(), "Each lesson is a position on the real board with the real rules: play the move it asks for. Done: {done} of {all}.",
                        "Каждый урок — позиция на настоящей доске по настоящим правилам: сделайте ход, о котором он просит. Пройдено: {done} из {all}.")
                }}</p>
                {move || Course::ALL.map(course).collect_view()}
            </section>
        })
    }
}

/// Opens and closes the list of lessons.
#[component]
pub fn LessonsButton() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <button class="icon" data-action="lessons" aria-expanded=move || ctx.lessons_open.get().to_string()
            aria-label=move || ctx.tr("Lessons: learn to play", "Уроки: научиться играть")
            on:click=move |_| ctx.lessons_open.update(|o| *o = !*o)>
            <span aria-hidden="true">"?"</span>
        </button>
    }
}

/// The header during a lesson: back to the game, the lesson's name, the list, "show me".
#[component]
pub fn LessonBar() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let run = ctx.lesson.get()?;
        let lesson = run.lesson;
        Some(view! {
            <button class="icon" data-action="leave-lesson" aria-label=move || ctx.tr("Back to the game", "Вернуться к партии")
                on:click=move |_| ctx.leave_lesson()>
                <span aria-hidden="true">"←"</span>
            </button>
            <p class="lesson-title" data-lesson-on=lesson.id>
                <span class="rule-id">{lesson.rule()}</span>" "<strong>{move || text(ctx.lang.get(), lesson.title)}</strong>
            </p>
            <LessonsButton/>
            {move || (!ctx.lesson_done()).then(|| view! {
                <button data-action="show-me" aria-pressed=move || ctx.lesson.get().is_some_and(|r| r.shown).to_string()
                    on:click=move |_| ctx.lesson.update(|r| if let Some(r) = r { r.shown = true })>
                    {move || ctx.tr("Show me", "Показать")}
                </button>
            })}
        })
    }
}

/// The lesson's task (once done, what was learnt, and the next lesson), where a game says whose
/// turn it is.
#[component]
pub fn LessonTask() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let lesson = ctx.lesson.get()?.lesson;
        let lang = ctx.lang.get();
        if !ctx.lesson_done() {
            // On a small phone the why waits below the board (`LessonRule`), so that the board
            // stays in view.
            return Some(view! {
                <p class="lesson-task">{text(lang, lesson.task)}</p>
                <p class="lesson-why">{text(lang, lesson.why)}</p>
            }.into_any());
        }
        Some(view! {
            <div class="lesson-done" data-lesson-done="" role="status">
                <p><span aria-hidden="true">"✓ "</span>{text(lang, lesson.learnt)}</p>
                {lesson.next().map(|next| view! {
                    <button data-action="next-lesson" on:click=move |_| ctx.open_lesson(next)>
                        {move || ctx.tr("Next lesson", "Следующий урок")}
                    </button>
                })}
            </div>
        }.into_any())
    }
}

/// The rule the lesson teaches, in the rules page's words, and a fresh start.
#[component]
pub fn LessonRule() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let run = ctx.lesson.get()?;
        let lesson = run.lesson;
        let lang = ctx.lang.get();
        let rule = lesson.rule();
        Some(view! {
            <section class="lesson-rule" aria-label=move || ctx.tr("The rule", "Правило")>
                <p class="lesson-why-below">{text(lang, lesson.why)}</p>
                <h2>{tr!(lang, "Rule {rule}", "Правило {rule}")}</h2>
                {rules::points_naming(lang, rule).into_iter().map(|point| view! { <p>{point}</p> }).collect_view()}
                <button data-action="restart-lesson" on:click=move |_| ctx.open_lesson(lesson)>
                    {move || ctx.tr("Start the lesson again", "Начать урок заново")}
                </button>
                <button data-action="lessons-list" on:click=move |_| ctx.lessons_open.set(true)>
                    {move || ctx.tr("All lessons", "Все уроки")}
                </button>
            </section>
        })
    }
}

/// A House explained on a tap links to its lesson.
#[component]
pub fn HouseLesson() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let lang = ctx.lang.get();
        let notice = ctx.notice.get()?;
        let house = (15..=30).filter_map(House::at).find(|&h| super::cards::house_explanation(lang, h) == notice)?;
        let lesson = crate::lessons::for_rule(super::cards::house_rule_id(house))?;
        let rule = lesson.rule();
        Some(view! {
            <button class="lesson-link" data-lesson-link=lesson.id on:click=move |_| ctx.open_lesson(lesson)>
                {tr!(lang, "Learn it: lesson {rule}", "Научиться: урок {rule}")}
            </button>
        })
    }
}

/// On a first visit, beside whose turn it is: learn, or play straight away.
#[component]
pub fn Welcome() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let shown = move || ctx.first_visit.get() && ctx.lesson.get().is_none() && ctx.visiting.get().is_none() && ctx.session.with(|s| s.actions.is_empty());
    move || {
        shown().then(|| view! {
            <span class="welcome" role="group" aria-label=move || ctx.tr("New to Senet?", "Впервые играете в Сенет?")>
                <button data-action="learn" on:click=move |_| later::open_first_lesson(ctx)>{move || ctx.tr("Learn to play", "Обучение")}</button>
                <button data-action="play" on:click=move |_| ctx.first_visit.set(false)>{move || ctx.tr("Play", "Играть")}</button>
            </span>
        })
    }
}
