#!/bin/sh
# Renders the main window on a virtual X server and saves docs/screenshots/main-window.png.
# Usage: scripts/screenshot.sh [build-dir]   (default: build)
set -eu
cd "$(dirname "$0")/.."
build=${1:-build}
mkdir -p docs/screenshots
xvfb-run -a -s "-screen 0 1600x1000x24" "$build/app/coordscope" \
    --screenshot docs/screenshots/main-window.png --screenshot-delay 2500
echo "wrote docs/screenshots/main-window.png"
