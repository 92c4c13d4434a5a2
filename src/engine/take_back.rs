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

/// How many of `actions` are left after taking back the player's last choice (`None`: there is
/// none to take back). The computer's replies after it go too; a touch (K17) goes with its move.
/// The app's own throws stay: a move taken back leaves its throw to be played again. A move that a
/// throw of the app's sticks followed (a fate throw, the gods' piece throw) cannot be taken back,
/// as that throw would then be made again.
pub fn take_back(options: Options, actions: &[Action], makers: &Makers) -> Option<usize> {
    let mut game = Game::new(options);
    let mut replies = Vec::with_capacity(actions.len());
    for (i, &action) in actions.iter().enumerate() {
        let side = game.to_move();
        let computer = makers.computer[side.index()] || (options.system == System::Gods && side == Side::Spools);
        replies.push(computer && !(makers.by_hand)(i));
        game.act(action).ok()?;
    }
    let last = replies.iter().rposition(|&reply| !reply)?;
    if matches!(actions[last], Action::Throw(_) | Action::Fate(_) | Action::GodsPiece(_)) && !(makers.by_hand)(last) {
        return None;
    }
    let touched = matches!(actions[last], Action::Move(_)) && last > 0 && matches!(actions[last - 1], Action::Touch(_));
    Some(last - usize::from(touched))
}
