//! A small raw-deflate encoder (RFC 1951) for share links: LZ77 matches found through hash
//! chains, written in one block with the fixed Huffman codes. A link's payload is a few
//! hundred bytes, where a dynamic Huffman table costs more than it saves, so this compresses
//! links as well as a full encoder while its code is a tenth of one in the page's wasm.
//! Any inflater reads the output (the links are decoded with miniz_oxide's).

const WINDOW: usize = 32 * 1024;
const MIN_MATCH: usize = 3;
const MAX_MATCH: usize = 258;
/// How many earlier places with the same first three bytes are tried for a match.
const MAX_CHAIN: usize = 256;

const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];

/// Bits written least significant first, as deflate packs them.
struct Bits {
    out: Vec<u8>,
    acc: u32,
    used: u32,
}

impl Bits {
    fn put(&mut self, value: u32, count: u32) {
        self.acc |= value << self.used;
        self.used += count;
        while self.used >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.used -= 8;
        }
    }

    /// A Huffman code: written from its most significant bit.
    fn code(&mut self, code: u32, len: u32) {
        self.put(code.reverse_bits() >> (32 - len), len);
    }
}

/// Earlier places that start with the same three bytes, most recent first.
struct Chains {
    head: Vec<usize>,
    prev: Vec<usize>,
}

const NONE: usize = usize::MAX;
const HASH_BITS: u32 = 12;

impl Chains {
    fn hash(data: &[u8], i: usize) -> usize {
        let v = u32::from(data[i]) << 16 | u32::from(data[i + 1]) << 8 | u32::from(data[i + 2]);
        (v.wrapping_mul(0x9e37_79b1) >> (32 - HASH_BITS)) as usize
    }

    fn insert(&mut self, data: &[u8], i: usize) {
        if i + MIN_MATCH <= data.len() {
            let h = Chains::hash(data, i);
            self.prev[i] = self.head[h];
            self.head[h] = i;
        }
    }

    /// The longest earlier match for the bytes at `i` (length, distance).
    fn longest(&self, data: &[u8], i: usize) -> (usize, usize) {
        let (mut best, mut dist) = (0, 0);
        if i + MIN_MATCH > data.len() {
            return (best, dist);
        }
        let limit = (data.len() - i).min(MAX_MATCH);
        let mut at = self.head[Chains::hash(data, i)];
        for _ in 0..MAX_CHAIN {
            if at == NONE || i - at > WINDOW {
                break;
            }
            let len = (0..limit)
                .take_while(|&k| data[at + k] == data[i + k])
                .count();
            if len > best {
                (best, dist) = (len, i - at);
            }
            at = self.prev[at];
        }
        (best, dist)
    }
}

/// One step of the LZ77 parse: a byte, or a copy of earlier bytes.
#[derive(Clone, Copy)]
enum Token {
    Literal(u8),
    Copy { len: usize, dist: usize },
}

