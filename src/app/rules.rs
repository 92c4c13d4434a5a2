//! The rules, in short, in both languages (RULES.md is the full text; ids as there).

use super::i18n::{is_letter_or_digit, Lang};

/// A section of the rules: a heading and its points.
type Section = (&'static str, &'static [&'static str]);

const ENGLISH: &[Section] = &[
    ("The throw", &[
        "Four sticks, black on one side and white on the other: the throw is the number of white sides up; none up counts 5.",
        "K9: 1, 4 and 5 give an extra throw, even when no move is possible; so does landing on 15.",
    ]),
    ("Kendall system", &[
        "K1–K2: spools and cones alternate on 1–10 (long Senet: 1–14), a spool on 1; who first throws a 1 plays the spools and starts.",
        "K3–K4: one throw moves one piece exactly that far, forward (towards 30) if it can, else backward. With no move the throw is lost.",
        "K6: a piece passes single pieces; two side by side block the way. A group of four can be neither passed nor broken.",
        "K7: ending on an opponent's piece captures it: the two exchange places. A pair protects both its pieces; the middle of a triple can be captured; nobody is captured on a House; one's own pieces are never captured.",
        "K10 Rebirth (15): an extra throw. K11 Net (16): a throw lost — a pending extra throw, or the next turn.",
        "K12 Ba (21): the piece goes on by the same value; a move onto 21 is illegal when that continuation is blocked. K13 Beauty, or Rejuvenation (26): a fate throw — 1 drowns, 2–4 go to 28–30, 5 back to the Net.",
        "K14 Water (27): the piece drowns, and every pending extra throw is lost; instead of a throw it may be revived on 15, if 15 is free.",
        "K15: from 28, 29, 30 a piece leaves with a 3, 2, 1; the player may make another move instead. K16: who bears off every piece first wins.",
        "K17: touch-move — a piece touched must be moved.",
    ]),
    ("Bell system", &[
        "B1–B3: all pieces start off the board; a throw of 1–5 puts one on 30, 29, 28, 27, 26; forward is towards 1.",
        "B4: the Houses 26–30 lose their special powers for Bell pieces, but nobody is captured on a House.",
        "B5–B8: the first piece on 1 gives its owner the odd squares of the last ten as their domains, the other player the even ones (long Senet: up to 13 and 14). A piece on its own domain cannot be captured, and on 1–10 (long: 1–14) pieces are passed freely and nothing blocks.",
        "B9: who first has every piece on their own domains wins.",
    ]),
    ("Cycles", &[
        "C1–C3: a Kendall game goes on into Bell and back, turn order unchanged, for an agreed number of cycles or time; each player changes phase on finishing their own.",
    ]),
    ("With the gods", &[
        "G1–G2: the operator's cones on 1–5, the gods' spools on 6–10; the gods start.",
        "G3–G4: the gods throw twice: the first throw says how far, the second which of their pieces moves (counted along the track); the gods pass their own pieces freely.",
        "G5: a gods piece on 28–30 leaves at once with the value that releases it. G6: the gods revive whenever they may. G7: the operator wins by bearing off first.",
    ]),
];

const RUSSIAN: &[Section] = &[
    ("Бросок", &[
        "Четыре дощечки, чёрные с одной стороны и белые с другой: очки — число белых сторон сверху; ни одной — 5 очков.",
        "K9: за 1, 4 и 5 — дополнительный бросок, даже если ходить нечем; и за попадание на поле 15.",
    ]),
    ("Система Кендалла", &[
        "K1–K2: на полях 1–10 (в долгом Сенете 1–14) катушки и конусы чередуются, на поле 1 — катушка; кто первым выбросит единицу, играет катушками и ходит первым.",
        "K3–K4: очки броска двигают одну фишку ровно на столько полей — вперёд (к 30), если можно, иначе назад. Если ходить нечем, бросок пропадает.",
        "K6: одиночные фишки можно перепрыгивать; две рядом преграждают путь. Группу из четырёх нельзя ни перепрыгнуть, ни разбить.",
        "K7: встав на чужую фишку, её бьют: фишки меняются местами. Пара защищает обе фишки; среднюю фишку тройки побить можно; в Домах не бьют; свои фишки не бьют никогда.",
        "K10 Возрождение (15): дополнительный бросок. K11 Сетка (16): теряется бросок — дополнительный или следующий ход.",
        "K12 Ба (21): фишка идёт дальше на столько же; ход на поле 21 запрещён, если это продолжение закрыто. K13 Дом Красоты (Омоложения, 26): бросок судьбы — 1 тонет, 2–4 на поля 28–30, 5 назад в Сетку.",
        "K14 Вода (27): фишка тонет, и все дополнительные броски в запасе пропадают; вместо броска её можно возродить на поле 15, если оно свободно.",
        "K15: с полей 28, 29, 30 фишка уходит при 3, 2, 1; вместо этого можно сделать другой ход. K16: побеждает тот, кто первым выведет все фишки.",
        "K17: тронул — ходи.",
    ]),
    ("Система Белла", &[
        "B1–B3: все фишки вне доски; бросок 1–5 выставляет фишку на поле 30, 29, 28, 27, 26; вперёд — к полю 1.",
        "B4: Дома 26–30 теряют для фишек Белла особые свойства, но в Домах по-прежнему не бьют.",
        "B5–B8: кто первым встанет на поле 1, получает владения — нечётные поля последнего десятка, другой — чётные (в долгом Сенете до 13 и 14). Фишку в своих владениях побить нельзя, а на полях 1–10 (в долгом 1–14) фишки перепрыгивают свободно и ничто не преграждает путь.",
        "B9: побеждает тот, кто первым поставит все фишки в свои владения.",
    ]),
    ("Круги", &[
        "C1–C3: партия Кендалла переходит в партию Белла и обратно без перерыва и с той же очерёдностью — на условленное число кругов или время; каждый меняет фазу, закончив свою.",
    ]),
    ("Игра «с богами»", &[
        "G1–G2: конусы оператора на полях 1–5, катушки богов на 6–10; начинают боги.",
        "G3–G4: боги бросают дважды: первый бросок — на сколько полей, второй — какая из их фишек пойдёт (по счёту вдоль дорожки); свои фишки боги перепрыгивают свободно.",
        "G5: фишка богов на полях 28–30 уходит сразу при нужных очках. G6: боги возрождают фишки всегда, когда можно. G7: оператор побеждает, первым выведя все фишки.",
    ]),
];

pub fn sections(lang: Lang) -> &'static [Section] {
    match lang {
        Lang::En => ENGLISH,
        Lang::Ru => RUSSIAN,
    }
}

/// The rule ids a point names (`K3–K4` names K3 and K4; `K10 … K11 …` names both).
/// The rule id that begins at `i`, if one does: one of the rule letters, then digits, not inside a
/// word. Its letter, its number and where it ends.
pub fn rule_id_at(chars: &[char], i: usize) -> Option<(char, u32, usize)> {
    let letter = *chars.get(i)?;
    if !"KBCG".contains(letter) || (i > 0 && is_letter_or_digit(chars[i - 1])) {
        return None;
    }
    let digits: String = chars[i + 1..].iter().take_while(|c| c.is_ascii_digit()).collect();
    Some((letter, digits.parse().ok()?, i + 1 + digits.len()))
}

pub fn rules_named(point: &str) -> Vec<String> {
    let mut named = Vec::new();
    let chars: Vec<char> = point.chars().collect();
    let mut i = 0;
    let id_at = |i: usize| rule_id_at(&chars, i);
    while i < chars.len() {
        let Some((letter, first, end)) = id_at(i) else {
            i += 1;
            continue;
        };
        let (last, end) = match (chars.get(end), id_at(end + 1)) {
            (Some('–'), Some((l, last, after))) if l == letter => (last, after),
            _ => (first, end),
        };
        named.extend((first..=last).map(|n| format!("{letter}{n}")));
        i = end;
    }
    named
}

/// The points of the rules page that name `rule`, in the player's language.
pub fn points_naming(lang: Lang, rule: &str) -> Vec<&'static str> {
    sections(lang).iter().flat_map(|(_, points)| points.iter().copied()).filter(|p| rules_named(p).iter().any(|r| r == rule)).collect()
}
