//! The texts that describe a game: its title, what it waits for, a move before it is made, and a
//! record line with what the Houses did. Pure functions of the game and the language.

use super::cards::house_name;
use super::glossary;
use super::i18n::{capitalized, count, side_name, side_name_genitive, tr, Lang};
use crate::engine::squares::House;
use crate::engine::{CycleGoal, Game, Move, Options, Phase, Stage, System};
use crate::record::{Entry, Mark, Outcome};

/// A game's name: its system and length ("Kendall system, short Senet").
pub fn title(lang: Lang, options: &Options) -> String {
    let length = match options.pieces {
        7 => tr!(lang, "long Senet", "долгий Сенет"),
        _ => tr!(lang, "short Senet", "короткий Сенет"),
    };
    let system = match (options.system, options.goal) {
        (System::Kendall, _) => tr!(lang, "Kendall system", "система Кендалла"),
        (System::Bell, _) => tr!(lang, "Bell system", "система Белла"),
        (System::Cycles, CycleGoal::Cycles(n)) => tr!(lang, "Kendall ↔ Bell, cycles: {n}", "Кендалл ↔ Белл, кругов: {n}"),
        (System::Cycles, CycleGoal::TimeLimit { minutes }) => {
            tr!(lang, "Kendall ↔ Bell, {minutes} minutes", "Кендалл ↔ Белл, {minutes} мин.")
        }
        (System::Gods, _) if options.release => tr!(lang, "with the gods, release on", "с богами, с освобождением"),
        (System::Gods, _) => tr!(lang, "with the gods, release off", "с богами, без освобождения"),
    };
    format!("{}, {length}", capitalized(&system))
}

/// What the game waits for, in words.
pub fn waiting_for(lang: Lang, game: &Game) -> String {
    let system = game.options().system;
    let who = capitalized(side_name(lang, system, game.to_move()));
    match game.stage() {
        Stage::Throw if game.must_revive() => tr!(lang, "{who}: revive a drowned piece on 15 (K14)", "{who}: воскрешение — утонувшая фишка возрождается на поле 15 (K14)"),
        Stage::Throw => tr!(lang, "{who} to throw", "{who}: бросок"),
        Stage::Move { value, .. } => tr!(lang, "{who}: {value} thrown, choose a piece", "{who}: выпало {value}, выберите фишку"),
        Stage::GodsPiece { distance } => tr!(lang, "The gods throw again for the piece that moves {distance} (G4)", "Боги бросают ещё раз: какая фишка пойдёт на {distance} (G4)"),
        Stage::Fate { owner } => {
            let owner = side_name_genitive(lang, system, owner);
            tr!(lang, "Fate throw for the piece of {owner} on 26 (K13)", "Бросок судьбы для фишки {owner} на поле 26 (K13)")
        }
        Stage::Over { winner } => {
            let winner = capitalized(side_name(lang, system, winner));
            tr!(lang, "{winner} won", "Победа: {winner}")
        }
    }
}

/// Where the picked piece will end and what will happen there, before it moves.
pub fn preview(lang: Lang, game: &Game, mv: Move) -> String {
    let (from, to) = (mv.from, mv.to);
    let mut said = match (mv.is_entry(), mv.is_bear_off(), mv.ba) {
        (true, _, _) => tr!(lang, "Enters on {to}.", "Фишка выставляется на поле {to}."),
        (_, true, _) => tr!(lang, "{from} leaves the board.", "Фишка с поля {from} уходит с доски."),
        (_, _, true) => tr!(lang, "{from} → 21, and the House of Ba carries the piece on to {to}.", "{from} → 21, и Дом Ба несёт фишку дальше, на {to}."),
        _ => format!("{from} → {to}."),
    };
    if mv.capture {
        if let Some(side) = game.piece_at(mv.to) {
            said.push(' ');
            let whose = side_name_genitive(lang, game.options().system, side);
            said.push_str(&tr!(lang, "Captures the piece of {whose} there, which goes to {from}.", "Бьёт там фишку {whose}: она встаёт на {from}."));
        }
    }
    let kendall = game.phase(game.to_move()) == Phase::Kendall;
    let house = House::at(mv.to).filter(|h| kendall || matches!(h, House::Rebirth | House::Net));
    if let Some(house) = house.filter(|_| !mv.is_bear_off()) {
        said.push(' ');
        said.push_str(&landed(lang, house, Landed::Mover));
    }
    said
}

/// K11's counter in words.
pub fn counter_text(lang: Lang, counter: i8) -> Option<String> {
    let n = counter.unsigned_abs();
    match counter {
        0 => None,
        1.. => {
            let throws = count(lang, n.into(), ["extra throw", "extra throws"], ["дополнительный бросок", "дополнительных броска", "дополнительных бросков"]);
            Some(tr!(lang, "{throws} pending", "в запасе {throws}"))
        }
        -1 => Some(tr!(lang, "skips the next turn", "пропускает следующий ход")),
        _ => {
            let turns = count(lang, n.into(), ["turn", "turns"], ["ход", "хода", "ходов"]);
            Some(tr!(lang, "skips the next {turns}", "пропускает {turns}"))
        }
    }
}

