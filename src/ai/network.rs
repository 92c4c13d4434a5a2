//! The network evaluation: the learnt linear evaluation's logit (`learned`) plus a hidden layer of
//! [`HIDDEN`] units over the same features of both sides and whose throw it is, learnt by TD(λ)
//! from games of the network against itself (`senet train --network`, which writes the weights
//! `networks/` holds, for the systems where a network played better than the linear evaluation),
//! and for some options distilled further (`distil`, `senet train --distil`) or learnt further
//! with more features (the best level's, [`BEST`]).
//! The hidden layer looks at the position from each side in turn and counts the two views against
//! each other, so that the two sides' chances always sum to one; its output weights start at zero,
//! so learning starts from the linear evaluation exactly.
//!
//! An endgame network has the same shape and evaluates only the positions of its endgame groups
//! (few pieces left), learnt from their exact values (`learn_exact`, `senet train --endgame`) rather
//! than from games: the game's network, which met such positions seldom, judged them no better than
//! the linear evaluation.

use std::sync::OnceLock;

use super::learned::{features_of, Schedule, Weights, FEATURES};
use super::{Looking, Returns};
use crate::engine::{next_action, Game, Options, Player, Seeded, Side, Stage, System};

/// Hidden units.
pub const HIDDEN: usize = 40;
/// Each view's inputs: the viewing side's features, the other side's, and whether the viewing
/// side throws next.
const INPUTS: usize = 2 * FEATURES + 1;
const TO_THROW: usize = 2 * FEATURES;
/// Where each kind of parameter starts in [`Network::parameters`]: the linear weights (the
/// features', then the tempo), the inputs' weights (input-major: each input's weights to every
/// hidden unit side by side), the hidden units' biases, their output weights.
const LINEAR: usize = 0;
const TEMPO: usize = FEATURES;
const INPUT_WEIGHTS: usize = FEATURES + 1;
const BIASES: usize = INPUT_WEIGHTS + INPUTS * HIDDEN;
const OUTPUTS: usize = BIASES + HIDDEN;
/// Every parameter.
pub const PARAMETERS: usize = OUTPUTS + HIDDEN;

/// A file of `networks/`: little-endian `f32`s in the order above, the build failing for a file
/// written for another shape.
macro_rules! network_file {
    ($path:literal) => {{
        const BYTES: &[u8] = include_bytes!($path);
        const _: () = assert!(BYTES.len() == 4 * PARAMETERS, concat!($path, " was written for another shape"));
        BYTES
    }};
}

/// The networks self-play learnt (`senet train --network`), by system, with the pieces a side has in
/// the games each plays. Kendall's, learnt from games of five pieces, plays long Kendall too (its
/// features count the race per piece): there it beat grandmaster-linear as it does with five.
/// Bell's learnt before a Bell piece on its own domain was a feature: its weights from those
/// features are zero, so grandmaster-2 plays as it did. The app leaves them out: grandmaster-2 is
/// for matches, and the best level has a network of its own wherever one of these plays ([`BEST`]);
/// they were two networks of the weights it downloads after the first board.
#[cfg(not(target_arch = "wasm32"))]
const NETWORKS: [(System, &[u8], &[u8]); 2] = [
    (System::Kendall, &[5, 7], network_file!("networks/kendall-5.bin")),
    (System::Bell, &[5], network_file!("networks/bell-5.bin")),
];
#[cfg(target_arch = "wasm32")]
const NETWORKS: [(System, &[u8], &[u8]); 0] = [];
/// The networks the best level evaluates with where they are not the game's self-play network, by
/// system and pieces. Kendall's, with five pieces and with seven, distilled from it (`senet train
/// --distil`; with seven the best level held a pair at the end and moved its other pieces back and
/// forth for thousands of throws rather than race, until it counted its own pieces' returns:
/// `Returns`). Bell's, learnt further from it (60,000 games one throw ahead, rate 0.005) with its
/// pieces on their own domains as features (B5, `learned::features_of`): the best level with it won
/// 56.5% of 200 games against grandmaster-2 where it had won 46.0% with a network distilled from
/// the self-play one (README).
const BEST: [(System, u8, &[u8]); 3] = [
    (System::Kendall, 5, network_file!("networks/kendall-5-distilled.bin")),
    (System::Kendall, 7, network_file!("networks/kendall-7-distilled.bin")),
    (System::Bell, 5, network_file!("networks/bell-5-domains.bin")),
];
/// The endgame networks: learnt from the exact values (`senet train --endgame`) of the groups of
/// [`ENDGAME_GROUPS`] in games of these options, where the game's network judged as badly as the
/// linear evaluation (it learnt from whole games, and most positions of a group no game reaches).
const ENDGAMES: [(System, u8, &[u8]); 1] = [(System::Kendall, 5, network_file!("networks/kendall-5-endgame.bin"))];
/// The endgame groups (`endgame::solve`): the spools' and the cones' pieces left to play, at most.
pub const ENDGAME_GROUPS: [[u8; 2]; 2] = [[2, 1], [1, 2]];

