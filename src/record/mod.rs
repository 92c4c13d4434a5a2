//! The club's game record (`NOTATION.md`): reading, writing and replaying it against the rules.
//!
//! A record is headers plus one [`Line`] per throw. [`parse`] reads text into a [`Record`] (never
//! panicking, whatever the bytes), `Display` writes it back, [`Recorder`] writes the lines of a game
//! as it is played, and [`replay`] checks a record against the engine.

mod digits;
pub mod friend;
pub mod import;
pub mod link;
pub mod position;
mod parse;
mod replay;
pub mod tournament;
mod write;

use std::fmt;

use crate::engine::{CycleGoal, Game, Options, Side, System, ThrowOff, MAX_THROW_OFF};

pub use parse::{excerpt, parse, parse_bytes, ParseError, MAX_RECORD_BYTES};
pub use replay::{replay, Disagreement, Replay};
pub use write::Recorder;

/// A whole record: headers in their order (unknown ones kept) and the throws.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Record {
    pub headers: Vec<Header>,
    pub lines: Vec<Line>,
}

/// `[Key "Value"]`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Header {
    pub key: String,
    pub value: String,
    /// The line's number in the text it was read from (0 for a header not read from text).
    pub number: usize,
}

/// One throw (or revival) and what it did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Line {
    /// The line's number in the text it was read from (0 for a line not read from text).
    pub number: usize,
    pub side: Side,
    pub entry: Entry,
    /// `{...}` comments, kept with the line (without the braces).
    pub comments: Vec<String>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Entry {
    /// `+` alone: a drowned piece revived on 15 instead of a throw (K14).
    Revive,
    /// A throw; `piece` is the gods' second throw (G4).
    Throw { value: u8, piece: Option<u8>, outcome: Outcome },
}

/// The result part of a line, after the dash.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// `0`: the throw is lost.
    Lost,
    /// `28 →`: borne off from that square.
    BearOff(u8),
    /// `→ 27`: a Bell piece entered on that square.
    Enter(u8),
    Move { path: Path, mark: Option<Mark>, capture: Option<Capture>, fate: Option<Fate> },
}

/// `a-b`, or `a-21 ↑ b` when the House of Ba carried the piece on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Path {
    pub from: u8,
    pub to: u8,
    pub ba: bool,
}

/// The mark of a House after the square a piece ends on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    /// `+` Rebirth (15)
    Rebirth,
    /// `#` the Net (16)
    Net,
    /// `†` Beauty (26): the fate throw follows
    Beauty,
    /// `≈` Water (27)
    Water,
    /// `III`, `II`, `I`: waiting on 28, 29, 30
    Waits(u8),
}

/// ` : b-a`: the captured piece exchanged onto the mover's square, with `→ mark` if that is a House.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Capture {
    pub path: Path,
    pub knocked: Option<Mark>,
}

/// `† F — 26-x mark`, or `† F — 0` when the piece cannot move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Fate {
    pub value: u8,
    pub result: Option<(Path, Option<Mark>)>,
}

/// The records of a file that holds several: each begins at a header line that follows a throw
/// line, or that names a header its record has already (a file of one record is that record).
pub fn split_records(text: &str) -> Vec<&str> {
    let mut records = Vec::new();
    let (mut start, mut throws_seen, mut offset) = (0, false, 0);
    let mut keys: Vec<&str> = Vec::new();
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start_matches('\u{feff}').trim();
        if let Some(header) = trimmed.strip_prefix('[') {
            let key = header.split(|c: char| c.is_whitespace() || c == '"').next().unwrap_or("");
            if throws_seen || keys.contains(&key) {
                records.push(&text[start..offset]);
                (start, throws_seen) = (offset, false);
                keys.clear();
            }
            keys.push(key);
        } else if !trimmed.is_empty() && !trimmed.starts_with(';') {
            throws_seen = true;
        }
        offset += line.len();
    }
    records.push(&text[start..]);
    records
}

