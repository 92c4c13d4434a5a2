//! The app's two languages. Every text is written at its place of use in both, `tr!(lang, en, ru)`,
//! so that a change to one is seen beside the other.

use serde::{Deserialize, Serialize};

use crate::engine::{Blocked, Obstacle, Side, System};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
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

pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

fn obstacle_ru(obstacle: Obstacle) -> String {
    match obstacle {
        Obstacle::OffTheBoard => "фишка ушла бы с дорожки".into(),
        Obstacle::OwnPiece(s) => format!("поле {s} занято своей фишкой"),
        Obstacle::House(s) => format!("поле {s} занято, а в Доме не бьют"),
        Obstacle::Protected { square, by } => format!("фишку на {square} защищает фишка на {by}"),
        Obstacle::Domain(s) => format!("фишка на {s} стоит на своём владении"),
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
        Blocked::MustEnter { square } => format!("этим броском нужно ввести фишку на поле {square}"),
        Blocked::Touched(s) => format!("тронута фишка на {s}: ходить нужно ею"),
        Blocked::Stuck { forward, forward_ba, backward, backward_ba } => {
            format!("вперёд: {}; назад: {}", part(forward, forward_ba), part(backward, backward_ba))
        }
    }
}
