//! The analysis board's words: a throw's outcome, a move, a chance, in both languages.

use crate::ai::analysis::{Outcome, ThrowRow};
use crate::app::i18n::{fixed, tr, Lang};
use crate::engine::Move;

/// A winning chance as a percentage, to a tenth.
pub fn percent(chance: f64) -> String {
    format!("{}%", fixed(100.0 * chance, 1))
}

/// A move in words: squares with an arrow; entering and bearing off said.
pub fn move_words(lang: Lang, mv: Move) -> String {
    let (from, to) = (mv.from, mv.to);
    match (mv.is_entry(), mv.is_bear_off()) {
        (true, _) => tr!(lang, "a piece enters on {to}", "фишка выставляется на поле {to}"),
        (_, true) => tr!(lang, "{from} leaves the board", "фишка с поля {from} уходит с доски"),
        _ if mv.capture => tr!(lang, "{from} → {to}, capturing", "{from} → {to}, бьёт"),
        _ => format!("{from} → {to}"),
    }
}

/// What the best choice of a throw is, in words.
pub fn best_words(lang: Lang, row: &ThrowRow) -> String {
    match &row.outcome {
        Outcome::Moves(moves) => move_words(lang, moves[0].0),
        Outcome::Pass => tr!(lang, "no move: the throw is lost", "хода нет: бросок пропадает"),
        Outcome::GodsPiece => tr!(lang, "the gods' second throw picks the piece", "второй бросок богов выбирает фишку"),
        Outcome::Released => tr!(lang, "a gods' piece is released", "фишка богов освобождается"),
    }
}
