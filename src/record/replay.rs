//! Replaying a record against the rules (NOTATION.md, "Reading a record back").

use std::fmt;

use super::write::outcome;
use super::{excerpt, side_letter, Entry, Header, Line, Outcome, Record};
use crate::engine::squares::{BORNE_OFF, OFF_BOARD};
use crate::engine::{Action, CycleGoal, Game, Move, Phase, Played, Side, Stage, System, Thrown};

/// A line where the record and the rules part.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Disagreement {
    pub line: usize,
    pub record: String,
    pub rules: String,
}

impl fmt::Display for Disagreement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: record says {}; rules give {}", self.line, self.record, self.rules)
    }
}

/// The result of a replay: the game as it stands after the last line replayed, the actions that
/// lead there, and the disagreements found.
#[derive(Clone, Debug)]
pub struct Replay {
    pub game: Game,
    pub actions: Vec<Action>,
    /// The number of the line each action was read from.
    pub action_lines: Vec<usize>,
    /// Lines replayed (up to the first disagreement in strict mode).
    pub lines: usize,
    pub disagreements: Vec<Disagreement>,
}

/// Replay `record`. Strict: stop at the first disagreement. Lenient: report every one, letting the
/// recorded side throw and playing the recorded move whenever the board allows it physically.
/// Fails only when the headers describe no game.
pub fn replay(record: &Record, lenient: bool) -> Result<Replay, String> {
    let game = match record.start()? {
        Some(start) => start,
        None => Game::new(record.options()?),
    };
    let mut replay = Replay { game, actions: Vec::new(), action_lines: Vec::new(), lines: 0, disagreements: Vec::new() };
    let mut stopped = false;
    for line in &record.lines {
        replay.lines += 1;
        match replay.line(line) {
            Ok(()) => {}
            Err(disagreement) => {
                replay.disagreements.push(disagreement);
                stopped = !lenient;
                if !lenient || replay.game.winner().is_some() {
                    break;
                }
                replay.force(line);
            }
        }
        replay.action_lines.resize(replay.actions.len(), line.number);
    }
    // The headers that the rules decide: who started (K2) and who won (K16, C3), each at its line.
    let mut headers = Vec::new();
    if let (Some(header), Err(why)) = (record.header_line("ThrowOff"), record.throw_off()) {
        headers.push(header_disagreement(header, why));
    }
    if let Some(header) = record.header_line("Result").filter(|_| !stopped) {
        if let Some(why) = replay.wrong_result(&header.value) {
            headers.push(header_disagreement(header, why));
        }
    }
    replay.disagreements.splice(0..0, headers);
    Ok(replay)
}

fn header_disagreement(header: &Header, rules: String) -> Disagreement {
    Disagreement { line: header.number, record: format!("[{} \"{}\"]", header.key, excerpt(&header.value)), rules }
}

impl Replay {
    fn letter(&self, side: Side) -> char {
        side_letter(self.game.options().system, side)
    }

    /// What the rules say of a `[Result]` that does not match the game replayed: the winner's
    /// letter once the game is won, `*` while it goes on, or the player ahead when a time-limited
    /// cycles game was stopped by the clock (C3).
    fn wrong_result(&self, said: &str) -> Option<String> {
        let said = said.trim();
        match self.game.winner() {
            Some(winner) => {
                let letter = self.letter(winner);
                (said != letter.to_string()).then(|| format!("{letter} won"))
            }
            None => {
                let on_time = matches!(self.game.options().goal, CycleGoal::TimeLimit { .. })
                    && self.game.options().system == System::Cycles;
                let leader = self.game.leader().filter(|_| on_time).map(|side| self.letter(side).to_string());
                if said == "*" || leader.as_deref() == Some(said) {
                    return None;
                }
                Some(match leader {
                    Some(leader) => format!("* (the game goes on) or {leader} (ahead when the time ran out, C3)"),
                    None => "* (the game goes on: nobody has won yet)".into(),
                })
            }
        }
    }

    /// Replay one line by the rules; on disagreement the game is left as before the line, or with
    /// the recorded side on turn when only the side was wrong.
    fn line(&mut self, line: &Line) -> Result<(), Disagreement> {
        let system = self.game.options().system;
        let said = line.display(system).to_string();
        let disagree = |rules: String| Disagreement { line: line.number, record: said.clone(), rules };
        if let Some(winner) = self.game.winner() {
            return Err(disagree(format!("no more throws: {} has won", self.letter(winner))));
        }
        if line.side != self.game.to_move() {
            return Err(disagree(format!("{} to throw", self.letter(self.game.to_move()))));
        }
        match &line.entry {
            Entry::Revive => {
                if !self.game.can_revive() {
                    return Err(disagree("no revival: no drowned piece, or 15 is taken (K14)".into()));
                }
                self.game.revive().expect("revival was allowed");
                self.actions.push(Action::Revive);
            }
            Entry::Throw { value, piece, outcome: said_outcome } => {
                if self.game.must_revive() {
                    return Err(disagree("a revival instead of a throw (K14, G6)".into()));
                }
                let fate = fate_value(said_outcome);
                let candidates = self.candidates(*value, *piece, fate);
                let Some((game, actions)) = candidates.iter().find(|c| c.outcome == *said_outcome).map(|c| (c.game, c.actions.clone())) else {
                    return Err(disagree(describe(&candidates, *piece, system == System::Gods)));
                };
                self.game = game;
                self.actions.extend(actions);
            }
        }
        Ok(())
    }

