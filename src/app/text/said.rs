//! Moves and record lines in words: a move before it is made, a move the hint or the computer
//! makes, a record line with what the Houses did.

use super::Players;
use crate::ai::review::Choice;
use crate::app::cards::house_name;
use crate::app::i18n::{side_name_genitive, tr, Lang};
use crate::engine::squares::House;
use crate::engine::{Game, Move, Phase, Side};
use crate::record::{Entry, Mark, Outcome};

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
    if let Some(house) = house_reached(game, mv) {
        said.push(' ');
        said.push_str(&landed(lang, house, Landed::Mover));
    }
    said
}

/// The House a move ends in, where its effect applies to the mover (in Bell only Rebirth and the Net).
fn house_reached(game: &Game, mv: Move) -> Option<House> {
    let kendall = game.phase(game.to_move()) == Phase::Kendall;
    House::at(mv.to).filter(|h| !mv.is_bear_off() && (kendall || matches!(h, House::Rebirth | House::Net)))
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

/// A move in words, before it is made: "spool 10 → 12, capturing a cone", "a spool enters on 27",
/// "the spool on 28 leaves the board".
pub fn move_in_words(lang: Lang, game: &Game, mv: Move, players: Players) -> String {
    let side = game.to_move();
    let piece = noun(side);
    let (en, ru, from, to) = (piece.en, piece.nominative, mv.from, mv.to);
    if mv.is_entry() {
        return tr!(lang, "a {en} enters on {to}", "{ru} выставляется на поле {to}");
    }
    if mv.is_bear_off() {
        return tr!(lang, "the {en} on {from} leaves the board", "{ru} с поля {from} уходит с доски");
    }
    let mut moved = tr!(lang, "{en} {from} → {to}", "{ru} {from} → {to}");
    if let Some(house) = house_reached(game, mv) {
        let name = house_name(lang, house);
        moved.push_str(&tr!(lang, " into the {name}", " в {name}"));
    }
    if !mv.capture {
        return moved;
    }
    let theirs = captured_piece(lang, players, side.opponent());
    tr!(lang, "{moved}, capturing {theirs}", "{moved}, побить {theirs}")
}

/// A reviewed choice in words, as the review lists it: "You, line 12: spool 15 → 16 into the House
/// of the Net; spool 2 → 3, capturing the computer's cone, was better: 4% of the winning chance
/// lost". `before` is the position the choice was made in.
pub fn choice_in_words(lang: Lang, players: Players, before: &Game, choice: &Choice, number: usize) -> String {
    let who = players.who(lang, choice.side);
    let played = move_in_words(lang, before, choice.played, players);
    let best = move_in_words(lang, before, choice.best, players);
    let lost = (choice.loss() * 100.0).round();
    tr!(lang, "{who}, line {number}: {played}; {best} was better: {lost}% of the winning chance lost",
        "{who}, строка {number}: {played}; лучше было {best}: потеряно {lost}% шанса на победу")
}

/// A piece of `side` as the object of a capture: "your spool", "the computer's cone", "a cone"
/// (Russian in the accusative: "вашу катушку").
fn captured_piece(lang: Lang, players: Players, side: Side) -> String {
    let piece = noun(side);
    let (en, ru) = (piece.en, piece.accusative);
    match (players.yours(side), players.against_the_computer(), players.against_a_friend()) {
        (true, _, _) => {
            let your = if piece.feminine { "вашу" } else { "ваш" };
            tr!(lang, "your {en}", "{your} {ru}")
        }
        (false, true, _) => tr!(lang, "the computer's {en}", "{ru} компьютера"),
        (false, _, true) => match players.friend_name() {
            Some(name) => tr!(lang, "{name}'s {en}", "{ru} друга ({name})"),
            None => tr!(lang, "your friend's {en}", "{ru} друга"),
        },
        (false, false, false) => tr!(lang, "a {en}", "{ru}"),
    }
}

/// A piece of a side, by its noun: English, and the Russian nominative and accusative, and whether
/// it is feminine (катушка) for the words that agree with it.
struct Noun {
    en: &'static str,
    nominative: &'static str,
    accusative: &'static str,
    feminine: bool,
}

fn noun(side: Side) -> Noun {
    match side {
        Side::Spools => Noun { en: "spool", nominative: "катушка", accusative: "катушку", feminine: true },
        Side::Cones => Noun { en: "cone", nominative: "конус", accusative: "конус", feminine: false },
    }
}

/// A record line in words, as a player hears of a turn they did not play: "The computer threw 1:
/// cone 2 → 3, captured your spool, which went to 2." Then what the Houses and fate did.
pub fn line_in_words(lang: Lang, players: Players, line: &crate::record::Line) -> String {
    let side = line.side;
    let who = players.who(lang, side);
    let Entry::Throw { value, outcome, .. } = &line.entry else {
        return tr!(lang, "{who}: a drowned piece revived on 15 (K14).", "{who}: утонувшая фишка воскрешена на поле 15 (K14).");
    };
    let computer = players.against_the_computer() && !players.yours(side);
    let thrown = match (lang, players.yours(side), computer) {
        (Lang::En, true, _) => format!("You threw {value}"),
        (Lang::En, _, true) => format!("The computer threw {value}"),
        (Lang::En, _, _) => format!("{who} threw {value}"),
        (Lang::Ru, true, _) => format!("Вы выбросили {value}"),
        (Lang::Ru, _, true) => format!("Компьютер выбросил {value}"),
        (Lang::Ru, _, _) => format!("{who}: выпало {value}"),
    };
    let piece = noun(side);
    let ending = if piece.feminine { "а" } else { "" };
    let what = match *outcome {
        Outcome::Lost => tr!(lang, "no move", "хода нет"),
        Outcome::Enter(to) => {
            let (en, ru) = (piece.en, piece.nominative);
            tr!(lang, "a {en} entered on {to}", "{ru} выставлен{ending} на поле {to}")
        }
        Outcome::BearOff(from) => {
            let (en, ru) = (piece.en, piece.nominative);
            let left = if piece.feminine { "ушла" } else { "ушёл" };
            tr!(lang, "the {en} on {from} left the board", "{ru} с поля {from} {left} с доски")
        }
        Outcome::Move { path, capture, .. } => {
            let (en, ru, from, to) = (piece.en, piece.nominative, path.from, path.to);
            let moved = tr!(lang, "{en} {from} → {to}", "{ru} {from} → {to}");
            match capture {
                None => moved,
                Some(capture) => {
                    let went = capture.path.to;
                    let she = if noun(side.opponent()).feminine { "она встала" } else { "он встал" };
                    let whose = captured_piece(lang, players, side.opponent());
                    let captured_word = if piece.feminine { "побила" } else { "побил" };
                    tr!(lang, "{moved}, captured {whose}, which went to {went}", "{moved}, {captured_word} {whose}: {she} на {went}")
                }
            }
        }
    };
    let mut said = format!("{thrown}: {what}.");
    for effect in effects(lang, outcome) {
        said.push(' ');
        said.push_str(&effect);
    }
    said
}

/// What the Houses and fate did in a record line (its capture is said with the move).
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
    if let Some(mark) = capture.and_then(|capture| capture.knocked) {
        said.push(house(mark, Landed::Captured));
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
