//! The learned evaluation: the winning chance as a logistic function of features of the position
//! (the race, the squares each side holds, its pairs and blocks, its pieces open to capture, whose
//! throw it is), with weights learnt by TD(λ) from games of the computer against itself
//! (`senet train`, which prints them for `weights.rs`).

use super::{throw_chances, Looking, Returns};
use crate::engine::squares::{run, HOUSES};
use crate::engine::{next_action, CycleGoal, Game, Options, Phase, Player, Seeded, Side, Stage, System};

/// A weight for each square in each phase (30 Kendall, then 30 Bell), then the features below. In
/// a Bell phase the first 30 hold the side's pieces on its own domains (B5).
pub const FEATURES: usize = 70;
/// The squares the side has left to travel, all phases counted (per four squares a piece).
const RACE: usize = 60;
/// Pieces with a piece of their own colour beside them (K7: a pair protects).
const PROTECTED: usize = 61;
/// Runs of three of one colour (K6: they block), counted at each piece that starts one.
const BLOCKS: usize = 62;
/// Pieces the opponent, who throws next, could capture: the chance of the throw that reaches them.
const OPEN_NOW: usize = 63;
/// The same for the side to throw: its open pieces wait a turn before they can be hit.
const OPEN_LATER: usize = 64;
const DROWNED: usize = 65;
/// K11's counter: throws to come (positive) or turns to skip (negative).
const COUNTER: usize = 66;
/// The spools' side: in the game with the gods the two sides are not alike.
const SPOOLS: usize = 67;
/// Pieces borne off (Kendall) and pieces still to enter (Bell).
const BORNE_OFF: usize = 68;
const TO_ENTER: usize = 69;

/// The race, the first feature: the squares a side has left to travel to win the game, all phases counted (C3's distance plus
/// the phases still to play), and what K11's counter is worth in squares.
fn remaining(game: &Game, side: Side) -> f64 {
    let options = game.options();
    let done = u32::from(game.phases_done(side));
    let phases = match options.system {
        System::Cycles => match options.goal {
            CycleGoal::Cycles(n) => 2 * u32::from(n),
            CycleGoal::TimeLimit { .. } => done + 2,
        },
        _ => 1,
    };
    // A phase from its start: Kendall from the starting rows, Bell from off the board.
    let pieces = f64::from(options.pieces);
    let phase_length = |phase: Phase| match phase {
        Phase::Kendall => pieces * 22.0,
        Phase::Bell => pieces * 24.0,
    };
    let mut later = 0.0;
    let mut phase = game.phase(side);
    for _ in done + 1..phases {
        phase = match phase {
            Phase::Kendall => Phase::Bell,
            Phase::Bell => Phase::Kendall,
        };
        later += phase_length(phase);
    }
    let counter = f64::from(game.counter(side));
    let waiting = match game.phase(side) {
        Phase::Kendall => (game.pieces_mask(side) & run(28, 30)).count_ones(),
        Phase::Bell => 0,
    };
    f64::from(game.distance_left(side)) + later - 3.0 * counter + 2.0 * f64::from(waiting)
}

/// What the evaluation multiplies the features by. The chance that `me` wins is the logistic of
/// the side's features minus the opponent's, each times its weight, plus `tempo` for the side to
/// throw (minus it for the other): so the two chances always sum to one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    pub tempo: f64,
    pub features: [f64; FEATURES],
}

impl Weights {
    /// The evaluation before any learning: the race alone, on the curve `scale` (squares of lead
    /// per four squares a piece that make the odds e to one), the side to throw two squares ahead.
    pub const fn race(options: &Options, scale: f64) -> Weights {
        let mut features = [0.0; FEATURES];
        features[RACE] = -1.0 / scale;
        Weights { tempo: 2.0 / (scale * 4.0 * options.pieces as f64), features }
    }
}

/// Each feature of `side` with its value (`sink(index, value)`): the one description of the
/// features, for the evaluation and for learning.
pub(super) fn features_of(game: &Game, side: Side, mut sink: impl FnMut(usize, f64)) {
    let options = game.options();
    let own = game.pieces_mask(side);
    let phase_offset = match game.phase(side) {
        Phase::Kendall => 0,
        Phase::Bell => 30,
    };
    // B5: a Bell piece on its own domain, by square, in the slots Kendall's squares use (a Bell
    // phase never fills them): which squares are whose depends on who reached square 1 first.
    let on_own_domains = match game.phase(side) {
        Phase::Kendall => 0,
        Phase::Bell => own & game.domain_mask(side),
    };
    for (offset, mut squares) in [(phase_offset, own), (0, on_own_domains)] {
        while squares != 0 {
            let square = squares.trailing_zeros() as usize;
            sink(offset + square - 1, 1.0);
            squares &= squares - 1;
        }
    }
    sink(RACE, remaining(game, side) / (4.0 * f64::from(options.pieces)));
    let beside = own & (own << 1 | own >> 1);
    sink(PROTECTED, f64::from(beside.count_ones()));
    sink(BLOCKS, f64::from((own & own >> 1 & own >> 2).count_ones()));
    // Open: alone, off the Houses and off its own domains (B6); the opponent's pieces d squares
    // behind it in their own direction could hit it with a throw of d (blockers aside).
    let open = own & !beside & !HOUSES & !game.domain_mask(side);
    let opponent = game.pieces_mask(side.opponent());
    let opponent_phase = game.phase(side.opponent());
    let hit_chance: f64 = throw_chances()
        .iter()
        .map(|&(d, p)| {
            let reaching = match opponent_phase {
                Phase::Kendall => opponent << d,
                Phase::Bell => opponent >> d,
            };
            p * f64::from((open & reaching).count_ones())
        })
        .sum();
    sink(if game.to_move() == side { OPEN_LATER } else { OPEN_NOW }, hit_chance);
    sink(DROWNED, f64::from(game.drowned(side)));
    sink(COUNTER, f64::from(game.counter(side)));
    sink(SPOOLS, f64::from(u8::from(side == Side::Spools)));
    let off = match game.phase(side) {
        Phase::Kendall => BORNE_OFF,
        Phase::Bell => TO_ENTER,
    };
    sink(off, f64::from(game.off_board(side)));
}

