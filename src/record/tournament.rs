//! A club tournament (issue 42, its rules and its file): pairings (Berger round robins, single or
//! double; a Swiss), standings with tie-breaks, Elo ratings, and the tournament as one file of
//! records, each with `[Event]`, `[Round]`, `[Format]` and the players of each side (`[Spools]`,
//! `[Cones]`) in its headers (NOTATION.md, "Tournaments"). Its games are checked as any record is
//! (the rules, and a friend's game's commitments). Uses the records and their replay.

use std::collections::BTreeMap;

use super::friend::verify_record;
use super::{parse, replay, split_records, Record};
use crate::engine::Side;

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

/// A game of the tournament that counts: its round, the two players as paired, who won, and
/// whether its record was checked (a result entered by hand is not).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Played {
    pub round: u32,
    pub first: usize,
    pub second: usize,
    pub winner: usize,
    pub verified: bool,
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
    let mut points = vec![0.0; players];
    for game in games {
        points[game.winner] += 1.0;
    }
    if format == Format::Swiss {
        for &player in byes {
            points[player] += 1.0;
        }
    }
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

/// A tournament read from its file: its name, format, players (in the order first met), and the
/// games that count; what does not verify is refused by the reader.
#[derive(Clone, PartialEq, Debug)]
pub struct Tournament {
    pub event: String,
    pub format: Format,
    pub players: Vec<String>,
    pub games: Vec<Played>,
}

impl Tournament {
    pub fn standings(&self) -> Vec<Standing> {
        // The byes of a Swiss are the rounds a player has no game in, up to the last round played.
        let rounds = self.games.iter().map(|g| g.round).max().unwrap_or(0);
        let byes = match self.format {
            Format::Swiss => (1..=rounds)
                .flat_map(|round| (0..self.players.len()).filter(move |&p| !self.games.iter().any(|g| g.round == round && (g.first == p || g.second == p))))
                .collect(),
            _ => Vec::new(),
        };
        standings(self.players.len(), self.format, &self.games, &byes)
    }

    /// Every player's rating after the tournament's games, in their order, from `before`.
    pub fn ratings(&self, before: &BTreeMap<String, Rating>) -> BTreeMap<String, Rating> {
        let mut ratings = before.clone();
        let mut games = self.games.clone();
        games.sort_by_key(|g| g.round);
        for game in games {
            let loser = if game.winner == game.first { game.second } else { game.first };
            let (w, l) = (self.players[game.winner].clone(), self.players[loser].clone());
            let (w_after, l_after) = rated(ratings.get(&w).copied().unwrap_or_default(), ratings.get(&l).copied().unwrap_or_default());
            ratings.insert(w, w_after);
            ratings.insert(l, l_after);
        }
        ratings
    }
}

/// Read a tournament's file: every record must name the event, its round, the format and both
/// sides' players, be finished, follow the rules, and (a game with a friend) keep its commitments;
/// a result entered by hand (`[Result]` with no throws, `[Entered "hand"]`) counts unverified.
pub fn read(text: &str) -> Result<Tournament, String> {
    let mut tournament: Option<Tournament> = None;
    for (number, text) in split_records(text).into_iter().enumerate().filter(|(_, t)| !t.trim().is_empty()) {
        let number = number + 1;
        let record = parse(text).map_err(|e| format!("record {number}: {e}"))?;
        let header = |key: &str| record.header(key).map(str::to_string).ok_or_else(|| format!("record {number}: no [{key}]"));
        let (event, round, format) = (header("Event")?, header("Round")?, header("Format")?);
        let format = Format::from_name(&format).ok_or_else(|| format!("record {number}: no format \"{format}\""))?;
        let round = round.parse::<u32>().ok().filter(|&r| r > 0).ok_or_else(|| format!("record {number}: round \"{round}\" is not a number"))?;
        let names = [header("Spools")?, header("Cones")?];
        let winner = winner_of(&record).map_err(|why| format!("record {number} ({} against {}, round {round}): {why}", names[0], names[1]))?;
        let tournament = tournament.get_or_insert_with(|| Tournament { event: event.clone(), format, players: Vec::new(), games: Vec::new() });
        if tournament.event != event || tournament.format != format {
            return Err(format!("record {number}: another tournament ({event})"));
        }
        let mut index = |name: &String| match tournament.players.iter().position(|p| p == name) {
            Some(i) => i,
            None => {
                tournament.players.push(name.clone());
                tournament.players.len() - 1
            }
        };
        let (spools, cones) = (index(&names[0]), index(&names[1]));
        let winner_index = if winner.0 == Side::Spools { spools } else { cones };
        tournament.games.push(Played { round, first: spools, second: cones, winner: winner_index, verified: winner.1 });
    }
    tournament.ok_or_else(|| "no record in the file".to_string())
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
