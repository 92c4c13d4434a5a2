//! `senet`: the native command line. Replay records against the rules, play computer games, benchmark.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use senet::engine::{next_action, random_playout, Game, Options, Player, RandomPlayer, Seeded, System};
use senet::record::{parse_bytes, replay, Recorder};

const USAGE: &str = "\
usage:
  senet replay [--lenient] FILE
  senet play [--system kendall|bell|cycles|gods] [--pieces 5|7] [--seed X] [--a LEVEL --b LEVEL]
  senet bench [--system kendall|bell|cycles|gods] [--pieces 5|7] [--seconds S]
levels: random";

fn main() -> ExitCode {
    let args = std::env::args().skip(1).collect::<Vec<_>>();
    let result = match args.first().map(String::as_str) {
        Some("replay") => replay_command(&args[1..]),
        Some("play") => play_command(&args[1..]),
        Some("bench") => bench_command(&args[1..]),
        _ => Err(Failure::Usage(String::new())),
    };
    match result {
        Ok(code) => code,
        Err(Failure::Usage(message)) => {
            if !message.is_empty() {
                eprintln!("senet: {message}");
            }
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
        Err(Failure::Input(message)) => {
            eprintln!("senet: {message}");
            ExitCode::from(2)
        }
    }
}

enum Failure {
    Usage(String),
    /// The input cannot be read as what it should be.
    Input(String),
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
    let bytes = std::fs::read(path).map_err(|e| Failure::Input(format!("{path}: {e}")))?;
    let record = parse_bytes(&bytes).map_err(|e| Failure::Input(format!("{path}: {e}")))?;
    let replayed = replay(&record, lenient).map_err(|e| Failure::Input(format!("{path}: {e}")))?;
    let mut report = String::new();
    for disagreement in &replayed.disagreements {
        report.push_str(&format!("{disagreement}\n"));
    }
    report.push_str(&format!("replayed {} lines, {} disagreements\n", replayed.lines, replayed.disagreements.len()));
    print_all(&report);
    Ok(if replayed.disagreements.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

fn player(level: &str, seed: u64) -> Result<Box<dyn Player>, Failure> {
    match level {
        "random" => Ok(Box::new(RandomPlayer(Seeded::new(seed)))),
        other => Err(Failure::Usage(format!("unknown level {other}"))),
    }
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
    print_all(&recorder.record().to_string());
    Ok(ExitCode::SUCCESS)
}

/// Print to standard output; a reader that stops early (`| head`) is no error.
fn print_all(text: &str) {
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}

fn nanos() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

fn bench_command(args: &[String]) -> Result<ExitCode, Failure> {
    let mut flags = Flags::new(args);
    let options = flags.options()?;
    let seconds = flags.parsed::<f64>("--seconds")?.unwrap_or(3.0);
    flags.finish()?;
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
    println!("system: {}, pieces: {}", options.system.name(), options.pieces);
    println!("games: {games}, throws per game: {:.1}", throws as f64 / games as f64);
    println!("playouts/s: {:.0}", games as f64 / elapsed);
    Ok(ExitCode::SUCCESS)
}
