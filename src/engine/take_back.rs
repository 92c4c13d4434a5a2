//! Taking back the last choice: which actions go, so that a mistyped move (or a throw entered by
//! hand) can be undone without ever letting a player throw the app's sticks again for a better value.

use super::game::Game;
use super::options::{Options, System};
use super::playout::Action;
use super::side::Side;

/// Who made each action of a game, as a take-back needs to know.
pub struct Makers<'a> {
    /// Whether the side is played by the computer (the gods always are): its replies after the
    /// player's choice go with it.
    pub computer: [bool; 2],
    /// Whether the chance action at this index (a throw, a fate throw, a gods' piece throw) was
    /// entered by hand from real sticks: those are the player's own, whoever they were for.
    pub by_hand: &'a dyn Fn(usize) -> bool,
}

/// The players' last choice in a game, kept action by action as the game goes on (so that a
/// take-back costs the same late in a long game as early in it).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct LastChoice(Option<usize>);

impl LastChoice {
    /// Note action `index`, about to be played in `game`: a choice of the players unless it is a
    /// reply of the computer's (or the gods') that was not entered by hand.
    pub fn note(&mut self, game: &Game, index: usize, makers: &Makers) {
        let side = game.to_move();
        let options = game.options();
        let computer = makers.computer[side.index()] || (options.system == System::Gods && side == Side::Spools);
        if !computer || (makers.by_hand)(index) {
            self.0 = Some(index);
        }
    }

    /// How many of `actions` (the ones noted) are left after taking back the players' last choice
    /// (`None`: there is none to take back). See [`take_back`].
    pub fn taken_back(self, actions: &[Action], makers: &Makers) -> Option<usize> {
        let last = self.0?;
        if matches!(actions.get(last)?, Action::Throw(_) | Action::Fate(_) | Action::GodsPiece(_)) && !(makers.by_hand)(last) {
            return None;
        }
        let touched = matches!(actions[last], Action::Move(_)) && last > 0 && matches!(actions[last - 1], Action::Touch(_));
        Some(last - usize::from(touched))
    }
}

/// How many of `actions` are left after taking back the player's last choice (`None`: there is
/// none to take back). The computer's replies after it go too; a touch (K17) goes with its move.
/// The app's own throws stay: a move taken back leaves its throw to be played again. A move that a
/// throw of the app's sticks followed (a fate throw, the gods' piece throw) cannot be taken back,
/// as that throw would then be made again.
pub fn take_back(options: Options, actions: &[Action], makers: &Makers) -> Option<usize> {
    let mut game = Game::new(options);
    let mut last = LastChoice::default();
    for (i, &action) in actions.iter().enumerate() {
        last.note(&game, i, makers);
        game.act(action).ok()?;
    }
    last.taken_back(actions, makers)
}
