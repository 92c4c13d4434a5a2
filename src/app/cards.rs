//! What each square shows: the 22 Major Arcana and the eight Houses, with their emblems drawn
//! as SVG paths on a 24×24 grid (everything ships in the build: no images, no fonts).

use super::i18n::{tr, Lang};
use crate::engine::squares::{arcanum, House};

/// The Major Arcana in order, in English and Russian (the Rider–Waite names, whose IV and IX match
/// the club's record).
const ARCANA: [(&str, &str, &str); 22] = [
    ("0", "The Fool", "Шут"),
    ("I", "The Magician", "Маг"),
    ("II", "The High Priestess", "Верховная Жрица"),
    ("III", "The Empress", "Императрица"),
    ("IV", "The Emperor", "Император"),
    ("V", "The Hierophant", "Иерофант"),
    ("VI", "The Lovers", "Влюблённые"),
    ("VII", "The Chariot", "Колесница"),
    ("VIII", "Strength", "Сила"),
    ("IX", "The Hermit", "Отшельник"),
    ("X", "Wheel of Fortune", "Колесо Фортуны"),
    ("XI", "Justice", "Справедливость"),
    ("XII", "The Hanged Man", "Повешенный"),
    ("XIII", "Death", "Смерть"),
    ("XIV", "Temperance", "Умеренность"),
    ("XV", "The Devil", "Дьявол"),
    ("XVI", "The Tower", "Башня"),
    ("XVII", "The Star", "Звезда"),
    ("XVIII", "The Moon", "Луна"),
    ("XIX", "The Sun", "Солнце"),
    ("XX", "Judgement", "Суд"),
    ("XXI", "The World", "Мир"),
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
    "M4 7c0-3 4-3 8 0s8 3 8 0-4-3-8 0-8 3-8 0zM5 21c0-5 3-8 7-8s7 3 7 8M9 17h6", // Strength: the lemniscate over the lion's jaws (no triangle: it would look like a cone)
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
    /// The numeral of the card, or of the last three Houses.
    pub numeral: &'static str,
    /// A House's "House of": on a phone's narrow square only a screen reader says it (the House's
    /// square is marked as one).
    pub house_of: &'static str,
    /// The name (after `house_of`), with soft hyphens where a long Russian word may break.
    pub name: &'static str,
    pub emblem: &'static str,
    pub house: Option<House>,
}

pub fn house_name(lang: Lang, house: House) -> &'static str {
    match (lang, house) {
        (Lang::En, House::Rebirth) => "House of Rebirth",
        (Lang::En, House::Net) => "House of the Net",
        (Lang::En, House::Ba) => "House of Ba",
        (Lang::En, House::Beauty) => "House of Beauty",
        (Lang::En, House::Water) => "House of Water",
        (Lang::En, House::ThreeTruths) => "House of Three Truths",
        (Lang::En, House::IsisAndNephthys) => "House of Isis and Nephthys",
        (Lang::En, House::RisingSun) => "House of the Rising Sun",
        (Lang::Ru, House::Rebirth) => "Дом Возрождения",
        (Lang::Ru, House::Net) => "Дом Сетки",
        (Lang::Ru, House::Ba) => "Дом Ба",
        (Lang::Ru, House::Beauty) => "Дом Красоты",
        (Lang::Ru, House::Water) => "Дом Воды",
        (Lang::Ru, House::ThreeTruths) => "Дом Трёх Истин",
        (Lang::Ru, House::IsisAndNephthys) => "Дом Исиды и Нефтиды",
        (Lang::Ru, House::RisingSun) => "Дом Восходящего Солнца",
    }
}

/// A House's name where its rule is explained: 26 with both its names (see the glossary).
pub fn house_title(lang: Lang, house: House) -> &'static str {
    match house {
        House::Beauty => super::glossary::BEAUTY_EXPLAINED.get(lang),
        _ => house_name(lang, house),
    }
}

