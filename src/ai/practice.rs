//! A player's own mistakes, to practise: each ? or ?? choice of a reviewed game becomes an
//! exercise, the position at the throw before it with the value thrown, the move played there and
//! the best; an answer within an inaccuracy of the best is right (judged as the review judges).
//! Written as a line of text for the browser's storage. Uses the engine, the review and the
//! position's text (`record::position`).

use std::fmt;
use std::str::FromStr;

use super::{move_written, rank_moves_at, thrown, Squares};
use super::review::{Class, Review, DEPTH, INACCURACY};
use crate::engine::{Action, Game, Move, Side, Stage};
use crate::record::position;

#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Exercise {
    /// The position at the throw (the side to move throws `throw` there).
    pub position: Game,
    pub throw: u8,
    /// The move played in the game, and the best one there.
    pub played: Move,
    pub best: Move,
}

/// An answer judged: the winning chance after it and after the best move.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Judged {
    pub answer: Move,
    pub chance: f64,
    pub best: Move,
    pub best_chance: f64,
}

impl Judged {
    /// Within an inaccuracy of the best.
    pub fn right(&self) -> bool {
        self.best_chance - self.chance < INACCURACY
    }
}

impl Exercise {
    /// The position to answer in: thrown, the move to choose.
    pub fn at_move(&self) -> Game {
        thrown(&self.position, self.throw)
    }

    /// The same exercise whatever game it came from: its position and throw.
    pub fn id(&self) -> String {
        format!("{} {}", position::to_link(&self.position), self.throw)
    }

    /// Judge `answer` (a legal move of [`at_move`](Exercise::at_move)); `None` if it is not one.
    pub fn judge(&self, answer: Move) -> Option<Judged> {
        let ranked = rank_moves_at(&self.at_move(), DEPTH);
        let &(best, best_chance) = ranked.first()?;
        let &(_, chance) = ranked.iter().find(|(mv, _)| *mv == answer)?;
        Some(Judged { answer, chance, best, best_chance })
    }
}

/// The mistakes and blunders of `sides` in a reviewed game (`start` and `actions` are the game's),
/// as exercises, in the order they were made.
pub fn exercises(review: &Review, start: Game, actions: &[Action], sides: &[Side]) -> Vec<Exercise> {
    let mut found = Vec::new();
    let (mut game, mut at_throw) = (start, start);
    for (index, &action) in actions.iter().enumerate() {
        if game.stage() == Stage::Throw {
            at_throw = game;
        }
        if let (Some(choice), Stage::Move { value, .. }) = (review.choice_at(index), game.stage()) {
            if choice.class() >= Some(Class::Mistake) && sides.contains(&choice.side) {
                found.push(Exercise { position: at_throw, throw: value, played: choice.played, best: choice.best });
            }
        }
        if game.act(action).is_err() {
            break;
        }
    }
    found
}

/// `position throw played best`: `kendall5/S:14,16+C:12,13+turn:S 3 14-17 16-19`.
impl fmt::Display for Exercise {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} {} {}", self.id(), Squares(self.played), Squares(self.best))
    }
}

impl FromStr for Exercise {
    type Err = String;

    fn from_str(text: &str) -> Result<Exercise, String> {
        let words = text.split_whitespace().collect::<Vec<_>>();
        let &[place, throw, played, best] = &words[..] else { return Err(format!("not an exercise: {text:?}")) };
        let position = position::from_link(place)?;
        let throw = throw.parse::<u8>().ok().filter(|t| (1..=5).contains(t)).ok_or_else(|| format!("not a throw: {throw:?}"))?;
        let mut at_move = position;
        if position.stage() != Stage::Throw || at_move.act(Action::Throw(throw)).is_err() || !matches!(at_move.stage(), Stage::Move { .. }) {
            return Err(format!("no choice after a throw of {throw} there"));
        }
        let legal = |text: &str| move_written(&at_move, text).ok_or_else(|| format!("no such move there: {text:?}"));
        Ok(Exercise { position, throw, played: legal(played)?, best: legal(best)? })
    }
}
