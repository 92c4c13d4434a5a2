//! The saved game as versions before format 2 wrote it (JSON), still read so that a game under
//! way survives the update; nothing writes it any more.
//!
//! `{"format": 1, "session": {"options": {"system": "Kendall", "pieces": 5, "touch_move": true,
//! "release": true, "goal": {"Cycles": 1}}, "throw_off": [1], "actions": [{"Throw": 2},
//! {"Move": {"from": 9, "to": 11, "ba": false, "capture": false}}, "Revive"], "sticks": null,
//! "revision": 2, "started_at": 0.0, "computer": [null, "Expert"], "own_sticks": false,
//! "by_hand": [], "entering_throw_off": false, "from_table": false}}`; the fields after
//! `started_at` may be missing (older saves). Read with the browser's JSON reader.

use js_sys::JSON;
use wasm_bindgen::{JsCast, JsValue};

use super::{field, list, Unreadable};
use crate::ai::Level;
use crate::app::state::Session;
use crate::engine::{Action, CycleGoal, Move, Options, System};

pub fn read(text: &str) -> Result<Session, Unreadable> {
    let root = JSON::parse(text).map_err(|_| Unreadable::NotASave)?;
    match field(&root, "format").as_f64() {
        Some(1.0) => {}
        Some(other) if other.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&other) => return Err(Unreadable::Format(other as u32)),
        _ => return Err(Unreadable::NotASave),
    }
    session(&field(&root, "session")).ok_or(Unreadable::NotASave)
}

fn session(saved: &JsValue) -> Option<Session> {
    let options = options(&field(saved, "options"))?;
    let computer = match list(saved, "computer") {
        None => [None, None],
        Some(players) => {
            let [spools, cones] = players.as_slice() else { return None };
            [level(spools)?, level(cones)?]
        }
    };
    Some(Session {
        options,
        throw_off: list(saved, "throw_off")?.iter().map(small).collect::<Option<_>>()?,
        actions: list(saved, "actions")?.iter().map(action).collect::<Option<_>>()?,
        sticks: match field(saved, "sticks") {
            none if none.is_null() => None,
            bits => Some(small(&bits)?),
        },
        revision: whole(&field(saved, "revision"))?,
        started_at: field(saved, "started_at").as_f64()?,
        computer,
        own_sticks: flag(saved, "own_sticks")?,
        // Saved before the tutor was.
        tutor: false,
        by_hand: match list(saved, "by_hand") {
            None => Vec::new(),
            indexes => indexes?.iter().map(|i| whole(i).map(|i| i as usize)).collect::<Option<_>>()?,
        },
        entering_throw_off: flag(saved, "entering_throw_off")?,
        from_table: flag(saved, "from_table")?,
        friend: None,
        start: None,
    })
}

fn options(options: &JsValue) -> Option<Options> {
    let system = match field(options, "system").as_string()?.as_str() {
        "Kendall" => System::Kendall,
        "Bell" => System::Bell,
        "Cycles" => System::Cycles,
        "Gods" => System::Gods,
        _ => return None,
    };
    let goal = field(options, "goal");
    let goal = match variant(&goal)?.as_str() {
        "Cycles" => CycleGoal::Cycles(small(&field(&goal, "Cycles"))?),
        "TimeLimit" => CycleGoal::TimeLimit { minutes: whole(&field(&field(&goal, "TimeLimit"), "minutes"))?.try_into().ok()? },
        _ => return None,
    };
    Some(Options {
        system,
        pieces: small(&field(options, "pieces"))?,
        touch_move: field(options, "touch_move").as_bool()?,
        release: field(options, "release").as_bool()?,
        goal,
    })
}

fn action(action: &JsValue) -> Option<Action> {
    if action.as_string().as_deref() == Some("Revive") {
        return Some(Action::Revive);
    }
    let name = variant(action)?;
    let value = field(action, &name);
    Some(match name.as_str() {
        "Throw" => Action::Throw(small(&value)?),
        "GodsPiece" => Action::GodsPiece(small(&value)?),
        "Fate" => Action::Fate(small(&value)?),
        "Touch" => Action::Touch(small(&value)?),
        "Move" => Action::Move(Move {
            from: small(&field(&value, "from"))?,
            to: small(&field(&value, "to"))?,
            ba: field(&value, "ba").as_bool()?,
            capture: field(&value, "capture").as_bool()?,
        }),
        _ => return None,
    })
}

/// A computer player's level by its name, or a person (`null`).
fn level(player: &JsValue) -> Option<Option<Level>> {
    if player.is_null() {
        return Some(None);
    }
    let level = match player.as_string()?.as_str() {
        "Random" => Level::Random,
        "Greedy" => Level::Greedy,
        "Strong" => Level::Strong,
        "Expert" => Level::Expert,
        "Grandmaster" => Level::Grandmaster,
        _ => return None,
    };
    Some(Some(level))
}

/// The one key of an object that stands for an enum's variant (`{"Throw": 2}`).
fn variant(value: &JsValue) -> Option<String> {
    let keys = js_sys::Object::keys(value.dyn_ref::<js_sys::Object>()?);
    (keys.length() == 1).then(|| keys.get(0).as_string()).flatten()
}

/// A field the first saves lacked: false when missing.
fn flag(value: &JsValue, name: &str) -> Option<bool> {
    let flag = field(value, name);
    if flag.is_undefined() {
        Some(false)
    } else {
        flag.as_bool()
    }
}

fn whole(value: &JsValue) -> Option<u64> {
    let number = value.as_f64()?;
    (number.fract() == 0.0 && (0.0..9e15).contains(&number)).then_some(number as u64)
}

fn small(value: &JsValue) -> Option<u8> {
    whole(value)?.try_into().ok()
}
