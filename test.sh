#!/usr/bin/env bash
# Install what is missing, then run every test: native (engine, records, properties), the reference
# records (tests/records) through `senet replay`, the components in headless Chromium, and the
# release build end to end (in Chromium, and its core in Firefox and WebKit too). Ends with the
# budget figures (download size, navigation to an interactive board).
cd "$(dirname "$0")"
source ./tools.sh --browser

note "native tests"
cargo test --quiet

note "reference records"
cargo build --quiet --release --bin senet
for record in tests/records/*.senet; do
    printf '%s: ' "$(basename "$record")"
    ./target/release/senet replay "$record" | tail -n 1
done

note "component tests in headless Chromium"
cargo test --target wasm32-unknown-unknown --test web

note "end-to-end tests of the release build"
trunk build --release
cargo test --quiet --features e2e --test e2e

note "end-to-end tests in every engine: Chromium, Firefox, WebKit"
cargo test --quiet --features e2e --test e2e -- --ignored --nocapture in_every_engine

note "budget"
cargo test --quiet --features e2e --test e2e -- --ignored --nocapture budget
