//! The tournament's words, in both languages.

use std::collections::BTreeMap;

use crate::app::i18n::{tr, Lang};
use crate::record::tournament::{Format, NotStarted, Rating, Tournament};

pub fn format_name(lang: Lang, format: Format) -> &'static str {
    match (format, lang) {
        (Format::RoundRobin, Lang::En) => "a round robin",
        (Format::RoundRobin, Lang::Ru) => "круговой",
        (Format::DoubleRoundRobin, Lang::En) => "a double round robin",
        (Format::DoubleRoundRobin, Lang::Ru) => "двухкруговой",
        (Format::Swiss, Lang::En) => "a Swiss",
        (Format::Swiss, Lang::Ru) => "швейцарская система",
    }
}

/// The tie-break's name: Sonneborn–Berger in a round robin, Buchholz in a Swiss.
pub fn tie_break_name(lang: Lang, format: Format) -> &'static str {
    match (format, lang) {
        (Format::Swiss, Lang::En) => "Buchholz",
        (Format::Swiss, Lang::Ru) => "Бухгольц",
        (_, Lang::En) => "Sonneborn–Berger",
        (_, Lang::Ru) => "Зоннеборн — Бергер",
    }
}

pub fn not_started(lang: Lang, why: &NotStarted) -> String {
    match why {
        NotStarted::NoName => tr!(lang, "Name the tournament.", "Назовите турнир."),
        NotStarted::Unwritable(name) => tr!(lang, "“{name}”: a name cannot hold a quotation mark \" (nor a player's a comma).",
            "«{name}»: в имени не может быть кавычки \" (а в имени игрока — запятой)."),
        NotStarted::PlayerCount(n) => tr!(lang, "A tournament takes 3 to 32 players; there are {n}.", "В турнире от 3 до 32 игроков, а сейчас {n}."),
        NotStarted::SameName(name) => tr!(lang, "Two players are called “{name}”: tell them apart.", "Двух игроков зовут «{name}»: различите их."),
        NotStarted::Rounds(_) => tr!(lang, "A Swiss takes at least 1 round and fewer rounds than players.", "В швейцарской системе хотя бы 1 тур и туров меньше, чем игроков."),
        NotStarted::Gods => tr!(lang, "The game with the gods is played alone.", "Игра «с богами» — для одного."),
    }
}

/// One line of what the tournament is: its format, players and rounds.
pub fn about(lang: Lang, tournament: &Tournament) -> String {
    let (format, players, rounds) = (format_name(lang, tournament.format), tournament.players.len(), tournament.rounds);
    let played = tournament.games.len();
    tr!(lang, "{format}, {players} players, {rounds} rounds; games counted: {played}",
        "{format}, игроков: {players}, туров: {rounds}; засчитано партий: {played}")
}

/// The standings as text to send: a line a player.
pub fn standings_text(lang: Lang, tournament: &Tournament, ratings: &BTreeMap<String, Rating>) -> String {
    let tie_break = tie_break_name(lang, tournament.format);
    let mut text = format!("{}\n", tournament.event);
    for (place, standing) in tournament.standings().iter().enumerate() {
        let name = &tournament.players[standing.player];
        let (place, points, tie) = (place + 1, standing.points, standing.tie_break);
        let rating = ratings.get(name).map_or(String::new(), |r| format!(", {}{}", r.rating.round(), if r.provisional() { "?" } else { "" }));
        text += &format!("{place}. {name}: {points} ({tie_break} {tie}{rating})\n");
    }
    text
}
