//! `senet`: the native command line. Replay records against the rules, play computer games, benchmark,
//! review, and measure the evaluation.

use std::ops::Range;
use std::process::ExitCode;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use senet::ai::{analysis, calibration_by, distil, puzzles, duplicate_match, endgame, screen, evaluation, learned, network, review, Computer, Evaluation, Level, SearchTally};
use senet::engine::{next_action, random_playout, Game, Options, Player, Seeded, Side, System};
use senet::record::friend::verify_record;
use senet::record::tournament;
use senet::record::{parse_bytes, replay, Record, Recorder, Replay, MAX_RECORD_BYTES};

const USAGE: &str = "\
usage:
  senet replay [--lenient] FILE
  senet play [--system kendall|bell|cycles|gods] [--pieces 5|7] [--seed X] [--a LEVEL --b LEVEL]
  senet bench [--system kendall|bell|cycles|gods] [--pieces 5|7] [--seconds S] [--level LEVEL]
  senet match --a LEVEL --b LEVEL --games N [--from K] [--system S] [--pieces P] [--seed X]
  senet match --depth D --a FILE --b FILE --games N [--from K] [--system S] [--pieces P] [--seed X]
  senet analyse [--level LEVEL] [--annotate] FILE
  senet analyse --position TEXT [--system S] [--pieces P]
  senet rollout --position TEXT [--system S] [--pieces P] [--games N] [--level LEVEL] [--seed X]
  senet calibrate [--system S] [--pieces P] [--games N] [--level LEVEL] [--seed X] [--evaluation linear|network | --network FILE]
  senet train [--system S] [--pieces P] [--depth D] [--games N] [--rate R] [--lambda L] [--seed X]
  senet train --network FILE [--from FILE] [--system S] [--pieces P] [--depth D] [--games N] [--rate R] [--lambda L] [--seed X]
  senet train --endgame FILE [--system S] [--pieces P] [--epochs N] [--rate R] [--seed X]
  senet train --distil FILE [--from FILE] [--system S] [--pieces P] [--rounds N] [--games N] [--depth D] [--epochs N] [--rate R] [--seed X]
  senet solve [--system S] [--pieces P] [--left S,C] [--every N | --met GAMES]
  senet levels [--system S] [--pieces P] [--games N] [--seed X]
  senet puzzles [--per N] [--games N] [--seed X]
  senet puzzles --refresh FILE [--per N] [--games N] [--seed X]
  senet puzzles --check FILE
  senet puzzles --list [FILE]
  senet tournament FILE
levels: random, greedy, strong, expert, grandmaster (best: the strongest), grandmaster-linear, grandmaster-2";

fn main() -> ExitCode {
    let args = std::env::args().skip(1).collect::<Vec<_>>();
    let result = match args.first().map(String::as_str) {
        Some("replay") => replay_command(&args[1..]),
        Some("play") => play_command(&args[1..]),
        Some("bench") => bench_command(&args[1..]),
        Some("match") => match_command(&args[1..]),
        Some("analyse" | "analyze") => analyse_command(&args[1..]),
        Some("calibrate") => calibrate_command(&args[1..]),
        Some("train") => train_command(&args[1..]),
        Some("solve") => solve_command(&args[1..]),
        Some("levels") => levels_command(&args[1..]),
        Some("rollout") => rollout_command(&args[1..]),
        Some("puzzles") => puzzles_command(&args[1..]),
        Some("tournament") => tournament_command(&args[1..]),
        _ => Err(Failure::Usage(String::new())),
    };
    match result {
        Ok(code) => code,
        Err(Failure::Usage(message)) => {
            if !message.is_empty() {
                complain(&format!("senet: {message}"));
            }
            complain(USAGE);
            ExitCode::from(2)
        }
        Err(Failure::Input(message)) => {
            complain(&format!("senet: {message}"));
            ExitCode::from(2)
        }
        Err(Failure::Output(error)) => {
            complain(&format!("senet: cannot write the output: {error}"));
            ExitCode::from(3)
        }
    }
}

/// Exit codes: 0 done, 1 the record breaks the rules, 2 bad arguments or input, 3 the output could
/// not be written (a full disk; a reader that stops early, as `| head` does, is no failure).
enum Failure {
    Usage(String),
    /// The input cannot be read as what it should be.
    Input(String),
    Output(std::io::Error),
}

/// A message on standard error; nothing more can be done when that is closed too.
fn complain(message: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "{message}");
}

/// Flags of the form `--name value` and bare switches, in any order.
struct Flags<'a> {
    args: &'a [String],
    used: Vec<bool>,
}

impl<'a> Flags<'a> {
    fn new(args: &'a [String]) -> Flags<'a> {
        Flags { args, used: vec![false; args.len()] }
    }

    fn switch(&mut self, name: &str) -> bool {
        match self.args.iter().position(|a| a == name) {
            Some(i) => {
                self.used[i] = true;
                true
            }
            None => false,
        }
    }

    fn value(&mut self, name: &str) -> Result<Option<&'a str>, Failure> {
        let Some(i) = self.args.iter().position(|a| a == name) else { return Ok(None) };
        self.used[i] = true;
        let value = self.args.get(i + 1).ok_or_else(|| Failure::Usage(format!("{name} needs a value")))?;
        self.used[i + 1] = true;
        Ok(Some(value))
    }

