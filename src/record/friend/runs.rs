//! Runs of throws: a run is one player's consecutive throws, extra throws (K9) and fate throws
//! (K12) included, up to the throw of the other player. Run t's throws are drawn from both
//! players' element t + 1; the throw-off is run 0.

use crate::engine::{Action, Game, Side, Stage};

/// Where a game stands in its runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Runs {
    /// The runs begun (the current one's number).
    pub count: u32,
    /// Whose run it is.
    pub runner: Option<Side>,
    /// The throws made in the current run.
    pub throws: u32,
}

/// The run and throw number of a throw, from which its sticks are drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Draw {
    pub run: u32,
    pub throw: u32,
}

impl Runs {
    /// The runs of `actions` played from `game`.
    pub fn of(mut game: Game, actions: &[Action]) -> Runs {
        let mut runs = Runs::default();
        for &action in actions {
            runs.note(&game, action);
            if game.act(action).is_err() {
                break;
            }
        }
        runs
    }

    /// The draw that a throw (or fate throw) made now in `game` takes.
    pub fn next_draw(&self, game: &Game) -> Draw {
        match game.stage() {
            Stage::Throw if self.runner != Some(game.to_move()) => Draw { run: self.count + 1, throw: 0 },
            _ => Draw { run: self.count, throw: self.throws },
        }
    }

    /// Count `action`, about to be played in `game`: the draw it took, if it is a throw.
    pub fn note(&mut self, game: &Game, action: Action) -> Option<Draw> {
        if game.stage() == Stage::Throw && self.runner != Some(game.to_move()) {
            *self = Runs { count: self.count + 1, runner: Some(game.to_move()), throws: 0 };
        }
        match action {
            Action::Throw(_) | Action::Fate(_) => {
                let draw = Draw { run: self.count, throw: self.throws };
                self.throws += 1;
                Some(draw)
            }
            _ => None,
        }
    }
}