/// The best level's network for a game of `options`, where one has been learnt: its own where
/// [`BEST`] has one, else the one self-play learnt.
pub fn of(options: &Options) -> Option<&'static Network> {
    static READ: [OnceLock<Network>; BEST.len()] = [const { OnceLock::new() }; BEST.len()];
    match row_for(&BEST, options) {
        Some(index) => Some(read(&READ[index], BEST[index].2)),
        None => self_play(options),
    }
}

/// The network self-play learnt for a game of `options`, where one has been (never in the app):
/// grandmaster-2's, and what distillation and the endgame network start from.
pub fn self_play(options: &Options) -> Option<&'static Network> {
    static READ: [OnceLock<Network>; NETWORKS.len()] = [const { OnceLock::new() }; NETWORKS.len()];
    let index = NETWORKS.iter().position(|&(system, pieces, _)| system == options.system && pieces.contains(&options.pieces))?;
    Some(read(&READ[index], NETWORKS[index].2))
}

/// The endgame network that evaluates `game`, if it is in a group one has learnt.
pub fn of_endgame(game: &Game) -> Option<&'static Network> {
    static READ: [OnceLock<Network>; ENDGAMES.len()] = [const { OnceLock::new() }; ENDGAMES.len()];
    let options = game.options();
    let index = row_for(&ENDGAMES, options)?;
    let left = Side::BOTH.map(|side| left_to_play(game, side));
    ENDGAME_GROUPS.iter().any(|group| left[0] <= group[0] && left[1] <= group[1]).then(|| read(&READ[index], ENDGAMES[index].2))
}

/// `network`'s chance, and the endgame network's where it has learnt the position: a network as the
/// best level evaluates with it, for distillation and screening.
pub fn with_endgame(network: &Network) -> impl Fn(&Game, Side) -> f64 + '_ {
    |game, me| of_endgame(game).unwrap_or(network).chance(game, me)
}

/// The row of a table of networks by system and pieces ([`BEST`], [`ENDGAMES`]) for `options`.
fn row_for(table: &[(System, u8, &[u8])], options: &Options) -> Option<usize> {
    table.iter().position(|&(system, pieces, _)| system == options.system && pieces == options.pieces)
}

/// A side's pieces not yet borne off, drowned ones included: what an endgame group counts.
pub fn left_to_play(game: &Game, side: Side) -> u8 {
    game.options().pieces - game.off_board(side)
}

fn read(cell: &'static OnceLock<Network>, bytes: &[u8]) -> &'static Network {
    cell.get_or_init(|| Network::from_bytes(bytes).expect("the shape is checked when compiled"))
}

/// A side's features that are not zero: at most seven pieces' squares and the ten features past
/// the squares. Small, as it is built twice at every position the search evaluates.
struct Features {
    len: usize,
    items: [(u8, f32); 24],
}

impl Features {
    fn of(game: &Game, side: Side) -> Features {
        let mut features = Features { len: 0, items: [(0, 0.0); 24] };
        features_of(game, side, |index, value| {
            if value != 0.0 {
                features.items[features.len] = (index as u8, value as f32);
                features.len += 1;
            }
        });
        features
    }

    fn iter(&self) -> impl Iterator<Item = (usize, f32)> + '_ {
        self.items[..self.len].iter().map(|&(index, value)| (usize::from(index), value))
    }
}

/// A view's inputs with their values: `own` side's features, `other`'s, and whether `own` throws next.
fn inputs<'a>(own: &'a Features, other: &'a Features, to_throw: bool) -> impl Iterator<Item = (usize, f32)> + 'a {
    own.iter().chain(other.iter().map(|(i, v)| (FEATURES + i, v))).chain(to_throw.then_some((TO_THROW, 1.0)))
}

/// Where an input's weights to the hidden units are in the parameters.
fn weights_of(input: usize) -> std::ops::Range<usize> {
    INPUT_WEIGHTS + input * HIDDEN..INPUT_WEIGHTS + (input + 1) * HIDDEN
}

/// One view's hidden units after their squashing.
type Hidden = [f32; HIDDEN];

#[derive(Clone, Debug, PartialEq)]
pub struct Network {
    parameters: Vec<f32>,
}

