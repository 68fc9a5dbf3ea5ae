#!/usr/bin/env bash
# Installs the Node libraries of tests/libraries/ (package-lock.json, exactly) into DEST with
# npm ci, once: a DEST whose lock file is the same is reused. Needs npm and the npm registry.
#
#   npm-ci.sh SOURCE_DIR DEST
set -euo pipefail
SRC=${1:?tests/libraries}
DEST=${2:?the cache directory}
command -v npm >/dev/null ||
    { echo "FAIL: npm is missing: install Debian's npm (scripts/dev.sh deps)" >&2; exit 1; }
if [ -f "$DEST/package-lock.json" ] && cmp -s "$SRC/package-lock.json" "$DEST/package-lock.json" &&
    [ -f "$DEST/node_modules/.package-lock.json" ]; then
    echo "npm-libraries: up to date in $DEST"
    exit 0
fi
mkdir -p "$DEST"
cp "$SRC/package.json" "$SRC/package-lock.json" "$DEST/"
# --ignore-scripts: no native builds (msgpackr's optional extract falls back to JavaScript).
npm ci --prefix "$DEST" --ignore-scripts --no-audit --no-fund
