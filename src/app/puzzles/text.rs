//! The puzzles' words.

use crate::ai::puzzles::{Puzzle, Theme};
use crate::app::i18n::{side_name, tr, Lang};
use crate::app::text::{move_in_words, points, Players};
use crate::engine::Move;

/// A theme's name.
pub fn theme_name(lang: Lang, theme: Theme) -> &'static str {
    let (en, ru) = match theme {
        Theme::Capture => ("a capture", "взятие"),
        Theme::Pair => ("a pair or a blockade", "пара или заслон"),
        Theme::Beauty => ("the House of Beauty", "Дом Красоты"),
        Theme::Water => ("the House of Water", "Дом Воды"),
        Theme::Ba => ("the House of Ba", "Дом Ба"),
        Theme::Net => ("the House of the Net", "Дом Сетки"),
        Theme::Rebirth => ("the House of Rebirth", "Дом Возрождения"),
        Theme::BearingOff => ("bearing off", "вывод с доски"),
        Theme::Entry => ("entering a piece", "ввод фишки"),
        Theme::Race => ("the race", "гонка"),
    };
    match lang {
        Lang::En => en,
        Lang::Ru => ru,
    }
}

/// "Puzzle k5-012, rated 1250 (a capture): the spools throw 3. Find the one best move."
pub fn puzzle_in_words(lang: Lang, puzzle: &Puzzle) -> String {
    let (id, rating, throw) = (&puzzle.id, puzzle.rating, puzzle.throw);
    let themes = puzzle.themes.iter().map(|&t| theme_name(lang, t)).collect::<Vec<_>>().join(", ");
    let side = side_name(lang, puzzle.position.options().system, puzzle.position.to_move());
    tr!(lang, "Puzzle {id}, rated {rating} ({themes}): the {side} threw {throw}. Find the one best move.",
        "Задача {id}, рейтинг {rating} ({themes}): {side} — бросок {throw}. Найдите единственный лучший ход.")
}

/// The answer judged, with why: the chances after it and after the next best (or the answer).
pub fn outcome_in_words(lang: Lang, players: Players, puzzle: &Puzzle, answer: Move, chances: &[(Move, f64)]) -> String {
    let at_move = puzzle.at_move();
    let chance = |mv: Move| chances.iter().find(|(m, _)| *m == mv).map_or(0, |&(_, c)| points(c));
    let right = move_in_words(lang, &at_move, puzzle.answer, players);
    let right_chance = chance(puzzle.answer);
    if answer == puzzle.answer {
        let next = chances.iter().find(|(mv, _)| *mv != answer).map_or(0, |&(_, c)| points(c));
        tr!(lang, "Solved: {right}, {right_chance}% to win; the next best move leaves {next}%.",
            "Решено: {right}, шанс на победу {right_chance}%; следующий по силе ход оставляет {next}%.")
    } else {
        let yours = move_in_words(lang, &at_move, answer, players);
        let your_chance = chance(answer);
        tr!(lang, "Not this one: {yours} leaves {your_chance}% to win. The answer, {right}, {right_chance}%, is shown on the board.",
            "Не то: {yours} оставляет {your_chance}% шанса на победу. Ответ — {right}, {right_chance}%, показан на доске.")
    }
}

/// "Your puzzle rating: 1516 (3 solved of 5 tried)."
pub fn rating_in_words(lang: Lang, rating: f64, solved: usize, tried: u32) -> String {
    let rating = rating.round() as i32;
    tr!(lang, "Your puzzle rating: {rating} ({solved} solved of {tried} tried).", "Ваш рейтинг в задачах: {rating} (решено {solved} из {tried}).")
}
