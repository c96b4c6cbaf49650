//! The seeded random number generator every game uses (shuffles, deals, first player).
//! PCG (rand_pcg) is small, fast and gives the same numbers on every platform, so a
//! record (seed + moves) replays identically in the browser and in native tests.

use rand_core::Rng as _;
use rand_pcg::Pcg64Mcg;

#[derive(Clone, Debug, PartialEq)]
pub struct Rng(Pcg64Mcg);

impl Rng {
    pub fn new(seed: u64) -> Self {
        // Spread the seed over 128 bits (SplitMix64 twice) so nearby seeds give unrelated
        // streams; the MCG needs an odd state, so one bit is forced, never taken from the seed.
        let hi = splitmix64(seed);
        let lo = splitmix64(hi ^ seed);
        Rng(Pcg64Mcg::new((u128::from(hi) << 64 | u128::from(lo)) | 1))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform number in `0..n` (n > 0), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "Rng::below(0)");
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }

    /// A number in `0..n` (n > 0) for simulations: a multiply and a shift instead of `below`'s
    /// divisions, uniform to within n / 2^64. Never for deals or shuffles of a real game:
    /// replays depend on `below`'s exact numbers.
    #[inline]
    pub fn quick_below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// Fisher–Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len() as u64) as usize])
        }
    }
}

fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A 64-bit FNV-1a hash of a text: a stable name for it (the same on every machine and
/// version), not a secret.
pub fn hash_str(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers_different_seed_different_numbers() {
        let a: Vec<u64> = (0..8)
            .scan(Rng::new(7), |r, _| Some(r.next_u64()))
            .collect();
        let b: Vec<u64> = (0..8)
            .scan(Rng::new(7), |r, _| Some(r.next_u64()))
            .collect();
        let c: Vec<u64> = (0..8)
            .scan(Rng::new(8), |r, _| Some(r.next_u64()))
            .collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn neighbouring_seeds_give_different_streams() {
        let firsts: std::collections::HashSet<u64> =
            (0..1000).map(|s| Rng::new(s).next_u64()).collect();
        assert_eq!(firsts.len(), 1000);
    }

    #[test]
    fn below_stays_in_range_and_hits_every_value() {
        let mut rng = Rng::new(1);
        let mut seen = [0u32; 5];
        for _ in 0..1000 {
            seen[rng.below(5) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 100), "{seen:?}");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut v: Vec<u32> = (0..40).collect();
        Rng::new(3).shuffle(&mut v);
        assert_ne!(v, (0..40).collect::<Vec<_>>());
        v.sort();
        assert_eq!(v, (0..40).collect::<Vec<_>>());
    }
}
