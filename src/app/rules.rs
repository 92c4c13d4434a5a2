//! The rules, in short, in both languages (RULES.md is the full text; ids as there).

use leptos::prelude::*;

use super::i18n::Lang;
use super::Ctx;

/// A section of the rules: a heading and its points.
type Section = (&'static str, &'static [&'static str]);

const ENGLISH: &[Section] = &[
    ("The throw", &[
        "Four sticks, black on one side and white on the other: the throw is the number of white sides up; none up counts 5.",
        "K9: 1, 4 and 5 give an extra throw, even when no move is possible; so does landing on 15.",
    ]),
    ("Kendall system", &[
        "K1–K2: the pieces alternate on 1–10 (long Senet: 1–14); who first throws a 1 plays the spools and starts.",
        "K3–K4: one throw moves one piece exactly that far, forward (towards 30) if it can, else backward. With no move the throw is lost.",
        "K6: a piece passes single pieces; two side by side block the way. A group of four can be neither passed nor broken.",
        "K7: ending on an opponent's piece exchanges the two. A pair protects both its pieces; the middle of a triple can be taken; nobody is captured on a House.",
        "K10 Rebirth (15): an extra throw. K11 Net (16): a throw lost — a pending extra throw, or the next turn.",
        "K12 Ba (21): the piece goes on by the same value. K13 Beauty (26): a fate throw — 1 drowns, 2–4 go to 28–30, 5 back to the Net.",
        "K14 Water (27): the piece drowns; instead of a throw it may come back on 15.",
        "K15: from 28, 29, 30 a piece leaves with a 3, 2, 1. K16: who bears off every piece first wins.",
        "K17: touch-move — a piece touched must be moved.",
    ]),
    ("Bell system", &[
        "B1–B3: all pieces start off the board and enter on 30, 29, 28, 27, 26 with 1–5; forward is towards 1.",
        "B4: the Houses past 21 have no powers for Bell pieces, but still protect them.",
        "B5–B8: the first piece on 1 gives its owner the odd squares of the last ten, the other player the even ones; there nobody is captured on their own square and nothing blocks.",
        "B9: who first has every piece on their own squares wins.",
    ]),
    ("Cycles", &[
        "C1–C3: a Kendall game goes on into Bell and back, turn order unchanged, for an agreed number of cycles or time; each player changes phase on finishing their own.",
    ]),
    ("With the gods", &[
        "G1–G2: the operator's cones on 1–5, the gods' spools on 6–10; the gods start.",
        "G3–G4: a second throw names the gods' piece that moves (counted along the track); the gods pass their own pieces freely.",
        "G5: a gods piece on 28–30 leaves at once with the value that releases it. G6: the gods revive whenever they may. G7: the operator wins by bearing off first.",
    ]),
];

const RUSSIAN: &[Section] = &[
    ("Бросок", &[
        "Четыре дощечки, чёрные с одной стороны и белые с другой: очки — число белых сторон сверху; ни одной — 5 очков.",
        "K9: за 1, 4 и 5 — дополнительный бросок, даже если ходить нечем; и за попадание на поле 15.",
    ]),
    ("Система Кендалла", &[
        "K1–K2: фишки стоят через одну на полях 1–10 (в долгом Сенете 1–14); кто первым выбросит единицу, играет катушками и ходит первым.",
        "K3–K4: очки броска двигают одну фишку ровно на столько полей — вперёд (к 30), если можно, иначе назад. Если ходить нечем, бросок пропадает.",
        "K6: одиночные фишки можно перепрыгивать; две рядом преграждают путь. Группу из четырёх нельзя ни перепрыгнуть, ни разбить.",
        "K7: встав на чужую фишку, меняешься с ней местами. Пара защищает обе фишки; среднюю фишку тройки бить можно; в Домах не бьют.",
        "K10 Возрождение (15): дополнительный бросок. K11 Сетка (16): теряется бросок — дополнительный или следующий ход.",
        "K12 Ба (21): фишка идёт дальше на столько же. K13 Красота (26): бросок судьбы — 1 тонет, 2–4 на поля 28–30, 5 назад в Сетку.",
        "K14 Вода (27): фишка тонет; вместо броска её можно оживить на поле 15.",
        "K15: с полей 28, 29, 30 фишка уходит при 3, 2, 1. K16: побеждает тот, кто первым выведет все фишки.",
        "K17: тронул — ходи.",
    ]),
    ("Система Белла", &[
        "B1–B3: все фишки вне доски и входят на поля 30, 29, 28, 27, 26 при 1–5; вперёд — к полю 1.",
        "B4: Дома за полем 21 для фишек Белла силы не имеют, но защищают их.",
        "B5–B8: кто первым встанет на поле 1, получает нечётные поля последнего десятка, другой — чётные; там свою фишку на своём поле не бьют и ничто не преграждает путь.",
        "B9: побеждает тот, кто первым поставит все фишки на свои поля.",
    ]),
    ("Круги", &[
        "C1–C3: партия Кендалла переходит в партию Белла и обратно без перерыва и с той же очерёдностью — на условленное число кругов или время; каждый меняет фазу, закончив свою.",
    ]),
    ("С богами", &[
        "G1–G2: конусы оператора на полях 1–5, катушки богов на 6–10; начинают боги.",
        "G3–G4: второй бросок называет фишку богов, которая пойдёт (по счёту вдоль дорожки); свои фишки боги перепрыгивают свободно.",
        "G5: фишка богов на полях 28–30 уходит сразу при нужных очках. G6: боги оживляют фишки всегда, когда можно. G7: оператор побеждает, первым выведя все фишки.",
    ]),
];

#[component]
pub fn Rules() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let sections = move || match ctx.lang.get() {
        Lang::En => ENGLISH,
        Lang::Ru => RUSSIAN,
    };
    view! {
        <details class="rules" data-rules="">
            <summary>{move || ctx.tr("Rules", "Правила")}</summary>
            {move || sections().iter().map(|(heading, points)| view! {
                <h2>{*heading}</h2>
                <ul>{points.iter().map(|p| view! { <li>{*p}</li> }).collect_view()}</ul>
            }).collect_view()}
        </details>
    }
}
