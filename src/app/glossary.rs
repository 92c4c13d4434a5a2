//! The club's words for the game, in both languages, each Russian one with its source: every text
//! that names one of these takes it from here, and `AVOIDED` keeps the app's old words out.

use super::i18n::Lang;
use crate::ai::Level;

/// A term in English and in the club's Russian.
pub struct Term {
    en: &'static str,
    ru: &'static str,
}

impl Term {
    pub const fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Ru => self.ru,
        }
    }
}

/// The four throwing sticks (sources: «4 плоские дощечки»).
pub const STICKS: Term = Term { en: "Sticks", ru: "Дощечки" };
/// K14: a drowned piece back on 15 (the 2015 record: «Воскрешение в Доме Возрождения»).
pub const REVIVAL: Term = Term { en: "revival", ru: "воскрешение" };
/// K14, as a player's action (sources: «Фишка, возродившаяся в Доме Возрождения»).
pub const REVIVE: Term = Term { en: "Revive a drowned piece on 15", ru: "Возродить утонувшую фишку на поле 15" };
/// B3: a Bell piece put on the board (sources: «выставляет фишку»).
pub const TO_ENTER: Term = Term { en: "to enter", ru: "выставить" };
/// B5: a player's squares (sources: «владения»).
pub const DOMAINS: Term = Term { en: "domains", ru: "владения" };
/// 26, where its name is explained: the board and the Bell text say «Дом Красоты», the Kendall text
/// «Дом Омоложения».
pub const BEAUTY_EXPLAINED: Term = Term { en: "House of Beauty (of Rejuvenation)", ru: "Дом Красоты (Омоложения)" };
/// The systems, as the new-game form names them.
pub const KENDALL: Term = Term { en: "Kendall system", ru: "система Кендалла" };
pub const BELL: Term = Term { en: "Bell system", ru: "система Белла" };
pub const CYCLES: Term = Term { en: "Kendall ↔ Bell cycles", ru: "круги Кендалл ↔ Белл" };
pub const GODS: Term = Term { en: "the game with the gods (solo)", ru: "игра «с богами» (для одного)" };

/// The computer's levels, named for what they mean to a player.
pub fn level_name(lang: Lang, level: Level) -> &'static str {
    let term = match level {
        Level::Random => Term { en: "beginner (plays at random)", ru: "новичок (ходит наугад)" },
        Level::Greedy => Term { en: "casual (takes what it can at once)", ru: "любитель (берёт, что может сразу)" },
        Level::Strong => Term { en: "strong", ru: "сильный" },
        Level::Expert => Term { en: "master", ru: "мастер" },
        Level::Grandmaster => Term { en: "grandmaster", ru: "гроссмейстер" },
        Level::GrandmasterLinear => Term { en: "grandmaster (linear)", ru: "гроссмейстер (линейный)" },
        Level::Grandmaster2 => Term { en: "grandmaster (before the endgame networks)", ru: "гроссмейстер (до сетей эндшпиля)" },
    };
    term.get(lang)
}

/// A level's name without its gloss ("casual"), where the gloss would nest brackets or crowd a
/// phone's line.
pub fn level_short_name(lang: Lang, level: Level) -> &'static str {
    let name = level_name(lang, level);
    name.split(" (").next().unwrap_or(name)
}

/// Russian words the app used before the club's terms were settled, with the term that replaces
/// each: none may come back (a test reads every text of the app for them).
pub const AVOIDED: &[(&str, &str)] = &[
    // A friend may be anyone: the texts of a game with a friend name no "he".
    ("отправьте ему", "отправьте другу"),
    ("он пришлёт", "придёт в ответ"),
    ("когда он его", "как только ответ будет открыт"),
    ("Палочк", "дощечки"),
    ("палочк", "дощечки"),
    ("оживи", "возродить, воскрешение"),
    ("ожил", "возродилась"),
    ("оживают", "возрождаются"),
    ("Взятие", "побита, бьёт"),
    ("Входит", "выставляет"),
    ("ввести", "выставить"),
    ("ввода", "выставить"),
    ("свои поля", "владения"),
    ("нечётными полями", "нечётными владениями"),
    ("своём поле", "своём владении"),
    ("Последний бросок", "Последняя запись"),
];
