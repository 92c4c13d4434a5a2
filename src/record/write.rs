//! Writing the record of a game as it is played.

use super::{side_letter, Capture, Entry, Fate, Line, Mark, Outcome, Path, Record};
use crate::engine::{
    Action, CycleGoal, FateMove, Game, Landing, Phase, PlayError, Played, Side, Stage, System, Thrown,
};

/// The record's mark for what an arrival did.
pub(super) fn mark(landing: Landing) -> Option<Mark> {
    match landing {
        Landing::Plain | Landing::BorneOff => None,
        Landing::Rebirth => Some(Mark::Rebirth),
        Landing::Net => Some(Mark::Net),
        Landing::Beauty => Some(Mark::Beauty),
        Landing::Water => Some(Mark::Water),
        Landing::Waits(square) => Some(Mark::Waits(square)),
    }
}

/// The record's result for a move as played, with its fate throw if one was made.
pub(super) fn outcome(played: &Played, fate: Option<FateMove>) -> Outcome {
    let mv = played.mv;
    if mv.is_entry() {
        return Outcome::Enter(mv.to);
    }
    if mv.is_bear_off() {
        return Outcome::BearOff(mv.from);
    }
    let fate = fate.map(|f| Fate {
        value: f.value,
        result: f.to.map(|to| (Path { from: 26, to, ba: f.ba }, mark(f.landing))),
    });
    Outcome::Move {
        path: Path { from: mv.from, to: mv.to, ba: mv.ba },
        mark: mark(played.landing),
        capture: played.knocked.map(|knocked| Capture {
            path: Path { from: mv.to, to: mv.from, ba: mv.ba },
            knocked: mark(knocked),
        }),
        fate,
    }
}

/// The comments a writer adds to the line that fixed the domains or completed a phase.
pub(super) fn comments(before: &Game, after: &Game) -> Vec<String> {
    let options = after.options();
    let letter = |side| side_letter(options.system, side);
    let mut notes = Vec::new();
    if let (None, Some(odd)) = (before.odd_domains(), after.odd_domains()) {
        let end = options.zone_end();
        notes.push(format!(
            "B5: domains for the game: {} the odd squares 1–{}, {} the even squares 2–{}",
            letter(odd),
            end - 1,
            letter(odd.opponent()),
            end
        ));
    }
    if options.system != System::Cycles {
        return notes;
    }
    for side in Side::BOTH {
        let done = after.phases_done(side);
        if done == before.phases_done(side) {
            continue;
        }
        let cycle = done.div_ceil(2);
        if before.phase(side) == Phase::Kendall {
            notes.push(format!(
                "C1: {} has borne off everything: Bell phase {cycle} from the next throw",
                letter(side)
            ));
            continue;
        }
        let of = match options.goal {
            CycleGoal::Cycles(n) => format!(" of {n}"),
            CycleGoal::TimeLimit { .. } => String::new(),
        };
        if after.winner() == Some(side) {
            notes.push(format!("C3: {} completes cycle {cycle}{of}", letter(side)));
        } else {
            notes.push(format!(
                "C2: {} completes cycle {cycle}{of}: Kendall phase {} from here",
                letter(side),
                cycle + 1
            ));
        }
    }
    notes
}

/// The line being written: from its throw until the game waits for the next throw.
#[derive(Clone, Debug, PartialEq)]
struct Open {
    before: Game,
    side: Side,
    value: u8,
    piece: Option<u8>,
    played: Option<Played>,
    lost: bool,
}

/// Plays a game action by action and writes its record line by line.
#[derive(Clone, Debug, PartialEq)]
pub struct Recorder {
    game: Game,
    record: Record,
    actions: Vec<Action>,
    /// For each record line, the number of actions up to its end.
    line_ends: Vec<usize>,
    open: Option<Open>,
}

impl Recorder {
    pub fn new(game: Game) -> Recorder {
        Recorder { game, record: Record::for_options(game.options()), actions: Vec::new(), line_ends: Vec::new(), open: None }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// For each record line, how many actions lead to the end of it (to step through a game).
    pub fn line_ends(&self) -> &[usize] {
        &self.line_ends
    }

    /// The record so far: complete lines only, `[Result]` set once the game is over.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// For headers of the caller's own (`[Date]`, `[Generator]` …).
    pub fn record_mut(&mut self) -> &mut Record {
        &mut self.record
    }

    /// Perform an action on the game and write what it did.
    pub fn act(&mut self, action: Action) -> Result<(), PlayError> {
        let before = self.game;
        let side = before.to_move();
        match action {
            Action::Revive => {
                self.game.revive()?;
                self.close(Line { number: 0, side, entry: Entry::Revive, comments: Vec::new() }, &before);
            }
            Action::Throw(value) => {
                let thrown = self.game.throw(value)?;
                let mut open = Open { before, side, value, piece: None, played: None, lost: false };
                match thrown {
                    Thrown::Lost => open.lost = true,
                    Thrown::Released(played) => open.played = Some(played),
                    Thrown::Choose | Thrown::PieceThrow => {}
                }
                self.open = Some(open);
            }
            Action::GodsPiece(number) => {
                let played = self.game.gods_piece(number)?;
                let open = self.open.as_mut().ok_or(PlayError::NotNow)?;
                open.piece = Some(number);
                open.played = played;
                open.lost = played.is_none();
            }
            Action::Move(mv) => {
                let played = self.game.play(mv)?;
                self.open.as_mut().ok_or(PlayError::NotNow)?.played = Some(played);
            }
            Action::Touch(square) => self.game.touch(square)?,
            Action::Fate(value) => {
                let fate = self.game.fate(value)?;
                let open = self.open.take().ok_or(PlayError::NotNow)?;
                self.finish(open, Some(fate));
            }
        }
        self.actions.push(action);
        if matches!(self.game.stage(), Stage::Throw | Stage::Over { .. }) {
            if let Some(open) = self.open.take() {
                self.finish(open, None);
            }
        }
        self.line_ends.resize(self.record.lines.len(), self.actions.len());
        Ok(())
    }

    fn finish(&mut self, open: Open, fate: Option<FateMove>) {
        let outcome = match open.played {
            Some(played) if !open.lost => outcome(&played, fate),
            _ => Outcome::Lost,
        };
        let entry = Entry::Throw { value: open.value, piece: open.piece, outcome };
        self.close(Line { number: 0, side: open.side, entry, comments: Vec::new() }, &open.before);
    }

    fn close(&mut self, mut line: Line, before: &Game) {
        line.comments = comments(before, &self.game);
        self.record.lines.push(line);
        if let Some(winner) = self.game.winner() {
            self.record.set_header("Result", side_letter(self.game.options().system, winner).to_string());
        }
    }
}
