//! A club tournament (issue 42, its rules and its file): pairings (Berger round robins, single or
//! double; a Swiss), standings with tie-breaks, Elo ratings, and the tournament as one file of
//! records, each with `[Event]`, `[Round]`, `[Format]` and the players of each side (`[Spools]`,
//! `[Cones]`) in its headers (NOTATION.md, "Tournaments"). Its games are checked as any record is
//! (the rules, and a friend's game's commitments). Uses the records and their replay.

use std::collections::BTreeMap;

use super::friend::verify_record;
use super::{parse, replay, split_records, Record};
use crate::engine::{Options, Side, System, ThrowOff};

/// How the players meet.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    RoundRobin,
    /// Each pair twice, once as each side of the pairing (who is named first, throws first in the
    /// throw-off).
    DoubleRoundRobin,
    Swiss,
}

impl Format {
    pub const fn name(self) -> &'static str {
        match self {
            Format::RoundRobin => "round-robin",
            Format::DoubleRoundRobin => "double-round-robin",
            Format::Swiss => "swiss",
        }
    }

    pub fn from_name(name: &str) -> Option<Format> {
        [Format::RoundRobin, Format::DoubleRoundRobin, Format::Swiss].into_iter().find(|f| f.name() == name)
    }
}

/// One round's pairings: each pair (the player named first, the second), and who rests.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Round {
    pub pairs: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// A round robin of `players` by Berger's tables: every pair once (twice in a `double`, the second
/// time with the pairing turned round); for an odd number one player rests each round, each once
/// (twice in a double).
pub fn round_robin(players: usize, double: bool) -> Vec<Round> {
    // An odd number plays against a rest: who meets it has the bye.
    let seats = players + players % 2;
    let rest = (players % 2 == 1).then_some(players);
    let rotating = seats - 1;
    let mut rounds = Vec::new();
    for r in 0..rotating {
        let mut round = Round::default();
        // The last seat is fixed; the others turn round it. The fixed seat changes sides each round.
        let fixed = if r % 2 == 0 { (r, seats - 1) } else { (seats - 1, r) };
        let others = (1..seats / 2).map(|i| ((r + i) % rotating, (r + rotating - i) % rotating));
        for (a, b) in std::iter::once(fixed).chain(others) {
            match (Some(a) == rest, Some(b) == rest) {
                (true, _) => round.bye = Some(b),
                (_, true) => round.bye = Some(a),
                _ => round.pairs.push((a, b)),
            }
        }
        rounds.push(round);
    }
    if double {
        let back = rounds.iter().map(|round| Round { pairs: round.pairs.iter().map(|&(a, b)| (b, a)).collect(), bye: round.bye }).collect::<Vec<_>>();
        rounds.extend(back);
    }
    rounds
}

/// The next round of a Swiss: the bye (for an odd number) to the lowest ranked who has not had
/// one (ranked by points, then by their order in the tournament), then the pairing of the rest
/// that keeps scores closest (the least sum of the squared differences of the paired players'
/// points: equal scores meet, and a player drops to the next score only when their own cannot
/// pair them), with no pair met before. `None` when no pairing avoids one.
pub fn swiss_round(points: &[f64], met: &[(usize, usize)], byes: &[usize]) -> Option<Round> {
    let mut ranked = (0..points.len()).collect::<Vec<_>>();
    ranked.sort_by(|&a, &b| points[b].total_cmp(&points[a]).then(a.cmp(&b)));
    let mut bye = None;
    if ranked.len() % 2 == 1 {
        let position = ranked.iter().rposition(|p| !byes.contains(p)).unwrap_or(ranked.len() - 1);
        bye = Some(ranked.remove(position));
    }
    let mut search = Search { points, met, best: None, budget: SEARCH_BUDGET };
    search.pair(&ranked, 0.0, &mut Vec::new());
    search.best.map(|(_, pairs)| Round { pairs, bye })
}

/// How many steps the search for the closest pairing may take: far more than a club's Swiss
/// needs (its first pairing found is already close; the rest only improve it), and a bound on the
/// time whatever the history.
const SEARCH_BUDGET: u32 = 200_000;

struct Search<'a> {
    points: &'a [f64],
    met: &'a [(usize, usize)],
    /// The closest pairing found, and its cost.
    best: Option<(f64, Vec<(usize, usize)>)>,
    budget: u32,
}

