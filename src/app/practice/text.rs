//! The practice's words.

use crate::ai::practice::{Exercise, Judged};
use crate::app::i18n::{tr, Lang};
use crate::app::text::{move_in_words, points, Players};

/// "Exercise 2 of 5: in your game you played spool 9 → 11 here. Find the best move for this
/// throw of 3."
pub fn exercise_in_words(lang: Lang, players: Players, exercise: &Exercise, number: usize, of: usize) -> String {
    let played = move_in_words(lang, &exercise.at_move(), exercise.played, players);
    let throw = exercise.throw;
    tr!(lang, "Exercise {number} of {of}: in your game you played {played} here. Find the best move for this throw of {throw}.",
        "Упражнение {number} из {of}: в вашей партии здесь был ход {played}. Найдите лучший ход для этого броска {throw}.")
}

/// What the answer was worth, and the best.
pub fn judged_in_words(lang: Lang, players: Players, exercise: &Exercise, judged: &Judged) -> String {
    let at_move = exercise.at_move();
    let answer = move_in_words(lang, &at_move, judged.answer, players);
    let best = move_in_words(lang, &at_move, judged.best, players);
    let (chance, best_chance, lost) = (points(judged.chance), points(judged.best_chance), points(judged.best_chance - judged.chance));
    if judged.right() {
        tr!(lang, "Right: {answer}, {chance}% to win (the best move {best_chance}%).",
            "Верно: {answer}, шанс на победу {chance}% (у лучшего хода {best_chance}%).")
    } else {
        tr!(lang, "Not the best: {answer} loses {lost} points of winning chance ({chance}% instead of {best_chance}%). The best, {best}, is shown on the board.",
            "Не лучший ход: {answer} теряет {lost} пунктов шанса на победу ({chance}% вместо {best_chance}%). Лучший ход, {best}, показан на доске.")
    }
}
