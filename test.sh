#!/usr/bin/env bash
# Install what is missing, then run every test: native (engine, records, properties, the computer),
# the reference records (tests/records) through `senet replay`, the components in headless
# Chromium, and the release build end to end (in Chromium, and its core in Firefox and WebKit
# too). Ends with the budget figures (download size, a throttled first visit and its longest task,
# the computer's decisions); it fails if the first board's download grows past 200 KB or a
# throttled visit holds the page in a task over 200 ms, and prints the rest. Each step says how long
# it took.
#
#   ./test.sh             every test
#   ./test.sh --loaded N  the end-to-end tests (the three engines' step included) N times in a row
#                         while a long match keeps both cores busy: they must never fail by chance
#   ./test.sh --lighthouse  Lighthouse's mobile figures of the release build (five first and five
#                         return visits): a figure for README, not a test
cd "$(dirname "$0")"
source ./tools.sh --browser

step_started=$SECONDS
step() {
    [ -z "${step_name:-}" ] || note "$step_name: $((SECONDS - step_started)) s"
    step_name=$1
    step_started=$SECONDS
    note "$1"
}

# The browser's tests are built plain (Cargo.toml's browser-test profile): they compile faster.
e2e() {
    cargo test --quiet --profile browser-test --features e2e --test e2e "$@"
}
end_to_end() {
    # Three at a time on two cores: each test waits on its browser's round trips part of the time.
    e2e -- --test-threads 3
    e2e -- --ignored --nocapture in_every_engine
}

if [ "${1:-}" = "--loaded" ]; then
    runs=${2:?"--loaded takes the number of runs"}
    step "the release build and the load"
    trunk build --release
    cargo build --quiet --release --bin senet
    ./target/release/senet match --a best --b expert --games 100000 >/dev/null &
    load=$!
    trap 'kill $load 2>/dev/null' EXIT
    for run in $(seq "$runs"); do
        step "end-to-end tests, run $run of $runs, both cores busy with a match"
        end_to_end
    done
    step "done: $runs runs passed"
    exit 0
fi

if [ "${1:-}" = "--lighthouse" ]; then
    command -v lighthouse >/dev/null || npm_install lighthouse@12.2.3
    trunk build --release
    e2e -- --ignored --nocapture lighthouse::
    exit 0
fi

# The component tests and the release build (with the end-to-end tests' binary) compile while the
# native tests build and run: alone, each leaves a core idle much of its time (a link, a test that
# waits). The component tests build in a target directory of their own (Cargo would hold them
# until the release build's wasm is done); the logs are shown when a build fails.
logs=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$logs"' EXIT
finished() {
    wait "$1" || { cat "$logs/$2"; note "$2 failed"; exit 1; }
}
CARGO_TARGET_DIR=target/components cargo test --quiet --profile browser-test --target wasm32-unknown-unknown --test web --no-run \
    >"$logs/components" 2>&1 &
components_build=$!
{ trunk build --release && cargo test --quiet --profile browser-test --features e2e --test e2e --no-run; } >"$logs/release" 2>&1 &
release_build=$!

step "native tests (the component tests and the release build compile meanwhile)"
cargo test --quiet

step "reference records"
for record in tests/records/*.senet; do
    printf '%s: ' "$(basename "$record")"
    # The test build's binary: the crate's code is optimised there too (Cargo.toml).
    ./target/debug/senet replay "$record" | tail -n 1
done

step "component tests in headless Chromium"
finished "$components_build" components
CARGO_TARGET_DIR=target/components cargo test --profile browser-test --target wasm32-unknown-unknown --test web

step "end-to-end tests of the release build; their core in every engine: Chromium, Firefox, WebKit"
finished "$release_build" release
end_to_end

step "budget"
e2e -- --ignored --nocapture budget
step "all passed in $SECONDS s"
