//! Every browser engine a player has: the core of the app in Chromium, Firefox (Debian's ESR,
//! through geckodriver) and WebKit (Safari's engine: WebKitGTK's MiniBrowser, through its
//! WebDriver, in an Xvfb display of the tests' own). The same tests in each; the full suite stays
//! in Chromium. An engine this machine lacks is said, by name and why, and the others run:
//! `cargo test --features e2e --test e2e -- --ignored --nocapture in_every_engine`.

use std::sync::OnceLock;

use super::*;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Engine {
    Chromium,
    Firefox,
    WebKit,
}

/// The MiniBrowser that WebKitGTK ships, which its WebDriver drives.
const MINIBROWSER: &str = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

impl Engine {
    /// The engine's version, as its package or binary says.
    pub fn version(self) -> String {
        let output = |program: &str, args: &[&str]| {
            Command::new(program).args(args).output().ok().map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string()).unwrap_or_default()
        };
        match self {
            Engine::Chromium => output("chromium", &["--version"]),
            Engine::Firefox => output("firefox-esr", &["--version"]),
            Engine::WebKit => format!("WebKitGTK {}", output("dpkg-query", &["-W", "-f", "${Version}", "libwebkit2gtk-4.1-0"])),
        }
    }

    /// Its WebDriver server on a free port, or why this machine cannot run the engine.
    fn driver(self) -> Result<Driver, String> {
        let display = match self {
            Engine::Firefox if !Path::new("/usr/bin/firefox-esr").exists() => {
                return Err("firefox-esr is not installed (tools.sh --browser installs it)".into());
            }
            Engine::WebKit if !Path::new(MINIBROWSER).exists() => {
                return Err("WebKitGTK's MiniBrowser is not installed (tools.sh --browser installs webkit2gtk-driver)".into());
            }
            Engine::WebKit => Some(x_display()?),
            _ => None,
        };
        Driver::serving(|port| {
            let mut command = match self {
                Engine::Chromium => Command::new("chromedriver"),
                Engine::Firefox => Command::new("geckodriver"),
                Engine::WebKit => Command::new("WebKitWebDriver"),
            };
            match self {
                Engine::Firefox => command.args(["--port", &port.to_string()]),
                _ => command.arg(format!("--port={port}")),
            };
            if let Some(display) = &display {
                command.env("DISPLAY", display);
            }
            command
        })
        .map_err(|e| format!("its {e}"))
    }

    fn capabilities(self, profile: &Path) -> serde_json::Map<String, Value> {
        let mut capabilities = serde_json::Map::new();
        match self {
            Engine::Chromium => {
                capabilities.insert("goog:chromeOptions".into(), json!({
                    "binary": "/usr/bin/chromium",
                    "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars", "--window-size=1280,800",
                        format!("--user-data-dir={}", profile.display())],
                }));
            }
            Engine::Firefox => {
                capabilities.insert("moz:firefoxOptions".into(), json!({
                    "binary": "/usr/bin/firefox-esr",
                    "args": ["-headless", "-width", "1280", "-height", "800"],
                    // No network but loopback here: nothing of Mozilla's own is fetched.
                    // A live game's browsers find each other by their own addresses, not hidden names.
                    "prefs": { "media.peerconnection.ice.obfuscate_host_addresses": false, "app.update.enabled": false, "network.captive-portal-service.enabled": false,
                        "browser.safebrowsing.downloads.remote.enabled": false, "datareporting.policy.dataSubmissionEnabled": false },
                }));
            }
            Engine::WebKit => {
                capabilities.insert("browserName".into(), json!("MiniBrowser"));
                capabilities.insert("webkitgtk:browserOptions".into(), json!({ "binary": MINIBROWSER, "args": ["--automation"] }));
            }
        }
        capabilities
    }
}