    fn parsed<T: std::str::FromStr>(&mut self, name: &str) -> Result<Option<T>, Failure> {
        self.value(name)?
            .map(|v| v.parse().map_err(|_| Failure::Usage(format!("{name} {v}: not a valid value"))))
            .transpose()
    }

    /// The arguments no flag took.
    fn rest(&self) -> Vec<&'a str> {
        self.args.iter().zip(&self.used).filter(|(_, used)| !**used).map(|(a, _)| a.as_str()).collect()
    }

    fn options(&mut self) -> Result<Options, Failure> {
        let system = match self.value("--system")? {
            None => System::Kendall,
            Some(name) => System::from_name(name).ok_or_else(|| Failure::Usage(format!("unknown system {name}")))?,
        };
        let options = Options::new(system, self.parsed("--pieces")?.unwrap_or(5));
        options.validate().map_err(|e| Failure::Usage(e.to_string()))?;
        Ok(options)
    }

    fn finish(&self) -> Result<(), Failure> {
        match self.rest().first() {
            Some(extra) => Err(Failure::Usage(format!("unexpected argument {extra}"))),
            None => Ok(()),
        }
    }
}

fn replay_command(args: &[String]) -> Result<ExitCode, Failure> {
    let mut flags = Flags::new(args);
    let lenient = flags.switch("--lenient");
    let [path] = flags.rest()[..] else {
        return Err(Failure::Usage("replay takes one FILE".into()));
    };
    let (record, mut replayed) = read_and_replay(path, lenient)?;
    // A friend's game: its throws are checked against the players' commitments too.
    let fair = verify_record(&record, &replayed);
    if let Some(Err(disagreement)) = &fair {
        replayed.disagreements.push(disagreement.clone());
        replayed.disagreements.sort_by_key(|d| d.line);
    }
    let mut report = String::new();
    for disagreement in &replayed.disagreements {
        report.push_str(&format!("{disagreement}\n"));
    }
    if let Some(Ok(check)) = fair {
        report.push_str(&format!("{} throws follow from the players' commitments", check.proven));
        if check.unproven > 0 {
            report.push_str(&format!("; the last {} cannot be checked until their player reveals the next secret", check.unproven));
        }
        report.push('\n');
    }
    report.push_str(&format!("replayed {} lines, {} disagreements\n", replayed.lines, replayed.disagreements.len()));
    print_all(&report)?;
    Ok(if replayed.disagreements.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

/// Read the record in `path` and replay it, strictly or leniently.
fn read_and_replay(path: &str, lenient: bool) -> Result<(Record, Replay), Failure> {
    use std::io::Read;
    let input = |e: &dyn std::fmt::Display| Failure::Input(format!("{path}: {e}"));
    // The size first: a huge file is refused before it is read (and a device that never ends is
    // read no further than the limit).
    let file = std::fs::File::open(path).map_err(|e| input(&e))?;
    let too_large = |size: u64| input(&format!("the file is too large to be a record ({size} bytes; at most {MAX_RECORD_BYTES})"));
    let size = file.metadata().map_err(|e| input(&e))?.len();
    if size > MAX_RECORD_BYTES as u64 {
        return Err(too_large(size));
    }
    let mut bytes = Vec::new();
    file.take(MAX_RECORD_BYTES as u64 + 1).read_to_end(&mut bytes).map_err(|e| input(&e))?;
    if bytes.len() > MAX_RECORD_BYTES {
        return Err(too_large(bytes.len() as u64));
    }
    let record = parse_bytes(&bytes).map_err(|e| input(&e))?;
    let replayed = replay(&record, lenient).map_err(|e| input(&e))?;
    Ok((record, replayed))
}

fn level(name: &str) -> Result<Level, Failure> {
    Level::from_name(name).ok_or_else(|| Failure::Usage(format!("unknown level {name}")))
}

fn player(name: &str, seed: u64) -> Result<Box<dyn Player>, Failure> {
    Ok(Box::new(Computer::new(level(name)?, seed)))
}

fn play_command(args: &[String]) -> Result<ExitCode, Failure> {
    let mut flags = Flags::new(args);
    let options = flags.options()?;
    let seed = flags.parsed::<u64>("--seed")?.unwrap_or_else(|| Seeded::new(nanos()).next_u64());
    let mut a = player(flags.value("--a")?.unwrap_or("random"), seed ^ 0xa)?;
    let mut b = player(flags.value("--b")?.unwrap_or("random"), seed ^ 0xb)?;
    flags.finish()?;
    let mut throws = Seeded::new(seed);
    let mut recorder = Recorder::new(Game::new(options));
    recorder.record_mut().set_header("Generator", format!("senet play --system {} --pieces {} --seed {seed}", options.system.name(), options.pieces));
    let mut players: [&mut dyn Player; 2] = [a.as_mut(), b.as_mut()];
    while let Some(action) = next_action(recorder.game(), &mut throws, &mut players) {
        recorder.act(action).expect("players choose legal actions");
    }
    print_all(&recorder.record().to_string())?;
    Ok(ExitCode::SUCCESS)
}

/// Print to standard output; a reader that stops early (`| head`) is no error.
fn print_all(text: &str) -> Result<(), Failure> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(error) if error.kind() != std::io::ErrorKind::BrokenPipe => Err(Failure::Output(error)),
        _ => Ok(()),
    }
}

