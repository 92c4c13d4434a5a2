//! The analysis board's words: a throw's outcome, a move, a chance, in both languages.

use crate::ai::analysis::{Outcome, ThrowRow};
use crate::app::i18n::{fixed, tr, Lang};
use crate::app::text::{move_in_words, Players};
use crate::engine::{Game, Move};

/// A winning chance as a percentage, to a tenth.
pub fn percent(chance: f64) -> String {
    format!("{}%", fixed(100.0 * chance, 1))
}

/// The position after throwing `value` in `game` (where a move of its row is chosen).
fn thrown(game: &Game, value: u8) -> Game {
    let mut thrown = *game;
    let _ = thrown.throw(value);
    thrown
}

/// A move of the row of `value` in words, as the turns and the review say moves: the piece, its
/// squares, a House it reaches, a capture.
pub fn move_words(lang: Lang, game: &Game, value: u8, mv: Move) -> String {
    let thrown = thrown(game, value);
    move_in_words(lang, &thrown, mv, Players::two_here(game.options().system))
}

/// What the best choice of a throw is, in words.
pub fn best_words(lang: Lang, game: &Game, row: &ThrowRow) -> String {
    match &row.outcome {
        Outcome::Moves(moves) => move_words(lang, game, row.value, moves[0].0),
        Outcome::Pass => tr!(lang, "no move: the throw is lost", "хода нет: бросок пропадает"),
        Outcome::GodsPiece => tr!(lang, "the gods' second throw picks the piece", "второй бросок богов выбирает фишку"),
        Outcome::Released => tr!(lang, "a gods' piece is released", "фишка богов освобождается"),
    }
}
