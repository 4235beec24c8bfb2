#!/usr/bin/env bash
# Measures what the foundation issue asks, on loopback, against the release binary:
#   - time from `ndoto serve` to a healthy /healthz, on an empty and on a used data directory;
#   - p50/p99 latency of child sign-in (argon2id) and of the dashboard over REST, with wrk
#     (DURATION seconds, CONNECTIONS connections).
# Usage: backend/bench/run.sh   (needs wrk: apt-get install wrk; DURATION, CONNECTIONS, NDOTO_BIN)
set -euo pipefail
cd "$(dirname "$0")/../.."
DURATION=${DURATION:-30}
CONNECTIONS=${CONNECTIONS:-32}
PORT=${PORT:-18080}
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 1; }
# NDOTO_BIN: a release binary built elsewhere; otherwise this checkout's, built now.
if [ -z "${NDOTO_BIN:-}" ]; then cargo build --release --quiet; fi
BIN=${NDOTO_BIN:-target/release/ndoto}
data=$(mktemp -d)
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$data"' EXIT

start() {
  local t0 t1
  t0=$(date +%s%N)
  # Sign-in limits raised: the load generator is one address signing in as one child.
  NDOTO_LOG=warn $BIN serve --demo --data-dir "$data" --listen "127.0.0.1:$PORT" \
    --signin-failures-per-account 1000000 --signin-attempts-per-address 100000000 >/dev/null &
  pid=$!
  until curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null; do sleep 0.01; done
  t1=$(date +%s%N)
  echo "$1: healthy after $(( (t1 - t0) / 1000000 )) ms"
}

start "start on an empty data directory"
kill -TERM $pid; wait $pid || true
start "start on a used data directory"

cat > "$data/signin.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"firstName":"Baraka","password":"twiga-demo-2026"}'
LUA
token=$(curl -s "http://127.0.0.1:$PORT/api/auth/child/signin" -H 'content-type: application/json' \
  -d '{"firstName":"Baraka","password":"twiga-demo-2026"}' | sed -E 's/.*"access_token":"([^"]+)".*/\1/')

echo; echo "== child sign-in over REST (argon2id): ${DURATION}s, ${CONNECTIONS} connections"
wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency -s "$data/signin.lua" "http://127.0.0.1:$PORT/api/auth/child/signin"
echo; echo "== child sign-in over REST, one connection (no queueing): 10s"
wrk -t1 -c1 -d10s --latency -s "$data/signin.lua" "http://127.0.0.1:$PORT/api/auth/child/signin"
echo; echo "== dashboard over REST: ${DURATION}s, ${CONNECTIONS} connections"
wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency -H "Authorization: Bearer $token" "http://127.0.0.1:$PORT/api/student/dashboard"