impl Network {
    /// The linear evaluation `linear` with hidden units whose input weights are small and random
    /// (from `seed`) and whose output weights are zero: the same chances as `linear`.
    pub fn start(linear: &Weights, seed: u64) -> Network {
        let mut parameters = vec![0.0; PARAMETERS];
        for (p, w) in parameters[LINEAR..TEMPO].iter_mut().zip(&linear.features) {
            *p = *w as f32;
        }
        parameters[TEMPO] = linear.tempo as f32;
        let mut random = Seeded::new(seed);
        for p in &mut parameters[INPUT_WEIGHTS..BIASES] {
            // Uniform in ±0.2.
            *p = (random.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * 0.4 - 0.2;
        }
        Network { parameters }
    }

    /// Weights as [`Network::to_bytes`] writes them; `None` for any other length.
    pub fn from_bytes(bytes: &[u8]) -> Option<Network> {
        (bytes.len() == 4 * PARAMETERS).then(|| Network {
            parameters: bytes.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect(),
        })
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        self.parameters.iter().flat_map(|p| p.to_le_bytes()).collect()
    }

    /// The hidden units of the view of `own` against `other`.
    fn hidden(&self, own: &Features, other: &Features, to_throw: bool) -> Hidden {
        let mut sums: Hidden = self.parameters[BIASES..OUTPUTS].try_into().expect("HIDDEN biases");
        for (input, value) in inputs(own, other, to_throw) {
            let weights = &self.parameters[weights_of(input)];
            for (sum, w) in sums.iter_mut().zip(weights) {
                *sum += value * w;
            }
        }
        sums.map(squash)
    }

    fn output(&self, hidden: &Hidden) -> f32 {
        hidden.iter().zip(&self.parameters[OUTPUTS..]).map(|(h, v)| h * v).sum()
    }

    /// The logit of `me`'s chance, and through `gradient` (when given) its derivative by each
    /// parameter.
    fn logit(&self, game: &Game, me: Side, gradient: Option<&mut [f32]>) -> f32 {
        let mine = Features::of(game, me);
        let theirs = Features::of(game, me.opponent());
        let my_throw = game.to_move() == me;
        let tempo_sign = if my_throw { 1.0 } else { -1.0 };
        let linear = |features: &Features| features.iter().map(|(i, v)| v * self.parameters[LINEAR + i]).sum::<f32>();
        let my_view = self.hidden(&mine, &theirs, my_throw);
        let their_view = self.hidden(&theirs, &mine, !my_throw);
        let z = tempo_sign * self.parameters[TEMPO] + linear(&mine) - linear(&theirs) + self.output(&my_view) - self.output(&their_view);
        if let Some(gradient) = gradient {
            gradient.fill(0.0);
            gradient[TEMPO] = tempo_sign;
            for (i, v) in mine.iter() {
                gradient[LINEAR + i] += v;
            }
            for (i, v) in theirs.iter() {
                gradient[LINEAR + i] -= v;
            }
            for (sign, hidden, own, other, to_throw) in [(1.0, &my_view, &mine, &theirs, my_throw), (-1.0, &their_view, &theirs, &mine, !my_throw)] {
                let mut by_sum = [0.0; HIDDEN];
                for h in 0..HIDDEN {
                    gradient[OUTPUTS + h] += sign * hidden[h];
                    // tanh's derivative, close to the approximant's.
                    by_sum[h] = sign * self.parameters[OUTPUTS + h] * (1.0 - hidden[h] * hidden[h]);
                    gradient[BIASES + h] += by_sum[h];
                }
                for (input, value) in inputs(own, other, to_throw) {
                    let row = &mut gradient[weights_of(input)];
                    for (g, b) in row.iter_mut().zip(&by_sum) {
                        *g += value * b;
                    }
                }
            }
        }
        z
    }

    /// The chance that `me` wins `game` (not over).
    pub fn chance(&self, game: &Game, me: Side) -> f64 {
        logistic(f64::from(self.logit(game, me, None)))
    }
}

/// The hidden units' squashing: tanh's Padé approximant, clamped where it reaches ±1 (at ±3). The
/// search evaluates tens of thousands of positions a move, and tanh itself took most of the time.
fn squash(x: f32) -> f32 {
    let x = x.clamp(-3.0, 3.0);
    x * (27.0 + x * x) / (27.0 + 9.0 * x * x)
}

fn logistic(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// The network's chance as it plays while it learns: itself alone, no endgame network.
fn learning(network: &Network) -> impl Fn(&Game, Side) -> f64 + '_ {
    |game, me| match game.winner() {
        Some(winner) => f64::from(u8::from(winner == me)),
        None => network.chance(game, me),
    }
}

/// Actions after which a game of learning is ended as a draw (a game takes about 1,000).
pub const LONGEST_GAME: usize = 3_000;

/// What learning did: the network, and the games ended as draws.
pub struct Trained {
    pub network: Network,
    pub draws: u32,
}

/// TD(λ) from self-play (TD-Gammon): both sides are the network being learnt, choosing by it as
/// it is at each move; after every throw the estimate of the position before it moves towards the
/// estimate of the next (and the last towards the outcome), both from the spools' side. The same
/// start and schedule always learn the same network.
pub fn train(options: Options, start: Network, schedule: &Schedule, mut progress: impl FnMut(u32, u32)) -> Trained {
    let mut network = start;
    let mut gradient = vec![0.0; PARAMETERS];
    let mut trace = vec![0.0; PARAMETERS];
    let mut draws = 0;
    for game_number in 0..schedule.games {
        progress(game_number, draws);
        let rate = (schedule.rate * (1.0 - 0.9 * f64::from(game_number) / f64::from(schedule.games))) as f32;
        let lambda = schedule.lambda as f32;
        let mut throws = Seeded::new(schedule.seed ^ u64::from(game_number).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut game = Game::new(options);
        trace.fill(0.0);
        let mut before: Option<f32> = None;
        let mut left = [Returns::default(), Returns::default()];
        let mut actions = 0;
        loop {
            let action = (actions < LONGEST_GAME).then(|| {
                let [spools_left, cones_left] = &mut left;
                let mut spools = Looking { evaluate: learning(&network), depth: schedule.depth, left: spools_left };
                let mut cones = Looking { evaluate: learning(&network), depth: schedule.depth, left: cones_left };
                let mut players: [&mut dyn Player; 2] = [&mut spools, &mut cones];
                next_action(&game, &mut throws, &mut players)
            }).flatten();
            let now = match (action, game.winner()) {
                (None, Some(winner)) => f32::from(u8::from(winner == Side::Spools)),
                // Round and round: learnt as a draw, so that a side ahead learns to break it.
                (None, None) => {
                    draws += 1;
                    0.5
                }
                (Some(_), _) if matches!(game.stage(), Stage::Throw) => logistic(f64::from(network.logit(&game, Side::Spools, Some(&mut gradient)))) as f32,
                (Some(action), _) => {
                    game.act(action).expect("players choose legal actions");
                    actions += 1;
                    continue;
                }
            };
            if let Some(before) = before {
                let step = rate * (now - before);
                for (p, e) in network.parameters.iter_mut().zip(&trace) {
                    *p += step * e;
                }
            }
            let Some(action) = action else { break };
            for (e, g) in trace.iter_mut().zip(&gradient) {
                *e = lambda * *e + g;
            }
            before = Some(now);
            game.act(action).expect("players choose legal actions");
            actions += 1;
        }
    }
    Trained { network, draws }
}

/// Learning from exact values (the endgames `endgame::solve` finds): each epoch goes once through
/// `examples` (a position at the throw and the spools' exact chance there) in an order of its own
/// from `seed`, moving the network's chance towards the exact one (gradient descent on the
/// cross-entropy, whose gradient by the logit is the difference of the chances). The rate falls
/// linearly to a tenth of `rate` over the epochs.
pub fn learn_exact(start: Network, examples: &[(Game, f32)], epochs: u32, rate: f64, seed: u64, mut progress: impl FnMut(u32, &Network)) -> Network {
    let mut network = start;
    let mut gradient = vec![0.0; PARAMETERS];
    let mut order: Vec<u32> = (0..examples.len() as u32).collect();
    let mut random = Seeded::new(seed);
    let steps = f64::from(epochs) * examples.len() as f64;
    let mut step_number = 0.0;
    for epoch in 0..epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, (random.next_u64() % (i as u64 + 1)) as usize);
        }
        for &index in &order {
            let (game, exact) = &examples[index as usize];
            let z = network.logit(game, Side::Spools, Some(&mut gradient));
            let step = (rate * (1.0 - 0.9 * step_number / steps)) as f32 * (exact - logistic(f64::from(z)) as f32);
            step_number += 1.0;
            for (p, g) in network.parameters.iter_mut().zip(&gradient) {
                *p += step * g;
            }
        }
        progress(epoch + 1, &network);
    }
    network
}

#[cfg(test)]
mod tests {
    use super::*;

    /// B5's features (a Bell piece on its own domain, in the slots of Kendall's squares) came after
    /// Bell's self-play network: nothing of it reads them, in either side's view, so grandmaster-2
    /// plays as before; the best level's Bell network reads those of the domains' squares (1 to 10).
    #[test]
    fn bell_s_self_play_network_does_not_read_the_domains() {
        let bell = Options::new(System::Bell, 5);
        let reads = |network: &Network, slot: usize| {
            network.parameters[LINEAR + slot] != 0.0 || [slot, FEATURES + slot].iter().any(|&input| network.parameters[weights_of(input)].iter().any(|&w| w != 0.0))
        };
        let (self_played, best) = (self_play(&bell).unwrap(), of(&bell).unwrap());
        assert!((0..30).all(|slot| !reads(self_played, slot)));
        let domains = usize::from(bell.zone_end());
        assert_eq!((0..30).filter(|&slot| reads(best, slot)).collect::<Vec<_>>(), (0..domains).collect::<Vec<_>>());
    }
}
