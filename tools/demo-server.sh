# shellcheck shell=bash
# Sourced by the tools that test a real server (tools/schemathesis.sh, tools/consumers.sh):
# `demo_server_start` runs `ndoto serve --demo` (gRPC, grpc-web and REST on one port, the embedded
# PostgreSQL on a throwaway data directory) on a free loopback port, waits for /healthz and sets
# demo_base (http://127.0.0.1:PORT) and demo_port; `demo_server_stop` ends it and removes its files,
# so the caller's EXIT trap calls it. The server is NDOTO_BIN, else target/debug/ndoto (cargo build).
# Needs python3 (to pick the port) and curl.

demo_pid=""
demo_data=""
demo_log=""

demo_server_start() {
  local root server
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  server="${NDOTO_BIN:-$root/target/debug/ndoto}"
  # The data directory itself is the temporary one: its owner may become the cluster's user.
  demo_data="$(mktemp -d)"
  demo_log="$(mktemp)"
  demo_port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  demo_base="http://127.0.0.1:$demo_port"
  "$server" serve --demo --data-dir "$demo_data" --listen "127.0.0.1:$demo_port" --web-dir /nonexistent \
    >"$demo_log" 2>&1 &
  demo_pid=$!
  local _
  for _ in $(seq 180); do
    curl -sf "$demo_base/healthz" >/dev/null && return 0
    kill -0 "$demo_pid" 2>/dev/null || { cat "$demo_log" >&2; echo "ndoto serve exited" >&2; return 1; }
    sleep 1
  done
  cat "$demo_log" >&2
  echo "ndoto serve did not answer $demo_base/healthz within 180 s" >&2
  return 1
}

demo_server_stop() {
  if [ -n "$demo_pid" ]; then
    kill "$demo_pid" 2>/dev/null && wait "$demo_pid" 2>/dev/null || true
    demo_pid=""
  fi
  if [ -n "$demo_data" ]; then
    rm -rf "$demo_data" "$demo_log"
    demo_data=""
  fi
}
