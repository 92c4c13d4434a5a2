//! A friend's game's record checked against its commitments: `senet replay` finds a throw that
//! does not follow from them.

use super::chain::elements_below;
use super::runs::Runs;
use super::{draw_sticks, from_hex, throw_off_of};
use crate::engine::{Action, Game};
use crate::record::{Disagreement, Record, Replay};

/// What the commitments proved of a record's throws.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FairCheck {
    /// Throws (the throw-off's too) that follow from the revealed elements.
    pub proven: usize,
    /// Throws after the last run the revealed elements decide (the current turn's, before its
    /// player sends it): they cannot be checked yet.
    pub unproven: usize,
}

/// Check the throws of `record` (replayed as `replay`) against its `[Commitments]` and
/// `[Revealed]` headers: `None` for a record without them, else what was proved or the first line
/// whose throw does not follow.
pub fn verify_record(record: &Record, replay: &Replay) -> Option<Result<FairCheck, Disagreement>> {
    let commitments_header = record.header_line("Commitments")?;
    let revealed_header = record.header_line("Revealed");
    let header_wrong = |header: &crate::record::Header, rules: &str| Disagreement {
        line: header.number,
        record: format!("[{} \"{}\"]", header.key, crate::record::excerpt(&header.value)),
        rules: rules.into(),
    };
    let commitments = match commitments_header.value.split(' ').map(from_hex).collect::<Option<Vec<_>>>().as_deref() {
        Some(&[a, b]) => [a, b],
        _ => return Some(Err(header_wrong(commitments_header, "two SHA-256 values in hexadecimal"))),
    };
    let Some(revealed_header) = revealed_header else {
        return Some(Err(header_wrong(commitments_header, "a [Revealed] header with the elements that prove the throws")));
    };
    let parse = |word: &str| {
        let (index, value) = word.split_once(':')?;
        Some((index.parse::<u32>().ok()?, from_hex(value)?))
    };
    let revealed = match revealed_header.value.split(' ').map(parse).collect::<Option<Vec<_>>>().as_deref() {
        Some(&[a, b]) => [a, b],
        _ => return Some(Err(header_wrong(revealed_header, "each player's element as number:hexadecimal"))),
    };
    let chains = match (elements_below(revealed[0], &commitments[0]), elements_below(revealed[1], &commitments[1])) {
        (Some(a), Some(b)) => [a, b],
        _ => return Some(Err(header_wrong(revealed_header, "elements that hash down to the commitments"))),
    };
    let decided = revealed[0].0.min(revealed[1].0);
    let mut check = FairCheck { proven: 0, unproven: 0 };
    if decided >= 1 {
        let throw_off = throw_off_of(&commitments, [&chains[0][1], &chains[1][1]]).unwrap_or_default();
        match record.header_line("ThrowOff") {
            Some(header) if record.throw_off().ok() != Some(throw_off.clone()) => {
                let said = throw_off.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
                return Some(Err(header_wrong(header, &format!("the commitments give the throw-off {said}"))));
            }
            _ => check.proven += throw_off.len(),
        }
    }
    let mut game = Game::new(*replay.game.options());
    let mut runs = Runs::default();
    for (i, &action) in replay.actions.iter().enumerate() {
        if let Some(draw) = runs.note(&game, action) {
            if draw.run + 1 > decided {
                check.unproven += 1;
            } else {
                let elements = [&chains[0][draw.run as usize + 1], &chains[1][draw.run as usize + 1]];
                let value = draw_sticks(&commitments, elements, draw).value();
                if !matches!(action, Action::Throw(v) | Action::Fate(v) if v == value) {
                    let line = replay.action_lines.get(i).copied().unwrap_or(0);
                    let said = record.lines.iter().find(|l| l.number == line).map(|l| l.display(record.system()).to_string()).unwrap_or_default();
                    return Some(Err(Disagreement { line, record: said, rules: format!("the commitments give a throw of {value} here") }));
                }
                check.proven += 1;
            }
        }
        if game.act(action).is_err() {
            break;
        }
    }
    Some(Ok(check))
}