fn nanos() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

fn bench_command(args: &[String]) -> Result<ExitCode, Failure> {
    let mut flags = Flags::new(args);
    let options = flags.options()?;
    let seconds = flags.parsed::<f64>("--seconds")?.unwrap_or(3.0);
    let level = flags.value("--level")?.map(level).transpose()?;
    flags.finish()?;
    if let Some(level) = level {
        return decision_bench(options, level, seconds);
    }
    let start = Game::new(options);
    let mut rng = Seeded::new(nanos());
    let budget = Duration::from_secs_f64(seconds.max(0.1));
    let began = Instant::now();
    let (mut games, mut throws) = (0u64, 0u64);
    while began.elapsed() < budget {
        for _ in 0..256 {
            throws += u64::from(random_playout(start, &mut rng).1);
        }
        games += 256;
    }
    let elapsed = began.elapsed().as_secs_f64();
    print_all(&format!(
        "system: {}, pieces: {}\ngames: {games}, throws per game: {:.1}\nplayouts/s: {:.0}\n",
        options.system.name(),
        options.pieces,
        throws as f64 / games as f64,
        games as f64 / elapsed
    ))?;
    Ok(ExitCode::SUCCESS)
}

fn match_command(args: &[String]) -> Result<ExitCode, Failure> {
    let mut flags = Flags::new(args);
    let options = flags.options()?;
    let depth = flags.parsed::<u8>("--depth")?;
    let (a, b) = (flags.value("--a")?, flags.value("--b")?);
    let games = flags.parsed::<u32>("--games")?.unwrap_or(100).max(1);
    let from = flags.parsed::<u32>("--from")?.unwrap_or(0);
    let seed = flags.parsed::<u64>("--seed")?.unwrap_or(1);
    flags.finish()?;
    if !from.is_multiple_of(2) || from >= games {
        return Err(Failure::Usage(format!("--from {from}: a deal is two games, so an even number below --games {games}")));
    }
    let score = Mutex::new(RunningScore::new(from..games));
    let each_game = |game: u32, a_won: bool| score.lock().unwrap_or_else(PoisonError::into_inner).game_ended(game, a_won);
    let (result, a, b) = match depth {
        None => {
            let (a, b) = (level(a.unwrap_or("best"))?, level(b.unwrap_or("random"))?);
            (duplicate_match(options, a, b, from..games, seed, &each_game), a.to_string(), b.to_string())
        }
        Some(depth) => {
            let [a, b] = [("--a", a), ("--b", b)].map(|(flag, file)| file.ok_or_else(|| Failure::Usage(format!("{flag} FILE: a network to play at --depth {depth}"))));
            let (a, b) = (a?, b?);
            let result = screen::screen(options, &read_network(a)?, &read_network(b)?, depth, from..games, seed, &each_game);
            (result, format!("{a} at depth {depth}"), format!("{b} at depth {depth}"))
        }
    };
    let (wins, played) = (result.a_wins, games - from);
    let share = f64::from(wins) / f64::from(played);
    let margin = 1.96 * (share * (1.0 - share) / f64::from(played)).sqrt();
    let which = if from == 0 { String::new() } else { format!(" (games {from} to {})", games - 1) };
    print_all(&format!(
        "{a} against {b}: {wins} of {played} games{which}, the median game {} throws\nA wins {:.1}% ± {:.1}% over {played} games\n",
        result.median_throws,
        100.0 * share,
        100.0 * margin
    ))?;
    Ok(ExitCode::SUCCESS)
}

/// A long match's running score on stderr, so that a match cut short still tells what it found,
/// exactly: every 50 games, the score over the games from the first up to the first not yet ended,
/// and the `--from` that plays on from there.
struct RunningScore {
    games: Range<u32>,
    ended: Vec<Option<bool>>,
    /// The games from the first that have all ended, and A's wins among them.
    prefix: u32,
    prefix_wins: u32,
}

impl RunningScore {
    fn new(games: Range<u32>) -> RunningScore {
        RunningScore { ended: vec![None; games.len()], games, prefix: 0, prefix_wins: 0 }
    }