impl Search<'_> {
    fn have_met(&self, a: usize, b: usize) -> bool {
        self.met.iter().any(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a))
    }

    /// Pair `left` (ranked) top down: its first with each partner not met, nearest in score first.
    fn pair(&mut self, left: &[usize], cost: f64, pairs: &mut Vec<(usize, usize)>) {
        let Some((&first, rest)) = left.split_first() else {
            if self.best.as_ref().is_none_or(|(best, _)| cost < *best) {
                self.best = Some((cost, pairs.clone()));
            }
            return;
        };
        if self.budget == 0 {
            return;
        }
        self.budget -= 1;
        let mut partners = rest.iter().enumerate().filter(|&(_, &p)| !self.have_met(first, p)).collect::<Vec<_>>();
        partners.sort_by(|a, b| (self.points[first] - self.points[*a.1]).abs().total_cmp(&(self.points[first] - self.points[*b.1]).abs()).then(a.0.cmp(&b.0)));
        for (i, &second) in partners {
            let gap = self.points[first] - self.points[second];
            let with = cost + gap * gap;
            if self.best.as_ref().is_some_and(|(best, _)| with >= *best) {
                break;
            }
            let others = rest.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &p)| p).collect::<Vec<_>>();
            pairs.push((first, second));
            self.pair(&others, with, pairs);
            pairs.pop();
        }
    }
}

/// A game of the tournament that counts: its round, the two players (the spools' first), who
/// won, whether its record was checked (a result entered by hand is not), and the record as the
/// tournament's file keeps it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Played {
    pub round: u32,
    pub first: usize,
    pub second: usize,
    pub winner: usize,
    pub verified: bool,
    pub record: String,
}

impl Played {
    /// Whether this is the game of the pairing of `a` and `b` (either way round) in `round`.
    pub fn is_of(&self, round: u32, (a, b): (usize, usize)) -> bool {
        self.round == round && ((self.first, self.second) == (a, b) || (self.first, self.second) == (b, a))
    }
}

/// A player's line of the standings.
#[derive(Clone, PartialEq, Debug)]
pub struct Standing {
    pub player: usize,
    pub points: f64,
    /// Sonneborn–Berger in a round robin (the points of the players one beat), Buchholz in a Swiss
    /// (the points of all one met).
    pub tie_break: f64,
}

/// A win 1 point; a Swiss bye 1 point too (a round robin's rest gives none: everyone has it).
pub fn standings(players: usize, format: Format, games: &[Played], byes: &[usize]) -> Vec<Standing> {
    let points = points(players, format, games, byes);
    let tie_break = |player: usize| {
        games.iter().filter(|g| g.first == player || g.second == player).map(|g| {
            let opponent = if g.first == player { g.second } else { g.first };
            match format {
                Format::Swiss => points[opponent],
                _ if g.winner == player => points[opponent],
                _ => 0.0,
            }
        }).sum::<f64>()
    };
    let mut table = (0..players).map(|player| Standing { player, points: points[player], tie_break: tie_break(player) }).collect::<Vec<_>>();
    let level = |a: &Standing, b: &Standing| a.points == b.points && a.tie_break == b.tie_break;
    // Among players level on both, the games between them: who won most of those (all level, as
    // in a circle of wins, leaves the tournament's order).
    let between = |player: usize, group: &[usize]| games.iter().filter(|g| g.winner == player && group.contains(&g.first) && group.contains(&g.second)).count();
    let won_between = table.iter().map(|s| {
        let group = table.iter().filter(|t| level(s, t)).map(|t| t.player).collect::<Vec<_>>();
        between(s.player, &group)
    }).collect::<Vec<_>>();
    table.sort_by(|a, b| {
        b.points.total_cmp(&a.points).then(b.tie_break.total_cmp(&a.tie_break)).then(won_between[b.player].cmp(&won_between[a.player])).then(a.player.cmp(&b.player))
    });
    table
}

/// A rating to start from.
pub const FIRST_RATING: f64 = 1500.0;
/// Elo's K: 32 while a rating is provisional (its first [`PROVISIONAL`] games: it must find its
/// level fast), 16 after (a club's few games a month should not swing it).
pub const PROVISIONAL_K: f64 = 32.0;
pub const K: f64 = 16.0;
pub const PROVISIONAL: u32 = 5;

/// A player's rating and the rated games behind it.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Rating {
    pub rating: f64,
    pub games: u32,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating { rating: FIRST_RATING, games: 0 }
    }
}

