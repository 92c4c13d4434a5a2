//! Game review: every choice judged by the winning chance it lost against the best move, every
//! throw by how much luck it brought (against the average throw), and the winning chance over the
//! game, as the best analysis boards of chess and backgammon show them.

use super::{rank_moves_at, rank_moves_with, throw_chances, win_chance, Computer, Evaluation, Level};
use crate::engine::{next_action, Action, Game, Move, Options, Player, PlayError, Seeded, Side, Stage};
use crate::record::{Record, Recorder};

/// Chance lost (0–1) from which a choice is an inaccuracy, a mistake, a blunder: 2, 4 and 8 points
/// of winning chance, GNU Backgammon's "doubtful", "bad" and "very bad" (0.04, 0.08 and 0.16 of
/// equity), as fitting for a game where the throws decide much. The evaluation's chances are
/// calibrated on self-play (`evaluation.rs`), so these are points of real winning chance.
pub const INACCURACY: f64 = 0.02;
pub const MISTAKE: f64 = 0.04;
pub const BLUNDER: f64 = 0.08;

/// How the review looks ahead past a choice: the expert level's depth.
pub const DEPTH: u8 = 2;

/// How far the luck of a throw and the graph's chances look: one throw less than the choices, as
/// every throw weighs all five values (a game of 400 throws is reviewed in the browser in well
/// under the two seconds allowed).
pub const fn chance_depth(depth: u8) -> u8 {
    if depth > 1 {
        depth - 1
    } else {
        depth
    }
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Class {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Class {
    pub const ALL: [Class; 3] = [Class::Inaccuracy, Class::Mistake, Class::Blunder];

    /// The class of a choice that lost `loss` of the winning chance (`None`: a good choice).
    pub fn of(loss: f64) -> Option<Class> {
        match loss {
            l if l >= BLUNDER => Some(Class::Blunder),
            l if l >= MISTAKE => Some(Class::Mistake),
            l if l >= INACCURACY => Some(Class::Inaccuracy),
            _ => None,
        }
    }

    /// The mark the record gives it, as chess does.
    pub const fn mark(self) -> &'static str {
        match self {
            Class::Inaccuracy => "?!",
            Class::Mistake => "?",
            Class::Blunder => "??",
        }
    }
}

/// One choice among two or more moves.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Choice {
    /// The index of the action (the move) in the game's actions.
    pub action: usize,
    /// The index of the record line it belongs to.
    pub line: usize,
    pub side: Side,
    pub played: Move,
    /// The mover's winning chance after the move played, and after the best one.
    pub played_chance: f64,
    pub best: Move,
    pub best_chance: f64,
    /// What the grandmaster's own judge (its network, [`NETWORK_DEPTH`] past the move) finds the
    /// choice lost: only by it can play like the grandmaster's be told (`played_like`).
    pub network_loss: f64,
}

/// How far the grandmaster's judge looks past a choice: a throw, enough to tell its play from the
/// others' and cheap beside the review's own look.
pub const NETWORK_DEPTH: u8 = 1;

impl Choice {
    /// The winning chance the choice gave away (never negative: the best move loses nothing).
    pub fn loss(&self) -> f64 {
        (self.best_chance - self.played_chance).max(0.0)
    }

    pub fn class(&self) -> Option<Class> {
        Class::of(self.loss())
    }
}

/// One throw (a regular throw, a fate throw or the gods' piece throw) and its luck: how much it
/// changed the thrower's winning chance against the average throw there.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Luck {
    pub action: usize,
    pub side: Side,
    pub value: u8,
    pub luck: f64,
}

/// A player's figures.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Summary {
    /// Choices judged, and how many of each class (inaccuracies, mistakes, blunders).
    pub choices: u32,
    pub counts: [u32; 3],
    /// The average chance lost per choice (0–1).
    pub average_loss: f64,
    /// The same, by the grandmaster's judge.
    pub network_loss: f64,
    /// The luck of all the player's throws, summed (in winning chance, −1 to 1 and beyond).
    pub luck: f64,
}

impl Summary {
    /// The computer's level this player's choices were like (`None`: no choice to judge).
    pub fn played_like(&self) -> Option<Level> {
        (self.choices > 0).then(|| played_like(self.average_loss, self.network_loss))
    }
}

