#!/usr/bin/env bash
# Attacks the REST API with Schemathesis, generated from the server's own OpenAPI document: a real
# `ndoto serve --demo` on a throwaway data directory, on loopback, with a signed-in demo child.
# Passes when no answer is a server error and every answer matches the document. Bounded by
# --max-examples per operation. Needs target/debug/ndoto (cargo build) and python3.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$("$root/tools/venv.sh")"
server="${NDOTO_BIN:-$root/target/debug/ndoto}"
examples="${SCHEMATHESIS_EXAMPLES:-25}"

# The data directory itself is the temporary one: its owner may become the cluster's user.
data="$(mktemp -d)"
log="$(mktemp)"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
base="http://127.0.0.1:$port"
"$server" serve --demo --data-dir "$data" --listen "127.0.0.1:$port" --web-dir /nonexistent >"$log" 2>&1 &
pid=$!
cleanup() {
  kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
  rm -rf "$data" "$log"
}
trap cleanup EXIT

for _ in $(seq 180); do
  curl -sf "$base/healthz" >/dev/null && break
  kill -0 "$pid" 2>/dev/null || { cat "$log" >&2; echo "ndoto serve exited" >&2; exit 1; }
  sleep 1
done
token="$(curl -sf "$base/api/auth/child/signin" -H 'content-type: application/json' \
  -d '{"firstName":"Amani","password":"twiga-demo-2026"}' | python3 -c 'import json, sys; print(json.load(sys.stdin)["access_token"])')"

# One worker: with two, Hypothesis's lambda descriptions run `ast.parse` on two threads at once,
# which Python 3.11 answers with "AST constructor recursion depth mismatch" (a Runtime Error on
# GET /api/consent-requests, whose query strings take that path); one worker was no slower here.
# SignOut and ChangePassword end every session of the child, the run's token included, after
# which every other operation would only be refused: they are tested in backend/tests instead.
"$bin/schemathesis" run "$base/api/openapi.json" \
  --header "Authorization: Bearer $token" \
  --exclude-path-regex '^/api/auth/(signout|password)$' \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
  --max-examples "$examples" \
  --workers 1 \
  --seed 20261123 \
  --no-color