impl Rating {
    pub fn provisional(&self) -> bool {
        self.games < PROVISIONAL
    }
}

/// Both players' ratings after a counted game that `winner` won over `loser`.
pub fn rated(winner: Rating, loser: Rating) -> (Rating, Rating) {
    let expected = 1.0 / (1.0 + 10f64.powf((loser.rating - winner.rating) / 400.0));
    let k = |r: Rating| if r.provisional() { PROVISIONAL_K } else { K };
    let winner_after = Rating { rating: winner.rating + k(winner) * (1.0 - expected), games: winner.games + 1 };
    let loser_after = Rating { rating: loser.rating - k(loser) * (1.0 - expected), games: loser.games + 1 };
    (winner_after, loser_after)
}

/// The most players a tournament takes, and the fewest.
pub const MOST_PLAYERS: usize = 32;
pub const FEWEST_PLAYERS: usize = 3;

/// A tournament as its organiser keeps it and its file carries it: the heading (its name, the
/// game's options, the format, the players in their order, the rounds) and the games that count.
#[derive(Clone, PartialEq, Debug)]
pub struct Tournament {
    pub event: String,
    pub format: Format,
    pub options: Options,
    pub players: Vec<String>,
    /// How many rounds: a round robin's own, a Swiss's as chosen.
    pub rounds: u32,
    pub games: Vec<Played>,
    /// Whether its file named the players and the rounds (the app's files do): only then are its
    /// games checked against the pairings (a file without a heading orders its players as they
    /// first appear).
    pub heading: bool,
}

/// Why a tournament cannot start: what the organiser must change.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NotStarted {
    NoName,
    /// A name (the tournament's or a player's) holds a character the file cannot carry: `"` or a
    /// control character (or a player's `,`).
    Unwritable(String),
    PlayerCount(usize),
    SameName(String),
    /// A Swiss needs 1 round at least and fewer than the players (no pair twice).
    Rounds(u32),
    /// The game with the gods is played alone.
    Gods,
}

impl std::fmt::Display for NotStarted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotStarted::NoName => write!(f, "the tournament needs a name"),
            NotStarted::Unwritable(name) => write!(f, "\"{name}\": a name cannot hold '\"' (nor a player's a comma)"),
            NotStarted::PlayerCount(n) => write!(f, "a tournament takes {FEWEST_PLAYERS} to {MOST_PLAYERS} players, not {n}"),
            NotStarted::SameName(name) => write!(f, "two players are called \"{name}\""),
            NotStarted::Rounds(n) => write!(f, "a Swiss of these players takes 1 round or more, fewer than the players: not {n}"),
            NotStarted::Gods => write!(f, "the game with the gods is played alone"),
        }
    }
}

impl Tournament {
    /// A new tournament; `swiss_rounds` counts only for a Swiss. Names are trimmed.
    pub fn new(event: &str, options: Options, format: Format, players: &[String], swiss_rounds: u32) -> Result<Tournament, NotStarted> {
        let event = event.trim().to_string();
        if event.is_empty() {
            return Err(NotStarted::NoName);
        }
        if event.contains(|c: char| c == '"' || c.is_control()) {
            return Err(NotStarted::Unwritable(event));
        }
        if options.system == System::Gods {
            return Err(NotStarted::Gods);
        }
        let players = players.iter().map(|p| p.trim().to_string()).filter(|p| !p.is_empty()).collect::<Vec<_>>();
        if let Some(bad) = players.iter().find(|p| p.contains(|c: char| c == '"' || c == ',' || c.is_control())) {
            return Err(NotStarted::Unwritable(bad.clone()));
        }
        if !(FEWEST_PLAYERS..=MOST_PLAYERS).contains(&players.len()) {
            return Err(NotStarted::PlayerCount(players.len()));
        }
        if let Some((i, _)) = players.iter().enumerate().find(|(i, p)| players[..*i].contains(p)) {
            return Err(NotStarted::SameName(players[i].clone()));
        }
        let rounds = match format {
            Format::Swiss if swiss_rounds == 0 || swiss_rounds as usize >= players.len() => return Err(NotStarted::Rounds(swiss_rounds)),
            Format::Swiss => swiss_rounds,
            _ => round_robin(players.len(), format == Format::DoubleRoundRobin).len() as u32,
        };
        Ok(Tournament { event, format, options, players, rounds, games: Vec::new(), heading: true })
    }

