//! Each player's hash chain: a secret seed hashed [`LENGTH`] times gives the commitment published
//! first; element k is the seed hashed `LENGTH − k` times, so that hashing element k once gives
//! element k − 1. Revealing element k proves every earlier one and tells nothing of the later.

use std::cell::RefCell;
use std::rc::Rc;

use sha2::{Digest as _, Sha256};

/// A SHA-256 value: an element of a chain, or its commitment (element 0).
pub type Digest = [u8; 32];

/// A player's secret: 16 random bytes.
pub type Seed = [u8; 16];

/// The elements in a chain: one for the throw-off and one for each run of throws, so a game may
/// have up to 65,534 runs (the longest recorded game has fewer than 3,000).
pub const LENGTH: u32 = 65_536;

/// Elements kept in memory every this many along a chain, so that any one is a few hundred hashes
/// away.
const CHECKPOINT_EVERY: u32 = 256;

pub fn hash(bytes: &[u8]) -> Digest {
    Sha256::digest(bytes).into()
}

/// `value` hashed `times` times.
pub fn hashed(mut value: Digest, times: u32) -> Digest {
    for _ in 0..times {
        value = hash(&value);
    }
    value
}

/// A chain of one's own, from its seed: its elements found from checkpoints.
struct Chain {
    seed: Seed,
    /// `checkpoints[i]` is element `i · CHECKPOINT_EVERY`.
    checkpoints: Vec<Digest>,
}

impl Chain {
    fn new(seed: Seed) -> Chain {
        let mut checkpoints = vec![[0; 32]; (LENGTH / CHECKPOINT_EVERY) as usize];
        let mut value = hash(&seed);
        for index in (0..LENGTH).rev() {
            if index % CHECKPOINT_EVERY == 0 {
                checkpoints[(index / CHECKPOINT_EVERY) as usize] = value;
            }
            if index > 0 {
                value = hash(&value);
            }
        }
        Chain { seed, checkpoints }
    }

    fn element(&self, index: u32) -> Digest {
        let above = index.div_ceil(CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
        match self.checkpoints.get((above / CHECKPOINT_EVERY) as usize) {
            Some(&checkpoint) => hashed(checkpoint, above - index),
            None => hashed(hash(&self.seed), LENGTH - 1 - index),
        }
    }
}

thread_local! {
    /// The chains of the seeds used lately (building one takes 65,536 hashes).
    static CHAINS: RefCell<Vec<Rc<Chain>>> = const { RefCell::new(Vec::new()) };
}

/// Element `index` (below [`LENGTH`]) of the chain of `seed`; element 0 is its commitment.
pub fn element(seed: &Seed, index: u32) -> Digest {
    debug_assert!(index < LENGTH);
    let chain = CHAINS.with_borrow_mut(|chains| {
        if let Some(place) = chains.iter().position(|c| &c.seed == seed) {
            let chain = chains.remove(place);
            chains.push(chain);
        } else {
            if chains.len() == 4 {
                chains.remove(0);
            }
            chains.push(Rc::new(Chain::new(*seed)));
        }
        Rc::clone(chains.last().expect("just pushed"))
    });
    chain.element(index)
}

/// The elements 0..=k of a chain known by its element k, or `None` when element 0 is not
/// `commitment`: one pass down the chain.
pub fn elements_below(top: (u32, Digest), commitment: &Digest) -> Option<Vec<Digest>> {
    let (index, mut value) = top;
    let mut elements = vec![[0; 32]; index as usize + 1];
    for place in (0..=index as usize).rev() {
        elements[place] = value;
        if place > 0 {
            value = hash(&value);
        }
    }
    (&elements[0] == commitment).then_some(elements)
}

/// Whether `later` is element `to` of the chain whose element `from` is `earlier` (`to ≥ from`).
pub fn follows(earlier: (u32, &Digest), later: (u32, &Digest)) -> bool {
    later.0 >= earlier.0 && later.0 < LENGTH && &hashed(*later.1, later.0 - earlier.0) == earlier.1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_hash_down_to_the_commitment() {
        let seed = [7; 16];
        let commitment = element(&seed, 0);
        assert_eq!(commitment, hashed(hash(&seed), LENGTH - 1));
        for index in [1, 2, 255, 256, 257, 1000, LENGTH - 256, LENGTH - 1] {
            assert_eq!(hash(&element(&seed, index)), element(&seed, index - 1), "element {index}");
        }
        assert!(follows((0, &commitment), (3, &element(&seed, 3))));
        assert!(!follows((2, &element(&seed, 2)), (1, &element(&seed, 1))));
        let below = elements_below((5, element(&seed, 5)), &commitment).unwrap();
        assert_eq!(below[4], element(&seed, 4));
        assert!(elements_below((5, element(&seed, 5)), &[0; 32]).is_none());
    }
}
