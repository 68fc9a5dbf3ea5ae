#!/usr/bin/env bash
# Runs one test of tests/libraries/ against a private redis-server started here as a child
# (127.0.0.1, a free port, no persistence; never --daemonize), after checking that the runtime and
# the library it needs are installed: a missing one FAILS the test, naming the Debian package.
#
#   run-with-redis.sh COORDSCOPE_CLI python|node|ruby SCRIPT
#
# The script gets REDIS_PORT and COORDSCOPE_CLI in its environment; node scripts also NODE_PATH
# (the npm-libraries cache that libraries_npm_ci fills, NPM_LIBRARIES).
set -euo pipefail
CLI=${1:?coordscope-cli path}
RUNTIME=${2:?python, node or ruby}
SCRIPT=${3:?test script}

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

[ -x "$CLI" ] || fail "coordscope-cli not built: $CLI"
command -v redis-server >/dev/null || fail "redis-server is missing: install Debian's redis-server (scripts/dev.sh deps)"
command -v redis-cli >/dev/null || fail "redis-cli is missing: install Debian's redis-tools (scripts/dev.sh deps)"
case $RUNTIME in
python)
    # Debian's python3 by path: a python3 earlier on PATH (pyenv) has no python3-redis.
    RUN=(/usr/bin/python3)
    [ -x /usr/bin/python3 ] || fail "/usr/bin/python3 is missing: install Debian's python3"
    /usr/bin/python3 -c 'import redis' 2>/dev/null ||
        fail "redis-py is missing: install Debian's python3-redis (scripts/dev.sh deps)"
    ;;
node)
    RUN=(node)
    command -v node >/dev/null || fail "node is missing: install Debian's nodejs (scripts/dev.sh deps)"
    : "${NPM_LIBRARIES:?NPM_LIBRARIES: the directory libraries_npm_ci installs into}"
    [ -d "$NPM_LIBRARIES/node_modules/bullmq" ] ||
        fail "$NPM_LIBRARIES/node_modules has no bullmq: the test libraries_npm_ci did not run or failed (npm ci needs Debian's npm and the npm registry)"
    export NODE_PATH=$NPM_LIBRARIES/node_modules
    ;;
ruby)
    RUN=(ruby)
    command -v ruby >/dev/null || fail "ruby is missing: install Debian's ruby-sidekiq (scripts/dev.sh deps)"
    ruby -e 'require "sidekiq"; require "sidekiq/api"' 2>/dev/null ||
        fail "Sidekiq is missing: install Debian's ruby-sidekiq (scripts/dev.sh deps)"
    ;;
*) fail "unknown runtime $RUNTIME" ;;
esac

WORK=$(mktemp -d)
SERVER_PID=
cleanup() {
    if [ -n "$SERVER_PID" ]; then
        kill "$SERVER_PID" 2>/dev/null || true
        wait "$SERVER_PID" 2>/dev/null || true
    fi
    rm -rf "$WORK"
}
trap cleanup EXIT

free_port() {
    /usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# A port found free may be taken before the server binds it: try a few.
for attempt in 1 2 3 4 5; do
    PORT=$(free_port)
    redis-server --bind 127.0.0.1 --port "$PORT" --save '' --appendonly no --dir "$WORK" \
        --logfile "$WORK/redis.log" &
    SERVER_PID=$!
    for _ in $(seq 50); do
        redis-cli -p "$PORT" ping 2>/dev/null | grep -q PONG && break 2
        kill -0 "$SERVER_PID" 2>/dev/null || break
        sleep 0.1
    done
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=
done
[ -n "$SERVER_PID" ] || { cat "$WORK/redis.log" >&2 || true; fail "redis-server did not start"; }

export REDIS_PORT=$PORT COORDSCOPE_CLI=$CLI
"${RUN[@]}" "$SCRIPT"