/// Matches found greedily, with one step of lazy matching (a longer match one byte on is
/// worth a literal first).
fn tokens(data: &[u8]) -> Vec<Token> {
    let mut chains = Chains {
        head: vec![NONE; 1 << HASH_BITS],
        prev: vec![NONE; data.len()],
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < data.len() {
        let (len, dist) = chains.longest(data, i);
        let later = if len >= MIN_MATCH && i + 1 < data.len() {
            chains.insert(data, i);
            let next = chains.longest(data, i + 1).0;
            chains.head[Chains::hash(data, i)] = chains.prev[i];
            next
        } else {
            0
        };
        let (token, step) = if len >= MIN_MATCH && later <= len {
            (Token::Copy { len, dist }, len)
        } else {
            (Token::Literal(data[i]), 1)
        };
        out.push(token);
        for k in i..i + step {
            chains.insert(data, k);
        }
        i += step;
    }
    out
}

fn length_symbol(len: usize) -> usize {
    LENGTH_BASE
        .iter()
        .rposition(|&b| b as usize <= len)
        .expect("len >= 3")
}

fn dist_symbol(dist: usize) -> usize {
    DIST_BASE
        .iter()
        .rposition(|&b| b as usize <= dist)
        .expect("dist >= 1")
}

/// Code lengths of a Huffman code for `freq`, none longer than `limit` (frequencies are
/// halved until it fits: rare, and close to optimal for inputs this small).
fn code_lengths(freq: &[u32], limit: u8) -> Vec<u8> {
    let mut freq = freq.to_vec();
    loop {
        let lengths = huffman(&freq);
        if lengths.iter().all(|&l| l <= limit) {
            return lengths;
        }
        for f in freq.iter_mut().filter(|f| **f > 0) {
            *f = (*f).div_ceil(2);
        }
    }
}

/// Plain Huffman code lengths (a symbol alone gets length 1).
fn huffman(freq: &[u32]) -> Vec<u8> {
    // Nodes: the leaves, then each merge; `parent` links them up.
    let mut weight: Vec<u64> = freq.iter().map(|&f| u64::from(f)).collect();
    let mut parent = vec![usize::MAX; freq.len()];
    let mut live: Vec<usize> = (0..freq.len()).filter(|&i| freq[i] > 0).collect();
    while live.len() > 1 {
        live.sort_unstable_by_key(|&n| std::cmp::Reverse((weight[n], n)));
        let (a, b) = (live.pop().expect("two"), live.pop().expect("two"));
        let node = weight.len();
        weight.push(weight[a] + weight[b]);
        parent.push(usize::MAX);
        (parent[a], parent[b]) = (node, node);
        live.push(node);
    }
    // A used symbol's length is its depth in the tree (1 at least: a symbol alone).
    let depth = |leaf: usize| {
        let (mut at, mut depth) = (leaf, 0u8);
        while parent[at] != usize::MAX {
            (at, depth) = (parent[at], depth + 1);
        }
        depth.max(1)
    };
    (0..freq.len())
        .map(|leaf| if freq[leaf] > 0 { depth(leaf) } else { 0 })
        .collect()
}

/// Canonical codes for code lengths (RFC 1951, 3.2.2).
fn canonical(lengths: &[u8]) -> Vec<u32> {
    let mut count = [0u32; 16];
    for &l in lengths.iter().filter(|&&l| l > 0) {
        count[l as usize] += 1;
    }
    let mut next = [0u32; 16];
    for bits in 1..16 {
        next[bits] = (next[bits - 1] + count[bits - 1]) << 1;
    }
    lengths
        .iter()
        .map(|&l| {
            let code = next[l as usize];
            next[l as usize] += u32::from(l > 0);
            code
        })
        .collect()
}

/// A code's lengths as the header writes them: runs of zeros and repeats shortened
/// (symbols 16, 17, 18 with their extra bits).
fn run_lengths(lengths: &[u8]) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lengths.len() {
        let l = lengths[i];
        let run = lengths[i..].iter().take_while(|&&x| x == l).count();
        // (lengths covered, symbol, its extra bits)
        let (covered, symbol, extra) = match (l, run) {
            (0, 11..) => (run.min(138), 18, run.min(138) - 11),
            (0, 3..) => (run, 17, run - 3),
            (_, 4..) => {
                // The length once, then "repeat it" 3 to 6 times.
                out.push((l, 0));
                let n = (run - 1).min(6);
                (n + 1, 16, n - 3)
            }
            _ => (1, l, 0),
        };
        out.push((symbol, extra as u8));
        i += covered;
    }
    out
}

/// The order the code-length code's lengths are written in.
const CL_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// The block's codes (code, length) by symbol: fixed, or made for this data with their
/// description first.
struct Codes {
    lit: Vec<(u32, u8)>,
    dist: Vec<(u32, u8)>,
}

impl Codes {
    fn of(lit: Vec<u8>, dist: Vec<u8>) -> Codes {
        let table = |lengths: Vec<u8>| canonical(&lengths).into_iter().zip(lengths).collect();
        Codes {
            lit: table(lit),
            dist: table(dist),
        }
    }
}

fn fixed_codes() -> Codes {
    let lit_len = |s: usize| match s {
        0..=143 => 8,
        144..=255 => 9,
        256..=279 => 7,
        _ => 8,
    };
    Codes::of((0..288).map(lit_len).collect(), vec![5u8; 30])
}

