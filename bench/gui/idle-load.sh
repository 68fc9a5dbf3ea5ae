#!/usr/bin/env bash
# The GUI left open on a big server (issue 21): a private redis-server with 1,000,000 keys
# (990,000 DEBUG POPULATE strings and 10,000 CoordScope token locks), CoordScope opened on it
# read-only under Xvfb on the Overview tab with its default load budget. Prints what the server
# counted over a window (commands/s from INFO commandstats, its CPU from INFO cpu) and a probe
# client's PING p99 with no CoordScope, during CoordScope's first pass, and in the window.
# Writes a screenshot of the Inspector tab at the end when given a path. Needs python3 (the
# probe) and Xvfb, from scripts/debian-packages.txt.
#
#   bench/gui/idle-load.sh [WINDOW_SECONDS (60)] [SCREENSHOT.png]
set -euo pipefail
cd "$(dirname "$0")/../.."
WINDOW=${1:-60}
SHOT=${2:-}
BUILD_DIR=${BUILD_DIR:-build}
PORT=${PORT:-37400}
DIR=$(mktemp -d)
PIDS=()
GUI=
# The GUI runs on an Xvfb of the script's own (not xvfb-run: killing that wrapper leaves the GUI
# running, and reconnecting).
start_gui() { # arguments for coordscope
    rm -f "$DIR/display"
    Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$DIR/display" 2>/dev/null &
    PIDS+=($!)
    until [ -s "$DIR/display" ]; do sleep 0.1; done
    CONFIG=$(mktemp -d -p "$DIR")
    DISPLAY=:$(cat "$DIR/display") XDG_CONFIG_HOME=$CONFIG "$BUILD_DIR/app/coordscope" "$@" \
        >"$DIR/gui.log" 2>&1 &
    GUI=$!
}
stop_gui() {
    if [ -n "$GUI" ]; then kill "$GUI" 2>/dev/null || true; wait "$GUI" 2>/dev/null || true; fi
    GUI=
}
cleanup() {
    stop_gui
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$DIR"
}
trap cleanup EXIT

redis-server --port "$PORT" --bind 127.0.0.1 --dir "$DIR" --save '' --appendonly no \
    --daemonize no --logfile "$DIR/redis.log" --enable-debug-command local &
PIDS+=($!)
until redis-cli -p "$PORT" PING >/dev/null 2>&1; do sleep 0.1; done
redis-cli -p "$PORT" DEBUG POPULATE 990000 >/dev/null
for i in $(seq 0 9999); do
    printf 'SET cs:{lock-%d}:lock token-%d PX 3600000\r\n' "$i" "$i"
done | redis-cli -p "$PORT" --pipe >/dev/null
echo "keys: $(redis-cli -p "$PORT" DBSIZE)"

# PING round trips for SECONDS, one every millisecond (a client of its own, not a load); prints the
# p99 in µs and how many were sent.
probe() {
    /usr/bin/python3 - "$PORT" "$1" <<'PY'
import socket, sys, time
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
end = time.time() + float(sys.argv[2]); rtts = []
while time.time() < end:
    t = time.perf_counter(); s.sendall(b"PING\r\n"); s.recv(64)
    rtts.append(time.perf_counter() - t)
    time.sleep(0.001)
rtts.sort()
print("%d" % (rtts[int(len(rtts) * 0.99)] * 1e6), len(rtts))
PY
}
calls() {
    redis-cli -p "$PORT" INFO commandstats | sed -n 's/^cmdstat_[^:]*:calls=\([0-9]*\),.*/\1/p' |
        awk '{ s += $1 } END { print s }'
}
share() { # CPU seconds before, after, over seconds: a percentage
    awk -v a="$1" -v b="$2" -v t="$3" 'BEGIN { printf "%.2f", (b - a) * 100 / t }'
}
cpu() {
    redis-cli -p "$PORT" INFO cpu | tr -d '\r' |
        awk -F: '/^used_cpu_(sys|user):/ { s += $2 } END { printf "%.3f", s }'
}

u_=$(cpu)
read -r idle idleN < <(probe 10)
echo "without CoordScope (10 s): server CPU $(share "$u_" "$(cpu)" 10) %" \
    "(the probe and the server's own cron), probe PING p99 ${idle} µs (${idleN} PINGs)"

start_gui --url "redis://127.0.0.1:$PORT" --tab Overview
c0=$(calls); u0=$(cpu)
read -r first firstN < <(probe 20)
c1=$(calls); u1=$(cpu)
echo "first 20 s (the first pass under the budget): $(((c1 - c0 - firstN) / 20)) commands/s," \
    "server CPU $(share "$u0" "$u1" 20) %," \
    "probe PING p99 ${first} µs (${firstN} PINGs)"
sleep 40
c2=$(calls); u2=$(cpu)
read -r steady steadyN < <(probe "$WINDOW")
c3=$(calls); u3=$(cpu)
echo "window of ${WINDOW} s from 60 s on (Overview tab): $(((c3 - c2 - steadyN) / WINDOW)) commands/s," \
    "server CPU $(share "$u2" "$u3" "$WINDOW") %," \
    "probe PING p99 ${steady} µs (${steadyN} PINGs)"
echo "(commands/s are CoordScope's: the probe's own PINGs are taken off; its CPU share is not)"
stop_gui

if [ -n "$SHOT" ]; then
    start_gui --url "redis://127.0.0.1:$PORT" --tab Inspector --screenshot "$SHOT" \
        --screenshot-delay 200000
    wait "$GUI" || true
    GUI=
    test -s "$SHOT" && echo "$SHOT"
fi