    fn game_ended(&mut self, game: u32, a_won: bool) {
        self.ended[(game - self.games.start) as usize] = Some(a_won);
        while let Some(Some(won)) = self.ended.get(self.prefix as usize) {
            self.prefix_wins += u32::from(*won);
            self.prefix += 1;
            let next = self.games.start + self.prefix;
            if self.prefix.is_multiple_of(50) && next < self.games.end {
                eprintln!("games {} to {}: A won {} of {} (go on with --from {next})", self.games.start, next - 1, self.prefix_wins, self.prefix);
            }
        }
    }
}

/// How well the evaluation's chances come true in games of a level against itself.
fn calibrate_command(args: &[String]) -> Result<ExitCode, Failure> {
    let mut flags = Flags::new(args);
    let options = flags.options()?;
    let level = level(flags.value("--level")?.unwrap_or("expert"))?;
    let games = flags.parsed::<u32>("--games")?.unwrap_or(200).max(1);
    let seed = flags.parsed::<u64>("--seed")?.unwrap_or(1);
    let evaluation = flags.value("--evaluation")?.unwrap_or("linear");
    let file = flags.value("--network")?.map(read_network).transpose()?;
    flags.finish()?;
    type Chance = Box<dyn Fn(&Game, Side) -> f64>;
    let (name, chance): (&str, Chance) = match (evaluation, file) {
        ("linear", None) => ("linear", Box::new(|game: &Game, me| Evaluation::Linear.chance(game, me))),
        ("network", None) => ("network", Box::new(|game: &Game, me| Evaluation::Network.chance(game, me))),
        (_, Some(network)) => ("network's", Box::new(move |game: &Game, me| network.chance(game, me))),
        (other, None) => return Err(Failure::Usage(format!("--evaluation {other}: linear or network"))),
    };
    let (log_loss, throws) = calibration_by(&chance, options, level, games, seed);
    print_all(&format!(
        "the {name} evaluation's chance for the side to throw, at {throws} throws of {games} games of {level} against itself: log-loss {log_loss:.4} (a coin: 0.693)\n"
    ))?;
    Ok(ExitCode::SUCCESS)
}

/// Learn the evaluation's weights for a system by self-play, from the race alone, and print them
/// as the source of `src/ai/weights.rs` expects; or, with `--network FILE`, learn a network from
/// the linear weights (or from `--from FILE`) and write it to FILE.
fn train_command(args: &[String]) -> Result<ExitCode, Failure> {
    let mut flags = Flags::new(args);
    let options = flags.options()?;
    if let Some(endgame_file) = flags.value("--endgame")? {
        return train_endgame(flags, options, endgame_file);
    }
    if let Some(distilled_file) = flags.value("--distil")? {
        return train_distilled(flags, options, distilled_file);
    }
    let network_file = flags.value("--network")?;
    let from = flags.value("--from")?;
    let schedule = learned::Schedule {
        depth: flags.parsed::<u8>("--depth")?.unwrap_or(if network_file.is_some() { 0 } else { Level::Strong.depth() }),
        games: flags.parsed::<u32>("--games")?.unwrap_or(100_000),
        rate: flags.parsed::<f64>("--rate")?.unwrap_or(if network_file.is_some() { 0.02 } else { 0.01 }),
        lambda: flags.parsed::<f64>("--lambda")?.unwrap_or(0.7),
        seed: flags.parsed::<u64>("--seed")?.unwrap_or(1),
    };
    flags.finish()?;
    let Some(network_file) = network_file else {
        if from.is_some() {
            return Err(Failure::Usage("--from goes with --network".into()));
        }
        let weights = learned::train(options, evaluation::starting_weights(&options), &schedule);
        let name = format!("{}_{}", options.system.name().to_uppercase(), options.pieces);
        print_all(&learned::source(&name, &weights))?;
        return Ok(ExitCode::SUCCESS);
    };
    let start = match from {
        Some(path) => read_network(path)?,
        None => network::Network::start(evaluation::linear_weights(&options), schedule.seed),
    };
    let began = Instant::now();
    let tenth = (schedule.games / 10).max(1);
    let trained = network::train(options, start, &schedule, |game, draws| {
        if game > 0 && game % tenth == 0 {
            eprintln!("{game} games, {draws} ended as draws, {:.0} s", began.elapsed().as_secs_f64());
        }
    });
    std::fs::write(network_file, trained.network.to_bytes()).map_err(|e| Failure::Input(format!("{network_file}: {e}")))?;
    print_all(&format!(
        "{} games in {:.0} s ({} ended as draws after {} actions); written to {network_file}\n",
        schedule.games,
        began.elapsed().as_secs_f64(),
        trained.draws,
        network::LONGEST_GAME
    ))?;
    Ok(ExitCode::SUCCESS)
}