    /// Every way the rules let this throw go, each with the record's result it would write.
    fn candidates(&self, value: u8, piece: Option<u8>, fate: Option<u8>) -> Vec<Candidate> {
        let mut game = self.game;
        let mut actions = vec![Action::Throw(value)];
        let Ok(thrown) = game.throw(value) else { return Vec::new() };
        match thrown {
            Thrown::Lost => vec![Candidate { game, actions, outcome: Outcome::Lost, piece: None }],
            Thrown::Released(played) => {
                vec![Candidate { game, actions, outcome: outcome(&played, None), piece: None }]
            }
            Thrown::PieceThrow => {
                let Some(number) = piece else {
                    return vec![Candidate { game, actions, outcome: Outcome::Lost, piece: Some(0) }];
                };
                actions.push(Action::GodsPiece(number));
                let played = game.gods_piece(number).expect("the piece throw was due");
                let result = match played {
                    None => Outcome::Lost,
                    Some(played) => finish(&mut game, &mut actions, played, fate),
                };
                vec![Candidate { game, actions, outcome: result, piece: Some(number) }]
            }
            Thrown::Choose => game
                .legal_moves()
                .iter()
                .map(|mv| {
                    let mut game = game;
                    let mut actions = actions.clone();
                    actions.push(Action::Move(mv));
                    let played = game.play(mv).expect("the move is legal");
                    let result = finish(&mut game, &mut actions, played, fate);
                    Candidate { game, actions, outcome: result, piece: None }
                })
                .collect(),
        }
    }

    /// Lenient replay of a line that disagrees: the recorded side throws and the recorded move is
    /// played as written when the pieces allow it; otherwise the throw passes.
    fn force(&mut self, line: &Line) {
        let side = line.side;
        if self.game.to_move() != side || self.game.stage() != Stage::Throw {
            self.game.force_turn(side);
        }
        match &line.entry {
            Entry::Revive => {
                if self.game.can_revive() {
                    self.game.revive().expect("revival was allowed");
                    self.actions.push(Action::Revive);
                }
            }
            Entry::Throw { value, outcome: said, .. } => {
                self.game.force_throw(*value);
                let Some(mv) = physical_move(&self.game, side, said) else {
                    self.game.pass_unchecked();
                    return;
                };
                self.game.play_unchecked(mv);
                if let Stage::Fate { .. } = self.game.stage() {
                    match fate_value(said) {
                        Some(value) => drop(self.game.fate(value)),
                        None => self.game.pass_unchecked(),
                    }
                }
            }
        }
    }
}

struct Candidate {
    game: Game,
    actions: Vec<Action>,
    outcome: Outcome,
    /// The gods' piece number (`Some(0)`: the record named none).
    piece: Option<u8>,
}

/// Complete a move with the record's fate throw, if the move leads to one.
fn finish(game: &mut Game, actions: &mut Vec<Action>, played: Played, fate: Option<u8>) -> Outcome {
    let fate = match (game.stage(), fate) {
        (Stage::Fate { .. }, Some(value)) => {
            actions.push(Action::Fate(value));
            Some(game.fate(value).expect("the fate throw was due"))
        }
        _ => None,
    };
    outcome(&played, fate)
}

fn fate_value(outcome: &Outcome) -> Option<u8> {
    match outcome {
        Outcome::Move { fate: Some(fate), .. } => Some(fate.value),
        _ => None,
    }
}

/// What the rules allow, for a disagreement's message.
fn describe(candidates: &[Candidate], piece: Option<u8>, gods: bool) -> String {
    match candidates {
        [] => "no throw: the game waits for something else".into(),
        [only] if only.piece == Some(0) => "a piece throw after the distance (G4), e.g. 3.2".into(),
        [only] if gods && piece.is_some() && only.piece.is_none() => {
            format!("{} (G5 releases the piece; no piece throw)", only.outcome)
        }
        [only] if only.outcome == Outcome::Lost => "0 (no legal move)".into(),
        [only] => only.outcome.to_string(),
        many => {
            let all = many.iter().map(|c| c.outcome.to_string()).collect::<Vec<_>>();
            format!("one of {}", all.join(", "))
        }
    }
}

/// The recorded move, if the pieces allow it physically: the side's piece on the named square and
/// the target free or held by an opponent's piece to exchange.
fn physical_move(game: &Game, side: Side, said: &Outcome) -> Option<Move> {
    match *said {
        Outcome::Lost => None,
        Outcome::BearOff(from) => (game.piece_at(from) == Some(side))
            .then_some(Move { from, to: BORNE_OFF, ba: false, capture: false }),
        Outcome::Enter(to) => (game.phase(side) == Phase::Bell && game.off_board(side) > 0 && game.piece_at(to).is_none())
            .then_some(Move { from: OFF_BOARD, to, ba: false, capture: false }),
        Outcome::Move { path, .. } => {
            if game.piece_at(path.from) != Some(side) || path.to == 21 {
                return None;
            }
            match game.piece_at(path.to) {
                None => Some(Move { from: path.from, to: path.to, ba: path.ba, capture: false }),
                Some(other) if other != side => Some(Move { from: path.from, to: path.to, ba: path.ba, capture: true }),
                Some(_) => None,
            }
        }
    }
}
