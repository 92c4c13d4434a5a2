//! A position as a link (`#p=…`, NOTATION.md's "Positions"): the system, the pieces and the
//! position notation, readable in an address: `p=kendall5/S:14,16,18+C:12,13+turn:C` (a `+` for
//! each space). A link that does not hold a position says why.

use crate::engine::{Game, Options, System};

/// What a position link starts with in the address, after `#`.
pub const PREFIX: &str = "p=";

/// The link's text (without `#`) for the position of `game` at the throw.
pub fn to_link(game: &Game) -> String {
    let options = game.options();
    format!("{PREFIX}{}{}/{}", options.system.name(), options.pieces, game.arrangement().replace(' ', "+"))
}

/// The position a link's text (without `#`) holds, or why it holds none.
pub fn from_link(text: &str) -> Result<Game, String> {
    let body = text.strip_prefix(PREFIX).ok_or_else(|| "not a position link".to_string())?;
    let (kind, position) = body.split_once('/').ok_or_else(|| "the link is cut short".to_string())?;
    let split = kind.find(|c: char| c.is_ascii_digit()).unwrap_or(kind.len());
    let (system, pieces) = kind.split_at(split);
    let system = System::from_name(system).ok_or_else(|| format!("{system}: not a system"))?;
    let pieces = pieces.parse::<u8>().map_err(|_| format!("{pieces}: not a number of pieces"))?;
    let options = Options::new(system, pieces);
    options.validate().map_err(str::to_string)?;
    Game::arrange(options, &position.replace('+', " "))
}
