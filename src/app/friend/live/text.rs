//! The words of a live game: the connection's state, and what went wrong with it.

use super::super::Connection;
use crate::app::i18n::{tr, Lang};

/// The connection's state in a line (with whose turn it is, once live), naming the friend by the
/// name they gave, if any.
pub fn state(lang: Lang, connection: Connection, yours: bool, name: Option<&str>) -> String {
    // Russian declines a name after "с": the name goes in brackets after "другом".
    let friend = match name {
        Some(name) => tr!(lang, "{name}", "другом ({name})"),
        None => tr!(lang, "your friend", "другом"),
    };
    match (connection, yours) {
        (Connection::Off, _) => String::new(),
        (Connection::Preparing, _) => tr!(lang, "Preparing the live connection…", "Готовим живое соединение…"),
        (Connection::Waiting, _) => match name {
            Some(name) => tr!(lang, "Live: waiting for {name}'s answer.", "Вживую: ждём ответа ({name})."),
            None => tr!(lang, "Live: waiting for your friend's answer.", "Вживую: ждём ответа друга."),
        },
        (Connection::Connecting, _) => tr!(lang, "Live: connecting…", "Вживую: соединяемся…"),
        (Connection::Live, true) => tr!(lang, "Live with {friend}: your turn.", "Вживую с {friend}: ваш ход."),
        (Connection::Live, false) => match name {
            Some(name) => tr!(lang, "Live with {name}: their turn, each of their moves appears as it is made.",
                "Вживую с другом ({name}): ход друга, каждый шаг появляется здесь сразу."),
            None => tr!(lang, "Live with your friend: their turn, their moves appear as they make them.",
                "Вживую с другом: ход друга, каждый его шаг появляется здесь сразу."),
        },
        (Connection::Lost, _) => tr!(lang, "Not connected: the game goes on by links.", "Соединения нет: партия идёт по ссылкам."),
        (Connection::Elsewhere, _) => tr!(lang, "Your friend's answer went to this game in your other tab: the game with {friend} is played there, live, and this tab follows it.",
            "Ответ передан этой партии в другой вкладке: партия с {friend} идёт там, вживую, а эта вкладка показывает её ход."),
    }
}

pub fn lost(lang: Lang) -> String {
    tr!(lang, "The live connection is lost: the game goes on by links, and nothing is lost. To play live again, tap “Play live” and send the link.",
        "Живое соединение прервалось: партия продолжается по ссылкам, ничего не потеряно. Чтобы снова играть вживую, нажмите «Играть вживую» и отправьте ссылку.")
}

pub fn no_connection(lang: Lang) -> String {
    tr!(lang, "No live connection could be made (across networks the browsers need a STUN server, and some networks refuse): the game goes on by links.",
        "Живое соединение установить не удалось (между разными сетями браузерам нужен STUN-сервер, а некоторые сети его не пропускают): партия продолжается по ссылкам.")
}

pub fn unsupported(lang: Lang) -> String {
    tr!(lang, "This browser cannot connect live: the game goes by links.", "Этот браузер не умеет соединяться вживую: партия идёт по ссылкам.")
}

/// An answer came for an offer this browser no longer has.
pub fn answer_expired(lang: Lang) -> String {
    tr!(lang, "That answer belongs to a live offer that has expired (its page was closed or reloaded, or more than ten minutes passed). A new offer is made: send it to your friend.",
        "Этот ответ относится к предложению играть вживую, которое устарело (его страницу закрыли или перезагрузили, или прошло больше десяти минут). Сделано новое предложение: отправьте его другу.")
}

/// The friend's offer is too old to answer.
pub fn offer_expired(lang: Lang) -> String {
    tr!(lang, "That offer to play live has expired (more than ten minutes old): ask your friend for a new one. The game goes on by links meanwhile.",
        "Это предложение играть вживую устарело (ему больше десяти минут): попросите у друга новое. Пока партия идёт по ссылкам.")
}

pub fn damaged(lang: Lang) -> String {
    tr!(lang, "The live part of that link is damaged (copy the whole link): the game goes on by links.",
        "Часть ссылки для игры вживую повреждена (скопируйте ссылку целиком): партия идёт по ссылкам.")
}

pub fn connected(lang: Lang) -> String {
    tr!(lang, "Connected: you play live.", "Соединение есть: играете вживую.")
}

/// An invitation that offers to play live, said with it.
pub fn invited_live(lang: Lang) -> String {
    tr!(lang, "They invite you to play live: accept, send back your answer, and once they open it each move appears on the other phone as it is made.",
        "Друг приглашает сыграть вживую: примите, отправьте ответ, и как только ответ будет открыт, каждый ход будет сразу появляться на другом телефоне.")
}
