#!/usr/bin/env bash
# docs/screenshots/cluster-view.png (docs/cluster.md, "The cluster view"): a private local Redis
# Cluster of 3 masters and 3 replicas on loopback, a few primitives on every master, CoordScope
# under Xvfb on its Cluster tab, and one slot migrated while it watches, so that its inspector's
# reads meet ASK (mid-migration) and then MOVED (after it) for real.
#
#   scripts/cluster-screenshot.sh [FILE]      (BUILD_DIR=build, BASE_PORT=37100)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-docs/screenshots/cluster-view.png}
BUILD_DIR=${BUILD_DIR:-build}
BASE=${BASE_PORT:-37100}
DIR=$(mktemp -d)
PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$DIR"
}
trap cleanup EXIT
cli() { redis-cli -p "$1" "${@:2}"; }

# Six nodes (cluster bus on port + 10000), then the cluster: redis-cli assigns the slots
# evenly and a replica to each master.
for i in 0 1 2 3 4 5; do
    port=$((BASE + i))
    mkdir -p "$DIR/$port"
    redis-server --port "$port" --bind 127.0.0.1 --cluster-enabled yes \
        --cluster-config-file "$DIR/$port/nodes.conf" --cluster-node-timeout 1000 \
        --dir "$DIR/$port" --save '' --appendonly no --daemonize no \
        --logfile "$DIR/$port/log" &
    PIDS+=($!)
done
for i in 0 1 2 3 4 5; do
    until cli $((BASE + i)) PING >/dev/null 2>&1; do sleep 0.1; done
done
redis-cli --cluster create $(for i in 0 1 2 3 4 5; do printf '127.0.0.1:%d ' $((BASE + i)); done) \
    --cluster-replicas 1 --cluster-yes >/dev/null
for i in 0 1 2 3 4 5; do
    until cli $((BASE + i)) CLUSTER INFO | grep -q 'cluster_state:ok'; do sleep 0.2; done
done
sleep 2 # the replicas' first sync

# A few primitives, routed by redis-cli -c: their hash tags land on all three masters.
rc() { redis-cli -c -p "$BASE" "$@" >/dev/null; }
now=$(($(date +%s) * 1000))
for name in orders invoices shipping reports; do
    rc SET "cs:{$name}:lock" "token-$name" PX 600000
done
for name in emails thumbnails webhooks; do
    rc RPUSH "cs:{$name}:queue" job-1 job-2 job-3
done
for name in db-pool gpu-slots; do
    rc ZADD "cs:{$name}:holders" "$now" client-a "$now" client-b
done

# CoordScope on its Cluster tab, seeded with the first master only (cluster=auto: it asks
# INFO cluster and becomes a cluster client).
CONFIG=$(mktemp -d)
XDG_CONFIG_HOME=$CONFIG xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$BUILD_DIR/app/coordscope" --url "redis://127.0.0.1:$BASE" --tab Cluster \
    --screenshot "$OUT" --screenshot-delay 16000 &
GUI=$!
sleep 8 # connected, discovered every master, reading the states

# Migrate the slot of cs:{orders}:lock to the next master: the inspector's reads of that lock
# meet ASK while the key is on the target and the slot still MIGRATING, then MOVED once the
# slot is handed over (every node told) and the client's map is stale.
key='cs:{orders}:lock'
slot=$(cli "$BASE" CLUSTER KEYSLOT "$key")
source_port=
for i in 0 1 2; do
    [ "$(cli $((BASE + i)) EXISTS "$key")" = 1 ] && source_port=$((BASE + i))
done
target_port=$((BASE + ((source_port - BASE + 1) % 3)))
source_id=$(cli "$source_port" CLUSTER MYID)
target_id=$(cli "$target_port" CLUSTER MYID)
cli "$target_port" CLUSTER SETSLOT "$slot" IMPORTING "$source_id" >/dev/null
cli "$source_port" CLUSTER SETSLOT "$slot" MIGRATING "$target_id" >/dev/null
cli "$source_port" MIGRATE 127.0.0.1 "$target_port" "" 0 5000 KEYS "$key" >/dev/null
sleep 1.5
for i in 0 1 2; do cli $((BASE + i)) CLUSTER SETSLOT "$slot" NODE "$target_id" >/dev/null; done
wait "$GUI" || true # a sanitized build's leak report (libdbus) is no failure of the picture
rm -rf "$CONFIG"
test -s "$OUT"
echo "$OUT"
