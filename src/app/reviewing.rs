//! Reviews of the games library's last finished games, a slice of time at a time so that the page
//! stays responsive (what the practice looks for mistakes in, and the level over the last games is
//! drawn from), and the button that starts a review of games and says how far it is (`ReviewGames`).
//! Uses the review (`ai::review`), the games kept and which sides this browser's players played.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;

use crate::ai::review::{Review, Reviewer, DEPTH};
use crate::app::contexts::prefs::use_prefs;
use crate::app::i18n::Lang;
use crate::app::state::Session;
use crate::app::storage::Kept;
use crate::engine::Side;

/// Games with their reviews, in their order.
pub type Reviewed = Vec<(Session, Review)>;

/// How many of the library's last finished games are reviewed.
const LAST_GAMES: usize = 10;
/// How long one slice may hold the page (ms), as the review's own.
const SLICE_MS: f64 = 12.0;

/// The last finished games of `kept`, oldest first.
pub fn last_finished(kept: Vec<Kept>) -> Vec<Session> {
    let mut games = kept.into_iter().filter(|kept| kept.session.recorder().is_ok_and(|r| r.game().winner().is_some())).collect::<Vec<_>>();
    games.sort_by(|a, b| b.kept_at.total_cmp(&a.kept_at));
    games.truncate(LAST_GAMES);
    games.into_iter().rev().map(|kept| kept.session).collect()
}

/// The sides this browser's players played in `session` (not the computer's, not a friend's).
pub fn players_sides(session: &Session) -> Vec<Side> {
    Side::BOTH.into_iter().filter(|&side| {
        session.computer[side.index()].is_none() && session.friend.as_ref().is_none_or(|seat| seat.my_side(&session.throw_off) == Some(side))
    }).collect()
}

/// Review `games` in slices; `reviewed` counts them as they are done; `done` gets each game with
/// its review, in their order (a game the rules refuse, a damaged entry, is left out).
fn review_all(games: Vec<Session>, reviewed: RwSignal<usize>, done: impl Fn(Reviewed) + 'static) {
    reviewed.set(0);
    let state = Reviewing { queue: games.into_iter().rev().collect(), under_way: None, reviews: Vec::new(), done: Box::new(done) };
    slice(Rc::new(RefCell::new(state)), reviewed);
}

/// The games left (the next last), the one under way, the reviews made, and who gets them.
struct Reviewing {
    queue: Vec<Session>,
    under_way: Option<(Reviewer, Session)>,
    reviews: Reviewed,
    done: Box<dyn Fn(Reviewed)>,
}

fn slice(state: Rc<RefCell<Reviewing>>, reviewed: RwSignal<usize>) {
    let started = js_sys::Date::now();
    let mut finished = false;
    {
        let mut state = state.borrow_mut();
        while js_sys::Date::now() - started < SLICE_MS {
            let Some((reviewer, _)) = state.under_way.as_mut() else {
                let Some(session) = state.queue.pop() else {
                    finished = true;
                    break;
                };
                state.under_way = Some((Reviewer::new(session.first_position(), &session.actions, DEPTH), session));
                continue;
            };
            match reviewer.step() {
                Ok(true) => continue,
                Ok(false) => {
                    if let Some((reviewer, session)) = state.under_way.take() {
                        state.reviews.push((session, reviewer.review().clone()));
                    }
                }
                Err(_) => state.under_way = None,
            }
            reviewed.update(|n| *n += 1);
        }
    }
    if finished {
        let reviews = std::mem::take(&mut state.borrow_mut().reviews);
        (state.borrow().done)(reviews);
    } else {
        set_timeout(move || slice(state, reviewed), std::time::Duration::ZERO);
    }
}

/// A button (`[data-action=ACTION]`, `label` in English and Russian) that reviews `games` (as they
/// are when asked: the library's last finished, a tournament's recorded), saying meanwhile how far
/// it is (`progress`: the games reviewed, of how many; `reviewing`, the games to review while it
/// does), and hands the reviews to `done`.
#[component]
pub fn ReviewGames(
    action: &'static str,
    label: (&'static str, &'static str),
    progress: fn(Lang, usize, usize) -> String,
    games: impl Fn() -> Vec<Session> + Copy + Send + Sync + 'static,
    done: impl Fn(Reviewed) + Copy + Send + Sync + 'static,
    reviewing: RwSignal<Option<usize>>,
) -> impl IntoView {
    let prefs = use_prefs();
    let reviewed = RwSignal::new(0usize);
    let start = move |_| {
        let games = games();
        reviewing.set(Some(games.len()));
        review_all(games, reviewed, move |reviews| {
            reviewing.set(None);
            done(reviews);
        });
    };
    move || match reviewing.get() {
        None => view! {
            <p><button data-action=action on:click=start>{move || prefs.tr(label.0, label.1)}</button></p>
        }.into_any(),
        Some(of) => view! {
            <p><span role="status">{move || progress(prefs.lang.get(), reviewed.get(), of)}</span></p>
        }.into_any(),
    }
}
