//! The engine's, the record's and the link's messages in Russian: tables of their English forms,
//! so that the engine and the command line stay in English and free of the app's languages.

use super::i18n::Lang;

/// Each English message and its Russian. `{}` stands for a part carried over as it is, or in
/// Russian when it is itself one of these messages. The specific come before the general.
type Table = &'static [(&'static str, &'static str)];

/// What only a record's import says (its reader, its headers, its replay): the code that imports
/// comes after the first board, and so do these.
const RECORD_MESSAGES: Table = &[
    // The record's reader (`record::parse`).
    ("line {}, column {}: {}", "строка {}, позиция {}: {}"),
    ("expected {}, found {}", "ожидается {}, а найдено {}"),
    ("{} is not {} ({}–{})", "{} — не {} ({}–{})"),
    ("the end of the line", "конец строки"),
    ("the text is not valid UTF-8", "текст не в юникоде"),
    ("the record is too large ({} bytes; at most {})", "запись слишком велика ({} байт; не больше {})"),
    ("the record is too large to import ({} KB; at most {} KB)", "запись слишком велика для загрузки ({} КБ; не больше {} КБ)"),
    ("the file could not be read", "файл не читается"),
    ("[Position \"{}\"]: {}", "[Position \"{}\"]: {}"),
    ("a header line cannot follow the throws", "заголовок не может стоять после бросков"),
    ("a '{' comment is not closed", "комментарий «{» не закрыт"),
    ("a House mark is III, II or I", "знак Дома — III, II или I"),
    ("a fate throw cannot lead to another", "бросок судьбы не ведёт к другому"),
    ("the dash ' — ' (or ' -- ')", "тире « — » (или « -- »)"),
    ("a header name", "имя заголовка"),
    ("'\"' opening the header's value", "«\"» в начале значения заголовка"),
    ("'\"' closing the header's value", "«\"» в конце значения заголовка"),
    ("']' closing the header", "«]» в конце заголовка"),
    ("a side letter, S or C", "буква стороны, S или C"),
    ("a side letter, G or O (the game with the gods)", "буква стороны, G или O (игра «с богами»)"),
    ("a space after the side letter", "пробел после буквы стороны"),
    ("the House mark of the knocked piece (+ # † ≈ III II I)", "знак Дома для побитой фишки (+ # † ≈ III II I)"),
    ("'-' and the square the piece moves to", "«-» и поле, куда идёт фишка"),
    ("'↑' (or '^') and the square Ba carries the piece on to", "«↑» (или «^») и поле, куда Дом Ба несёт фишку"),
    ("a square", "поле"),
    ("a throw", "бросок"),
    ("a piece number", "номер фишки"),
    ("the fate throw", "бросок судьбы"),
    // The headers (`Record::options`).
    ("{}: expected kendall, bell, cycles or gods", "{}: ожидается kendall, bell, cycles или gods"),
    ("{}: expected 5 or 7", "{}: ожидается 5 или 7"),
    ("{}: expected on or off", "{}: ожидается on или off"),
    ("{}: expected a number of cycles from 1 to 255", "{}: ожидается число кругов от 1 до 255"),
    ("{}: expected minutes such as \"30m\"", "{}: ожидаются минуты, например \"30m\""),
    // The replay (`record::replay`).
    ("line {}: record says {}; rules give {}", "строка {}: в записи {}; по правилам {}"),
    ("no more throws: {} has won", "бросков больше нет: победа за {}"),
    ("no revival: no drowned piece, or 15 is taken (K14)", "воскрешения нет: нет утонувшей фишки или поле 15 занято (K14)"),
    ("a revival instead of a throw (K14, G6)", "воскрешение вместо броска (K14, G6)"),
    ("no throw: the game waits for something else", "броска нет: игра ждёт другого"),
    ("a piece throw after the distance (G4), e.g. 3.2", "бросок за фишку после броска на расстояние (G4), например 3.2"),
    ("{} (G5 releases the piece; no piece throw)", "{} (G5 освобождает фишку; броска за фишку нет)"),
    ("0 (no legal move)", "0 (хода нет)"),
    ("* (the game goes on: nobody has won yet)", "* (партия идёт: победителя ещё нет)"),
    ("* (the game goes on) or {} (ahead when the time ran out, C3)", "* (партия идёт) или {} (впереди, когда вышло время, C3)"),
    ("one of {}", "одно из: {}"),
    ("{} to throw", "бросает {}"),
    ("{} won", "победа за {}"),
    ("\"{}\" is not a throw (1 to 5)", "«{}» — не бросок (от 1 до 5)"),
    // A tournament's games and file (`record::tournament`).
    ("this pairing's game is counted already", "партия этой пары уже засчитана"),
    ("the game is {} with {} pieces; the tournament plays {} with {}", "это партия {} с {} фишками, а в турнире играют {} с {}"),
    ("the record's players are not {} and {}", "игроки в записи — не {} и {}"),
    ("the game is not finished", "партия не окончена"),
    ("its result is not the game's", "её результат не тот, что у партии"),
    ("no result \"{}\"", "нет результата «{}»"),
    ("{} and {} have no game to count in round {}", "у {} и {} нет партии в {}-м туре"),
    ("{} is not a player of the tournament", "{} — не игрок этого турнира"),
    ("another tournament ({})", "другой турнир ({})"),
    ("no record in the file", "в файле нет записей"),
    ("record {} ({} against {}, round {}): {}", "запись {} ({} против {}, тур {}): {}"),
    // One of several records in a file.
    ("record {}: {}", "запись {}: {}"),
    ("line {}: {}", "строка {}: {}"),
];