/// The logit of `me`'s chance, and through `gradient` (when given) its derivative by each weight
/// (the last entry: by the tempo).
fn logit(weights: &Weights, game: &Game, me: Side, mut gradient: Option<&mut [f64; FEATURES + 1]>) -> f64 {
    let tempo_sign = if game.to_move() == me { 1.0 } else { -1.0 };
    let mut z = weights.tempo * tempo_sign;
    if let Some(g) = gradient.as_deref_mut() {
        *g = [0.0; FEATURES + 1];
        g[FEATURES] = tempo_sign;
    }
    for (side, sign) in [(me, 1.0), (me.opponent(), -1.0)] {
        features_of(game, side, |i, value| {
            z += sign * weights.features[i] * value;
            if let Some(g) = gradient.as_deref_mut() {
                g[i] += sign * value;
            }
        });
    }
    z
}

/// The chance that `me` wins `game` (not over), by `weights`.
pub fn chance(weights: &Weights, game: &Game, me: Side) -> f64 {
    logistic(logit(weights, game, me, None))
}

fn logistic(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// How learning goes: `games` games of players looking `depth` throws ahead, the step `rate`
/// falling linearly to a tenth of it by the last game, traces decaying by `lambda` at each throw.
pub struct Schedule {
    pub depth: u8,
    pub games: u32,
    pub rate: f64,
    pub lambda: f64,
    pub seed: u64,
}

/// TD(λ): after every throw the estimate of the position before it moves towards the estimate of
/// the next (and the last towards the outcome), both from the spools' side. The games are played
/// by the weights learning starts from, not by those being learnt: players that chose by their own
/// half-learnt weights fell into long loops (a belief that a piece waits better on 28 than borne
/// off fed on itself), and weights learnt from the games of learnt weights played worse in Bell.
/// So the same start and schedule always learn the same weights.
pub fn train(options: Options, start: Weights, schedule: &Schedule) -> Weights {
    let mut weights = start;
    let mut gradient = [0.0; FEATURES + 1];
    for game_number in 0..schedule.games {
        let rate = schedule.rate * (1.0 - 0.9 * f64::from(game_number) / f64::from(schedule.games));
        let player = || Looking { evaluate: |game: &Game, me| chance(&start, game, me), depth: schedule.depth, left: Returns::default() };
        let (mut spools, mut cones) = (player(), player());
        let mut players: [&mut dyn Player; 2] = [&mut spools, &mut cones];
        let mut throws = Seeded::new(schedule.seed ^ u64::from(game_number).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut game = Game::new(options);
        let mut trace = [0.0; FEATURES + 1];
        let mut before: Option<f64> = None;
        let learn = |weights: &mut Weights, trace: &[f64; FEATURES + 1], error: f64| {
            for (w, e) in weights.features.iter_mut().zip(trace) {
                *w += rate * error * e;
            }
            weights.tempo += rate * error * trace[FEATURES];
        };
        while let Some(action) = next_action(&game, &mut throws, &mut players) {
            if matches!(game.stage(), Stage::Throw) {
                let now = logistic(logit(&weights, &game, Side::Spools, Some(&mut gradient)));
                if let Some(before) = before {
                    learn(&mut weights, &trace, now - before);
                }
                for (e, g) in trace.iter_mut().zip(&gradient) {
                    *e = schedule.lambda * *e + g;
                }
                before = Some(now);
            }
            game.act(action).expect("players choose legal actions");
        }
        if let Some(before) = before {
            let outcome = f64::from(u8::from(game.winner() == Some(Side::Spools)));
            learn(&mut weights, &trace, outcome - before);
        }
    }
    weights
}

/// `weights` as Rust source, for `weights.rs`.
pub fn source(name: &str, weights: &Weights) -> String {
    let features = weights.features.iter().map(|w| format!("{w:.5}")).collect::<Vec<_>>();
    let rows = features.chunks(10).map(|row| format!("        {},", row.join(", "))).collect::<Vec<_>>().join("\n");
    format!("const {name}: Weights = Weights {{\n    tempo: {:.5},\n    features: [\n{rows}\n    ],\n}};\n", weights.tempo)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first 30 slots: where a Kendall piece stands; in a Bell phase, a piece on its own domain
    /// (B5: the odd squares are the domains of the side that reached square 1 first), none before
    /// the domains are fixed.
    #[test]
    fn a_bell_piece_on_its_own_domain_fills_its_square_s_first_slot() {
        let first_slots = |system: System, text: &str| {
            let game = Game::arrange(Options::new(system, 5), text).unwrap();
            let mut filled = Vec::new();
            features_of(&game, Side::Spools, |slot, _| {
                if slot < 30 {
                    filled.push(slot + 1);
                }
            });
            filled
        };
        assert_eq!(first_slots(System::Kendall, "S:3,4 C:10 turn:S"), [3, 4]);
        assert_eq!(first_slots(System::Bell, "S:3,4 C:10 turn:S"), [0; 0]);
        assert_eq!(first_slots(System::Bell, "S:3,4 C:10 turn:S domains:S"), [3]);
        assert_eq!(first_slots(System::Bell, "S:3,4 C:10 turn:S domains:C"), [4]);
    }
}
