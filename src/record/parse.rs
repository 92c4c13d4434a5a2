//! Reading a record. Every error names the line and column and says what was expected.

use std::fmt;

use super::{Capture, Entry, Fate, Header, Line, Mark, Outcome, Path, Record};
use crate::engine::{Side, System};

/// A record this large is not a game (a 400-throw game is about 10 KB).
pub const MAX_RECORD_BYTES: usize = 4 << 20;

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for ParseError {}

/// Read a record from bytes, which need not be UTF-8.
pub fn parse_bytes(bytes: &[u8]) -> Result<Record, ParseError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => parse(text),
        Err(e) => {
            let before = &bytes[..e.valid_up_to()];
            let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
            let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
            let column = String::from_utf8_lossy(&before[line_start..]).chars().count() + 1;
            Err(ParseError { line, column, message: "the text is not valid UTF-8".into() })
        }
    }
}

/// Read a record from text.
pub fn parse(text: &str) -> Result<Record, ParseError> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(ParseError {
            line: 1,
            column: 1,
            message: format!("the record is too large ({} bytes; at most {MAX_RECORD_BYTES})", text.len()),
        });
    }
    let mut record = Record::default();
    let mut system = None;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (index, raw) in lines(text).enumerate() {
        let number = index + 1;
        let mut cursor = Cursor::new(raw, number);
        cursor.skip_space();
        match cursor.peek() {
            None | Some(';') => continue,
            Some('[') => {
                if !record.lines.is_empty() {
                    return Err(cursor.error("a header line cannot follow the throws"));
                }
                let (key, value) = cursor.header()?;
                record.headers.push(Header { key, value, number });
            }
            Some(_) => {
                let system = *system.get_or_insert_with(|| record.system());
                record.lines.push(cursor.line(system)?);
            }
        }
    }
    Ok(record)
}

/// The lines of a text ended by "\n", "\r\n" or a lone "\r" (as old Mac editors write them).
fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let end = rest.find(['\n', '\r']).unwrap_or(rest.len());
        let line = &rest[..end];
        let ending = if rest[end..].starts_with("\r\n") { 2 } else { usize::from(end < rest.len()) };
        rest = &rest[end + ending..];
        Some(line)
    })
}

/// A piece of the reader's text for a message: cut when long, so that a bad file is not echoed whole.
pub fn excerpt(text: &str) -> String {
    const LONGEST: usize = 24;
    match text.char_indices().nth(LONGEST) {
        None => text.to_string(),
        Some((end, _)) => format!("{}… ({} characters)", &text[..end], text.chars().count()),
    }
}

struct Cursor {
    /// The line's characters with their 1-based columns; comments are taken out.
    chars: Vec<(usize, char)>,
    comments: Vec<String>,
    comment_error: Option<usize>,
    pos: usize,
    line: usize,
    width: usize,
}

