#!/usr/bin/env bash
# Install what is missing, then serve the app on http://127.0.0.1:8080 (rebuilds on change).
cd "$(dirname "$0")"
source ./tools.sh
exec trunk serve --release