/// Codes made for these tokens, and the header that describes them.
fn dynamic_codes(tokens: &[Token], bits: &mut Bits) -> Codes {
    let (mut lit_freq, mut dist_freq) = (vec![0u32; 286], vec![0u32; 30]);
    lit_freq[256] = 1;
    for t in tokens {
        match *t {
            Token::Literal(b) => lit_freq[b as usize] += 1,
            Token::Copy { len, dist } => {
                lit_freq[257 + length_symbol(len)] += 1;
                dist_freq[dist_symbol(dist)] += 1;
            }
        }
    }
    // At least one distance code, as some inflaters require.
    dist_freq[0] = dist_freq[0].max(u32::from(dist_freq.iter().all(|&f| f == 0)));
    let (lit, dist) = (code_lengths(&lit_freq, 15), code_lengths(&dist_freq, 15));
    let hlit = 257.max(lit.iter().rposition(|&l| l > 0).map_or(0, |i| i + 1));
    let hdist = 1.max(dist.iter().rposition(|&l| l > 0).map_or(0, |i| i + 1));
    let runs = run_lengths(&[&lit[..hlit], &dist[..hdist]].concat());
    let mut cl_freq = [0u32; 19];
    for &(sym, _) in &runs {
        cl_freq[sym as usize] += 1;
    }
    // Two code-length symbols at least: a code of one would be incomplete, which zlib refuses.
    if cl_freq.iter().filter(|&&f| f > 0).count() < 2 {
        cl_freq[usize::from(cl_freq[0] > 0)] += 1;
    }
    let cl = code_lengths(&cl_freq, 7);
    let cl_codes = canonical(&cl);
    let hclen = 4.max(
        CL_ORDER
            .iter()
            .rposition(|&s| cl[s] > 0)
            .map_or(0, |i| i + 1),
    );
    bits.put((hlit - 257) as u32, 5);
    bits.put((hdist - 1) as u32, 5);
    bits.put((hclen - 4) as u32, 4);
    for &s in &CL_ORDER[..hclen] {
        bits.put(u32::from(cl[s]), 3);
    }
    for &(sym, extra) in &runs {
        bits.code(cl_codes[sym as usize], u32::from(cl[sym as usize]));
        match sym {
            16 => bits.put(u32::from(extra), 2),
            17 => bits.put(u32::from(extra), 3),
            18 => bits.put(u32::from(extra), 7),
            _ => {}
        }
    }
    Codes::of(lit, dist)
}

/// One final block of `tokens`, with fixed (`btype` 1) or dynamic (2) codes.
fn block(tokens: &[Token], btype: u32) -> Vec<u8> {
    let mut bits = Bits {
        out: Vec::new(),
        acc: 0,
        used: 0,
    };
    bits.put(1, 1); // the last block
    bits.put(btype, 2);
    let codes = match btype {
        1 => fixed_codes(),
        _ => dynamic_codes(tokens, &mut bits),
    };
    let put = |bits: &mut Bits, (code, len): (u32, u8)| bits.code(code, u32::from(len));
    for t in tokens {
        match *t {
            Token::Literal(b) => put(&mut bits, codes.lit[b as usize]),
            Token::Copy { len, dist } => {
                let l = length_symbol(len);
                put(&mut bits, codes.lit[257 + l]);
                bits.put(
                    (len - LENGTH_BASE[l] as usize) as u32,
                    LENGTH_EXTRA[l] as u32,
                );
                let d = dist_symbol(dist);
                put(&mut bits, codes.dist[d]);
                bits.put((dist - DIST_BASE[d] as usize) as u32, DIST_EXTRA[d] as u32);
            }
        }
    }
    put(&mut bits, codes.lit[256]); // end of block
    bits.put(0, 7); // flush the last byte
    bits.out
}

/// `data` as raw deflate: one block, with whichever codes make it shorter.
pub fn deflate(data: &[u8]) -> Vec<u8> {
    let tokens = tokens(data);
    let (fixed, dynamic) = (block(&tokens, 1), block(&tokens, 2));
    if dynamic.len() < fixed.len() {
        dynamic
    } else {
        fixed
    }
}