/// What the House does, in a line (RULES.md K10–K15).
pub fn house_rule(lang: Lang, house: House) -> &'static str {
    match (lang, house) {
        (Lang::En, House::Rebirth) => "Landing here gives an extra throw; drowned pieces come back to life here.",
        (Lang::En, House::Net) => "Landing here costs a throw: a pending extra throw, or else the next turn.",
        (Lang::En, House::Ba) => "A piece landing here goes on by the same value: the move counts twice.",
        (Lang::En, House::Beauty) => "A piece landing here makes a fate throw: 1 drowns it, 2–4 send it to 28–30, 5 back to the Net.",
        (Lang::En, House::Water) => "A piece landing here drowns and waits above the board to be revived on 15.",
        (Lang::En, House::ThreeTruths) => "A piece here leaves the board with a throw of 3.",
        (Lang::En, House::IsisAndNephthys) => "A piece here leaves the board with a throw of 2.",
        (Lang::En, House::RisingSun) => "A piece here leaves the board with a throw of 1.",
        (Lang::Ru, House::Rebirth) => "Попавшая сюда фишка даёт дополнительный бросок; здесь возрождаются утонувшие фишки.",
        (Lang::Ru, House::Net) => "Попавшая сюда фишка отнимает бросок: дополнительный, а если его нет — следующий ход.",
        (Lang::Ru, House::Ba) => "Попавшая сюда фишка идёт дальше на столько же полей: ход удваивается.",
        (Lang::Ru, House::Beauty) => "Попавшая сюда фишка делает бросок судьбы: 1 — тонет, 2–4 — на поля 28–30, 5 — назад в Сетку.",
        (Lang::Ru, House::Water) => "Попавшая сюда фишка тонет и ждёт над доской воскрешения на поле 15.",
        (Lang::Ru, House::ThreeTruths) => "Фишка отсюда уходит с доски при броске 3.",
        (Lang::Ru, House::IsisAndNephthys) => "Фишка отсюда уходит с доски при броске 2.",
        (Lang::Ru, House::RisingSun) => "Фишка отсюда уходит с доски при броске 1.",
    }
}

/// A House's name and rule, as a tap on it explains them.
pub fn house_explanation(lang: Lang, house: House) -> String {
    format!("{}: {}", house_title(lang, house), house_rule(lang, house))
}

/// What a tap on a square says: a House's rule, or the card a plain square carries (its name
/// without the soft hyphens a narrow square breaks it at).
pub fn square_explanation(lang: Lang, square: u8) -> String {
    match House::at(square) {
        Some(house) => house_explanation(lang, house),
        None => {
            let card = face(lang, square).name.replace('\u{ad}', "");
            tr!(lang, "{square} · {card}: a square without a House.", "{square} · {card}: поле без Дома.")
        }
    }
}

/// The rule (RULES.md) a House's explanation belongs to, whose lesson it links to.
pub fn house_rule_id(house: House) -> &'static str {
    match house {
        House::Rebirth => "K10",
        House::Net => "K11",
        House::Ba => "K12",
        House::Beauty => "K13",
        House::Water => "K14",
        House::ThreeTruths | House::IsisAndNephthys | House::RisingSun => "K15",
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

/// The face of square 1–30 (any other number shows as the Fool: never asked for).
pub fn face(lang: Lang, square: u8) -> Face {
    if let Some(house) = House::at(square) {
        let numeral = match house {
            House::ThreeTruths => "III",
            House::IsisAndNephthys => "II",
            House::RisingSun => "I",
            _ => "",
        };
        let full = house_name(lang, house);
        let (house_of, name) = ["House of the ", "House of ", "Дом "]
            .into_iter()
            .find_map(|prefix| Some((prefix, full.strip_prefix(prefix)?)))
            .unwrap_or(("", full));
        return Face { numeral, house_of, name: breakable(name), emblem: house_emblem(house), house: Some(house) };
    }
    let card = usize::from(arcanum(square).unwrap_or(0));
    let (numeral, en, ru) = ARCANA[card];
    let name = if lang == Lang::En { en } else { breakable(ru) };
    Face { numeral, house_of: "", name, emblem: ARCANA_EMBLEMS[card], house: None }
}

/// A long Russian name with soft hyphens where it may break on a narrow square (a phone's), so
/// that it is never cut nor broken just anywhere.
fn breakable(name: &'static str) -> &'static str {
    match name {
        "Верховная Жрица" => "Верхов\u{ad}ная Жрица",
        "Императрица" => "Импера\u{ad}трица",
        "Влюблённые" => "Влюб\u{ad}лённые",
        "Колесница" => "Колес\u{ad}ница",
        "Отшельник" => "Отшель\u{ad}ник",
        "Справедливость" => "Справед\u{ad}ливость",
        "Повешенный" => "Пове\u{ad}шенный",
        "Умеренность" => "Умерен\u{ad}ность",
        "Возрождения" => "Возрож\u{ad}дения",
        "Восходящего Солнца" => "Восходя\u{ad}щего Солнца",
        name => name,
    }
}