/// What each computer level loses per choice, as the review judges it, in games against itself:
/// `senet levels` (Kendall, 5 pieces, 100 games each). A chance lost per choice is a measure a
/// player can compare (an accuracy out of 100 was not: nearly every choice in Senet loses little,
/// so weak play still read 93). The review judges at the expert's depth with the linear
/// evaluation, so the expert loses nearly nothing by its measure; the grandmaster, whose network
/// often disagrees with that judge, is told by the network's own ([`NETWORK_LOSSES`]).
pub const LEVEL_LOSSES: [(Level, f64); 4] = [(Level::Random, 0.015_90), (Level::Greedy, 0.001_23), (Level::Strong, 0.000_46), (Level::Expert, 0.000_005)];

/// What each level loses per choice by the grandmaster's judge (the network, a throw past the
/// move), in the same games: the grandmaster nearly nothing, every other level far more (the
/// network disagrees with the linear levels about equally, so it orders only the grandmaster).
pub const NETWORK_LOSSES: [(Level, f64); 5] =
    [(Level::Random, 0.009_30), (Level::Greedy, 0.005_01), (Level::Strong, 0.005_21), (Level::Expert, 0.005_29), (Level::Grandmaster, 0.000_23)];

/// The level whose play is like choices that lost `average_loss` by the review's judge and
/// `network_loss` by the grandmaster's: the grandmaster below halfway (on a logarithmic scale)
/// between its network loss and the least of the others'; else each linear level's band reaches
/// halfway to its neighbours' losses, and below the best measured, the best.
pub fn played_like(average_loss: f64, network_loss: f64) -> Level {
    let others = NETWORK_LOSSES.iter().filter(|(level, _)| *level != Level::Grandmaster).map(|&(_, loss)| loss).fold(f64::MAX, f64::min);
    let grandmaster = NETWORK_LOSSES.iter().find(|(level, _)| *level == Level::Grandmaster).map_or(0.0, |&(_, loss)| loss);
    if network_loss < (others * grandmaster).sqrt() {
        return Level::Grandmaster;
    }
    LEVEL_LOSSES
        .windows(2)
        .find(|pair| average_loss >= (pair[0].1 * pair[1].1).sqrt())
        .map_or(LEVEL_LOSSES[LEVEL_LOSSES.len() - 1].0, |pair| pair[0].0)
}

/// What `level` loses per choice in `games` games against itself, by the review's judge and by the
/// grandmaster's, and over how many choices (`senet levels`).
pub fn self_play_loss(options: Options, level: Level, games: u32, seed: u64) -> (f64, f64, u32) {
    let (mut lost, mut network_lost, mut choices) = (0.0, 0.0, 0);
    for game_number in 0..u64::from(games) {
        let mut throws = Seeded::new(seed ^ game_number.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let (mut spools, mut cones) = (Computer::new(level, game_number), Computer::new(level, !game_number));
        let mut players: [&mut dyn Player; 2] = [&mut spools, &mut cones];
        let (mut game, mut actions) = (Game::new(options), Vec::new());
        while let Some(action) = next_action(&game, &mut throws, &mut players) {
            game.act(action).expect("players choose legal actions");
            actions.push(action);
        }
        let review = review(options, &actions, DEPTH).expect("a game played by the rules reviews");
        lost += review.choices.iter().map(Choice::loss).sum::<f64>();
        network_lost += review.choices.iter().map(|c| c.network_loss).sum::<f64>();
        choices += review.choices.len() as u32;
    }
    let per_choice = |lost: f64| lost / f64::from(choices.max(1));
    (per_choice(lost), per_choice(network_lost), choices)
}

/// A whole game reviewed.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Review {
    pub choices: Vec<Choice>,
    pub throws: Vec<Luck>,
    /// The spools' winning chance after each record line (index 0: before the first line).
    pub curve: Vec<f64>,
}

