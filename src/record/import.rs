//! A record a player pastes or loads into the app: refused above a size, with its problems listed
//! briefly (the first few and a count of the rest).

use super::friend::verify_record;
use super::{parse, replay};
use crate::engine::{Action, Game, Options};

/// The largest record the app imports: a 400-throw game takes about 10 KB, the longest reference
/// record 72 KB.
pub const MAX_IMPORT_BYTES: usize = 1 << 20;
/// How many problems are listed; the rest are counted.
pub const PROBLEMS_SHOWN: usize = 10;

/// A record's game, ready to play on: every action checked by the rules.
#[derive(Clone, PartialEq, Debug)]
pub struct Imported {
    pub options: Options,
    pub throw_off: Vec<u8>,
    pub actions: Vec<Action>,
    /// `[Throws "table"]`: the game was played with real sticks.
    pub throws_from_table: bool,
    /// `[Position]`: the position the game starts from, if not the usual setup.
    pub start: Option<Game>,
}

/// Why a record cannot be imported: the first problems, line by line, and how many more there are.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problems {
    pub first: Vec<String>,
    pub more: usize,
}

impl Problems {
    fn one(problem: String) -> Problems {
        Problems { first: vec![problem], more: 0 }
    }

    /// A file of `bytes` bytes, over [`MAX_IMPORT_BYTES`]: refused by its size before it is read.
    pub fn too_large(bytes: usize) -> Problems {
        Problems::one(format!("the record is too large to import ({} KB; at most {} KB)", bytes.div_ceil(1024), MAX_IMPORT_BYTES / 1024))
    }
}

/// Read a record for the app. Its size is checked before anything else, so that a huge file costs
/// nothing; a lenient replay then finds every disagreement, of which the first are kept.
pub fn import(text: &str) -> Result<Imported, Problems> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(Problems::too_large(text.len()));
    }
    let record = parse(text).map_err(|e| Problems::one(e.to_string()))?;
    let replayed = replay(&record, true).map_err(Problems::one)?;
    if !replayed.disagreements.is_empty() {
        let count = replayed.disagreements.len();
        let first = replayed.disagreements.iter().take(PROBLEMS_SHOWN).map(ToString::to_string).collect();
        return Err(Problems { first, more: count.saturating_sub(PROBLEMS_SHOWN) });
    }
    // A friend's game: its throws must follow from the players' commitments.
    if let Some(Err(disagreement)) = verify_record(&record, &replayed) {
        return Err(Problems::one(disagreement.to_string()));
    }
    // Checked by the replay (a bad throw-off is a disagreement).
    let throw_off = record.throw_off().map_err(Problems::one)?;
    let start = record.start().map_err(Problems::one)?;
    Ok(Imported { options: *replayed.game.options(), throw_off, actions: replayed.actions, throws_from_table: record.throws_from_table(), start })
}
