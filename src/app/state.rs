//! The one state value of the app: the game as options plus the actions played, from which the
//! position and the record are rebuilt. Saved as it is (see `storage`).

use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::engine::{Action, Game, Options, Sticks, System, ThrowOff, ThrowSource};
use crate::record::Recorder;

#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Session {
    pub options: Options,
    /// K2, B1: the throw-off, alternating between player 1 and player 2 (none for the gods, G2).
    pub throw_off: Vec<u8>,
    pub actions: Vec<Action>,
    /// How the sticks fell on the last throw (bit per stick, set = white).
    pub sticks: Option<u8>,
    /// Grows with every change, so that two tabs on one game can tell whose state is newer.
    pub revision: u64,
    /// When the game started (ms since 1970), for a time-limited cycles game (C3).
    pub started_at: f64,
    /// Who plays each side (spools, cones): a person (`None`) or the computer at a level.
    #[serde(default)]
    pub computer: [Option<Level>; 2],
}

impl Session {
    pub fn new(options: Options, throws: &mut impl ThrowSource, now: f64) -> Session {
        let throw_off = match options.system {
            System::Gods => Vec::new(),
            _ => ThrowOff::throw(throws).throws,
        };
        Session { options, throw_off, actions: Vec::new(), sticks: None, revision: 0, started_at: now, computer: [None; 2] }
    }

    /// Replay the actions into a game and its record; an error names the first action that the
    /// rules refuse (a damaged save).
    pub fn recorder(&self) -> Result<Recorder, String> {
        self.options.validate()?;
        ThrowOff::check(&self.throw_off, self.options.system).map_err(|e| e.to_string())?;
        let mut recorder = Recorder::new(Game::new(self.options));
        if !self.throw_off.is_empty() {
            let throws = self.throw_off.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
            recorder.record_mut().set_header("ThrowOff", throws);
        }
        for (i, action) in self.actions.iter().enumerate() {
            recorder.act(*action).map_err(|e| format!("action {}: {e}", i + 1))?;
        }
        Ok(recorder)
    }

    /// Which player (1 or 2) plays the spools: the one who threw the 1 (K2).
    pub fn spools_player(&self) -> u8 {
        if (ThrowOff { throws: self.throw_off.clone() }).first_thrower_starts() {
            1
        } else {
            2
        }
    }

    /// Add an action, if the rules take it in the game `current` (this session's replay).
    pub fn play(&mut self, current: &Recorder, action: Action, sticks: Option<Sticks>) -> Result<(), String> {
        current.clone().act(action).map_err(|e| e.to_string())?;
        self.actions.push(action);
        if let Some(sticks) = sticks {
            self.sticks = Some(sticks.bits());
        }
        self.revision += 1;
        Ok(())
    }
}