impl Cursor {
    fn new(raw: &str, line: usize) -> Cursor {
        let mut chars = Vec::new();
        let mut comments = Vec::new();
        let mut comment_error = None;
        let mut open: Option<(usize, String)> = None;
        let mut width = 0;
        let mut in_quotes = false;
        for (i, c) in raw.chars().enumerate() {
            let column = i + 1;
            width = column;
            match (&mut open, c) {
                (Some((_, text)), '}') => {
                    comments.push(std::mem::take(text));
                    open = None;
                }
                (Some((_, text)), c) => text.push(c),
                (None, '"') => {
                    in_quotes = !in_quotes;
                    chars.push((column, c));
                }
                (None, '{') if !in_quotes => open = Some((column, String::new())),
                // `; text` annotates a line, as NOTATION.md's examples do; it is not kept.
                (None, ';') if !in_quotes => break,
                (None, c) => chars.push((column, c)),
            }
        }
        if let Some((column, _)) = open {
            comment_error = Some(column);
        }
        Cursor { chars, comments, comment_error, pos: 0, line, width }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).map(|&(_, c)| c)
    }

    fn column(&self) -> usize {
        self.chars.get(self.pos).map_or(self.width + 1, |&(col, _)| col)
    }

    fn error(&self, message: impl Into<String>) -> ParseError {
        ParseError { line: self.line, column: self.column(), message: message.into() }
    }

    fn expected(&self, what: &str) -> ParseError {
        let found = match self.peek() {
            None => "the end of the line".to_string(),
            Some(c) => format!("'{c}'"),
        };
        self.error(format!("expected {what}, found {found}"))
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.pos += 1;
        }
    }

    /// Take `c` (after any spaces) if it is next.
    fn eat(&mut self, c: char) -> bool {
        self.skip_space();
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Take one of several spellings of a symbol (the Unicode one and its ASCII alternative).
    fn eat_symbol(&mut self, spellings: &[&str]) -> bool {
        self.skip_space();
        for spelling in spellings {
            let n = spelling.chars().count();
            let matches = self.chars.len() >= self.pos + n
                && self.chars[self.pos..self.pos + n].iter().map(|&(_, c)| c).eq(spelling.chars());
            if matches {
                self.pos += n;
                return true;
            }
        }
        false
    }

    fn arrow(&mut self) -> bool {
        self.eat_symbol(&["→", "->"])
    }

    fn dash(&mut self) -> Result<(), ParseError> {
        if self.eat_symbol(&["—", "--", "–"]) {
            Ok(())
        } else {
            Err(self.expected("the dash ' — ' (or ' -- ')"))
        }
    }

    fn number(&mut self, what: &str, range: std::ops::RangeInclusive<u8>) -> Result<u8, ParseError> {
        self.skip_space();
        let start = self.pos;
        let column = self.column();
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(self.expected(what));
        }
        let digits = self.chars[start..self.pos].iter().map(|&(_, c)| c).collect::<String>();
        match digits.parse::<u8>() {
            Ok(n) if range.contains(&n) => Ok(n),
            _ => Err(ParseError {
                line: self.line,
                column,
                message: format!("{} is not {what} ({}–{})", excerpt(&digits), range.start(), range.end()),
            }),
        }
    }

    fn square(&mut self) -> Result<u8, ParseError> {
        self.number("a square", 1..=30)
    }

    fn header(&mut self) -> Result<(String, String), ParseError> {
        self.eat('[');
        let mut key = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            key.push(c);
            self.pos += 1;
        }
        if key.is_empty() {
            return Err(self.expected("a header name"));
        }
        if !self.eat('"') {
            return Err(self.expected("'\"' opening the header's value"));
        }
        let mut value = String::new();
        loop {
            match self.peek() {
                None => return Err(self.expected("'\"' closing the header's value")),
                Some('"') => break,
                Some(c) => value.push(c),
            }
            self.pos += 1;
        }
        self.pos += 1;
        if !self.eat(']') {
            return Err(self.expected("']' closing the header"));
        }
        self.end()?;
        Ok((key, value))
    }

    fn end(&mut self) -> Result<(), ParseError> {
        self.skip_space();
        if let Some(column) = self.comment_error {
            return Err(ParseError { line: self.line, column, message: "a '{' comment is not closed".into() });
        }
        match self.peek() {
            None => Ok(()),
            Some(_) => Err(self.expected("the end of the line")),
        }
    }

    fn line(&mut self, system: System) -> Result<Line, ParseError> {
        let side = match (self.peek(), system == System::Gods) {
            (Some('S'), false) | (Some('G'), true) => Side::Spools,
            (Some('C'), false) | (Some('O'), true) => Side::Cones,
            (_, false) => return Err(self.expected("a side letter, S or C")),
            (_, true) => return Err(self.expected("a side letter, G or O (the game with the gods)")),
        };
        self.pos += 1;
        if self.peek().is_some_and(|c| !c.is_whitespace() && c != '+') {
            return Err(self.expected("a space after the side letter"));
        }
        let entry = if self.eat('+') {
            Entry::Revive
        } else {
            let value = self.number("a throw", 1..=5)?;
            let piece = if self.eat('.') { Some(self.number("a piece number", 1..=5)?) } else { None };
            self.dash()?;
            Entry::Throw { value, piece, outcome: self.outcome()? }
        };
        self.end()?;
        Ok(Line { number: self.line, side, entry, comments: std::mem::take(&mut self.comments) })
    }

    fn outcome(&mut self) -> Result<Outcome, ParseError> {
        self.skip_space();
        if self.arrow() {
            return Ok(Outcome::Enter(self.square()?));
        }
        if self.peek() == Some('0') && !self.chars.get(self.pos + 1).is_some_and(|&(_, c)| c.is_ascii_digit()) {
            self.pos += 1;
            return Ok(Outcome::Lost);
        }
        let from = self.square()?;
        if self.arrow() {
            return Ok(Outcome::BearOff(from));
        }
        let path = self.path_from(from)?;
        let (mark, mut fate) = self.mark()?;
        let mut capture = None;
        if mark.is_none() && self.eat(':') {
            let path = self.path()?;
            let knocked = if self.arrow() {
                let (knocked, knock_fate) = self.mark()?;
                if knocked.is_none() {
                    return Err(self.expected("the House mark of the knocked piece (+ # † ≈ III II I)"));
                }
                fate = fate.or(knock_fate);
                knocked
            } else {
                None
            };
            capture = Some(Capture { path, knocked });
        }
        Ok(Outcome::Move { path, mark, capture, fate })
    }

    fn path(&mut self) -> Result<Path, ParseError> {
        let from = self.square()?;
        self.path_from(from)
    }

    fn path_from(&mut self, from: u8) -> Result<Path, ParseError> {
        self.skip_space();
        if self.peek() != Some('-') || self.chars.get(self.pos + 1).is_some_and(|&(_, c)| c == '>' || c == '-') {
            return Err(self.expected("'-' and the square the piece moves to"));
        }
        self.pos += 1;
        let to = self.square()?;
        if to == 21 {
            if !self.eat_symbol(&["↑", "^"]) {
                return Err(self.expected("'↑' (or '^') and the square Ba carries the piece on to"));
            }
            return Ok(Path { from, to: self.square()?, ba: true });
        }
        Ok(Path { from, to, ba: false })
    }

    /// A House mark, with the fate throw after `†`.
    fn mark(&mut self) -> Result<(Option<Mark>, Option<Fate>), ParseError> {
        self.skip_space();
        let mark = match self.peek() {
            Some('+') => Mark::Rebirth,
            Some('#') => Mark::Net,
            Some('≈' | '~') => Mark::Water,
            Some('†') => {
                self.pos += 1;
                return Ok((Some(Mark::Beauty), Some(self.fate()?)));
            }
            Some('I') => {
                let mut count = 0;
                while self.peek() == Some('I') {
                    count += 1;
                    self.pos += 1;
                }
                if count > 3 {
                    return Err(self.error("a House mark is III, II or I"));
                }
                return Ok((Some(Mark::Waits(31 - count)), None));
            }
            _ => return Ok((None, None)),
        };
        self.pos += 1;
        Ok((Some(mark), None))
    }

    fn fate(&mut self) -> Result<Fate, ParseError> {
        let value = self.number("the fate throw", 1..=5)?;
        self.dash()?;
        self.skip_space();
        if self.peek() == Some('0') {
            self.pos += 1;
            return Ok(Fate { value, result: None });
        }
        let path = self.path()?;
        let (mark, _) = self.mark()?;
        if mark == Some(Mark::Beauty) {
            return Err(self.error("a fate throw cannot lead to another"));
        }
        Ok(Fate { value, result: Some((path, mark)) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(text: &str) -> Outcome {
        let record = parse(&format!("S 1 — {text}")).unwrap();
        match &record.lines[0].entry {
            Entry::Throw { outcome, .. } => outcome.clone(),
            Entry::Revive => panic!("not a throw"),
        }
    }

    fn path(from: u8, to: u8) -> Path {
        Path { from, to, ba: false }
    }

    #[test]
    fn reads_every_result_form() {
        assert_eq!(outcome("0"), Outcome::Lost);
        assert_eq!(outcome("28 →"), Outcome::BearOff(28));
        assert_eq!(outcome("→ 27"), Outcome::Enter(27));
        assert_eq!(outcome("8-9"), Outcome::Move { path: path(8, 9), mark: None, capture: None, fate: None });
        assert_eq!(
            outcome("18-21 ↑ 24 : 24-21 ↑ 18"),
            Outcome::Move {
                path: Path { from: 18, to: 24, ba: true },
                mark: None,
                capture: Some(Capture { path: Path { from: 24, to: 18, ba: true }, knocked: None }),
                fate: None
            }
        );
        assert_eq!(
            outcome("16-21 ↑ 26 † 5 — 26-21 ↑ 16 #"),
            Outcome::Move {
                path: Path { from: 16, to: 26, ba: true },
                mark: Some(Mark::Beauty),
                capture: None,
                fate: Some(Fate { value: 5, result: Some((Path { from: 26, to: 16, ba: true }, Some(Mark::Net))) })
            }
        );
        assert_eq!(
            outcome("26-24 : 24-26 → † 3 — 26-29 II"),
            Outcome::Move {
                path: path(26, 24),
                mark: None,
                capture: Some(Capture { path: path(24, 26), knocked: Some(Mark::Beauty) }),
                fate: Some(Fate { value: 3, result: Some((path(26, 29), Some(Mark::Waits(29)))) })
            }
        );
        assert!(matches!(outcome("25-26 † 2 — 0"), Outcome::Move { fate: Some(Fate { result: None, .. }), .. }));
        for (text, mark) in [("10-15 +", Mark::Rebirth), ("15-16 #", Mark::Net), ("25-27 ≈", Mark::Water)] {
            assert!(matches!(outcome(text), Outcome::Move { mark: Some(m), .. } if m == mark), "{text}");
        }
        for (text, square) in [("25-28 III", 28), ("25-29 II", 29), ("25-30 I", 30)] {
            assert!(matches!(outcome(text), Outcome::Move { mark: Some(Mark::Waits(s)), .. } if s == square));
        }
    }

    #[test]
    fn ascii_alternatives_read_as_the_symbols() {
        let ascii = parse("C 5 -- 16-21 ^ 26 † 5 -- 26-21 ^ 16 #\nS 2 -- 25-27 ~\nS 1 -- 30 ->\nC 4 -- -> 27").unwrap();
        let unicode = parse("C 5 — 16-21 ↑ 26 † 5 — 26-21 ↑ 16 #\nS 2 — 25-27 ≈\nS 1 — 30 →\nC 4 — → 27").unwrap();
        assert_eq!(ascii, unicode);
    }

    #[test]
    fn writes_what_it_reads() {
        let text = "[System \"gods\"]\n[Pieces \"5\"]\n[Odd \"kept\"]\n\nG 1.2 — 0 {piece 2 stands on 7}\n\
                    O +\nG 3 — 28 →\nO 1 — 25-26 † 2 — 26-24\nO 2 — 15-18 : 18-15 → +\n";
        let record = parse(text).unwrap();
        assert_eq!(record.header("Odd"), Some("kept"));
        assert_eq!(record.to_string(), text);
    }

    #[test]
    fn errors_name_line_and_column() {
        let err = parse("S 2 — 4-6\nC 7 — 1-8").unwrap_err();
        assert_eq!((err.line, err.column), (2, 3));
        assert!(err.message.contains("not a throw"), "{err}");
        let err = parse("S 2 — 4-").unwrap_err();
        assert_eq!((err.line, err.column), (1, 9));
        assert!(err.to_string().contains("expected a square"), "{err}");
        let err = parse("S 2 — 4-40").unwrap_err();
        assert!(err.message.contains("40 is not a square"), "{err}");
        let err = parse("X 2 — 4-6").unwrap_err();
        assert_eq!((err.line, err.column), (1, 1));
        let err = parse("S 2 — 4-6 {open").unwrap_err();
        assert_eq!((err.line, err.column, err.message.as_str()), (1, 11, "a '{' comment is not closed"));
        let err = parse("S 2 — 4-6 %").unwrap_err();
        assert!(err.message.contains("expected the end of the line"), "{err}");
        let err = parse_bytes(b"S 2 \xff 4-6").unwrap_err();
        assert_eq!((err.line, err.column), (1, 5));
        let err = parse("S 1 — 1-2\n[System \"bell\"]").unwrap_err();
        assert_eq!(err.line, 2);
    }

    #[test]
    fn a_byte_order_mark_and_every_line_ending_are_read() {
        let unix = parse("[Pieces \"5\"]\n\nS 2 — 9-11\nC 3 — 10-13\n").unwrap();
        for text in ["\u{feff}[Pieces \"5\"]\n\nS 2 — 9-11\nC 3 — 10-13\n", "[Pieces \"5\"]\r\rS 2 — 9-11\rC 3 — 10-13\r",
            "[Pieces \"5\"]\r\n\r\nS 2 — 9-11\r\nC 3 — 10-13"] {
            assert_eq!(parse(text), Ok(unix.clone()), "{text:?}");
        }
        let err = parse("S 2 — 9-11\rC 7 — 1-8").unwrap_err();
        assert_eq!((err.line, err.column), (2, 3), "a lone CR ends a line");
    }

    #[test]
    fn a_long_run_of_digits_is_not_echoed_whole() {
        let text = format!("S {} — 9-11", "7".repeat(1 << 20));
        let message = parse(&text).unwrap_err().to_string();
        assert!(message.len() < 200, "{}", &message[..200]);
        assert!(message.contains("(1048576 characters)"), "{message}");
    }
}