    /// The rounds paired so far: a round robin's all at once; a Swiss's each once the one before it
    /// is complete (and while a pairing without a pair met before is left).
    pub fn rounds_paired(&self) -> Vec<Round> {
        match self.format {
            Format::RoundRobin | Format::DoubleRoundRobin => round_robin(self.players.len(), self.format == Format::DoubleRoundRobin),
            Format::Swiss => {
                let mut rounds: Vec<Round> = Vec::new();
                while (rounds.len() as u32) < self.rounds && rounds.iter().enumerate().all(|(r, round)| self.complete(r as u32 + 1, round)) {
                    let before = rounds.len() as u32;
                    let games = self.games.iter().filter(|g| g.round <= before).cloned().collect::<Vec<_>>();
                    let byes = rounds.iter().filter_map(|r| r.bye).collect::<Vec<_>>();
                    let points = points(self.players.len(), self.format, &games, &byes);
                    let met = games.iter().map(|g| (g.first, g.second)).collect::<Vec<_>>();
                    match swiss_round(&points, &met, &byes) {
                        Some(round) => rounds.push(round),
                        None => break,
                    }
                }
                rounds
            }
        }
    }

    fn complete(&self, number: u32, round: &Round) -> bool {
        round.pairs.iter().all(|&pair| self.game(number, pair).is_some())
    }

    /// The game that counts for a pairing (round from 1), if it is played.
    pub fn game(&self, round: u32, pair: (usize, usize)) -> Option<&Played> {
        self.games.iter().find(|g| g.is_of(round, pair))
    }

    /// Every round paired and played.
    pub fn finished(&self) -> bool {
        let rounds = self.rounds_paired();
        // A Swiss stops early when no pairing is left without a pair met before.
        let all_paired = rounds.len() as u32 == self.rounds || self.format == Format::Swiss;
        all_paired && rounds.iter().enumerate().all(|(r, round)| self.complete(r as u32 + 1, round))
    }

    /// The rests of the rounds paired so far (a Swiss's byes count a point).
    pub fn byes(&self) -> Vec<usize> {
        if self.heading {
            return self.rounds_paired().iter().filter_map(|r| r.bye).collect();
        }
        // Without a heading, a Swiss's byes are the rounds a player has no game in.
        let rounds = self.games.iter().map(|g| g.round).max().unwrap_or(0);
        (1..=rounds).flat_map(|round| (0..self.players.len()).filter(move |&p| !self.games.iter().any(|g| g.round == round && (g.first == p || g.second == p)))).collect()
    }

    pub fn standings(&self) -> Vec<Standing> {
        standings(self.players.len(), self.format, &self.games, &self.byes())
    }

    /// Every player's rating after the tournament's games, in their order, from `before`.
    pub fn ratings(&self, before: &BTreeMap<String, Rating>) -> BTreeMap<String, Rating> {
        rating_histories(std::slice::from_ref(self), before).into_iter().filter_map(|(name, history)| Some((name, *history.last()?))).collect()
    }

    /// Count the record of a pairing's game, played here or brought back: it must be finished,
    /// follow the rules and keep its commitments (a game with a friend). Its players are its
    /// `[Spools]` and `[Cones]` if it names the pairing's two, else the pairing's first is the
    /// throw-off's first thrower. The record is kept with the tournament's headers.
    pub fn count(&mut self, round: u32, pair: (usize, usize), text: &str) -> Result<(), String> {
        let mut record = parse(text).map_err(|e| e.to_string())?;
        if self.game(round, pair).is_some() {
            return Err("this pairing's game is counted already".into());
        }
        let options = record.options()?;
        if options.system != self.options.system || options.pieces != self.options.pieces {
            return Err(format!("the game is {} with {} pieces; the tournament plays {} with {}", options.system.name(), options.pieces, self.options.system.name(), self.options.pieces));
        }
        let names = [record.header("Spools"), record.header("Cones")];
        let [a, b] = [&self.players[pair.0], &self.players[pair.1]];
        let sides = match names {
            [Some(s), Some(c)] if (s, c) == (a.as_str(), b.as_str()) => (pair.0, pair.1),
            [Some(s), Some(c)] if (s, c) == (b.as_str(), a.as_str()) => (pair.1, pair.0),
            [None, None] => {
                let first_starts = ThrowOff { throws: record.throw_off()? }.first_thrower_starts();
                if first_starts { (pair.0, pair.1) } else { (pair.1, pair.0) }
            }
            _ => return Err(format!("the record's players are not {a} and {b}")),
        };
        let (winner, verified) = winner_of(&record)?;
        self.head(&mut record, round, sides);
        let winner = if winner == Side::Spools { sides.0 } else { sides.1 };
        self.games.push(Played { round, first: sides.0, second: sides.1, winner, verified, record: kept(&record.to_string()) });
        Ok(())
    }

