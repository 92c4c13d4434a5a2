//! Lessons: each rule taught by playing it on the real board (a position, scripted throws, the move asked for).

use crate::engine::{self, Action, CycleGoal, Game, Options, Scripted, Stage, System};

/// The courses, in the order the lessons list shows them: "First game" is the guided path.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Course {
    FirstGame,
    Kendall,
    Bell,
    Cycles,
    Gods,
}

impl Course {
    pub const ALL: [Course; 5] = [Course::FirstGame, Course::Kendall, Course::Bell, Course::Cycles, Course::Gods];
}

/// One thing the learner does: throw (the scripted value comes out: a throw, a fate throw or the
/// gods' piece throw, whichever the game waits for), move a piece from a square to a square
/// (0: a piece entering, 31: bearing off), or revive a drowned piece.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    Throw(u8),
    Move(u8, u8),
    Revive,
}

/// A text in both languages.
#[derive(Clone, Copy, Debug)]
pub struct Text {
    pub en: &'static str,
    pub ru: &'static str,
}

const fn t(en: &'static str, ru: &'static str) -> Text {
    Text { en, ru }
}

#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// Begins with the id of the rule it teaches (RULES.md): `K12-ba-blocked`.
    pub id: &'static str,
    pub course: Course,
    pub options: Options,
    /// The position, as [`Game::arrange`] reads it.
    pub position: &'static str,
    /// What the learner does, in order; the lesson is done when all is done.
    pub steps: &'static [Step],
    /// The position the steps lead to (checked by the tests: the lesson does what it says).
    pub after: &'static str,
    pub title: Text,
    /// What to do, in a sentence or two.
    pub task: Text,
    /// Why: the rule at work in this position.
    pub why: Text,
    /// What was learnt: shown when the lesson is done.
    pub learnt: Text,
}

/// How far the learner has come: the steps done, or the first action (by index) that strays from
/// the lesson, to be explained and taken back.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Progress {
    OnTrack { done: usize },
    Strayed { at: usize },
}

impl Lesson {
    /// The rule the lesson teaches: its id up to the first dash.
    pub fn rule(&self) -> &'static str {
        self.id.split('-').next().unwrap_or(self.id)
    }

    /// The lesson's position, ready for its first step.
    pub fn start(&self) -> Result<Game, String> {
        Game::arrange(self.options, self.position)
    }

    /// The lesson's throws, in order.
    pub fn throws(&self) -> Scripted {
        Scripted::new(self.steps.iter().filter_map(|step| match step {
            Step::Throw(value) => Some(*value),
            _ => None,
        }))
    }

    /// Where `actions`, played from the lesson's position, stand against its steps. A touch (K17)
    /// belongs to the move it commits to.
    pub fn progress(&self, actions: &[Action]) -> Progress {
        let mut done = 0;
        for (at, action) in actions.iter().enumerate() {
            let matches = match (self.steps.get(done), action) {
                (Some(Step::Throw(v)), Action::Throw(a) | Action::Fate(a) | Action::GodsPiece(a)) => v == a,
                (Some(Step::Move(from, to)), Action::Move(mv)) => mv.from == *from && mv.to == *to,
                (Some(Step::Move(from, to)), Action::Touch(square)) => {
                    if square == from || square == to {
                        continue;
                    }
                    false
                }
                (Some(Step::Revive), Action::Revive) => true,
                _ => false,
            };
            if !matches {
                // A touch that led to a strayed move strays with it.
                let at = if at > 0 && matches!(actions[at - 1], Action::Touch(_)) { at - 1 } else { at };
                return Progress::Strayed { at };
            }
            done += 1;
        }
        Progress::OnTrack { done }
    }

    /// The step the learner is to take after `done` steps (`None`: the lesson is done).
    pub fn next_step(&self, done: usize) -> Option<Step> {
        self.steps.get(done).copied()
    }

    /// What the lesson asks for in `game` after `done` of its steps, when it can be made there.
    pub fn target(&self, done: usize, game: &Game) -> Option<Target> {
        match self.next_step(done)? {
            Step::Move(from, to) if matches!(game.stage(), Stage::Move { .. }) => {
                game.legal_moves().iter().find(|m| m.from == from && m.to == to).map(Target::Move)
            }
            Step::Revive if game.can_revive() => Some(Target::Revive),
            _ => None,
        }
    }

    pub fn next(&self) -> Option<&'static Lesson> {
        let index = LESSONS.iter().position(|l| l.id == self.id)?;
        LESSONS.get(index + 1)
    }
}

/// What a lesson asks for now: a move (marked on the board), or the revival.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Target {
    Move(engine::Move),
    Revive,
}

pub fn find(id: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.id == id)
}

/// The first lesson that teaches `rule` (`K12`).
pub fn for_rule(rule: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.rule() == rule)
}

const fn options(system: System) -> Options {
    Options { system, pieces: 5, touch_move: false, release: true, goal: CycleGoal::Cycles(1) }
}

const KENDALL: Options = options(System::Kendall);
const BELL: Options = options(System::Bell);
const CYCLES: Options = options(System::Cycles);
const GODS: Options = options(System::Gods);

use Step::{Move, Revive, Throw};

