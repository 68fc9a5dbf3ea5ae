#!/usr/bin/env bash
# docs/screenshots/sentinel-view.png (docs/connections.md, "The Sentinel view"): a master, two
# replicas and three sentinels on loopback, CoordScope under Xvfb on its Sentinel
# tab, and a SENTINEL FAILOVER while it watches, so that "Failovers seen" has a row.
#
#   scripts/sentinel-screenshot.sh [FILE]      (BUILD_DIR=build, BASE_PORT=37300)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-docs/screenshots/sentinel-view.png}
BUILD_DIR=${BUILD_DIR:-build}
BASE=${BASE_PORT:-37300}
DIR=$(mktemp -d)
PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$DIR"
}
trap cleanup EXIT
server() { # port, extra arguments
    redis-server --port "$1" --bind 127.0.0.1 --dir "$DIR" --save '' --appendonly no \
        --daemonize no --logfile "$DIR/$1.log" "${@:2}" &
    PIDS+=($!)
}

server "$BASE"
server $((BASE + 1)) --replicaof 127.0.0.1 "$BASE"
server $((BASE + 2)) --replicaof 127.0.0.1 "$BASE"
for i in 0 1 2; do
    port=$((BASE + 10 + i))
    printf 'port %d\nbind 127.0.0.1\nsentinel monitor cs 127.0.0.1 %d 2\nsentinel down-after-milliseconds cs 1000\nsentinel failover-timeout cs 3000\n' \
        "$port" "$BASE" >"$DIR/sentinel-$port.conf"
    redis-server "$DIR/sentinel-$port.conf" --sentinel --logfile "$DIR/$port.log" &
    PIDS+=($!)
done
for i in 0 1 2; do
    until [ "$(redis-cli -p $((BASE + 10 + i)) SENTINEL CKQUORUM cs 2>/dev/null | cut -c1-2)" = OK ] &&
        [ "$(redis-cli -p $((BASE + 10 + i)) SENTINEL REPLICAS cs 2>/dev/null | grep -c '^ip$')" = 2 ]; do
        sleep 0.2
    done
done

CONFIG=$(mktemp -d)
XDG_CONFIG_HOME=$CONFIG xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$BUILD_DIR/app/coordscope" \
    --url "redis+sentinel://127.0.0.1:$((BASE + 10)),127.0.0.1:$((BASE + 11)),127.0.0.1:$((BASE + 12))/cs" \
    --tab Sentinel --screenshot "$OUT" --screenshot-delay 14000 &
GUI=$!
sleep 6 # connected, subscribed to +switch-master, the first reads shown
redis-cli -p $((BASE + 10)) SENTINEL FAILOVER cs >/dev/null
wait "$GUI" || true # a sanitized build's leak report (libdbus) is no failure of the picture
rm -rf "$CONFIG"
test -s "$OUT"
echo "$OUT"
