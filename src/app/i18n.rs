//! The app's two languages. Every text is written at its place of use in both, `tr!(lang, en, ru)`,
//! so that a change to one is seen beside the other.

use crate::engine::{Blocked, Obstacle, Side, System};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Lang {
    En,
    Ru,
}

impl Lang {
    /// The language a browser prefers, by its language tag.
    pub fn from_tag(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("ru") {
            Lang::Ru
        } else {
            Lang::En
        }
    }

    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
        }
    }
}

/// `tr!(lang, "English {x}", "Русский {x}")`: the text in the language, formatted.
macro_rules! tr {
    ($lang:expr, $en:literal, $ru:literal $(,)?) => {
        match $lang {
            $crate::app::i18n::Lang::En => format!($en),
            $crate::app::i18n::Lang::Ru => format!($ru),
        }
    };
}
pub(crate) use tr;

/// How a side is called in this system.
pub fn side_name(lang: Lang, system: System, side: Side) -> &'static str {
    match (lang, system, side) {
        (Lang::En, System::Gods, Side::Spools) => "the gods",
        (Lang::En, System::Gods, Side::Cones) => "the operator",
        (Lang::En, _, Side::Spools) => "spools",
        (Lang::En, _, Side::Cones) => "cones",
        (Lang::Ru, System::Gods, Side::Spools) => "боги",
        (Lang::Ru, System::Gods, Side::Cones) => "оператор",
        (Lang::Ru, _, Side::Spools) => "катушки",
        (Lang::Ru, _, Side::Cones) => "конусы",
    }
}

/// A count with its noun in the plural form the language asks for: in Russian 1 фишка, 2 фишки,
/// 5 фишек (21 бросок, 22 броска, 25 бросков, 11 бросков).
pub fn count(lang: Lang, n: u64, en: [&str; 2], ru: [&str; 3]) -> String {
    let noun = match lang {
        Lang::En => en[usize::from(n != 1)],
        Lang::Ru => ru[russian_plural(n)],
    };
    format!("{n} {noun}")
}

/// Which of the three Russian forms goes with `n`: 0 (1, 21 …), 1 (2–4, 22–24 …), 2 (the rest).
pub fn russian_plural(n: u64) -> usize {
    match (n % 10, n % 100) {
        (1, r) if r != 11 => 0,
        (2..=4, r) if !(12..=14).contains(&r) => 1,
        _ => 2,
    }
}

/// A side's name after «фишка» (the genitive: «фишка катушек»), or after "the piece of".
pub fn side_name_genitive(lang: Lang, system: System, side: Side) -> &'static str {
    match (lang, system, side) {
        (Lang::Ru, System::Gods, Side::Spools) => "богов",
        (Lang::Ru, System::Gods, Side::Cones) => "оператора",
        (Lang::Ru, _, Side::Spools) => "катушек",
        (Lang::Ru, _, Side::Cones) => "конусов",
        (Lang::En, ..) => side_name(lang, system, side),
    }
}

/// The text with a capital first letter. The app's texts are Latin or Cyrillic, whose capitals
/// are found here without the standard library's Unicode tables (12 KB of the download).
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    let Some(first) = chars.next() else { return String::new() };
    let capital = match first {
        'а'..='я' => char::from_u32(u32::from(first) - 0x20).unwrap_or(first),
        'ё' => 'Ё',
        _ => first.to_ascii_uppercase(),
    };
    std::iter::once(capital).chain(chars).collect()
}

/// A letter or digit of the app's texts (Latin or Cyrillic; see [`capitalized`]).
pub fn is_letter_or_digit(c: char) -> bool {
    c.is_ascii_alphanumeric() || ('\u{400}'..='\u{4ff}').contains(&c)
}

/// `value` with `decimals` digits after the point, rounded half away from zero (the standard
/// library's float formatting is a large part of the download).
pub fn fixed(value: f64, decimals: u32) -> String {
    let scale = 10_i64.pow(decimals);
    let scaled = (value * scale as f64).round() as i64;
    let sign = if scaled < 0 { "-" } else { "" };
    let (whole, fraction) = (scaled.unsigned_abs() / scale as u64, scaled.unsigned_abs() % scale as u64);
    match decimals {
        0 => format!("{sign}{whole}"),
        _ => format!("{sign}{whole}.{fraction:0width$}", width = decimals as usize),
    }
}

fn obstacle_ru(obstacle: Obstacle) -> String {
    match obstacle {
        Obstacle::OffTheBoard => "фишка ушла бы с дорожки".into(),
        Obstacle::OwnPiece(s) => format!("поле {s} занято своей фишкой"),
        Obstacle::House(s) => format!("поле {s} занято, а в Доме не бьют"),
        Obstacle::Protected { square, by } => format!("фишку на {square} защищает фишка на {by}"),
        Obstacle::Domain(s) => format!("фишка на {s} стоит в своих владениях"),
        Obstacle::Pair(a, b) => format!("пара на {}–{} преграждает путь", a.min(b), a.max(b)),
    }
}

/// Why a piece cannot move, in words a player understands (the engine says it in English).
pub fn blocked(lang: Lang, blocked: Blocked) -> String {
    if lang == Lang::En {
        return blocked.to_string();
    }
    let part = |o: Obstacle, ba: bool| {
        let said = obstacle_ru(o);
        if ba {
            format!("Ба не может удвоить ход: {said}")
        } else {
            said
        }
    };
    match blocked {
        Blocked::Waiting { square, needs } => format!("фишка с поля {square} уходит только при броске {needs}"),
        Blocked::MustEnter { square } => format!("этим броском нужно выставить фишку на поле {square}"),
        Blocked::Touched(s) => format!("тронута фишка на {s}: ходить нужно ею"),
        Blocked::Stuck { forward, forward_ba, backward, backward_ba } => {
            format!("вперёд: {}; назад: {}", part(forward, forward_ba), part(backward, backward_ba))
        }
    }
}