impl Review {
    /// The figures of one player.
    pub fn summary(&self, side: Side) -> Summary {
        let mine: Vec<&Choice> = self.choices.iter().filter(|c| c.side == side).collect();
        let mut summary = Summary { choices: mine.len() as u32, ..Summary::default() };
        for choice in &mine {
            if let Some(class) = choice.class() {
                summary.counts[class as usize] += 1;
            }
        }
        if !mine.is_empty() {
            let n = mine.len() as f64;
            summary.average_loss = mine.iter().map(|c| c.loss()).sum::<f64>() / n;
            summary.network_loss = mine.iter().map(|c| c.network_loss).sum::<f64>() / n;
        }
        summary.luck = self.throws.iter().filter(|t| t.side == side).map(|t| t.luck).sum();
        summary
    }

    /// Where a finished game turned: the winner, and the line after which their winning chance
    /// stayed above even to the end (`None` for the line: they led all along; `None` in all: the
    /// game is not over).
    pub fn turning_point(&self) -> Option<(Side, Option<usize>)> {
        let &last = self.curve.last()?;
        let winner = match last {
            l if l >= 0.999 => Side::Spools,
            l if l <= 0.001 => Side::Cones,
            _ => return None,
        };
        let winners = |spools: f64| if winner == Side::Spools { spools } else { 1.0 - spools };
        let behind = self.curve.iter().rposition(|&chance| winners(chance) <= 0.5);
        Some((winner, behind.map(|line| line + 1)))
    }

    /// The chance lost per choice by the players of `sides`, by the review's judge and by the
    /// grandmaster's (`None`: no choice of theirs judged).
    pub fn average_loss(&self, sides: &[Side]) -> Option<(f64, f64)> {
        let theirs = self.choices.iter().filter(|c| sides.contains(&c.side)).collect::<Vec<_>>();
        let n = theirs.len() as f64;
        (!theirs.is_empty()).then(|| (theirs.iter().map(|c| c.loss()).sum::<f64>() / n, theirs.iter().map(|c| c.network_loss).sum::<f64>() / n))
    }

    /// GNU Backgammon's luck-adjusted result of `side` in a finished game: what it won (1 or 0)
    /// less the luck its throws brought it, what its play alone earned (`None` while the game goes
    /// on).
    pub fn luck_adjusted(&self, side: Side) -> Option<f64> {
        let (winner, _) = self.turning_point()?;
        Some(f64::from(u8::from(winner == side)) - self.summary(side).luck)
    }

    /// The choice played as the action `action`, if it was judged.
    pub fn choice_at(&self, action: usize) -> Option<&Choice> {
        self.choices.iter().find(|c| c.action == action)
    }
}

/// The chance of `side` after each throw value at a throw the game waits for (regular, fate, or
/// the gods' piece throw), for the values 1–5.
pub fn after_each_throw(game: &Game, side: Side, depth: u8) -> [f64; 5] {
    throw_chances().map(|(value, _)| {
        let mut next = *game;
        let thrown = match next.stage() {
            Stage::Throw => next.throw(value).map(drop),
            Stage::Fate { .. } => next.fate(value).map(drop),
            Stage::GodsPiece { .. } => next.gods_piece(value).map(drop),
            _ => Err(PlayError::NotNow),
        };
        thrown.map_or(0.0, |()| win_chance(&next, side, depth))
    })
}

/// The luck of throwing `value` where the game waits for a throw: the thrower's chance after it,
/// less the average over all five values. Over the throw distribution it sums to zero.
pub fn luck_of(game: &Game, side: Side, value: u8, depth: u8) -> f64 {
    let chances = after_each_throw(game, side, depth);
    let average: f64 = throw_chances().iter().zip(chances).map(|(&(_, p), c)| p * c).sum();
    chances[usize::from(value - 1)] - average
}

/// Who a throw belongs to: the side to move, or for a fate throw the piece's owner (K8).
fn thrower(game: &Game) -> Side {
    match game.stage() {
        Stage::Fate { owner } => owner,
        _ => game.to_move(),
    }
}

/// Reviews a game one action at a time, so that the browser can show progress between steps.
pub struct Reviewer {
    start: Game,
    recorder: Recorder,
    /// The position before a touch (K17): the choice was made there, among all the moves.
    before_touch: Option<Game>,
    actions: Vec<Action>,
    next: usize,
    depth: u8,
    review: Review,
}