/// Whose piece a House took.
#[derive(Clone, Copy)]
enum Landed {
    Mover,
    Captured,
    Fate,
}

/// What a House did to the piece that came to it, in one sentence.
fn landed(lang: Lang, house: House, who: Landed) -> String {
    let name = house_name(lang, house);
    let effect = match (lang, house) {
        (Lang::En, House::Rebirth) => "one extra throw",
        (Lang::En, House::Net) => "a throw is lost",
        (Lang::En, House::Beauty) => "the fate throw follows",
        (Lang::En, House::Water) => "the piece drowned and waits to be revived on 15",
        (Lang::En, House::ThreeTruths) => "the piece leaves the board with a 3",
        (Lang::En, House::IsisAndNephthys) => "the piece leaves the board with a 2",
        (Lang::En, House::RisingSun) => "the piece leaves the board with a 1",
        (Lang::En, House::Ba) => "the move counts twice",
        (Lang::Ru, House::Rebirth) => "дополнительный бросок",
        (Lang::Ru, House::Net) => "бросок пропадает",
        (Lang::Ru, House::Beauty) => "следует бросок судьбы",
        (Lang::Ru, House::Water) => "фишка утонула и ждёт воскрешения на поле 15",
        (Lang::Ru, House::ThreeTruths) => "фишка уйдёт с доски при броске 3",
        (Lang::Ru, House::IsisAndNephthys) => "фишка уйдёт с доски при броске 2",
        (Lang::Ru, House::RisingSun) => "фишка уйдёт с доски при броске 1",
        (Lang::Ru, House::Ba) => "ход удваивается",
    };
    match who {
        Landed::Mover => tr!(lang, "{name}: {effect}.", "{name}: {effect}."),
        Landed::Captured => tr!(lang, "The captured piece went to the {name}: {effect}.", "Побитая фишка попала в {name}: {effect}."),
        Landed::Fate => tr!(lang, "Fate took the piece to the {name}: {effect}.", "Судьба привела фишку в {name}: {effect}."),
    }
}

/// A record line as written, and what it did: the Houses' effects, or the revival.
pub fn line_said(lang: Lang, system: System, line: &crate::record::Line) -> (String, Vec<String>) {
    let effects = match &line.entry {
        Entry::Throw { outcome, .. } => effects(lang, outcome),
        Entry::Revive => vec![glossary::REVIVED.get(lang).to_string()],
    };
    (line.display(system).to_string(), effects)
}

/// What the Houses did in the last line of the record.
fn effects(lang: Lang, outcome: &Outcome) -> Vec<String> {
    let Outcome::Move { path, mark, capture, fate } = outcome else { return Vec::new() };
    let house = |mark: Mark, who: Landed| {
        let house = match mark {
            Mark::Rebirth => House::Rebirth,
            Mark::Net => House::Net,
            Mark::Beauty => House::Beauty,
            Mark::Water => House::Water,
            Mark::Waits(28) => House::ThreeTruths,
            Mark::Waits(29) => House::IsisAndNephthys,
            Mark::Waits(_) => House::RisingSun,
        };
        landed(lang, house, who)
    };
    let mut said = Vec::new();
    if path.ba {
        let to = path.to;
        said.push(tr!(lang, "House of Ba: the move went on from 21 to {to}.", "Дом Ба: ход продолжился с 21 до {to}."));
    }
    if let Some(mark) = mark {
        said.push(house(*mark, Landed::Mover));
    }
    if let Some(capture) = capture {
        let (from, to) = (capture.path.from, capture.path.to);
        let captured = glossary::CAPTURED.get(lang);
        said.push(tr!(lang, "{captured}: the piece on {from} was exchanged onto {to}.", "{captured} фишка с поля {from}: она встала на {to}."));
        if let Some(mark) = capture.knocked {
            said.push(house(mark, Landed::Captured));
        }
    }
    if let Some(fate) = fate {
        let value = fate.value;
        match fate.result {
            Some((path, mark)) => {
                let to = path.to;
                said.push(tr!(lang, "Fate throw {value}: the piece went to {to}.", "Бросок судьбы {value}: фишка ушла на {to}."));
                if let Some(mark) = mark {
                    said.push(house(mark, Landed::Fate));
                }
            }
            None => said.push(tr!(lang, "Fate throw {value}: no free square, the piece stays on 26.", "Бросок судьбы {value}: свободного поля нет, фишка остаётся на 26.")),
        }
    }
    said
}

