//! Digits of any base written as text of sixty-four URL-safe characters, in blocks of ten: what a
//! share link and a friend's link are made of.

/// Sixty-four characters that need no escaping in a URL fragment.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/// The value of one character of the alphabet.
pub(crate) fn digit_value(c: u8) -> Option<u8> {
    ALPHABET.iter().position(|&a| a == c).map(|d| d as u8)
}

/// The values of a text's characters; `None` if one is not of the alphabet.
pub(crate) fn digit_values(text: &str) -> Option<Vec<u8>> {
    text.bytes().map(digit_value).collect()
}

/// Format 2 packs digits into blocks of ten characters, sixty bits.
const BLOCK_CHARS: usize = 10;
const BLOCK_LIMIT: u64 = 1 << (6 * BLOCK_CHARS);

/// Digits and their bases, written in order into blocks of [`BLOCK_CHARS`] characters: each block
/// holds the digits whose bases multiply to less than 2⁶⁰, the first digit least significant, so that
/// a reader takes them in the same order without knowing the later bases in advance.
pub(crate) struct Writer {
    text: String,
    value: u64,
    product: u64,
}

impl Writer {
    pub(crate) fn new() -> Writer {
        Writer { text: String::new(), value: 0, product: 1 }
    }

    pub(crate) fn put(&mut self, digit: u32, base: u32) {
        debug_assert!(digit < base);
        if !fits(self.product, base) {
            self.flush(BLOCK_CHARS);
        }
        self.value += u64::from(digit) * self.product;
        self.product *= u64::from(base);
    }

    /// Write the block, at least `width` characters (the last block: no more than it needs).
    fn flush(&mut self, width: usize) {
        let mut value = self.value;
        let mut written = 0;
        while value > 0 || written < width {
            self.text.push(char::from(ALPHABET[(value % 64) as usize]));
            value /= 64;
            written += 1;
        }
        (self.value, self.product) = (0, 1);
    }

    /// Bytes, a digit of base 256 each.
    pub(crate) fn put_bytes(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.put(u32::from(byte), 256);
        }
    }

    pub(crate) fn into_text(mut self) -> String {
        self.flush(0);
        self.text
    }
}

/// Where the digits of a link are read from, in the order they were written.
pub(crate) trait Digits {
    /// The next digit of base `base` (0 once nothing is left).
    fn take(&mut self, base: u32) -> u32;
    /// Whether nothing is left: the end marker was read, or the text was cut short.
    fn is_empty(&self) -> bool;
}

/// Whether a digit of base `base` still fits in a block whose digits' bases multiply to `product`.
fn fits(product: u64, base: u32) -> bool {
    u128::from(product) * u128::from(base) <= u128::from(BLOCK_LIMIT)
}

/// Format 2: blocks of [`BLOCK_CHARS`] characters (as base-64 digit values), read one after another.
pub(crate) struct BlockReader<'a> {
    digits: &'a [u8],
    value: u64,
    product: u64,
    /// A block had digits left over when the next began: the writer never leaves any.
    spare: bool,
}

impl BlockReader<'_> {
    pub(crate) fn new(digits: &[u8]) -> BlockReader<'_> {
        BlockReader { digits, value: 0, product: BLOCK_LIMIT, spare: false }
    }
}

impl Digits for BlockReader<'_> {
    fn take(&mut self, base: u32) -> u32 {
        if !fits(self.product, base) {
            self.spare |= self.value != 0;
            let (block, rest) = self.digits.split_at(self.digits.len().min(BLOCK_CHARS));
            self.value = block.iter().rev().fold(0, |v, &d| v * 64 + u64::from(d));
            (self.digits, self.product) = (rest, 1);
        }
        let digit = self.value % u64::from(base);
        self.value /= u64::from(base);
        self.product *= u64::from(base);
        digit as u32
    }

    fn is_empty(&self) -> bool {
        self.value == 0 && self.digits.is_empty() && !self.spare
    }
}


impl BlockReader<'_> {
    /// Bytes written by [`Writer::put_bytes`].
    pub(crate) fn take_bytes<const N: usize>(&mut self) -> [u8; N] {
        std::array::from_fn(|_| self.take(256) as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_pack_into_blocks_and_unpack() {
        let mut digits = Writer::new();
        let values = [(3, 7), (0, 2), (65535, 65536), (4, 5), (1, 1 << 24), (99_999, 100_000), (0, 6), (1, 2)];
        for _ in 0..20 {
            for (d, b) in values {
                digits.put(d, b);
            }
        }
        let text = digits.into_text();
        assert!(!text.ends_with('A'));
        let digits = text.bytes().map(|c| digit_value(c).unwrap()).collect::<Vec<_>>();
        let mut reader = BlockReader::new(&digits);
        for _ in 0..20 {
            for (d, b) in values {
                assert_eq!(reader.take(b), d);
            }
        }
        assert!(reader.is_empty());
    }
}
