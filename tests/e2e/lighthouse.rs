//! Lighthouse's mobile profile (a 4× slower processor, 1.6 Mbps, 150 ms) on the release build,
//! served compressed from loopback: five first visits and five return visits, each run's figures
//! and their medians. A figure, not a test: `./test.sh --lighthouse` installs Lighthouse (npm) and
//! runs it.

use super::*;

/// One run's figures, as Lighthouse reports them (its simulated times, in ms).
struct Run {
    performance: f64,
    blocking: f64,
    longest_task: f64,
    largest_paint: f64,
    interactive: f64,
}

const RUNS: usize = 5;

#[test]
#[ignore]
fn lighthouse() {
    let url = serve(Arc::new(Mutex::new(dist())), Arc::new(AtomicBool::new(false)));
    let profile = TempDir(std::env::temp_dir().join(format!("senet-lighthouse-{}", std::process::id())));
    for (visit, keep_storage) in [("first visit", false), ("return visit", true)] {
        // A return visit follows the last first visit: the service worker and the save are there.
        let runs = (0..RUNS).map(|_| run(&url, &profile.0, keep_storage)).collect::<Vec<_>>();
        for run in &runs {
            println!(
                "{visit}: performance {:.0}, total blocking time {:.0} ms, longest task {:.0} ms, largest paint {:.0} ms, interactive {:.0} ms",
                run.performance, run.blocking, run.longest_task, run.largest_paint, run.interactive
            );
        }
        let median = |figure: fn(&Run) -> f64| {
            let mut figures = runs.iter().map(figure).collect::<Vec<_>>();
            figures.sort_by(f64::total_cmp);
            figures[figures.len() / 2]
        };
        println!(
            "{visit}, medians of {RUNS}: performance {:.0}, total blocking time {:.0} ms, longest task {:.0} ms (the longest of all: {:.0} ms)",
            median(|run| run.performance),
            median(|run| run.blocking),
            median(|run| run.longest_task),
            runs.iter().map(|run| run.longest_task).fold(0.0, f64::max)
        );
    }
}

fn run(url: &str, profile: &Path, keep_storage: bool) -> Run {
    let report = std::env::temp_dir().join(format!("senet-lighthouse-{}.json", std::process::id()));
    let mut command = Command::new("lighthouse");
    command
        .arg(url)
        .args(["--output=json", "--quiet", "--only-categories=performance"])
        .arg(format!("--output-path={}", report.display()))
        .arg(format!("--chrome-flags=--headless=new --no-sandbox --user-data-dir={}", profile.display()))
        .env("CHROME_PATH", "/usr/bin/chromium");
    if keep_storage {
        command.arg("--disable-storage-reset");
    }
    let status = command.status().expect("lighthouse runs (./test.sh --lighthouse installs it)");
    assert!(status.success(), "lighthouse failed: {status}");
    let read = std::fs::read(&report).unwrap();
    let _ = std::fs::remove_file(&report);
    let report: Value = serde_json::from_slice(&read).unwrap();
    let audit = |name: &str| report["audits"][name]["numericValue"].as_f64().unwrap_or(f64::NAN);
    let tasks = report["audits"]["long-tasks"]["details"]["items"].as_array().cloned().unwrap_or_default();
    Run {
        performance: report["categories"]["performance"]["score"].as_f64().unwrap_or(f64::NAN) * 100.0,
        blocking: audit("total-blocking-time"),
        longest_task: tasks.iter().filter_map(|task| task["duration"].as_f64()).fold(0.0, f64::max),
        largest_paint: audit("largest-contentful-paint"),
        interactive: audit("interactive"),
    }
}
