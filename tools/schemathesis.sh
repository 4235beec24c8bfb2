#!/usr/bin/env bash
# Attacks the REST API with Schemathesis, generated from the server's own OpenAPI document: a real
# `ndoto serve --demo` on a throwaway data directory, on loopback (tools/demo-server.sh), with a
# signed-in demo child.
# Passes when no answer is a server error and every answer matches the document. Bounded by
# --max-examples per operation. Needs target/debug/ndoto (cargo build, or NDOTO_BIN) and python3.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$("$root/tools/venv.sh")"
examples="${SCHEMATHESIS_EXAMPLES:-25}"

# shellcheck source=tools/demo-server.sh
. "$root/tools/demo-server.sh"
trap demo_server_stop EXIT
demo_server_start
base="$demo_base"
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
