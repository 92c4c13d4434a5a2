//! The 30 squares of the track (RULES.md §0): Kendall numbering, the eight Houses and the 22 Tarot cards.

/// Where a piece is borne off to: one past the last square.
pub const BORNE_OFF: u8 = 31;
/// Where an entering Bell piece comes from (B3).
pub const OFF_BOARD: u8 = 0;

pub const REBIRTH: u8 = 15;
pub const NET: u8 = 16;
pub const BA: u8 = 21;
pub const BEAUTY: u8 = 26;
pub const WATER: u8 = 27;

/// The eight named Houses.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum House {
    Rebirth,
    Net,
    Ba,
    Beauty,
    Water,
    ThreeTruths,
    IsisAndNephthys,
    RisingSun,
}

impl House {
    pub const fn at(square: u8) -> Option<House> {
        Some(match square {
            15 => House::Rebirth,
            16 => House::Net,
            21 => House::Ba,
            26 => House::Beauty,
            27 => House::Water,
            28 => House::ThreeTruths,
            29 => House::IsisAndNephthys,
            30 => House::RisingSun,
            _ => return None,
        })
    }
}

/// Bit mask of the eight Houses (bit n = square n): nobody is captured there (K7).
pub const HOUSES: u32 = 1 << 15 | 1 << 16 | 1 << 21 | 1 << 26 | 1 << 27 | 1 << 28 | 1 << 29 | 1 << 30;

/// The square as a one-bit mask (bit n = square n).
pub(crate) const fn bit(square: u8) -> u32 {
    1 << square
}

/// The squares 1–30.
pub(crate) const TRACK: u32 = run(1, 30);

/// The squares `from..=to` as a mask (empty when `to` is `from` − 1).
pub(crate) const fn run(from: u8, to: u8) -> u32 {
    (1 << (to + 1)) - (1 << from)
}

pub const fn is_house(square: u8) -> bool {
    HOUSES >> square & 1 == 1
}

/// The Major Arcanum (0–XXI) on a square that is not a House: squares 1–14 carry 0–XIII,
/// 17–20 XIV–XVII, 22–25 XVIII–XXI.
pub const fn arcanum(square: u8) -> Option<u8> {
    match square {
        1..=14 => Some(square - 1),
        17..=20 => Some(square - 3),
        22..=25 => Some(square - 4),
        _ => None,
    }
}

/// Row (0 = top) and column (0 = left) of a square on the 10×3 board: the track snakes
/// 1→10 left to right, 11→20 right to left, 21→30 left to right.
pub const fn cell(square: u8) -> (u8, u8) {
    let row = (square - 1) / 10;
    let along = (square - 1) % 10;
    let column = if row == 1 { 9 - along } else { along };
    (row, column)
}

/// The square at a row and column, the inverse of [`cell`].
pub const fn square_at(row: u8, column: u8) -> u8 {
    let along = if row == 1 { 9 - column } else { column };
    row * 10 + along + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tarot_order_matches_the_clubs_record() {
        assert_eq!(arcanum(1), Some(0));
        assert_eq!(arcanum(5), Some(4)); // the Emperor
        assert_eq!(arcanum(10), Some(9)); // the Hermit
        assert_eq!(arcanum(17), Some(14));
        assert_eq!(arcanum(25), Some(21));
        let cards = (1..=30).filter_map(arcanum).collect::<Vec<_>>();
        assert_eq!(cards, (0..22).collect::<Vec<_>>());
        assert_eq!((1..=30).filter(|&s| is_house(s)).count(), 8);
        assert!((1..=30).all(|s| is_house(s) == House::at(s).is_some()));
    }

    #[test]
    fn track_snakes_over_three_rows() {
        assert_eq!(cell(1), (0, 0));
        assert_eq!(cell(10), (0, 9));
        assert_eq!(cell(11), (1, 9));
        assert_eq!(cell(20), (1, 0));
        assert_eq!(cell(21), (2, 0));
        assert_eq!(cell(30), (2, 9));
        assert!((1..=30).all(|s| {
            let (r, c) = cell(s);
            square_at(r, c) == s
        }));
    }
}
