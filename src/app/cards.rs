//! What each square shows: the 22 Major Arcana and the eight Houses, with their emblems drawn
//! as SVG paths on a 24×24 grid (everything ships in the build: no images, no fonts).

use crate::engine::squares::{arcanum, House};

/// The Major Arcana in order (the Rider–Waite names, whose IV and IX match the club's record).
const ARCANA: [(&str, &str); 22] = [
    ("0", "The Fool"),
    ("I", "The Magician"),
    ("II", "The High Priestess"),
    ("III", "The Empress"),
    ("IV", "The Emperor"),
    ("V", "The Hierophant"),
    ("VI", "The Lovers"),
    ("VII", "The Chariot"),
    ("VIII", "Strength"),
    ("IX", "The Hermit"),
    ("X", "Wheel of Fortune"),
    ("XI", "Justice"),
    ("XII", "The Hanged Man"),
    ("XIII", "Death"),
    ("XIV", "Temperance"),
    ("XV", "The Devil"),
    ("XVI", "The Tower"),
    ("XVII", "The Star"),
    ("XVIII", "The Moon"),
    ("XIX", "The Sun"),
    ("XX", "Judgement"),
    ("XXI", "The World"),
];

/// One emblem per arcanum, in the same order.
const ARCANA_EMBLEMS: [&str; 22] = [
    "M12 4a8 8 0 1 0 0.01 0z",                                        // the Fool: the zero
    "M4 12c0-4 6-4 8 0s8 4 8 0-6-4-8 0-8 4-8 0z",                      // the Magician: the lemniscate
    "M6 4v16M18 4v16M4 4h4M16 4h4M4 20h4M16 20h4",                     // the High Priestess: two pillars
    "M12 4a5 5 0 1 0 0.01 0zM12 14v7M8.5 17.5h7",                      // the Empress: Venus
    "M5 9h14v11H5zM5 9l3-5 4 4 4-4 3 5",                               // the Emperor: a crowned throne
    "M12 3v18M7 7h10M8 11h8M9 15h6",                                   // the Hierophant: the triple cross
    "M9 12a5 5 0 1 0 0.01 0zM15 12a5 5 0 1 0 0.01 0z",                 // the Lovers: two circles
    "M4 8h16v8H4zM8 19a2 2 0 1 0 0.01 0zM16 19a2 2 0 1 0 0.01 0z",     // the Chariot
    "M12 3l9 17H3z",                                                   // Strength: the triangle of fire
    "M12 4l2 4h4l-3 3 1 5-4-3-4 3 1-5-3-3h4z",                         // the Hermit: the lantern's star
    "M12 3a9 9 0 1 0 0.01 0zM12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4", // the Wheel
    "M12 3v18M5 7h14M5 7l-3 7h6zM19 7l-3 7h6z",                        // Justice: the scales
    "M6 4h12M12 4v6M12 10l-5 10h10z",                                  // the Hanged Man
    "M5 20L19 4M19 4c-6 0-11 3-13 8",                                  // Death: the scythe
    "M4 5h7l-3.5 7zM13 12h7l-3.5 7zM7.5 12v7M16.5 5v7",               // Temperance: two cups
    "M12 21l-3-9 8-4H7l8 4z",                                          // the Devil: the reversed star
    "M8 21V6l4-3 4 3v15zM16 10l-4 4 3 1-4 4",                          // the Tower and its lightning
    "M12 2l2 8 8 2-8 2-2 8-2-8-8-2 8-2z",                              // the Star
    "M15 3a9 9 0 1 0 0 18a7 7 0 1 1 0-18z",                            // the Moon
    "M12 8a4 4 0 1 0 0.01 0zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M19 5l-2 2M7 17l-2 2", // the Sun
    "M4 10l12-5v14L4 14zM16 12h5",                                     // Judgement: the trumpet
    "M12 3c5 0 7 4 7 9s-2 9-7 9-7-4-7-9 2-9 7-9z",                     // the World: the wreath
];

/// What a square is: a Tarot card or a House.
pub struct Face {
    /// The numeral of the card, or the House's symbol letter.
    pub numeral: &'static str,
    pub name: &'static str,
    pub emblem: &'static str,
    pub house: Option<House>,
}

pub fn house_name(house: House) -> &'static str {
    match house {
        House::Rebirth => "House of Rebirth",
        House::Net => "House of the Net",
        House::Ba => "House of Ba",
        House::Beauty => "House of Beauty",
        House::Water => "House of Water",
        House::ThreeTruths => "House of Three Truths",
        House::IsisAndNephthys => "House of Isis and Nephthys",
        House::RisingSun => "House of the Rising Sun",
    }
}

/// What the House does, in a line (RULES.md K10–K15).
pub fn house_rule(house: House) -> &'static str {
    match house {
        House::Rebirth => "Landing here gives an extra throw; drowned pieces come back to life here.",
        House::Net => "Landing here costs a throw: a pending extra throw, or else the next turn.",
        House::Ba => "A piece landing here goes on by the same value: the move counts twice.",
        House::Beauty => "A piece landing here makes a fate throw: 1 drowns it, 2–4 send it to 28–30, 5 back to the Net.",
        House::Water => "A piece landing here drowns and waits above the board to be revived on 15.",
        House::ThreeTruths => "A piece here leaves the board with a throw of 3.",
        House::IsisAndNephthys => "A piece here leaves the board with a throw of 2.",
        House::RisingSun => "A piece here leaves the board with a throw of 1.",
    }
}

fn house_emblem(house: House) -> &'static str {
    match house {
        House::Rebirth => "M12 3a3 4 0 1 0 0.01 0zM12 11v10M7 12h10",       // the ankh
        House::Net => "M4 4h16v16H4zM4 9h16M4 15h16M9 4v16M15 4v16",          // the net
        House::Ba => "M3 9l9 5 9-5M12 14v5M12 6a2 2 0 1 0 0.01 0z",           // the Ba bird
        House::Beauty => "M12 21V11M12 11c-5 0-7-4-7-8 3 0 6 2 7 5 1-3 4-5 7-5 0 4-2 8-7 8z", // the lotus
        House::Water => "M3 9c3-3 6 3 9 0s6 3 9 0M3 15c3-3 6 3 9 0s6 3 9 0", // the waves
        House::ThreeTruths => "M7 5v14M12 5v14M17 5v14",
        House::IsisAndNephthys => "M9 5v14M15 5v14",
        House::RisingSun => "M3 17h18M7 17a5 5 0 0 1 10 0M12 5v4M5 9l2 2M19 9l-2 2", // the sun on the horizon
    }
}

/// The face of square 1–30.
pub fn face(square: u8) -> Face {
    match (House::at(square), arcanum(square)) {
        (Some(house), _) => Face {
            numeral: match house {
                House::ThreeTruths => "III",
                House::IsisAndNephthys => "II",
                House::RisingSun => "I",
                _ => "",
            },
            name: house_name(house),
            emblem: house_emblem(house),
            house: Some(house),
        },
        (None, Some(card)) => {
            let (numeral, name) = ARCANA[usize::from(card)];
            Face { numeral, name, emblem: ARCANA_EMBLEMS[usize::from(card)], house: None }
        }
        (None, None) => unreachable!("every square is a House or a card"),
    }
}