/// An X display for the engines that need one (WebKit), started once for the test process.
fn x_display() -> Result<String, String> {
    static DISPLAY: OnceLock<Result<String, String>> = OnceLock::new();
    DISPLAY
        .get_or_init(|| {
            let number = 90 + std::process::id() % 100;
            let socket = PathBuf::from(format!("/tmp/.X11-unix/X{number}"));
            let xvfb = Command::new("Xvfb")
                .args([format!(":{number}"), "-screen".into(), "0".into(), "1400x1000x24".into(), "-nolisten".into(), "tcp".into()])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .map_err(|e| format!("Xvfb did not start ({e}): tools.sh --browser installs xvfb"))?;
            // The display lives as long as the tests.
            std::mem::forget(xvfb);
            let started = Instant::now();
            while !socket.exists() {
                if started.elapsed() > Duration::from_secs(10) {
                    return Err("Xvfb did not open its display".into());
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            Ok(format!(":{number}"))
        })
        .clone()
}

/// A session in `engine` on the app, served as in the other tests, with storage cleared.
pub(super) async fn session_in(engine: Engine) -> Result<Browser, String> {
    let offline = Arc::new(AtomicBool::new(false));
    let root = Arc::new(Mutex::new(dist()));
    let url = serve(root.clone(), offline.clone());
    let driver = engine.driver()?;
    let profile = TempDir(std::env::temp_dir().join(format!("senet-e2e-{}-{}", std::process::id(), driver.1)));
    let client = ClientBuilder::new(HttpConnector::new())
        .capabilities(engine.capabilities(&profile.0))
        .connect(&format!("http://127.0.0.1:{}", driver.1))
        .await
        .map_err(|e| format!("no session: {e}"))?;
    client.set_window_size(1280, 800).await.map_err(|e| format!("no window: {e}"))?;
    client.goto(&url).await.unwrap();
    ready(&client).await;
    client.execute("localStorage.clear()", vec![]).await.unwrap();
    client.refresh().await.unwrap();
    ready(&client).await;
    Ok(Browser { client, url, offline, root, _driver: driver, _profile: profile })
}

/// Panics and errors the page logs, kept for the test to read: no engine gives the browser's console
/// through WebDriver.
async fn listen_for_errors(client: &Client) {
    client
        .execute(
            "window.senetErrors = window.senetErrors || [];
             const logged = console.error.bind(console);
             console.error = (...parts) => { window.senetErrors.push(parts.join(' ')); logged(...parts); };
             addEventListener('error', (e) => window.senetErrors.push(String(e.message)));",
            vec![],
        )
        .await
        .unwrap();
}

async fn errors(client: &Client) -> Value {
    client.execute("return window.senetErrors || []", vec![]).await.unwrap()
}

/// The core of the app in `engine`: the first load, a move and a reload, a share link opened (and
/// the link shown to copy where the engine has no share sheet), a damaged save, the games library,
/// a lesson played through, the Russian page, axe-core, and the phone layout at the smallest window
/// the engine gives.
async fn the_core_in(engine: Engine) {
    let started = Instant::now();
    let session = match session_in(engine).await {
        Ok(session) => session,
        Err(why) => {
            println!("{engine:?}: NOT RUN on this machine: {why}");
            return;
        }
    };
    let client = &session.client;
    listen_for_errors(client).await;
    // A move, and a reload: the game is kept.
    two_people_here(client).await;
    throw_and_move(client).await;
    let before = snapshot(client).await;
    client.refresh().await.unwrap();
    ready(client).await;
    listen_for_errors(client).await;
    assert_eq!(snapshot(client).await, before, "{engine:?}: the game survives a reload");
    // A share link: where there is no share sheet, the link to copy.
    let (shared, link) = share_a_game(client).await;
    client.element("[data-action=\"copy-link\"]").await; // the link to copy
    client.goto(&link).await.unwrap();
    ready(client).await;
    listen_for_errors(client).await;
    client.element(".visiting").await; // the shared game is shown
    assert_eq!(snapshot(client).await, shared, "{engine:?}: as it was shared");
    click(client, "[data-action=\"leave-visited\"]").await;
    // A damaged save: said, and a new game.
    load_saved(client, "not a game").await;
    listen_for_errors(client).await;
    assert!(alert_text(client).await.contains("could not be read"), "{engine:?}: the damaged save is said");
    // The games library.
    throw_and_move(client).await;
    click(client, "[data-action=\"new-game\"]").await;
    start_for_two(client).await;
    click(client, "[data-action=\"games\"]").await;
    library_holds(client, 1).await;
    // A lesson, played through.
    open_lesson(client, "K7-capture").await;
    follow_lesson(client, "K7-capture").await;
    click(client, "[data-action=\"leave-lesson\"]").await;
    // The analysis board, by a position link: its table, and a rollout's first games.
    analysis::open_position_link(&session, analysis::MIDDLE).await;
    wait_until!("the analysis table", texts(client, "[data-analysis-throw]").await.len() == 5);
    client.element("[data-option=\"rollout-level\"]").await.select_by_value("greedy").await.unwrap();
    click(client, "[data-action=\"rollout\"]").await;
    client.wait().at_most(Duration::from_secs(120)).for_element(Locator::Css("[data-rollout-result]")).await.expect("the rollout ends");
    click(client, "[data-action=\"close-analysis\"]").await;
    // A puzzle, solved on the board.
    puzzles::open_the_puzzles(client).await;
    let (_, answer) = puzzles::puzzle(&puzzles::shown_puzzle(client).await);
    puzzles::tap(client, answer).await;
    let solved = client.element("[data-puzzle-result]").await.attr("data-puzzle-result").await.unwrap();
    assert_eq!(solved.as_deref(), Some("solved"), "{engine:?}: the puzzle");
    click(client, "[data-action=\"close-puzzles\"]").await;
    // A tournament, its results by hand, its standings.
    tournament::a_tournament_by_hand(client).await;
    // In Russian.
    click(client, "[data-action=\"language\"]").await;
    let throw = client.element("[data-action=\"throw\"]").await.text().await.unwrap();
    assert_eq!(throw, "Бросить", "{engine:?}: the Russian page");
    click(client, "[data-action=\"language\"]").await;
    // axe-core finds nothing.
    assert_eq!(accessibility_violations(client, &axe_core()).await, Vec::<String>::new(), "{engine:?}: axe-core");
    // The phone's layout, at the smallest window the engine gives.
    let width = "return document.documentElement.clientWidth";
    let before = client.execute(width, vec![]).await.unwrap();
    client.set_window_size(360, 640).await.unwrap();
    wait_until!("the page laid out for the smaller window", client.execute(width, vec![]).await.unwrap() != before);
    let figures = layout(client).await;
    assert!(figures.scroll_width <= figures.width, "{engine:?}: no sideways scroll at {figures:?}");
    assert!(figures.left >= 0.0 && figures.right <= figures.width, "{engine:?}: {figures:?}");
    assert!(figures.smallest_square_width >= 44.0 && figures.smallest_square_height >= 44.0, "{engine:?}: 44 px squares at {figures:?}");
    assert_eq!(errors(client).await, json!([]), "{engine:?}: nothing went wrong in the page");
    let sheet = client.execute("return typeof navigator.share === 'function'", vec![]).await.unwrap() == json!(true);
    println!(
        "{engine:?} ({}): the core passed in {:.1} s; the smallest window {:.0}×{:.0}; {}",
        engine.version(),
        started.elapsed().as_secs_f64(),
        figures.width,
        figures.height,
        if sheet { "a share sheet, and the link to copy" } else { "no share sheet: the link to copy" }
    );
    session.close().await;
}

#[tokio::test]
#[ignore]
async fn in_every_engine_chromium() {
    the_core_in(Engine::Chromium).await;
}

#[tokio::test]
#[ignore]
async fn in_every_engine_firefox() {
    the_core_in(Engine::Firefox).await;
}

#[tokio::test]
#[ignore]
async fn in_every_engine_webkit() {
    the_core_in(Engine::WebKit).await;
}

#[tokio::test]
#[ignore]
async fn in_every_engine_live_with_firefox() {
    super::live::live_across_engines(Engine::Firefox).await;
}

#[tokio::test]
#[ignore]
async fn in_every_engine_live_with_webkit() {
    super::live::live_across_engines(Engine::WebKit).await;
}
