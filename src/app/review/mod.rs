//! The game review in the app: run in slices so the page stays responsive, then the winning chance
//! over the game as a graph, each player's accuracy, classes and luck, the marked choices (a click
//! jumps the board there) and the better move shown on the board.

pub mod graph;
pub mod panel;

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;

use crate::ai::review::{annotated, Choice, Review, Reviewer, DEPTH};
use crate::app::contexts::prefs::Prefs;
use crate::app::contexts::shown::BoardView;
use crate::app::contexts::table::Table;
use crate::app::contexts::ui::{table_into_view, Ui};
use crate::app::marks::{mark, measure};
use crate::app::messages;
use crate::engine::{Action, Game};

/// The review of the game on the board, as far as it has come.
#[derive(Clone, PartialEq)]
pub struct GameReview {
    /// The game it reviews (another game on the board, or a change of this one, leaves it aside).
    pub options: crate::engine::Options,
    pub actions: Vec<Action>,
    pub review: Review,
    /// Actions reviewed, of how many.
    pub progress: (usize, usize),
}

impl GameReview {
    pub fn done(&self) -> bool {
        self.progress.0 == self.progress.1
    }
}

/// How long one slice of the review may hold the page (ms).
const SLICE_MS: f64 = 12.0;

#[derive(Clone, Copy)]
pub struct Reviews {
    /// The review of the game, as far as it has come.
    review: RwSignal<Option<GameReview>>,
    table: Table,
    board: BoardView,
    ui: Ui,
    prefs: Prefs,
}

/// The review's panel brought to the top of the screen, unless its head is in the upper half
/// already: on a phone it is below the board, and the tap that starts it is above.
fn review_into_view() {
    let Some(panel) = document().query_selector("section.review").ok().flatten() else { return };
    let top = panel.get_bounding_client_rect().top();
    let height = window().inner_height().ok().and_then(|height| height.as_f64()).unwrap_or_default();
    if !(0.0..height / 2.0).contains(&top) {
        panel.scroll_into_view();
    }
}

impl Reviews {
    /// The review of the game as it is now, if one was made (tracked).
    pub fn current(&self) -> Option<GameReview> {
        let review = self.review.get()?;
        self.table.with(|s| s.start.is_none() && s.options == review.options && s.actions == review.actions).then_some(review)
    }

    /// The record as text: with the review's marks in its comments once the review is done.
    pub fn record_text(&self) -> String {
        let review = self.current().filter(GameReview::done);
        self.table.recorder(|r| match review {
            Some(done) => annotated(r.record(), &done.review).to_string(),
            None => r.record().to_string(),
        })
    }

    /// Review the game on the board, a slice at a time.
    pub fn start(&self) {
        let (start, actions, options, revision) =
            self.table.with_untracked(|s| (s.first_position(), s.actions.clone(), s.options, s.revision));
        let reviewer = Rc::new(RefCell::new(Reviewer::new(start, &actions, DEPTH)));
        mark("senet-review-start");
        let progress = (0, actions.len());
        self.review.set(Some(GameReview { options, actions, review: Review::default(), progress }));
        request_animation_frame(review_into_view);
        self.slice(reviewer, revision);
    }

    fn slice(self, reviewer: Rc<RefCell<Reviewer>>, revision: u64) {
        if self.table.with_untracked(|s| s.revision) != revision {
            return;
        }
        let now = || js_sys::Date::now();
        let started = now();
        let mut going = true;
        while going && now() - started < SLICE_MS {
            match reviewer.borrow_mut().step() {
                Ok(more) => going = more,
                Err(error) => {
                    self.ui.warn(messages::message(self.prefs.lang_now(), &error.to_string()));
                    self.review.set(None);
                    return;
                }
            }
        }
        let progress = reviewer.borrow().progress();
        let review = reviewer.borrow().review().clone();
        self.review.update(|current| {
            if let Some(current) = current {
                current.review = review;
                current.progress = progress;
            }
        });
        if going {
            set_timeout(move || self.slice(reviewer, revision), std::time::Duration::ZERO);
        } else {
            // Measured for the budget script: how long a review takes in the browser.
            measure("senet-review", "senet-review-start");
        }
    }

    /// The marked choice selected on the board, if the review of the game on the board has it
    /// (tracked): the one with a better move to show.
    pub fn selected_choice(&self) -> Option<Choice> {
        let index = self.board.stepping().choice?;
        let choice = *self.current()?.review.choices.get(index)?;
        choice.class().map(|_| choice)
    }

    /// Step to the line after a marked choice, select it, and bring the board into view (on a phone
    /// the review is below it): the move played and the better one are marked there.
    pub fn show_choice(&self, lines: usize, index: usize) {
        self.board.select(lines, Some(index));
        table_into_view();
    }

    /// Step to a line (where the game turned) and bring the board into view.
    pub fn show_line(&self, lines: usize) {
        self.board.go_to(lines);
        table_into_view();
    }

    /// The position at the throw that led to the choice at `action` (the analysis board's).
    pub fn throw_before(&self, action: usize) -> Game {
        self.table.with_untracked(|s| s.throw_before(action))
    }

    /// The position of the game on the board before its action `action` (where a choice was made).
    pub fn position_before(&self, action: usize) -> Game {
        self.table.with_untracked(|s| s.position_before(action))
    }

    /// Show on the board what the better move would have made of `choice`, or the move played again.
    fn toggle_better(&self, choice: Choice) {
        if self.board.now().stepping().better.is_some() {
            self.board.show_better(None);
            return;
        }
        let mut game = self.position_before(choice.action);
        if game.act(Action::Move(choice.best)).is_ok() {
            self.board.show_better(Some(game));
        }
    }
}

pub fn provide_reviews(table: Table, board: BoardView, ui: Ui, prefs: Prefs) -> Reviews {
    let reviews = Reviews { review: RwSignal::new(None), table, board, ui, prefs };
    provide_context(reviews);
    reviews
}

pub fn use_reviews() -> Reviews {
    crate::app::contexts::provided()
}