    /// A result entered by hand: `winner` (a player of the pairing) won. Counted unverified.
    pub fn enter(&mut self, round: u32, pair: (usize, usize), winner: usize) {
        let mut record = Record::for_options(&self.options);
        record.set_header("Entered", "hand");
        record.set_header("Result", if winner == pair.0 { "S" } else { "C" }.to_string());
        self.head(&mut record, round, pair);
        self.games.retain(|g| !g.is_of(round, pair));
        self.games.push(Played { round, first: pair.0, second: pair.1, winner, verified: false, record: kept(&record.to_string()) });
    }

    /// Put the tournament's headers in a record of its game in `round` of `sides` (spools, cones).
    fn head(&self, record: &mut Record, round: u32, sides: (usize, usize)) {
        record.set_header("Event", self.event.clone());
        record.set_header("Round", round.to_string());
        record.set_header("Format", self.format.name());
        record.set_header("Spools", self.players[sides.0].clone());
        record.set_header("Cones", self.players[sides.1].clone());
    }

    /// The heading: a record of headers only, first in the tournament's file.
    fn heading(&self) -> String {
        let mut record = Record::for_options(&self.options);
        record.headers.retain(|h| h.key != "Result");
        record.set_header("Event", self.event.clone());
        record.set_header("Format", self.format.name());
        record.set_header("Players", self.players.join(", "));
        record.set_header("Rounds", self.rounds.to_string());
        record.headers_text()
    }

    /// The tournament's file (NOTATION.md, "Tournaments"): the heading, then each game's record in
    /// the order counted; [`read`] gives the same tournament back.
    pub fn file(&self) -> String {
        std::iter::once(self.heading()).chain(self.games.iter().map(|g| g.record.clone())).collect::<Vec<_>>().join("\n")
    }
}

/// A record as the tournament keeps it: its text, ended by one line end.
fn kept(text: &str) -> String {
    text.trim().to_string() + "\n"
}

/// The points of each player: a win 1, a Swiss bye 1.
fn points(players: usize, format: Format, games: &[Played], byes: &[usize]) -> Vec<f64> {
    let mut points = vec![0.0; players];
    for game in games {
        points[game.winner] += 1.0;
    }
    if format == Format::Swiss {
        for &player in byes {
            points[player] += 1.0;
        }
    }
    points
}

/// Every player's rating after each of their counted games, over `tournaments` in their order
/// (each one's games by round), from `before`.
pub fn rating_histories(tournaments: &[Tournament], before: &BTreeMap<String, Rating>) -> BTreeMap<String, Vec<Rating>> {
    let mut histories = before.iter().map(|(name, rating)| (name.clone(), vec![*rating])).collect::<BTreeMap<_, _>>();
    for tournament in tournaments {
        let mut games = tournament.games.iter().collect::<Vec<_>>();
        games.sort_by_key(|g| g.round);
        for game in games {
            let loser = if game.winner == game.first { game.second } else { game.first };
            let [w, l] = [game.winner, loser].map(|p| tournament.players[p].clone());
            let now = |name: &String, histories: &BTreeMap<String, Vec<Rating>>| histories.get(name).and_then(|h| h.last().copied()).unwrap_or_default();
            let (w_after, l_after) = rated(now(&w, &histories), now(&l, &histories));
            histories.entry(w).or_default().push(w_after);
            histories.entry(l).or_default().push(l_after);
        }
    }
    histories
}