/// What the position notation says of a position it refuses (`Game::arrange`): the analysis
/// board's, after the first board.
const POSITION_MESSAGES: Table = &[
    ("{}: expected key:value", "{}: ожидается ключ:значение"),
    ("{}: not a square", "{}: это не номер поля"),
    ("{}: a piece stands on 1–30, never on 21", "{}: фишка стоит на полях 1–30, но никогда на 21"),
    ("{}: two pieces on one square", "{}: две фишки на одном поле"),
    ("{}: expected a side letter S, C, G or O", "{}: ожидается буква стороны S, C, G или O"),
    ("{}: expected a side letter and a number", "{}: ожидаются буква стороны и число"),
    ("{}: bad count", "{}: неверное число"),
    ("{}: bad counter", "{}: неверный счётчик"),
    ("{}: unknown key", "{}: неизвестный ключ"),
    ("more than {} pieces for one side", "больше {} фишек у одной стороны"),
    ("27: a piece reaching the House of Water drowns, it never stands there", "27: фишка, дошедшая до Дома Воды, тонет и никогда на нём не стоит"),
    ("a Bell race is only in a Bell or cycles game", "гонка Белла бывает только в игре Белла или в кругах"),
    ("a piece racing Bell's way never drowns", "фишка в гонке Белла никогда не тонет"),
    // A position link (`record::position`).
    ("not a position link", "это не ссылка на позицию"),
    ("the link is cut short", "ссылка обрезана"),
    ("{}: not a system", "{}: такой системы нет"),
    ("{}: not a number of pieces", "{}: это не число фишек"),
];