impl Reviewer {
    /// A review of `actions` played from `start` (a new game, or a set position).
    pub fn new(start: Game, actions: &[Action], depth: u8) -> Reviewer {
        let curve = vec![win_chance(&start, Side::Spools, chance_depth(depth))];
        Reviewer { start, recorder: Recorder::new(start), before_touch: None, actions: actions.to_vec(), next: 0, depth, review: Review { curve, ..Review::default() } }
    }

    /// How many actions are reviewed, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (self.next, self.actions.len())
    }

    /// Review the next action; `Ok(false)` once every action is reviewed.
    pub fn step(&mut self) -> Result<bool, PlayError> {
        let Some(&action) = self.actions.get(self.next) else { return Ok(false) };
        let game = *self.recorder.game();
        let line = self.recorder.record().lines.len();
        // A move after a touch was chosen at the touch (K17), where every piece could still move.
        let chosen_in = match action {
            Action::Move(_) => self.before_touch.take().unwrap_or(game),
            _ => game,
        };
        match (action, game.stage()) {
            (Action::Touch(_), _) => self.before_touch = Some(game),
            (Action::Move(played), Stage::Move { .. }) if chosen_in.legal_moves().len() > 1 => {
                let side = game.to_move();
                let ranked = rank_moves_at(&chosen_in, self.depth);
                let (best, best_chance) = ranked[0];
                let played_chance = ranked.iter().find(|(mv, _)| *mv == played).map_or(0.0, |r| r.1);
                let by_network = rank_moves_with(Evaluation::Network, &chosen_in, NETWORK_DEPTH);
                let network_loss = by_network.iter().find(|(mv, _)| *mv == played).map_or(0.0, |r| (by_network[0].1 - r.1).max(0.0));
                self.review.choices.push(Choice { action: self.next, line, side, played, played_chance, best, best_chance, network_loss });
            }
            (Action::Throw(value) | Action::Fate(value) | Action::GodsPiece(value), _) => {
                let side = thrower(&game);
                let luck = luck_of(&game, side, value, chance_depth(self.depth));
                self.review.throws.push(Luck { action: self.next, side, value, luck });
            }
            _ => {}
        }
        self.recorder.act(action)?;
        self.next += 1;
        // The curve gets a point for each record line, once the line is complete.
        let lines = self.recorder.line_ends().iter().take_while(|&&end| end <= self.next).count();
        while self.review.curve.len() <= lines {
            let end = self.recorder.line_ends()[self.review.curve.len() - 1];
            // A line ends with this action or the one before (a throw lost opens the next line).
            let position = match self.next - end {
                0 => *self.recorder.game(),
                1 => game,
                _ => game_after(self.start, &self.recorder, self.review.curve.len()),
            };
            self.review.curve.push(win_chance(&position, Side::Spools, chance_depth(self.depth)));
        }
        Ok(true)
    }

    pub fn finish(mut self) -> Result<Review, PlayError> {
        while self.step()? {}
        Ok(self.review)
    }

    pub fn review(&self) -> &Review {
        &self.review
    }
}

/// The game after the first `lines` record lines of a recorder's game from `start`.
pub fn game_after(start: Game, recorder: &Recorder, lines: usize) -> Game {
    let actions = match lines.checked_sub(1) {
        None => 0,
        Some(last) => recorder.line_ends().get(last).copied().unwrap_or(recorder.actions().len()),
    };
    let mut game = start;
    for &action in &recorder.actions()[..actions] {
        let _ = game.act(action);
    }
    game
}

/// Review a whole game given as its actions.
pub fn review(options: Options, actions: &[Action], depth: u8) -> Result<Review, PlayError> {
    Reviewer::new(Game::new(options), actions, depth).finish()
}

/// The record with the review's marks: each judged choice that lost enough gets a comment with its
/// mark, the better move and the chance lost, e.g. `{?? 12-15 was better: 18% lost}`.
pub fn annotated(record: &Record, review: &Review) -> Record {
    let mut record = record.clone();
    for choice in &review.choices {
        let (Some(class), Some(line)) = (choice.class(), record.lines.get_mut(choice.line)) else { continue };
        let lost = (choice.loss() * 100.0).round() as i64;
        line.comments.push(format!("{} {} was better: {lost}% lost", class.mark(), choice.best));
    }
    record
}