/// Read a tournament's file. Its heading (if it has one: the app's files do) names the players and
/// the rounds; every other record must name the event, its round, the format and both sides'
/// players, be finished, follow the rules, and (a game with a friend) keep its commitments; a
/// result entered by hand (`[Result]` with no throws, `[Entered "hand"]`) counts unverified. With
/// a heading, each game must be of its round's pairing, once.
pub fn read(text: &str) -> Result<Tournament, String> {
    let mut tournament: Option<Tournament> = None;
    for (number, text) in split_records(text).into_iter().enumerate().filter(|(_, t)| !t.trim().is_empty()) {
        let number = number + 1;
        let record = parse(text).map_err(|e| format!("record {number}: {e}"))?;
        let header = |key: &str| record.header(key).map(str::to_string).ok_or_else(|| format!("record {number}: no [{key}]"));
        let format = header("Format")?;
        let format = Format::from_name(&format).ok_or_else(|| format!("record {number}: no format \"{format}\""))?;
        let options = record.options().map_err(|e| format!("record {number}: {e}"))?;
        if record.header("Round").is_none() && tournament.is_none() {
            tournament = Some(read_heading(&record, format, options).map_err(|e| format!("record {number}: {e}"))?);
            continue;
        }
        let (event, round) = (header("Event")?, header("Round")?);
        let round = round.parse::<u32>().ok().filter(|&r| r > 0).ok_or_else(|| format!("record {number}: round \"{round}\" is not a number"))?;
        let names = [header("Spools")?, header("Cones")?];
        let winner = winner_of(&record).map_err(|why| format!("record {number} ({} against {}, round {round}): {why}", names[0], names[1]))?;
        let tournament = tournament.get_or_insert_with(|| Tournament { event: event.clone(), format, options, players: Vec::new(), rounds: 0, games: Vec::new(), heading: false });
        if tournament.event != event || tournament.format != format {
            return Err(format!("record {number}: another tournament ({event})"));
        }
        let heading = tournament.heading;
        let mut index = |name: &String| match tournament.players.iter().position(|p| p == name) {
            Some(i) => Ok(i),
            None if heading => Err(format!("record {number}: {name} is not a player of the tournament")),
            None => {
                tournament.players.push(name.clone());
                Ok(tournament.players.len() - 1)
            }
        };
        let (spools, cones) = (index(&names[0])?, index(&names[1])?);
        if heading {
            let paired = tournament.rounds_paired();
            let of_pairing = paired.get(round as usize - 1).is_some_and(|r| r.pairs.iter().any(|&(a, b)| (a, b) == (spools, cones) || (a, b) == (cones, spools)));
            if !of_pairing || tournament.game(round, (spools, cones)).is_some() {
                return Err(format!("record {number}: {} and {} have no game to count in round {round}", names[0], names[1]));
            }
        }
        let winner_index = if winner.0 == Side::Spools { spools } else { cones };
        tournament.games.push(Played { round, first: spools, second: cones, winner: winner_index, verified: winner.1, record: kept(text) });
        if !heading {
            tournament.rounds = tournament.rounds.max(round);
        }
    }
    tournament.ok_or_else(|| "no record in the file".to_string())
}

/// The heading of a tournament's file: its players and rounds, checked as a new tournament's are.
fn read_heading(record: &Record, format: Format, options: Options) -> Result<Tournament, String> {
    let header = |key: &str| record.header(key).ok_or_else(|| format!("no [{key}]"));
    let players = header("Players")?.split(',').map(String::from).collect::<Vec<_>>();
    let rounds = header("Rounds")?.parse::<u32>().map_err(|_| "[Rounds] is not a number".to_string())?;
    let tournament = Tournament::new(header("Event")?, options, format, &players, rounds).map_err(|e| e.to_string())?;
    if tournament.rounds != rounds {
        return Err(format!("[Rounds \"{rounds}\"]: this round robin has {}", tournament.rounds));
    }
    Ok(tournament)
}

/// Who won a record's game, and whether it was checked (a result entered by hand is not), or why it
/// does not count.
fn winner_of(record: &Record) -> Result<(Side, bool), String> {
    let side = |letter: &str| match letter {
        "S" | "O" => Ok(Side::Spools),
        "C" | "G" => Ok(Side::Cones),
        "*" => Err("the game is not finished".to_string()),
        other => Err(format!("no result \"{other}\"")),
    };
    let claimed = side(record.header("Result").unwrap_or("*"))?;
    if record.header("Entered") == Some("hand") && record.lines.is_empty() {
        return Ok((claimed, false));
    }
    let replayed = replay(record, false)?;
    if let Some(first) = replayed.disagreements.first() {
        return Err(format!("line {}: {}", first.line, first.rules));
    }
    if let Some(Err(unfair)) = verify_record(record, &replayed) {
        return Err(format!("line {}: {}", unfair.line, unfair.rules));
    }
    match replayed.game.winner() {
        Some(winner) if winner == claimed => Ok((winner, true)),
        Some(_) => Err("its result is not the game's".to_string()),
        None => Err("the game is not finished".to_string()),
    }
}
