//! The tutor's words.

use crate::ai::review::Class;
use crate::app::contexts::ui::Warning;
use crate::app::i18n::{tr, Lang};
use crate::app::text::{move_in_words, points, Players};

/// "The tutor: spool 9 → 11 loses 6 points of winning chance (a mistake: 41% to win instead of
/// 47%). Better: spool 10 → 13, marked on the board in green."
pub fn warning_in_words(lang: Lang, players: Players, warning: &Warning, class: Class) -> String {
    let played = move_in_words(lang, &warning.before, warning.played, players);
    let best = move_in_words(lang, &warning.before, warning.best, players);
    let lost = points(warning.best_chance - warning.played_chance);
    let (chance, best_chance) = (points(warning.played_chance), points(warning.best_chance));
    let (kind_en, kind_ru) = match class {
        Class::Blunder => ("a blunder", "грубая ошибка"),
        _ => ("a mistake", "ошибка"),
    };
    tr!(lang,
        "The tutor: {played} loses {lost} points of winning chance ({kind_en}: {chance}% to win instead of {best_chance}%). Better: {best}, marked on the board in green.",
        "Наставник: ход {played} теряет {lost} пунктов шанса на победу ({kind_ru}: {chance}% вместо {best_chance}%). Лучше: {best} — отмечен на доске зелёным.")
}