/// An endgame network learnt from the exact values of its groups, starting from the game's network,
/// and measured on the positions left out of the learning.
fn train_endgame(mut flags: Flags, options: Options, file: &str) -> Result<ExitCode, Failure> {
    let epochs = flags.parsed::<u32>("--epochs")?.unwrap_or(60);
    let rate = flags.parsed::<f64>("--rate")?.unwrap_or(0.001);
    let seed = flags.parsed::<u64>("--seed")?.unwrap_or(1);
    flags.finish()?;
    let start = game_network(&options)?;
    let began = Instant::now();
    let examples = endgame::examples(options);
    eprintln!(
        "{} positions to learn from, {} held out, solved in {:.0} s; the game's network's error on those held out: {}",
        examples.learnt.len(),
        examples.held_out.len(),
        began.elapsed().as_secs_f64(),
        said(endgame::error(start, &examples.held_out))
    );
    let learnt = network::learn_exact(start.clone(), &examples.learnt, epochs, rate, seed, |epoch, network| {
        if epoch % 10 == 0 {
            eprintln!("epoch {epoch}: {}, {:.0} s", said(endgame::error(network, &examples.held_out)), began.elapsed().as_secs_f64());
        }
    });
    std::fs::write(file, learnt.to_bytes()).map_err(|e| Failure::Input(format!("{file}: {e}")))?;
    print_all(&format!(
        "{epochs} epochs over {} positions in {:.0} s; the error on the {} held out: {}; written to {file}\n",
        examples.learnt.len(),
        began.elapsed().as_secs_f64(),
        examples.held_out.len(),
        said(endgame::error(&learnt, &examples.held_out))
    ))?;
    Ok(ExitCode::SUCCESS)
}