/// What the game, a share link and a save say (the first board's).
const MESSAGES: Table = &[
    // The options (`Options::validate`).
    ("a game has 5 or 7 pieces a side", "у каждой стороны 5 или 7 фишек"),
    ("the game with the gods is played with 5 pieces a side", "в игру «с богами» играют пятью фишками"),
    ("a cycles game needs at least one cycle", "в игре кругами нужен хотя бы один круг"),
    ("a time limit needs at least one minute", "ограничение времени — не меньше минуты"),
    // The throw-off (`ThrowOff::check`).
    ("the game with the gods has no throw-off (G2)", "в игре «с богами» первый ход не разыгрывают (G2)"),
    ("a throw-off of {} throws is longer than any real one (at most {})", "розыгрыш первого хода из {} бросков длиннее любого настоящего (не больше {})"),
    ("{} is not a throw (1 to 5)", "{} — не бросок (от 1 до 5)"),
    ("the throw-off must end with its first 1 (K2)", "розыгрыш первого хода кончается первой единицей (K2)"),
    // The share link (`record::link`).
    ("the link is too long to hold a game", "ссылка слишком длинная для партии"),
    ("the link does not end where the game does", "ссылка не кончается там, где кончается партия"),
    ("character {} of the link ('{}') cannot be part of a game", "знак {} ссылки («{}») не может быть частью партии"),
    ("the link is in format {}; this app reads formats 1 to {}", "ссылка в формате {}; приложение читает форматы с 1 по {}"),
    ("the link's position: {}", "позиция в ссылке: {}"),
    ("a game from a set position has no throw-off", "у партии с заданной позиции нет розыгрыша первого хода"),
    ("the link's options are not a game: {}", "условия партии в ссылке неверны: {}"),
    ("the link's throw-off: {}", "розыгрыш первого хода в ссылке: {}"),
    ("the link is cut short", "ссылка обрезана"),
    ("the link names a move that does not exist", "в ссылке назван несуществующий ход"),
    ("the link goes on after the end of the game", "ссылка продолжается после конца партии"),
    ("move {} of the link breaks the rules: {}", "ход {} в ссылке нарушает правила: {}"),
    // A saved game (`Session::recorder`).
    ("action {}: {}", "действие {}: {}"),
    // The engine's refusals (`PlayError`).
    ("the game is over", "партия окончена"),
    ("that is not what the game waits for now", "сейчас игра ждёт другого"),
    ("that move is not legal", "такой ход не по правилам"),
    ("a drowned piece must be revived instead of throwing", "вместо броска нужно возродить утонувшую фишку"),
    ("no drowned piece can be revived now", "сейчас нельзя возродить утонувшую фишку"),
    ("the piece on {} cannot be touched now", "фишку на поле {} сейчас трогать нельзя"),
    ("{} is not a throw (1–5)", "{} — не бросок (1–5)"),
];

/// A message of the engine, a share link or a save in the player's language (as it is, in English,
/// if the table does not know it).
pub fn message(lang: Lang, english: &str) -> String {
    said(lang, english, &[MESSAGES])
}

/// A message of a record's import (or of anything [`message`] says) in the player's language.
pub fn record_message(lang: Lang, english: &str) -> String {
    said(lang, english, &[RECORD_MESSAGES, POSITION_MESSAGES, MESSAGES])
}

/// Why the position notation refused a position (or anything [`message`] says), in the player's
/// language.
pub fn position_message(lang: Lang, english: &str) -> String {
    said(lang, english, &[POSITION_MESSAGES, MESSAGES])
}

fn said(lang: Lang, english: &str, tables: &[Table]) -> String {
    match lang {
        Lang::En => english.to_string(),
        Lang::Ru => russian(english, tables).unwrap_or_else(|| english.to_string()),
    }
}

fn russian(text: &str, tables: &[Table]) -> Option<String> {
    tables.iter().flat_map(|table| table.iter()).find_map(|(english, russian)| {
        let parts = parts_of(english, text)?;
        let mut said = String::new();
        for (i, piece) in russian.split("{}").enumerate() {
            if let Some(part) = i.checked_sub(1).and_then(|i| parts.get(i)) {
                said.push_str(&self::russian(part, tables).unwrap_or_else(|| part.to_string()));
            }
            said.push_str(piece);
        }
        Some(said)
    })
}

/// What the `{}` of `template` stand for in `text`, if `text` is that message.
fn parts_of<'a>(template: &str, text: &'a str) -> Option<Vec<&'a str>> {
    let mut pieces = template.split("{}");
    let mut rest = text.strip_prefix(pieces.next()?)?;
    let pieces = pieces.collect::<Vec<_>>();
    let mut parts = Vec::new();
    for (i, piece) in pieces.iter().enumerate() {
        let end = if i + 1 == pieces.len() { rest.strip_suffix(piece)?.len() } else { rest.find(piece)? };
        parts.push(&rest[..end]);
        rest = &rest[end + piece.len()..];
    }
    // A template with no part must be the whole text; otherwise its last piece ended the text.
    (!pieces.is_empty() || rest.is_empty()).then_some(parts)
}
