# Sourced by serve.sh and test.sh: installs whatever this machine lacks, from crates.io, npm and
# Debian only (nothing can be fetched from elsewhere here), and puts it on PATH.
# Usage: source tools.sh [--browser]
set -euo pipefail

tools_dir="${XDG_CACHE_HOME:-$HOME/.cache}/senet-tools"
# Cargo installs into $CARGO_HOME/bin (~/.cargo/bin when it is not set, as on most CI machines it is).
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$tools_dir/node_modules/.bin:$PATH"

note() { printf '\033[1m== %s\033[0m\n' "$*" >&2; }

apt_install() {
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq "$@" >/dev/null
}

# The tools are built lighter than a release (no LTO, many codegen units, opt-level 1): they work
# as well and build in about half the time. Only for these installs: the project's own release
# build keeps Cargo.toml's profile.
tool_install() {
    CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=1 \
        CARGO_PROFILE_RELEASE_DEBUG=false CARGO_PROFILE_RELEASE_STRIP=true cargo install --quiet "$@"
}

# The exact wasm-bindgen of Cargo.lock: the CLI must match it.
wasm_bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    note "adding the wasm32 target"
    rustup target add wasm32-unknown-unknown
fi
# The tools built from crates.io are built side by side, in the background, while the rest
# (npm, Debian) is installed: together they fill both cores, and the downloads overlap the builds.
building=()
build_in_background() {
    local name=$1
    shift
    note "building $name from crates.io, in the background"
    tool_install "$@" &
    building+=("$!:$name")
}
# Trunk 0.22 needs a newer rustc than these machines have.
if ! trunk --version 2>/dev/null | grep -q '0\.21\.14'; then
    build_in_background "trunk 0.21.14" trunk --version =0.21.14 --locked
fi
if ! wasm-bindgen --version 2>/dev/null | grep -q "$wasm_bindgen_version"; then
    # Not --locked: its lockfile wants a crate the registry lacks.
    build_in_background "wasm-bindgen-cli $wasm_bindgen_version" wasm-bindgen-cli --version "=$wasm_bindgen_version"
fi
# Splits the app's wasm (Trunk.toml's hook): the release of wasm_split_helpers's protocol that
# Leptos uses (Cargo.lock).
# (It has no --version: cargo's list of what it installed says.)
if ! cargo install --list | grep '^wasm_split_cli_support v0\.2\.4:' >/dev/null; then
    build_in_background "wasm-split-cli 0.2.4" wasm_split_cli_support --version =0.2.4 --features build-binary --locked
fi
# geckodriver drives Firefox in the end-to-end tests (its npm and PyPI wrappers download a binary).
if [ "${1:-}" = "--browser" ] && ! command -v geckodriver >/dev/null; then
    build_in_background geckodriver geckodriver --locked
fi
npm_install() {
    if ! command -v npm >/dev/null; then
        note "installing Node.js and npm from Debian"
        apt_install nodejs npm
    fi
    note "installing $1 from npm into $tools_dir"
    mkdir -p "$tools_dir"
    npm install --prefix "$tools_dir" --no-audit --no-fund --silent "$1"
}
# Debian's binaryen builds a bundle that crashes at load; npm's works.
if ! wasm-opt --version 2>/dev/null | grep -q 'version 132'; then
    npm_install binaryen@132.0.0
fi
if [ "${1:-}" = "--browser" ]; then
    if ! { command -v chromium && command -v chromedriver; } >/dev/null; then
        note "installing Chromium and ChromeDriver from Debian"
        apt_install chromium chromium-driver
    fi
    # The other engines of the end-to-end tests (tests/e2e/engines.rs): Firefox ESR and WebKitGTK's
    # WebDriver (its MiniBrowser needs a display: Xvfb) from Debian, geckodriver built above. One
    # that cannot be installed is said here, and its tests say so by name and run the others.
    if ! { command -v firefox-esr && command -v WebKitWebDriver && command -v Xvfb; } >/dev/null; then
        note "installing Firefox ESR, WebKitGTK's WebDriver and Xvfb from Debian"
        apt_install firefox-esr webkit2gtk-driver xvfb || note "Firefox, WebKit or Xvfb could not be installed: their tests say so"
    fi
    # The accessibility checks of the end-to-end tests inject axe-core into the page.
    export AXE_CORE="$tools_dir/node_modules/axe-core/axe.min.js"
    [ -f "$AXE_CORE" ] || npm_install axe-core@4.11.0
fi
for job in ${building[@]+"${building[@]}"}; do
    if ! wait "${job%%:*}"; then
        case ${job#*:} in
            geckodriver) note "geckodriver could not be built: Firefox's tests say so" ;;
            *) note "${job#*:} could not be built" && exit 1 ;;
        esac
    fi
done
# Trunk builds offline (Trunk.toml): the crates must be here first.
cargo fetch --quiet