/// The game's network (or `--from FILE`) after rounds of learning what it sees when it looks ahead
/// (`distil`), written to `file`.
fn train_distilled(mut flags: Flags, options: Options, file: &str) -> Result<ExitCode, Failure> {
    let from = flags.value("--from")?;
    let schedule = distil::Distillation {
        rounds: flags.parsed::<u32>("--rounds")?.unwrap_or(4),
        games: flags.parsed::<u32>("--games")?.unwrap_or(2000),
        depth: flags.parsed::<u8>("--depth")?.unwrap_or(2),
        epochs: flags.parsed::<u32>("--epochs")?.unwrap_or(10),
        rate: flags.parsed::<f64>("--rate")?.unwrap_or(0.001),
        seed: flags.parsed::<u64>("--seed")?.unwrap_or(1),
    };
    flags.finish()?;
    let start = match from {
        Some(path) => read_network(path)?,
        None => game_network(&options)?.clone(),
    };
    let began = Instant::now();
    let distilled = distil::distil(options, start, &schedule, |round| {
        eprintln!(
            "round {}: {} positions; the network off its look {} throws ahead by {} before, {} after (on those held out), {:.0} s",
            round.round,
            round.positions,
            schedule.depth,
            said(round.before),
            said(round.after),
            began.elapsed().as_secs_f64()
        );
    });
    std::fs::write(file, distilled.to_bytes()).map_err(|e| Failure::Input(format!("{file}: {e}")))?;
    print_all(&format!("{} rounds of {} games in {:.0} s; written to {file}
", schedule.rounds, schedule.games, began.elapsed().as_secs_f64()))?;
    Ok(ExitCode::SUCCESS)
}

/// The network self-play learnt for `options`, where there is one: what the endgame's and
/// distillation start from.
fn game_network(options: &Options) -> Result<&'static network::Network, Failure> {
    network::self_play(options).ok_or_else(|| Failure::Usage(format!("{} with {} pieces has no network to start from", options.system.name(), options.pieces)))
}

/// An error against exact or looked-ahead values, as `endgame::error` measures it.
fn said((mean, worst): (f64, f64)) -> String {
    format!("{mean:.4} on average, {worst:.3} at worst")
}

/// A network as `senet train --network` writes it.
fn read_network(path: &str) -> Result<network::Network, Failure> {
    let bytes = std::fs::read(path).map_err(|e| Failure::Input(format!("{path}: {e}")))?;
    network::Network::from_bytes(&bytes).ok_or_else(|| Failure::Input(format!("{path}: not a network of this shape ({} parameters)", network::PARAMETERS)))
}

/// Solve the endgames with at most `--left S,C` pieces of each side on the board, and measure the levels'
/// loss against perfect play at every `--every`-th decision inside them.
fn solve_command(args: &[String]) -> Result<ExitCode, Failure> {
    let mut flags = Flags::new(args);
    let options = flags.options()?;
    let left = flags.value("--left")?.unwrap_or("1,1");
    let every = flags.parsed::<usize>("--every")?.unwrap_or(1);
    let met = flags.parsed::<u32>("--met")?;
    flags.finish()?;
    let left: [u8; 2] = match left.split(',').map(str::parse).collect::<Result<Vec<u8>, _>>().ok().as_deref() {
        Some(&[spools, cones]) if (1..=2).contains(&spools) && (1..=2).contains(&cones) => [spools, cones],
        _ => return Err(Failure::Usage("--left takes the spools' and the cones' pieces on the board: 1,1, 2,1, 1,2 or 2,2".into())),
    };
    let started = std::time::Instant::now();
    let solved = endgame::solve(options, left);
    let decisions = solved.decisions().count();
    print_all(&format!(
        "{} {}, at most {} spools and {} cones on the board: {} positions, {decisions} decisions between moves, solved in {} sweeps, {:.1} s\n",
        options.system.name(),
        options.pieces,
        left[0],
        left[1],
        solved.positions(),
        solved.sweeps,
        started.elapsed().as_secs_f64()
    ))?;
    let levels = [Level::Greedy, Level::Expert, Level::GrandmasterLinear, Level::Grandmaster2, Level::Grandmaster];
    let said = |level: Level, loss: endgame::Loss| {
        format!(
            "{level}: {} decisions, {} lose some chance ({:.1}%), the chance lost {:.5} on average, {:.4} at worst\n",
            loss.decisions,
            loss.mistakes,
            100.0 * f64::from(loss.mistakes) / f64::from(loss.decisions.max(1)),
            loss.total / f64::from(loss.decisions.max(1)),
            loss.worst
        )
    };
    match met {
        // The decisions play meets: those of the best level's games against itself.
        Some(games) => {
            let met = endgame::met_in_games(&solved, Level::BEST, games, 1);
            print_all(&format!("{} decisions of the group met in {games} games of {} against itself\n", met.len(), Level::BEST))?;
            for level in levels {
                print_all(&said(level, endgame::loss_at(&solved, level, met.iter())))?;
            }
        }
        None => {
            for level in levels {
                print_all(&said(level, endgame::loss(&solved, level, every)))?;
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// What each level loses per choice in games against itself, as the review judges it: the figures
/// the review's "played like" rests on (`review::LEVEL_LOSSES`, `review::NETWORK_LOSSES`).
fn levels_command(args: &[String]) -> Result<ExitCode, Failure> {
    let mut flags = Flags::new(args);
    let options = flags.options()?;
    let games = flags.parsed::<u32>("--games")?.unwrap_or(100).max(1);
    let seed = flags.parsed::<u64>("--seed")?.unwrap_or(1);
    flags.finish()?;
    for level in Level::ALL {
        let started = Instant::now();
        let (loss, network_loss, choices) = review::self_play_loss(options, level, games, seed);
        print_all(&format!(
            "{level}: {:.4}% lost per choice ({:.4}% by the grandmaster's judge) over {choices} choices of {games} games against itself ({:.0} s)\n",
            100.0 * loss,
            100.0 * network_loss,
            started.elapsed().as_secs_f64()
        ))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The systems and lengths puzzles are mined for, with their ids' prefixes.
const PUZZLE_KINDS: [(System, u8, &str); 4] = [(System::Kendall, 5, "k5"), (System::Kendall, 7, "k7"), (System::Bell, 5, "b5"), (System::Bell, 7, "b7")];

/// Mine puzzles (`--per` of each kind, from at most `--games` games each; printed as the set's
/// file), refresh a set's file after the evaluation changed (`--refresh`: those still best kept,
/// each kind topped up to `--per` with new ids), check a set's file again deeper (`--check`: exit 1
/// on any that fails), or list one (the bundled set unless a FILE is named).
fn puzzles_command(args: &[String]) -> Result<ExitCode, Failure> {
    let mut flags = Flags::new(args);
    let check = flags.value("--check")?.map(str::to_string);
    let list = flags.switch("--list");
    if let Some(path) = check {
        flags.finish()?;
        let (set, _) = read_puzzles(&path)?;
        let failed = set.iter().filter_map(|puzzle| puzzle.check().err()).collect::<Vec<_>>();
        for failure in &failed {
            complain(failure);
        }
        print_all(&format!("{} of {} puzzles still best by {} at depth {}\n", set.len() - failed.len(), set.len(), puzzles::MARGIN, puzzles::CHECK_DEPTH))?;
        return Ok(if failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) });
    }
    if list {
        let set = match flags.rest()[..] {
            [] => puzzles::read(puzzles::BUNDLED).map_err(Failure::Input)?,
            [path] => read_puzzles(path)?.0,
            _ => return Err(Failure::Usage("puzzles --list takes at most one FILE".into())),
        };
        let lines = set.iter().map(|p| format!("{}\t{}\t{}\t{}\n", p.id, p.position.arrangement(), p.throw, p.answer_text())).collect::<String>();
        print_all(&lines)?;
        return Ok(ExitCode::SUCCESS);
    }
    let refreshed = flags.value("--refresh")?.map(str::to_string);
    let per = flags.parsed::<usize>("--per")?.unwrap_or(80);
    let games = flags.parsed::<u32>("--games")?.unwrap_or(400);
    let seed = flags.parsed::<u64>("--seed")?.unwrap_or(1);
    flags.finish()?;
    let (set, said) = match &refreshed {
        None => (Vec::new(), format!("# senet puzzles --per {per} --games {games} --seed {seed}")),
        Some(path) => {
            let (set, text) = read_puzzles(path)?;
            let history = text.lines().next().and_then(|line| line.strip_prefix("# ")).and_then(|line| line.split(": ID, ").next()).unwrap_or(path);
            let said = format!("# {history}; then senet puzzles --refresh --per {per} --games {games} --seed {seed} (the puzzles still best by {} kept, each kind topped up with new ids)", puzzles::MARGIN);
            (set, said)
        }
    };
    print_all(&format!("{said}: ID, system and pieces, position, throw, answer, rating, themes\n"))?;
    for (system, pieces, prefix) in PUZZLE_KINDS {
        let options = Options::new(system, pieces);
        let kept = set.iter().filter(|p| *p.position.options() == options && p.check().is_ok()).cloned().collect::<Vec<_>>();
        let started = Instant::now();
        let found = puzzles::mine(kept, options, per, games, seed, prefix);
        complain(&format!("{prefix}: {} puzzles ({:.0} s)", found.len(), started.elapsed().as_secs_f64()));
        print_all(&found.iter().map(|p| format!("{p}\n")).collect::<String>())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A tournament's standings from its file of records (exit 1 if a record does not count: it
/// breaks the rules, its commitments, or is unfinished).
fn tournament_command(args: &[String]) -> Result<ExitCode, Failure> {
    let flags = Flags::new(args);
    let [path] = flags.rest()[..] else {
        return Err(Failure::Usage("tournament takes one FILE".into()));
    };
    let text = std::fs::read_to_string(path).map_err(|e| Failure::Input(format!("{path}: {e}")))?;
    let read = match tournament::read(&text) {
        Ok(read) => read,
        Err(why) => {
            complain(&format!("{path}: {why}"));
            return Ok(ExitCode::from(1));
        }
    };
    let tie_break = if read.format == tournament::Format::Swiss { "Buchholz" } else { "Sonneborn-Berger" };
    let verified = read.games.iter().filter(|g| g.verified).count();
    let ratings = read.ratings(&Default::default());
    let mut lines = format!("{} ({}): {} games, {verified} checked by their records\nplace\tplayer\tpoints\t{tie_break}\trating\n", read.event, read.format.name(), read.games.len());
    for (place, standing) in read.standings().iter().enumerate() {
        let name = &read.players[standing.player];
        let rating = ratings.get(name).copied().unwrap_or_default();
        let provisional = if rating.provisional() { " (provisional)" } else { "" };
        lines += &format!("{}\t{name}\t{}\t{}\t{:.0}{provisional}\n", place + 1, standing.points, standing.tie_break, rating.rating);
    }
    print_all(&lines)?;
    Ok(ExitCode::SUCCESS)
}

/// A set's file: its puzzles, and its text (whose first line says how it was made).
fn read_puzzles(path: &str) -> Result<(Vec<puzzles::Puzzle>, String), Failure> {
    let text = std::fs::read_to_string(path).map_err(|e| Failure::Input(format!("{path}: {e}")))?;
    let set = puzzles::read(&text).map_err(|e| Failure::Input(format!("{path}: {e}")))?;
    Ok((set, text))
}

/// The position `--position TEXT` (the position notation) in a game of `--system` and `--pieces`.
fn position(flags: &mut Flags) -> Result<Option<Game>, Failure> {
    let Some(text) = flags.value("--position")?.map(str::to_string) else { return Ok(None) };
    let options = flags.options()?;
    Game::arrange(options, &text).map(Some).map_err(|reason| Failure::Input(format!("the position \"{text}\": {reason}")))
}

/// The analysis board's table for a position: a line a throw.
fn position_command(game: &Game, flags: &Flags) -> Result<ExitCode, Failure> {
    flags.finish()?;
    let analysis = analysis::analyse(game, analysis::DEPTH).ok_or_else(|| Failure::Input("the game is over in that position: no throw to analyse".into()))?;
    print_all(&analysis.to_string())?;
    Ok(ExitCode::SUCCESS)
}

/// Play a position to the end many times: the side to throw's winning chance and its interval.
fn rollout_command(args: &[String]) -> Result<ExitCode, Failure> {
    let mut flags = Flags::new(args);
    let game = position(&mut flags)?.ok_or_else(|| Failure::Usage("rollout takes --position TEXT".into()))?;
    let games = flags.parsed::<u32>("--games")?.unwrap_or(analysis::ROLLOUT_GAMES).max(5);
    let level = level(flags.value("--level")?.unwrap_or("expert"))?;
    let seed = flags.parsed::<u64>("--seed")?.unwrap_or(1);
    flags.finish()?;
    let started = Instant::now();
    let result = analysis::rollout(&game, level, games, seed).expect("five games at least");
    let seconds = started.elapsed().as_secs_f64();
    print_all(&format!(
        "{:.4} ± {:.4} over {} games of {level} against itself ({:.0} games a second)\n",
        result.chance,
        result.margin,
        result.games,
        f64::from(result.games) / seconds.max(1e-9)
    ))?;
    Ok(ExitCode::SUCCESS)
}

fn analyse_command(args: &[String]) -> Result<ExitCode, Failure> {
    let mut flags = Flags::new(args);
    if let Some(game) = position(&mut flags)? {
        return position_command(&game, &flags);
    }
    let level = level(flags.value("--level")?.unwrap_or("expert"))?;
    let annotate = flags.switch("--annotate");
    let [path] = flags.rest()[..] else {
        return Err(Failure::Usage("analyse takes one FILE".into()));
    };
    let (record, replayed) = read_and_replay(path, false)?;
    if let Some(first) = replayed.disagreements.first() {
        return Err(Failure::Input(format!("{path}: the record breaks the rules: {first}")));
    }
    let options = record.options().map_err(Failure::Input)?;
    let review = review::review(options, &replayed.actions, level.depth().max(1)).map_err(|e| Failure::Input(e.to_string()))?;
    if annotate {
        print_all(&review::annotated(&record, &review).to_string())?;
        return Ok(ExitCode::SUCCESS);
    }
    let letter = |side| senet::record::side_letter(options.system, side);
    let mut report = format!(
        "{} choices judged at level {level} (inaccuracy ?! from {:.0}%, mistake ? from {:.0}%, blunder ?? from {:.0}% of winning chance lost)\n",
        review.choices.len(),
        100.0 * review::INACCURACY,
        100.0 * review::MISTAKE,
        100.0 * review::BLUNDER
    );
    for side in Side::BOTH {
        let s = review.summary(side);
        report.push_str(&format!(
            "{}: played like {}, {} choices, {} ?!, {} ?, {} ??, {:.2}% lost per choice; luck {:+.1}%\n",
            letter(side), s.played_like().map_or("nobody (no choice)", Level::name), s.choices, s.counts[0], s.counts[1], s.counts[2], 100.0 * s.average_loss, 100.0 * s.luck
        ));
    }
    let mut choices = review.choices.clone();
    choices.sort_by(|a, b| b.loss().total_cmp(&a.loss()));
    for c in choices.iter().filter(|c| c.class().is_some()) {
        report.push_str(&format!(
            "line {}: {} played {}{} ({:.0}%), best {} ({:.0}%): lost {:.1}%\n",
            record.lines[c.line].number,
            letter(c.side),
            c.played,
            c.class().map_or("", review::Class::mark),
            100.0 * c.played_chance,
            c.best,
            100.0 * c.best_chance,
            100.0 * c.loss()
        ));
    }
    print_all(&report)?;
    Ok(ExitCode::SUCCESS)
}

/// The time the computer takes for a decision among two or more moves, in games against random.
fn decision_bench(options: Options, level: Level, seconds: f64) -> Result<ExitCode, Failure> {
    let budget = Duration::from_secs_f64(seconds.max(0.1));
    let began = Instant::now();
    let mut times = Vec::new();
    let mut searched = SearchTally::default();
    let mut seed = nanos();
    while began.elapsed() < budget {
        seed = seed.wrapping_add(1);
        let mut throws = Seeded::new(seed);
        let mut computer = Computer::new(level, seed);
        let mut random = senet::engine::RandomPlayer(Seeded::new(!seed));
        let mut game = Game::new(options);
        while game.winner().is_none() && began.elapsed() < budget {
            let choosing = matches!(game.stage(), senet::engine::Stage::Move { .. }) && game.legal_moves().len() > 1;
            // The computer plays the spools, or advises the operator in the game with the gods.
            let computers_turn = (game.to_move() == senet::engine::Side::Spools) != (options.system == System::Gods);
            let started = Instant::now();
            let mut players: [&mut dyn Player; 2] = if options.system == System::Gods { [&mut random, &mut computer] } else { [&mut computer, &mut random] };
            let Some(action) = next_action(&game, &mut throws, &mut players) else { break };
            if choosing && computers_turn {
                times.push(started.elapsed().as_secs_f64() * 1000.0);
            }
            game.act(action).expect("players choose legal actions");
        }
        searched += computer.tally();
    }
    // Every decision of a searching level searches: its nodes over its decisions' time.
    let searching = (searched.searches > 0).then(|| {
        format!(
            "nodes a second: {:.0}, nodes a decision: {:.0}, depth finished: {:.2} on average\n",
            searched.nodes as f64 / (times.iter().sum::<f64>() / 1000.0),
            searched.nodes as f64 / searched.searches as f64,
            searched.depths as f64 / searched.searches as f64
        )
    });
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times.get(((times.len() as f64 - 1.0) * q) as usize).copied().unwrap_or(0.0);
    print_all(&(format!(
        "level: {level}, system: {}, pieces: {}, decisions: {}\ndecision ms: median {:.3}, p95 {:.3}, max {:.3}\n",
        options.system.name(),
        options.pieces,
        times.len(),
        at(0.5),
        at(0.95),
        at(1.0)
    ) + &searching.unwrap_or_default()))?;
    Ok(ExitCode::SUCCESS)
}
