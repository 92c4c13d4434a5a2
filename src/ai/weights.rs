//! The evaluation's weights for each system. Kendall and Bell: what `senet train --system S
//! --pieces P` prints (TD(λ) over 100,000 games played with the race alone, one throw ahead). The
//! cycles and the game with the gods keep the race alone: the weights learnt there did not beat it
//! (README, Figures).

use super::learned::Weights;
use crate::engine::{Options, System};

/// The weights for a game of `options`.
pub fn of(options: &Options) -> &'static Weights {
    match (options.system, options.pieces) {
        (System::Kendall, 5) => &KENDALL_5,
        (System::Kendall, _) => &KENDALL_7,
        (System::Bell, 5) => &BELL_5,
        (System::Bell, _) => &BELL_7,
        (System::Cycles, 5) => &CYCLES_5,
        (System::Cycles, _) => &CYCLES_7,
        (System::Gods, _) => &GODS,
    }
}

const CYCLES_5: Weights = starting_weights(&Options::new(System::Cycles, 5));
const CYCLES_7: Weights = starting_weights(&Options::new(System::Cycles, 7));
const GODS: Weights = starting_weights(&Options::new(System::Gods, 5));

const KENDALL_5: Weights = Weights {
    tempo: 0.03901,
    features: [
        0.00048, 0.00287, 0.01836, 0.02400, 0.02566, 0.03214, 0.03118, 0.03571, 0.03278, 0.03086,
        0.02770, 0.02804, 0.01597, 0.00415, -0.02871, -0.01981, -0.01868, -0.03302, -0.03420, -0.04634,
        0.00000, -0.05513, -0.05408, -0.05129, -0.02891, 0.00199, 0.00000, 0.14389, 0.15526, 0.05795,
        0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000,
        0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000,
        0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000,
        -0.37386, 0.01840, -0.01426, -0.02657, -0.02001, -0.26725, 0.00351, -0.01447, -0.03155, 0.00000,
    ],
};

const KENDALL_7: Weights = Weights {
    tempo: 0.02392,
    features: [
        0.09624, 0.08835, 0.08957, 0.08987, 0.08351, 0.08003, 0.07231, 0.06206, 0.05892, 0.04919,
        0.03731, 0.03035, 0.01934, 0.00736, -0.01218, -0.02033, -0.02421, -0.03364, -0.04304, -0.05477,
        0.00000, -0.07449, -0.07915, -0.07269, -0.07835, -0.05165, 0.00000, 0.02508, 0.04830, -0.05751,
        0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000,
        0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000,
        0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000,
        -0.51412, 0.01491, -0.01562, -0.01470, -0.01258, -0.21785, -0.01211, 0.03959, -0.11793, 0.00000,
    ],
};

const BELL_5: Weights = Weights {
    tempo: 0.03851,
    features: [
        0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000,
        0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000,
        0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000,
        -0.17068, 0.03890, -0.05862, 0.09050, -0.02509, 0.06658, -0.09691, 0.02181, -0.20326, 0.01592,
        0.00404, -0.03915, -0.02895, -0.04743, -0.04109, -0.03010, -0.00553, 0.00462, 0.01091, 0.01745,
        0.00000, 0.02551, 0.03963, 0.04794, 0.04996, 0.06511, 0.06524, 0.08341, 0.05387, 0.02499,
        -0.29870, 0.01632, -0.00023, 0.00761, 0.00719, 0.00000, 0.03975, -0.03885, 0.00000, 0.02042,
    ],
};

const BELL_7: Weights = Weights {
    tempo: 0.02945,
    features: [
        0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000,
        0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000,
        0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000,
        0.05505, 0.15550, 0.07958, 0.16560, 0.10054, 0.15542, 0.07693, 0.15132, 0.02698, 0.10468,
        -0.06308, 0.07039, -0.09399, 0.02499, 0.00979, -0.03626, -0.02360, -0.04599, -0.05253, -0.05228,
        0.00000, -0.06128, -0.06230, -0.06281, -0.06574, -0.06217, -0.06715, -0.06693, -0.09001, -0.10639,
        -0.09137, 0.01295, -0.00392, 0.00783, -0.00135, 0.00000, 0.05783, -0.03519, 0.00000, -0.16427,
    ],
};

/// Where learning starts (`learned::train`): the race alone, on the curve below.
pub const fn starting_weights(options: &Options) -> Weights {
    Weights::race(options, curve_scale(options.system, options.pieces))
}

/// How flat the race's curve is (the lead, in squares, per four squares a piece, that makes the
/// odds e to one): the value whose chances came closest to what happened in 1000 expert games
/// (least log-loss at every throw), which also played best (long Kendall keeps a steeper one, which
/// played better). README, Figures.
const fn curve_scale(system: System, pieces: u8) -> f64 {
    match (system, pieces) {
        (System::Kendall, 5) => 2.5,
        (System::Kendall, _) => 1.0,
        (System::Bell, _) => 5.0,
        (System::Cycles, _) => 2.5,
        (System::Gods, _) => 1.8,
    }
}
