#!/usr/bin/env bash
# Install what is missing (Chromium too, to look at the app on a machine without a browser), then
# serve the app on http://127.0.0.1:8080 (rebuilds on change).
cd "$(dirname "$0")"
source ./tools.sh --browser
exec trunk serve --release
