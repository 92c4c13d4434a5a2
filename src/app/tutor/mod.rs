//! The tutor (issue 41): in a game against the computer or of two people on this device with the
//! option on (`Session::tutor`, from the new-game form), a person's move that loses at least a
//! mistake's worth of winning chance against the best (the review's `MISTAKE`, judged as the
//! review judges) is not played at once: the tutor says how much it loses, marks the better move
//! on the board, and lets the player choose again or play it anyway. Never in a game with a
//! friend. Under touch-move (K17) the choice is made at the touch, so the touch is what is
//! checked. The check is a step of playing a move (`play::tutor`, asked by `Play::act`); the
//! warning standing is the page's short-lived state (`Ui::tutored`, as the hint's marks are); here
//! are the warning (`panel`, after the first board) and its words. Uses `Play` (to play what is
//! chosen anyway) and the page's contexts.

pub mod panel;
mod text;
