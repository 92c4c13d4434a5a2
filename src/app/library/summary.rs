//! A kept game in a line for the list, in words: the system, who played (and, for a game with a
//! friend, whose turn it is and since when), the date, the result, the length.

use crate::app::glossary::level_short_name;
use crate::app::i18n::{capitalized, count, side_name, tr, Lang};
use crate::app::state::Session;
use crate::app::storage::Kept;
use crate::app::text::title;
use crate::engine::{Game, Side, System};

/// A line for the list: the system, the players, the date, the result and the length.
pub fn summary(kept: &Kept, lang: Lang) -> String {
    let session = &kept.session;
    let title = title(lang, &session.options);
    let mut players = players(lang, session);
    let date = String::from(js_sys::Date::new(&kept.kept_at.into()).to_locale_date_string(lang.tag(), &wasm_bindgen::JsValue::UNDEFINED));
    let (result, lines) = match session.recorder() {
        Ok(recorder) => {
            if let Some(standing) = standing(lang, session, recorder.game(), js_sys::Date::now() as u64) {
                players = standing;
            }
            let system = session.options.system;
            let resigned = session.friend.as_ref().and_then(|seat| seat.winner_by_resignation(&session.throw_off));
            let result = match recorder.game().winner().or(resigned) {
                Some(winner) => {
                    let winner = capitalized(side_name(lang, system, winner));
                    tr!(lang, "{winner} won", "победа: {winner}")
                }
                None => tr!(lang, "unfinished", "не окончена"),
            };
            (result, recorder.record().lines.len() as u64)
        }
        Err(_) => (String::new(), 0),
    };
    let lines = count(lang, lines, ["record line", "record lines"], ["строка записи", "строки записи", "строк записи"]);
    format!("{title} · {players} · {date} · {result} · {lines}")
}

/// Who played: the player's side and against whom.
fn players(lang: Lang, session: &Session) -> String {
    let system = session.options.system;
    if system == System::Gods {
        let you = side_name(lang, system, Side::Cones);
        return tr!(lang, "you ({you}) against the gods", "вы ({you}) против богов");
    }
    match session.computer {
        [None, None] => tr!(lang, "two players on this device", "двое игроков на одном устройстве"),
        [Some(_), Some(_)] => tr!(lang, "the computer against itself", "компьютер против самого себя"),
        [None, Some(level)] | [Some(level), None] => {
            let you = side_name(lang, system, if session.computer[0].is_none() { Side::Spools } else { Side::Cones });
            let level = level_short_name(lang, level);
            tr!(lang, "you ({you}) against the computer ({level})", "вы ({you}) против компьютера ({level})")
        }
    }
}

/// A time before `now` in words: "5 minutes", "3 hours", "2 days".
fn elapsed(lang: Lang, since: u64, now: u64) -> String {
    let minutes = now.saturating_sub(since) / 60_000;
    match minutes {
        0..=59 => count(lang, minutes, ["minute", "minutes"], ["минуту", "минуты", "минут"]),
        60..=2879 => count(lang, minutes / 60, ["hour", "hours"], ["час", "часа", "часов"]),
        _ => count(lang, minutes / 1440, ["day", "days"], ["день", "дня", "дней"]),
    }
}

/// Who plays a game with a friend and whose turn it is, for the games library: "you (spools)
/// against Anna, on their device · their turn for 2 hours".
fn standing(lang: Lang, session: &Session, game: &Game, now: u64) -> Option<String> {
    let pact = session.pact()?;
    let system = session.options.system;
    let friend = match pact.friend_name() {
        "" => tr!(lang, "a friend", "друга"),
        name => name.to_string(),
    };
    let against = match pact.my_side(&session.throw_off) {
        Some(side) => {
            let (you, them) = (side_name(lang, system, side), side_name(lang, system, side.opponent()));
            tr!(lang, "you ({you}) against {friend} ({them}), on their device", "вы ({you}) против: {friend} ({them}), на его устройстве")
        }
        None => tr!(lang, "you against {friend}, on their device", "вы против: {friend}, на его устройстве"),
    };
    let time = elapsed(lang, pact.since, now);
    let turn = match (game.winner().is_some() || pact.resigned.is_some(), session.friend_turn(game), pact.accepted()) {
        (true, _, _) => return Some(against),
        (_, _, false) => tr!(lang, "invited {time} ago, no answer yet", "приглашение {time} назад, ответа пока нет"),
        (_, Some(true), _) => tr!(lang, "your turn for {time}", "ваш ход уже {time}"),
        _ => tr!(lang, "their turn for {time}", "ход друга уже {time}"),
    };
    Some(format!("{against} · {turn}"))
}