/// The side letter of a line: spools and cones, or the gods and the operator.
pub fn side_letter(system: System, side: Side) -> char {
    match (system == System::Gods, side) {
        (false, Side::Spools) => 'S',
        (false, Side::Cones) => 'C',
        (true, Side::Spools) => 'G',
        (true, Side::Cones) => 'O',
    }
}

impl Record {
    pub fn header(&self, key: &str) -> Option<&str> {
        self.header_line(key).map(|h| h.value.as_str())
    }

    /// The header with its line number, for messages that point at it.
    pub fn header_line(&self, key: &str) -> Option<&Header> {
        self.headers.iter().find(|h| h.key == key)
    }

    /// Put `headers` in, where the record does not say them already.
    pub fn add_headers(&mut self, headers: &[(String, String)]) {
        for (key, value) in headers {
            if self.header(key) != Some(value.as_str()) {
                self.set_header(key, value.clone());
            }
        }
    }

    /// Set a header, keeping its place if it is there already.
    pub fn set_header(&mut self, key: &str, value: impl Into<String>) {
        let value = value.into();
        match self.headers.iter_mut().find(|h| h.key == key) {
            Some(header) => header.value = value,
            None => self.headers.push(Header { key: key.to_string(), value, number: 0 }),
        }
    }

    /// `[Throws "table"]`: at least one throw came from real sticks, entered by hand.
    pub fn throws_from_table(&self) -> bool {
        self.header("Throws") == Some("table")
    }

    pub fn mark_throws_from_table(&mut self) {
        self.set_header("Throws", "table");
    }

    /// The `[ThrowOff]` header's throws (none when it is absent), checked as the rules make them
    /// (K2, G2).
    pub fn throw_off(&self) -> Result<Vec<u8>, String> {
        let Some(text) = self.header("ThrowOff") else { return Ok(Vec::new()) };
        let throws = text
            .split_whitespace()
            .take(MAX_THROW_OFF + 1)
            .map(|word| word.parse::<u8>().map_err(|_| format!("\"{}\" is not a throw (1 to 5)", excerpt(word))))
            .collect::<Result<Vec<u8>, String>>()?;
        ThrowOff::check(&throws, self.system()).map_err(|e| e.to_string())?;
        Ok(throws)
    }

    /// The position the game starts from (`[Position "…"]`, the position notation; NOTATION.md),
    /// if it does not start from the beginning. The error names the header.
    pub fn start(&self) -> Result<Option<Game>, String> {
        let Some(text) = self.header("Position") else { return Ok(None) };
        let options = self.options()?;
        Game::arrange(options, text).map(Some).map_err(|why| format!("[Position \"{}\"]: {why}", excerpt(text)))
    }

    /// Start the record from a set position: its `[Position]` header.
    pub fn set_start(&mut self, game: &Game) {
        self.set_header("Position", game.arrangement());
    }

    /// The headers that describe a game's options, for a new record.
    pub fn for_options(options: &Options) -> Record {
        let mut record = Record::default();
        record.set_header("System", options.system.name());
        record.set_header("Pieces", options.pieces.to_string());
        match options.system {
            System::Gods => record.set_header("Release", if options.release { "on" } else { "off" }),
            System::Cycles => match options.goal {
                CycleGoal::Cycles(n) => record.set_header("Cycles", n.to_string()),
                CycleGoal::TimeLimit { minutes } => record.set_header("TimeLimit", format!("{minutes}m")),
            },
            _ => {}
        }
        record.set_header("Result", "*");
        record
    }