pub static LESSONS: &[Lesson] = &[
    // The guided path: from nothing to a whole game.
    Lesson {
        id: "K1-start",
        course: Course::FirstGame,
        options: KENDALL,
        position: "S:1,3,5,7,9 C:2,4,6,8,10 turn:S",
        steps: &[Throw(2), Move(9, 11)],
        after: "S:1,3,5,7,11 C:2,4,6,8,10 turn:C",
        title: t("The board and the sticks", "Доска и дощечки"),
        task: t(
            "Throw the four sticks, then move the spool on 9 forward by the throw.",
            "Бросьте четыре дощечки, затем передвиньте катушку с поля 9 вперёд на выпавшие очки.",
        ),
        why: t(
            "Black spools and white cones stand in turn on squares 1–10; you play the spools. The throw is the number of white sides up; none up counts 5.",
            "Чёрные катушки и белые конусы стоят по очереди на полях 1–10; вы играете катушками. Очки броска — число белых сторон сверху; ни одной — 5.",
        ),
        learnt: t(
            "A throw moves one piece exactly that many squares. The track snakes from 1 to 30: follow the numbers, and the small arrows on the squares.",
            "Бросок двигает одну фишку ровно на столько полей. Дорожка вьётся змейкой от 1 до 30: следуйте номерам и маленьким стрелкам на полях.",
        ),
    },
    Lesson {
        id: "K4-forward-first",
        course: Course::FirstGame,
        options: KENDALL,
        position: "S:6,23 C:24,25 turn:S",
        steps: &[Throw(3), Move(23, 20)],
        after: "S:6,20 C:24,25 turn:C",
        title: t("Forward, else backward", "Вперёд, а если нельзя — назад"),
        task: t(
            "Throw, and move the spool on 23 back.",
            "Бросьте и отведите катушку с поля 23 назад.",
        ),
        why: t(
            "Forward is towards 30. A piece that cannot move forward must move backward by the throw. The cones on 24 and 25 bar the way of the spool on 23.",
            "Вперёд — это к полю 30. Фишка, которая не может пойти вперёд, обязана пойти назад на выпавшие очки. Конусы на 24 и 25 преграждают путь катушке с поля 23.",
        ),
        learnt: t(
            "A piece goes forward if it can, else backward; the player chooses which piece. With no move at all the throw is lost.",
            "Фишка идёт вперёд, если может, иначе назад; какой фишкой ходить, решает игрок. Если ходить нечем, бросок пропадает.",
        ),
    },
    Lesson {
        id: "K7-capture",
        course: Course::FirstGame,
        options: KENDALL,
        position: "S:3,12 C:8,14 turn:S",
        steps: &[Throw(2), Move(12, 14)],
        after: "S:3,14 C:8,12 turn:C",
        title: t("Capturing", "Как бьют"),
        task: t(
            "Throw, and capture the cone on 14 with the spool on 12.",
            "Бросьте и побейте конус на поле 14 катушкой с поля 12.",
        ),
        why: t(
            "End a move on an opponent's lone piece to capture it: the two pieces exchange places.",
            "Встав на одинокую фишку противника, её бьют: фишки меняются местами.",
        ),
        learnt: t(
            "A captured piece goes back to the square the capturing piece came from.",
            "Побитая фишка встаёт на поле, с которого пришла бьющая.",
        ),
    },
    Lesson {
        id: "K7-pair",
        course: Course::FirstGame,
        options: KENDALL,
        position: "S:8,9,11 C:13,14 turn:S",
        steps: &[Throw(3), Move(9, 12)],
        after: "S:8,11,12 C:13,14 turn:C",
        title: t("Pairs", "Пары"),
        task: t(
            "Throw, and move the spool on 9 beside the one on 11.",
            "Бросьте и поставьте катушку с поля 9 рядом с катушкой на поле 11.",
        ),
        why: t(
            "Two pieces of one colour side by side are a pair: neither can be captured, and nobody can pass them. The cones on 13 and 14 stop the spool on 11.",
            "Две фишки одного цвета рядом — пара: ни одну из них не побить, и через них не пройти. Конусы на 13 и 14 останавливают катушку на поле 11.",
        ),
        learnt: t(
            "Your spools on 11 and 12 are now a pair too: safe, and a wall for the cones behind them.",
            "Ваши катушки на 11 и 12 теперь тоже пара: их не побить, и конусам позади через них не пройти.",
        ),
    },
    Lesson {
        id: "K10-rebirth",
        course: Course::FirstGame,
        options: KENDALL,
        position: "S:5,12 C:8,18 turn:S",
        steps: &[Throw(3), Move(12, 15), Throw(2), Move(15, 17)],
        after: "S:5,17 C:8,18 turn:C",
        title: t("The House of Rebirth (15)", "Дом Возрождения (15)"),
        task: t(
            "Throw, move the spool on 12 to 15, then throw again and move it on.",
            "Бросьте, поставьте катушку с 12 на 15, бросьте ещё раз и ведите её дальше.",
        ),
        why: t(
            "A piece that lands on 15, the House of Rebirth, earns one extra throw.",
            "Фишка, попавшая на поле 15, в Дом Возрождения, даёт дополнительный бросок.",
        ),
        learnt: t(
            "Landing on 15 gives an extra throw; drowned pieces also come back to life there.",
            "Попадание на поле 15 даёт дополнительный бросок; там же возрождаются утонувшие фишки.",
        ),
    },
    Lesson {
        id: "K11-net",
        course: Course::FirstGame,
        options: KENDALL,
        position: "S:3,12 C:8,20 turn:S",
        steps: &[Throw(4), Move(12, 16)],
        after: "S:3,16 C:8,20 turn:C",
        title: t("The House of the Net (16)", "Дом Сетки (16)"),
        task: t(
            "Throw, and move the spool on 12 into the Net to see the extra throw go.",
            "Бросьте и поставьте катушку с поля 12 в Сетку: дополнительный бросок пропадёт.",
        ),
        why: t(
            "A 4 earns an extra throw, but a piece that lands on 16, the House of the Net, costs a throw.",
            "За 4 полагается дополнительный бросок, но фишка, попавшая на поле 16, в Дом Сетки, отнимает бросок.",
        ),
        learnt: t(
            "The Net took the pending extra throw, so the turn passed. Without one pending, the next turn is lost.",
            "Сетка забрала дополнительный бросок, и ход перешёл к противнику. Если бы его не было, пропал бы следующий ход.",
        ),
    },
    Lesson {
        id: "K12-ba",
        course: Course::FirstGame,
        options: KENDALL,
        position: "S:4,18 C:10,23 turn:S",
        steps: &[Throw(3), Move(18, 24)],
        after: "S:4,24 C:10,23 turn:C",
        title: t("The House of Ba (21)", "Дом Ба (21)"),
        task: t(
            "Throw, and move the spool on 18: 3 to 21, and 3 more.",
            "Бросьте и ведите катушку с поля 18: 3 до поля 21 и ещё 3.",
        ),
        why: t(
            "A piece that lands on 21, the House of Ba, goes on at once by the same number: the move counts twice.",
            "Фишка, попавшая на поле 21, в Дом Ба, сразу идёт дальше на столько же: ход удваивается.",
        ),
        learnt: t(
            "No piece rests on 21: Ba carries it on by the same value, passing and capturing as in any move.",
            "На поле 21 фишки не стоят: Ба несёт фишку дальше на те же очки, с теми же правилами, что в любом ходе.",
        ),
    },
    Lesson {
        id: "K13-beauty",
        course: Course::FirstGame,
        options: KENDALL,
        position: "S:4,23 C:9,12 turn:S",
        steps: &[Throw(3), Move(23, 26), Throw(3)],
        after: "S:4,29 C:9,12 turn:C",
        title: t("The House of Beauty (26)", "Дом Красоты (26)"),
        task: t(
            "Throw, move the spool on 23 to 26, then throw its fate.",
            "Бросьте, поставьте катушку с поля 23 на поле 26 и бросьте её судьбу.",
        ),
        why: t(
            "A piece that lands on 26, the House of Beauty, makes a fate throw at once: 1 drowns it, 2, 3, 4 send it to 28, 29, 30, and 5 back to the Net.",
            "Фишка, попавшая на поле 26, в Дом Красоты, сразу делает бросок судьбы: 1 — тонет, 2, 3, 4 — на поля 28, 29, 30, 5 — назад в Сетку.",
        ),
        learnt: t(
            "Fate 3 took the spool to 29; when that House is taken, the piece goes back by the fate throw instead.",
            "Судьба 3 привела катушку на поле 29; если этот Дом занят, фишка вместо этого идёт назад на выпавшие очки.",
        ),
    },
    Lesson {
        id: "K14-water",
        course: Course::FirstGame,
        options: KENDALL,
        position: "S:5,24 C:9,12 turn:S",
        steps: &[Throw(3), Move(24, 27)],
        after: "S:5 C:9,12 drowned:S1 turn:C",
        title: t("The House of Water (27)", "Дом Воды (27)"),
        task: t(
            "Throw, and move the spool on 24 into the Water to see it.",
            "Бросьте и поставьте катушку с поля 24 в Воду, чтобы увидеть это.",
        ),
        why: t(
            "A piece that lands on 27, the House of Water, drowns: it leaves the board and waits above it.",
            "Фишка, попавшая на поле 27, в Дом Воды, тонет: она уходит с доски и ждёт над ней.",
        ),
        learnt: t(
            "A drowned piece is not borne off: instead of a throw it can be revived on 15 when 15 is free. Drowning also cancels every extra throw pending.",
            "Утонувшая фишка не выведена: вместо броска её можно возродить на поле 15, когда оно свободно. Утонув, фишка отменяет все дополнительные броски в запасе.",
        ),
    },
    Lesson {
        id: "K15-bear-off",
        course: Course::FirstGame,
        options: KENDALL,
        position: "S:28,30 C:12,20 turn:S",
        steps: &[Throw(3), Move(28, 31)],
        after: "S:30 C:12,20 turn:C",
        title: t("Bearing off (28, 29, 30)", "Вывод с доски (28, 29, 30)"),
        task: t(
            "Throw, and bear off the spool on 28.",
            "Бросьте и выведите катушку с поля 28.",
        ),
        why: t(
            "A piece on 28 leaves the board with a 3, on 29 with a 2, on 30 with a 1; with other values it waits.",
            "Фишка с поля 28 уходит с доски при 3, с 29 — при 2, с 30 — при 1; при других очках она ждёт.",
        ),
        learnt: t(
            "Pieces reach 28–30 only by exact moves or by fate, and leave only with their value.",
            "На поля 28–30 фишки попадают только точным ходом или по судьбе и уходят только со своими очками.",
        ),
    },
    Lesson {
        id: "K16-win",
        course: Course::FirstGame,
        options: KENDALL,
        position: "S:30 C:12,20 turn:S",
        steps: &[Throw(1), Move(30, 31)],
        after: "C:12,20 done:S1 turn:S",
        title: t("Winning", "Победа"),
        task: t(
            "Throw, and bear off the spool on 30 to win.",
            "Бросьте и выведите катушку с поля 30, чтобы победить.",
        ),
        why: t(
            "Four spools are home; the last waits on 30, the House of the Rising Sun.",
            "Четыре катушки уже выведены; последняя ждёт на поле 30, в Доме Восходящего Солнца.",
        ),
        learnt: t(
            "Who first bears off every piece wins. You are ready for a whole game; the lessons below go deeper.",
            "Побеждает тот, кто первым выведет все фишки. Вы готовы к целой партии; уроки ниже расскажут больше.",
        ),
    },
    // The Kendall system in depth.
    Lesson {
        id: "K2-who-starts",
        course: Course::Kendall,
        options: KENDALL,
        position: "S:1,3,5,7,9 C:2,4,6,8,10 turn:S",
        steps: &[Throw(1), Move(9, 10)],
        after: "S:1,3,5,7,10 C:2,4,6,8,9 turn:S",
        title: t("Who starts", "Кто начинает"),
        task: t(
            "Make the first throw, and capture the cone on 10 with the spool on 9.",
            "Сделайте первый бросок и побейте конус на поле 10 катушкой с поля 9.",
        ),
        why: t(
            "Before the game the players throw in turn; the first to throw a 1 plays the spools and starts (the app shows this throw-off). You won it.",
            "Перед партией игроки бросают по очереди; кто первым выбросит единицу, играет катушками и ходит первым (приложение показывает этот розыгрыш). Вы его выиграли.",
        ),
        learnt: t(
            "The throw-off only decides who starts; the starter then throws for the first move. Your 1 also earned an extra throw.",
            "Розыгрыш решает только, кто начинает; затем начинающий бросает для первого хода. Ваша единица дала ещё и дополнительный бросок.",
        ),
    },
    Lesson {
        id: "K3-one-piece",
        course: Course::Kendall,
        options: KENDALL,
        position: "S:6,9 C:2,20 turn:S",
        steps: &[Throw(3), Move(9, 12)],
        after: "S:6,12 C:2,20 turn:C",
        title: t("One throw, one piece", "Один бросок — одна фишка"),
        task: t(
            "Throw, and move the spool on 9.",
            "Бросьте и передвиньте катушку с поля 9.",
        ),
        why: t(
            "The value of a throw moves one piece, all of it: it cannot be shared between two.",
            "Очки броска двигают одну фишку, и все сразу: разделить их между двумя нельзя.",
        ),
        learnt: t(
            "One throw moved one piece by its whole value. Values of extra throws may move any of your pieces.",
            "Один бросок передвинул одну фишку на все очки. Очки дополнительных бросков могут двигать любую вашу фишку.",
        ),
    },
    Lesson {
        id: "K4-no-move",
        course: Course::Kendall,
        options: KENDALL,
        position: "S:28 C:12,20 turn:S",
        steps: &[Throw(2)],
        after: "S:28 C:12,20 turn:C",
        title: t("A throw with no move", "Бросок без хода"),
        task: t(
            "Throw: with any other value there is no move, and the throw is lost.",
            "Бросьте: при других очках ходить нечем, и бросок пропадает.",
        ),
        why: t(
            "Your last spool waits on 28 for a 3.",
            "Ваша последняя катушка ждёт на поле 28 тройку.",
        ),
        learnt: t(
            "With no legal move the throw is lost (the record writes 0), and the turn passes unless an extra throw is due.",
            "Если хода нет, бросок пропадает (в записи — 0), и ход переходит, если нет дополнительного броска.",
        ),
    },
    Lesson {
        id: "K5-squares",
        course: Course::Kendall,
        options: KENDALL,
        position: "S:5,7 C:12,18 turn:S",
        steps: &[Throw(2), Move(7, 9)],
        after: "S:5,9 C:12,18 turn:C",
        title: t("One piece a square", "Одна фишка на поле"),
        task: t(
            "Throw, and move the spool on 7.",
            "Бросьте и передвиньте катушку с поля 7.",
        ),
        why: t(
            "Two pieces never share a square, and no move ends past 30. The spool on 5 cannot land on its partner on 7.",
            "Две фишки никогда не стоят на одном поле, и ни один ход не заканчивается за полем 30. Катушка с поля 5 не может встать на свою же фишку на 7.",
        ),
        learnt: t(
            "With this 2 the spool on 5 could only have gone back to 3.",
            "С этой двойкой катушка с поля 5 могла пойти только назад, на поле 3.",
        ),
    },
    Lesson {
        id: "K6-passing",
        course: Course::Kendall,
        options: KENDALL,
        position: "S:2,8 C:9,11,20 turn:S",
        steps: &[Throw(5), Move(8, 13)],
        after: "S:2,13 C:9,11,20 turn:S",
        title: t("Passing over pieces", "Через фишки"),
        task: t(
            "Throw, and move the spool on 8 over the cones on 9 and 11.",
            "Бросьте и проведите катушку с поля 8 через конусы на 9 и 11.",
        ),
        why: t(
            "A moving piece may pass single pieces, yours or the opponent's, as long as a free square follows each.",
            "Фишка может перепрыгивать одиночные фишки, свои и чужие, если за каждой свободное поле.",
        ),
        learnt: t(
            "Occupied squares count like empty ones. Two pieces side by side block the way, and a group of four can be neither passed nor broken. The 5 earned an extra throw.",
            "Занятые поля считаются как пустые. Две фишки рядом преграждают путь, а группу из четырёх нельзя ни перепрыгнуть, ни разбить. Пятёрка дала дополнительный бросок.",
        ),
    },
    Lesson {
        id: "K7-triple",
        course: Course::Kendall,
        options: KENDALL,
        position: "S:2,10 C:12,13,14 turn:S",
        steps: &[Throw(3), Move(10, 13)],
        after: "S:2,13 C:10,12,14 turn:C",
        title: t("Breaking a triple", "Разбить тройку"),
        task: t(
            "Throw, and break the cones' triple: capture the cone on 13.",
            "Бросьте и разбейте тройку конусов: побейте конус на поле 13.",
        ),
        why: t(
            "In a group of exactly three, the middle piece can be captured.",
            "В группе ровно из трёх фишек среднюю побить можно.",
        ),
        learnt: t(
            "The middle of a triple can be captured, the ends cannot; a group of four is safe.",
            "Среднюю фишку тройки побить можно, крайние — нельзя; группа из четырёх неуязвима.",
        ),
    },
    Lesson {
        id: "K7-house",
        course: Course::Kendall,
        options: KENDALL,
        position: "S:4,13 C:15,20 turn:S",
        steps: &[Throw(2), Move(4, 6)],
        after: "S:6,13 C:15,20 turn:C",
        title: t("Safe in a House", "В Доме не бьют"),
        task: t(
            "Throw, and move the spool on 4.",
            "Бросьте и передвиньте катушку с поля 4.",
        ),
        why: t(
            "Nobody is captured on a House. The cone on 15 is safe from the spool on 13, which can only go back.",
            "В Домах не бьют. Конус на поле 15 в безопасности от катушки с поля 13, которая может пойти только назад.",
        ),
        learnt: t(
            "The eight Houses (15, 16, 21, 26–30) protect any piece on them. Your own pieces are never captured either.",
            "Восемь Домов (15, 16, 21, 26–30) защищают любую фишку. Свои фишки тоже никогда не бьют.",
        ),
    },
    Lesson {
        id: "K8-knocked",
        course: Course::Kendall,
        options: KENDALL,
        position: "S:3,16 C:8,18 turn:S",
        steps: &[Throw(2), Move(16, 18)],
        after: "S:3,18 C:8,16 turn:S",
        title: t("Knocked into a House", "Выбит в Дом"),
        task: t(
            "Throw, and capture the cone on 18 with your spool from the Net (16).",
            "Бросьте и побейте конус на поле 18 катушкой из Сетки (16).",
        ),
        why: t(
            "A captured piece goes to the square its captor came from: when that is a House, the House acts on it.",
            "Побитая фишка встаёт на поле, откуда пришла бьющая: если это Дом, он действует на неё.",
        ),
        learnt: t(
            "The cone landed in the Net, so the cones lost their next turn and you throw again.",
            "Конус попал в Сетку, поэтому конусы пропустили ход, и снова бросаете вы.",
        ),
    },
    Lesson {
        id: "K9-extra-throws",
        course: Course::Kendall,
        options: KENDALL,
        position: "S:5,11 C:2,20 turn:S",
        steps: &[Throw(1), Move(11, 12), Throw(4), Move(5, 9), Throw(2), Move(12, 14)],
        after: "S:9,14 C:2,20 turn:C",
        title: t("Extra throws", "Дополнительные броски"),
        task: t(
            "Throw, move the spool on 11, then the one on 5, then the one on 12.",
            "Бросьте, передвиньте катушку с поля 11, затем с поля 5, затем с поля 12.",
        ),
        why: t(
            "A throw of 1, 4 or 5 earns one more throw, and they go on adding up.",
            "За 1, 4 или 5 полагается ещё один бросок, и они накапливаются.",
        ),
        learnt: t(
            "1, then 4 each gave one more throw; the 2 ended the turn. A 1, 4 or 5 gives its throw even when it cannot be played.",
            "Единица, затем четвёрка дали ещё по броску; двойка закончила ход. 1, 4 или 5 дают бросок, даже если ходить нечем.",
        ),
    },
    Lesson {
        id: "K12-ba-blocked",
        course: Course::Kendall,
        options: KENDALL,
        position: "S:6,18 C:2,23,24 turn:S",
        steps: &[Throw(3), Move(6, 9)],
        after: "S:9,18 C:2,23,24 turn:C",
        title: t("Ba blocked", "Ба закрыт"),
        task: t(
            "Throw, and move the spool on 6.",
            "Бросьте и передвиньте катушку с поля 6.",
        ),
        why: t(
            "Ba would carry the spool on 18 on from 21 to 24, but the pair on 23 and 24 blocks the way, so the move onto 21 is not legal.",
            "Ба понёс бы катушку с поля 18 дальше, с 21 на 24, но пара на 23 и 24 закрывает путь, поэтому ход на поле 21 запрещён.",
        ),
        learnt: t(
            "A move onto 21 is legal only when its continuation is; else the piece goes back, or another moves.",
            "Ход на поле 21 разрешён, только если возможно его продолжение; иначе фишка идёт назад или ходит другая.",
        ),
    },
    Lesson {
        id: "K14-revive",
        course: Course::Kendall,
        options: KENDALL,
        position: "S:5 C:9,12,20 drowned:S1 turn:S",
        steps: &[Revive],
        after: "S:5,15 C:9,12,20 turn:C",
        title: t("Reviving a drowned piece", "Воскрешение"),
        task: t(
            "Revive your drowned spool.",
            "Возродите утонувшую катушку.",
        ),
        why: t(
            "Instead of a throw you may put a drowned piece back on 15, when 15 is free.",
            "Вместо броска утонувшую фишку можно вернуть на поле 15, если оно свободно.",
        ),
        learnt: t(
            "Reviving takes the place of a throw and earns no extra one; the revived piece moves on a later throw. When nothing on the board could move, reviving is compulsory.",
            "Воскрешение заменяет бросок и не даёт дополнительного; возрождённая фишка пойдёт при следующем броске. Если на доске ходить нечем, воскрешение обязательно.",
        ),
    },
    Lesson {
        id: "K17-touch-move",
        course: Course::Kendall,
        options: Options { touch_move: true, ..KENDALL },
        position: "S:4,9 C:2,20 turn:S",
        steps: &[Throw(2), Move(9, 11)],
        after: "S:4,11 C:2,20 turn:C",
        title: t("Touch-move", "Тронул — ходи"),
        task: t(
            "Throw, pick the spool on 9 and move it.",
            "Бросьте, выберите катушку на поле 9 и ходите ею.",
        ),
        why: t(
            "A piece you touch you must move; an opponent's piece you touch you must capture, if you can. Here picking a piece is touching it.",
            "Тронутой фишкой нужно ходить, тронутую фишку противника — бить, если можно. Здесь выбрать фишку — значит тронуть её.",
        ),
        learnt: t(
            "Once picked, a piece with a move cannot be put back. The club plays so; a casual game may switch it off.",
            "Выбранную фишку, у которой есть ход, уже не заменить. Так играют в клубе; в дружеской партии это можно отключить.",
        ),
    },
    Lesson {
        id: "K18-turn",
        course: Course::Kendall,
        options: KENDALL,
        position: "S:3,10 C:13,20 counter:C-1 turn:S",
        steps: &[Throw(2), Move(10, 12)],
        after: "S:3,12 C:13,20 turn:S",
        title: t("A whole turn", "Целый ход"),
        task: t(
            "Throw, move the spool on 10, and the turn comes back to you.",
            "Бросьте, передвиньте катушку с поля 10, и ход вернётся к вам.",
        ),
        why: t(
            "A turn is a throw and its move, then every extra throw due. The cones landed in the Net and must skip their next turn.",
            "Ход — это бросок и его ход, затем все положенные дополнительные броски. Конусы попали в Сетку и пропускают следующий ход.",
        ),
        learnt: t(
            "A player who is to skip loses the whole turn; the app counts the throws gained and lost for each player.",
            "Игрок, который пропускает ход, теряет его целиком; приложение считает полученные и потерянные броски каждого.",
        ),
    },
    // The Bell system.
    Lesson {
        id: "B1-setup",
        course: Course::Bell,
        options: BELL,
        position: "turn:S",
        steps: &[Throw(2), Move(0, 29)],
        after: "S:29 turn:C",
        title: t("Bell: all pieces off the board", "Белл: все фишки вне доски"),
        task: t(
            "Throw, and enter a spool.",
            "Бросьте и выставьте катушку.",
        ),
        why: t(
            "In the Bell system all pieces start off the board, below it.",
            "В системе Белла все фишки сначала вне доски, под ней.",
        ),
        learnt: t(
            "A 2 enters a piece on 29; the pieces race from 30 towards 1.",
            "Двойка выставляет фишку на поле 29; фишки идут от 30 к 1.",
        ),
    },
    Lesson {
        id: "B2-direction",
        course: Course::Bell,
        options: BELL,
        position: "S:1,3,5,12,20 C:2,4,6,14,25 domains:S turn:S",
        steps: &[Throw(2), Move(12, 10)],
        after: "S:1,3,5,10,20 C:2,4,6,14,25 domains:S turn:C",
        title: t("Bell: towards 1", "Белл: к полю 1"),
        task: t(
            "Throw, and move the spool on 12 forward.",
            "Бросьте и передвиньте катушку с поля 12 вперёд.",
        ),
        why: t(
            "For Bell pieces forward is towards 1, and backward towards 30.",
            "Для фишек Белла вперёд — к полю 1, назад — к 30.",
        ),
        learnt: t(
            "Bell pieces never leave the board: they aim for squares near 1.",
            "Фишки Белла никогда не уходят с доски: их цель — поля у начала дорожки.",
        ),
    },
    Lesson {
        id: "B3-entering",
        course: Course::Bell,
        options: BELL,
        position: "S:29 C:28 turn:S",
        steps: &[Throw(3), Move(29, 26)],
        after: "S:26 C:28 turn:C",
        title: t("Bell: entering", "Белл: выставление"),
        task: t(
            "Throw, and move the spool on 29.",
            "Бросьте и передвиньте катушку с поля 29.",
        ),
        why: t(
            "A throw of 1 to 5 enters a piece on 30 to 26. A 3 enters on 28, but a cone stands there: then the throw moves a piece on the board.",
            "Бросок от 1 до 5 выставляет фишку на поля 30–26. Тройка выставляет на 28, но там конус: тогда бросок двигает фишку на доске.",
        ),
        learnt: t(
            "While pieces wait to enter, each throw enters one if its square is free. Entering is a move: 1, 4 and 5 give extra throws.",
            "Пока есть невыставленные фишки, каждый бросок выставляет одну, если её поле свободно. Выставление — это ход: 1, 4 и 5 дают дополнительный бросок.",
        ),
    },
    Lesson {
        id: "B4-no-powers",
        course: Course::Bell,
        options: BELL,
        position: "S:29 C:24 turn:S",
        steps: &[Throw(2), Move(29, 27)],
        after: "S:27 C:24 turn:C",
        title: t("Bell: the last Houses are plain", "Белл: последние Дома без силы"),
        task: t(
            "Throw, and move the spool on 29 onto the Water.",
            "Бросьте и поставьте катушку с поля 29 на Воду.",
        ),
        why: t(
            "For Bell pieces the Houses 26 to 30 have no powers: no fate, no drowning, no waiting.",
            "Для фишек Белла Дома 26–30 не действуют: нет судьбы, не тонут, не ждут.",
        ),
        learnt: t(
            "The spool stands on 27 and does not drown. Nobody is captured on a House, though; 15, 16 and 21 keep their powers.",
            "Катушка стоит на поле 27 и не тонет. Но в Домах по-прежнему не бьют, а поля 15, 16 и 21 действуют как прежде.",
        ),
    },
    Lesson {
        id: "B5-domains",
        course: Course::Bell,
        options: BELL,
        position: "S:3,7,9,11,20 C:4,6,12,18,25 turn:S",
        steps: &[Throw(2), Move(3, 1)],
        after: "S:1,7,9,11,20 C:4,6,12,18,25 domains:S turn:C",
        title: t("Bell: domains", "Белл: владения"),
        task: t(
            "Throw, and move the spool on 3 to 1.",
            "Бросьте и поставьте катушку с поля 3 на поле 1.",
        ),
        why: t(
            "The first piece to reach square 1 gives its owner the odd squares 1 to 9 as domains, and the other player the even squares 2 to 10.",
            "Первая фишка на поле 1 даёт своему владельцу нечётные поля 1–9 во владения, а другому игроку — чётные поля 2–10.",
        ),
        learnt: t(
            "The odd squares are yours now, for the rest of the game (in long Senet also 11 and 13).",
            "Нечётные поля теперь ваши до конца партии (в долгом Сенете ещё 11 и 13).",
        ),
    },
    Lesson {
        id: "B6-protection",
        course: Course::Bell,
        options: BELL,
        position: "S:6,9,13,17,20 C:2,4,11,19,24 domains:S turn:S",
        steps: &[Throw(2), Move(9, 7)],
        after: "S:6,7,13,17,20 C:2,4,11,19,24 domains:S turn:C",
        title: t("Bell: safe on one's domains", "Белл: во владениях не бьют"),
        task: t(
            "Throw, and move the spool on 9 onto your domain 7.",
            "Бросьте и поставьте катушку с поля 9 в свои владения, на поле 7.",
        ),
        why: t(
            "A piece on its own domain cannot be captured: the cone on 4 is safe from the spool on 6.",
            "Фишку в её владениях побить нельзя: конус на поле 4 в безопасности от катушки с поля 6.",
        ),
        learnt: t(
            "On its own domain a piece is safe; on the other player's squares, or beyond 10, it is not.",
            "В своих владениях фишка неуязвима; на чужих полях и дальше поля 10 — нет.",
        ),
    },
    Lesson {
        id: "B7-no-blocking",
        course: Course::Bell,
        options: BELL,
        position: "S:1,8,13,17,20 C:6,7,11,19,24 domains:S turn:S",
        steps: &[Throw(3), Move(8, 5)],
        after: "S:1,5,13,17,20 C:6,7,11,19,24 domains:S turn:C",
        title: t("Bell: nothing blocks near home", "Белл: у цели ничто не преграждает"),
        task: t(
            "Throw, and move the spool on 8 over the pair on 7 and 6.",
            "Бросьте и проведите катушку с поля 8 через пару на 7 и 6.",
        ),
        why: t(
            "Once domains are fixed, on squares 1 to 10 pieces pass any others and no pair blocks.",
            "Когда владения распределены, на полях 1–10 можно перепрыгнуть любые фишки, и пары не преграждают путь.",
        ),
        learnt: t(
            "On 1–10 only the Houses and one's own domains protect; outside them the usual rules hold.",
            "На полях 1–10 защищают только Дома и свои владения; дальше действуют обычные правила.",
        ),
    },
    Lesson {
        id: "B8-domain-pieces-move",
        course: Course::Bell,
        options: BELL,
        position: "S:3,5,7,9,14 C:2,4,6,11,25 domains:S turn:S",
        steps: &[Throw(2), Move(3, 1)],
        after: "S:1,5,7,9,14 C:2,4,6,11,25 domains:S turn:C",
        title: t("Bell: domain pieces move on", "Белл: фишки во владениях ходят"),
        task: t(
            "Throw, and move the spool on 3 to 1.",
            "Бросьте и передвиньте катушку с поля 3 на поле 1.",
        ),
        why: t(
            "A piece on its domain is not fixed there: it moves like any other.",
            "Фишка во владениях не закреплена: она ходит как любая другая.",
        ),
        learnt: t(
            "Pieces on domains move on, even backward out of them when that is their only move.",
            "Фишки во владениях продолжают ходить — даже назад, из владений, если другого хода нет.",
        ),
    },
    Lesson {
        id: "B9-win",
        course: Course::Bell,
        options: BELL,
        position: "S:1,3,5,7,11 C:2,4,14,20,25 domains:S turn:S",
        steps: &[Throw(2), Move(11, 9)],
        after: "S:1,3,5,7,9 C:2,4,14,20,25 domains:S done:S1 turn:S",
        title: t("Bell: winning", "Белл: победа"),
        task: t(
            "Throw, and move the spool on 11 to 9.",
            "Бросьте и поставьте катушку с поля 11 на поле 9.",
        ),
        why: t(
            "Who first has every piece on their own domains wins.",
            "Побеждает тот, кто первым поставит все фишки в свои владения.",
        ),
        learnt: t(
            "All five spools stand on the odd squares: the spools win.",
            "Все пять катушек стоят на нечётных полях: катушки победили.",
        ),
    },
    // Kendall and Bell in cycles.
    Lesson {
        id: "C1-kendall-to-bell",
        course: Course::Cycles,
        options: CYCLES,
        position: "S:30 C:12,20 turn:S",
        steps: &[Throw(1), Move(30, 31), Throw(2), Move(0, 29)],
        after: "S:29 C:12,20 bell:S done:S1 turn:C",
        title: t("Cycles: on into Bell", "Круги: дальше по Беллу"),
        task: t(
            "Throw, bear off your last spool, then enter one with the extra throw.",
            "Бросьте, выведите последнюю катушку, затем выставьте фишку дополнительным броском.",
        ),
        why: t(
            "In a cycles game, who bears off every piece goes straight on by Bell, entering the pieces again.",
            "В игре кругами тот, кто вывел все фишки, сразу продолжает по Беллу и снова выставляет их.",
        ),
        learnt: t(
            "Your Bell phase began at once; the cones play on by Kendall until they too finish.",
            "Ваша фаза Белла началась сразу; конусы играют по Кендаллу, пока тоже не закончат.",
        ),
    },
    Lesson {
        id: "C2-bell-to-kendall",
        course: Course::Cycles,
        options: Options { goal: CycleGoal::Cycles(2), ..CYCLES },
        position: "S:1,3,5,7,11 C:2,4,6,14,25 bell:S bell:C domains:S done:S1 done:C1 turn:S",
        steps: &[Throw(2), Move(11, 9)],
        after: "S:1,3,5,7,9 C:2,4,6,14,25 bell:C domains:S done:S2 done:C1 turn:C",
        title: t("Cycles: back to Kendall", "Круги: снова по Кендаллу"),
        task: t(
            "Throw, and move the spool on 11 to 9.",
            "Бросьте и поставьте катушку с поля 11 на поле 9.",
        ),
        why: t(
            "A player whose pieces all stand on their domains starts a Kendall phase from there.",
            "Игрок, у которого все фишки во владениях, начинает оттуда фазу Кендалла.",
        ),
        learnt: t(
            "Your spools are Kendall pieces again where they stand, racing towards 30: the second cycle has begun.",
            "Ваши катушки снова фишки Кендалла там, где стоят, и идут к полю 30: начался второй круг.",
        ),
    },
    Lesson {
        id: "C3-goal",
        course: Course::Cycles,
        options: CYCLES,
        position: "S:1,3,5,7,11 C:2,4,6,14,25 bell:S bell:C domains:S done:S1 done:C1 turn:S",
        steps: &[Throw(2), Move(11, 9)],
        after: "S:1,3,5,7,9 C:2,4,6,14,25 bell:S bell:C domains:S done:S2 done:C1 turn:S",
        title: t("Cycles: the goal", "Круги: до какого конца"),
        task: t(
            "Complete your domains to win it.",
            "Займите свои владения, чтобы победить.",
        ),
        why: t(
            "The players agree on a number of cycles, or on a time. This game is one cycle, a Kendall phase and a Bell phase.",
            "Игроки договариваются о числе кругов или о времени. Эта партия — один круг, фаза Кендалла и фаза Белла.",
        ),
        learnt: t(
            "The first to complete the agreed cycles wins; with a time limit, the player ahead when time runs out.",
            "Побеждает тот, кто первым пройдёт условленные круги; при игре на время — тот, кто впереди, когда время выйдет.",
        ),
    },
    // The game with the gods.
    Lesson {
        id: "G1-setup",
        course: Course::Gods,
        options: GODS,
        position: "O:1,2,3,4,5 G:6,7,8,9,10 turn:G",
        steps: &[Throw(3), Throw(5)],
        after: "O:1,2,3,4,5 G:6,7,8,9,13 turn:O",
        title: t("With the gods: the setup", "С богами: расстановка"),
        task: t(
            "Throw for the gods twice: first how far, then which piece.",
            "Бросьте за богов дважды: сначала на сколько, затем какая фишка.",
        ),
        why: t(
            "A solo game: you play the white cones on 1 to 5 against the gods' black spools on 6 to 10. The gods' moves are decided by throws.",
            "Игра для одного: вы играете белыми конусами на полях 1–5 против чёрных катушек богов на 6–10. Ходы богов решают броски.",
        ),
        learnt: t(
            "Distance 3, piece 5: the gods' fifth piece along the track, on 10, went to 13.",
            "Расстояние 3, фишка 5: пятая по дорожке фишка богов, с поля 10, пошла на 13.",
        ),
    },
    Lesson {
        id: "G2-gods-start",
        course: Course::Gods,
        options: GODS,
        position: "O:1,2,3,4,5 G:6,7,8,9,10 turn:G",
        steps: &[Throw(1), Throw(5), Throw(2), Throw(5)],
        after: "O:1,2,3,4,5 G:6,7,8,9,13 turn:O",
        title: t("With the gods: the gods start", "С богами: начинают боги"),
        task: t(
            "Throw for the gods until it is your turn.",
            "Бросайте за богов, пока не настанет ваш ход.",
        ),
        why: t(
            "There is no throw-off: the gods always start, and their 1, 4 and 5 give extra throws as usual.",
            "Розыгрыша нет: боги всегда начинают, и их 1, 4 и 5 дают дополнительные броски, как обычно.",
        ),
        learnt: t(
            "The 1 gave the gods a second move. Their piece throw never gives an extra throw.",
            "Единица дала богам второй ход. Бросок за фишку дополнительного броска не даёт.",
        ),
    },
    Lesson {
        id: "G3-gods-pass",
        course: Course::Gods,
        options: GODS,
        position: "O:1,2,3,4,5 G:6,7,8,9,10 turn:G",
        steps: &[Throw(5), Throw(1)],
        after: "O:1,2,3,4,5 G:7,8,9,10,11 turn:G",
        title: t("With the gods: passing their own", "С богами: через своих"),
        task: t(
            "Throw for the gods: the piece on 6 will jump their whole group.",
            "Бросьте за богов: фишка с поля 6 перепрыгнет всю их группу.",
        ),
        why: t(
            "A gods piece passes any number of gods pieces in a row.",
            "Фишка богов перепрыгивает любое число фишек богов подряд.",
        ),
        learnt: t(
            "Over your cones, or a row mixing both, the gods pass only by the usual rules. The 5 gave them another throw.",
            "Через ваши конусы или смешанный ряд боги проходят только по обычным правилам. Пятёрка дала им ещё бросок.",
        ),
    },
    Lesson {
        id: "G4-piece-throw",
        course: Course::Gods,
        options: GODS,
        position: "O:1,2,3,4,5 G:6,7,8,9,10 turn:G",
        steps: &[Throw(2), Throw(1)],
        after: "O:1,2,3,4,5 G:6,7,8,9,10 turn:O",
        title: t("With the gods: the piece throw", "С богами: бросок за фишку"),
        task: t(
            "Throw for the gods twice.",
            "Бросьте за богов дважды.",
        ),
        why: t(
            "The gods' pieces are counted 1 to 5 along the track, afresh each time. The chosen piece must make its move, even a bad one; with no move the throw is lost.",
            "Фишки богов считаются от 1 до 5 вдоль дорожки, каждый раз заново. Выбранная фишка обязана сделать свой ход, даже плохой; если хода нет, бросок пропадает.",
        ),
        learnt: t(
            "Piece 1, on 6, could not move 2 (its own piece stands on 8, and your pair guards 4): the gods lost the throw.",
            "Фишка 1, на поле 6, не могла пойти на 2 (на 8 своя фишка, а 4 защищает ваша пара): боги потеряли бросок.",
        ),
    },
    Lesson {
        id: "G5-release",
        course: Course::Gods,
        options: GODS,
        position: "O:9,12 G:14,20,28 turn:G",
        steps: &[Throw(3)],
        after: "O:9,12 G:14,20 turn:O",
        title: t("With the gods: release", "С богами: освобождение"),
        task: t(
            "Throw for the gods.",
            "Бросьте за богов.",
        ),
        why: t(
            "When a gods piece waits on 28, 29 or 30 and the distance throw is the value that frees it, it leaves at once, without the piece throw.",
            "Когда фишка богов ждёт на поле 28, 29 или 30, а бросок на расстояние даёт нужные ей очки, она сразу уходит, без броска за фишку.",
        ),
        learnt: t(
            "The 3 freed the piece on 28. The club added this rule after its first game with the gods; it can be switched off.",
            "Тройка освободила фишку на поле 28. Клуб ввёл это правило после первой игры с богами; его можно отключить.",
        ),
    },
    Lesson {
        id: "G6-gods-revive",
        course: Course::Gods,
        options: GODS,
        position: "O:9,12 G:14,20 drowned:G1 turn:G",
        steps: &[Revive],
        after: "O:9,12 G:14,15,20 turn:O",
        title: t("With the gods: the gods revive", "С богами: боги возрождают"),
        task: t(
            "Revive the gods' drowned piece.",
            "Возродите утонувшую фишку богов.",
        ),
        why: t(
            "The gods revive a drowned piece whenever 15 is free, instead of throwing.",
            "Боги возрождают утонувшую фишку всякий раз, когда поле 15 свободно, вместо броска.",
        ),
        learnt: t(
            "The gods' piece stands on 15 again; reviving took their throw.",
            "Фишка богов снова на поле 15; воскрешение заменило их бросок.",
        ),
    },
    Lesson {
        id: "G7-win",
        course: Course::Gods,
        options: GODS,
        position: "O:30 G:12,14,20 turn:O",
        steps: &[Throw(1), Move(30, 31)],
        after: "G:12,14,20 done:O1 turn:O",
        title: t("With the gods: winning", "С богами: победа"),
        task: t(
            "Throw, and bear off your last cone.",
            "Бросьте и выведите последний конус.",
        ),
        why: t(
            "You win by bearing off all your cones before the gods bear off theirs.",
            "Вы побеждаете, если выведете все конусы раньше, чем боги — свои.",
        ),
        learnt: t(
            "The operator has won. If the gods finish first, they win.",
            "Оператор победил. Если боги закончат первыми, победа за ними.",
        ),
    },
];