    /// The game options the headers describe; the error names the header at fault.
    pub fn options(&self) -> Result<Options, String> {
        let system = match self.header("System") {
            None => System::Kendall,
            Some(name) => System::from_name(name)
                .ok_or_else(|| format!("[System \"{}\"]: expected kendall, bell, cycles or gods", excerpt(name)))?,
        };
        let pieces = match self.header("Pieces") {
            None => 5,
            Some("5") => 5,
            Some("7") => 7,
            Some(other) => return Err(format!("[Pieces \"{}\"]: expected 5 or 7", excerpt(other))),
        };
        let mut options = Options::new(system, pieces);
        options.release = match self.header("Release") {
            None | Some("on") => true,
            Some("off") => false,
            Some(other) => return Err(format!("[Release \"{}\"]: expected on or off", excerpt(other))),
        };
        options.goal = match (self.header("Cycles"), self.header("TimeLimit")) {
            (Some(n), _) => match n.parse::<u8>() {
                Ok(n) if n > 0 => CycleGoal::Cycles(n),
                _ => return Err(format!("[Cycles \"{}\"]: expected a number of cycles from 1 to 255", excerpt(n))),
            },
            (None, Some(limit)) => match limit.strip_suffix('m').and_then(|m| m.parse::<u32>().ok()) {
                Some(minutes) if minutes > 0 => CycleGoal::TimeLimit { minutes },
                _ => return Err(format!("[TimeLimit \"{}\"]: expected minutes such as \"30m\"", excerpt(limit))),
            },
            (None, None) => CycleGoal::Cycles(1),
        };
        options.validate().map_err(str::to_string)?;
        Ok(options)
    }

    pub fn system(&self) -> System {
        self.header("System").and_then(System::from_name).unwrap_or(System::Kendall)
    }
}

impl Record {
    /// The headers as the record writes them, a line each.
    pub fn headers_text(&self) -> String {
        self.headers.iter().map(|Header { key, value, .. }| format!("[{key} \"{value}\"]\n")).collect()
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.headers_text())?;
        let system = self.system();
        for line in &self.lines {
            writeln!(f, "{}", line.display(system))?;
        }
        Ok(())
    }
}

impl Line {
    /// The line as the record writes it (the side letter depends on the system).
    pub fn display(&self, system: System) -> impl fmt::Display + '_ {
        struct Shown<'a>(&'a Line, System);
        impl fmt::Display for Shown<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let line = self.0;
                write!(f, "{} {}", side_letter(self.1, line.side), line.entry)?;
                for comment in &line.comments {
                    write!(f, " {{{comment}}}")?;
                }
                Ok(())
            }
        }
        Shown(self, system)
    }
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entry::Revive => write!(f, "+"),
            Entry::Throw { value, piece: None, outcome } => write!(f, "{value} — {outcome}"),
            Entry::Throw { value, piece: Some(piece), outcome } => write!(f, "{value}.{piece} — {outcome}"),
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Lost => write!(f, "0"),
            Outcome::BearOff(square) => write!(f, "{square} →"),
            Outcome::Enter(square) => write!(f, "→ {square}"),
            Outcome::Move { path, mark, capture, fate } => {
                write!(f, "{path}")?;
                write_mark(f, *mark, *fate)?;
                if let Some(capture) = capture {
                    write!(f, " : {}", capture.path)?;
                    if capture.knocked.is_some() {
                        write!(f, " →")?;
                        write_mark(f, capture.knocked, *fate)?;
                    }
                }
                Ok(())
            }
        }
    }
}

fn write_mark(f: &mut fmt::Formatter<'_>, mark: Option<Mark>, fate: Option<Fate>) -> fmt::Result {
    match mark {
        None => Ok(()),
        Some(Mark::Beauty) => match fate {
            Some(fate) => write!(f, " {fate}"),
            None => write!(f, " †"),
        },
        Some(mark) => write!(f, " {mark}"),
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ba {
            write!(f, "{}-21 ↑ {}", self.from, self.to)
        } else {
            write!(f, "{}-{}", self.from, self.to)
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mark::Rebirth => "+",
            Mark::Net => "#",
            Mark::Beauty => "†",
            Mark::Water => "≈",
            Mark::Waits(28) => "III",
            Mark::Waits(29) => "II",
            Mark::Waits(_) => "I",
        })
    }
}

impl fmt::Display for Fate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "† {} — ", self.value)?;
        match self.result {
            None => write!(f, "0"),
            Some((path, mark)) => {
                write!(f, "{path}")?;
                write_mark(f, mark, None)
            }
        }
    }
}
