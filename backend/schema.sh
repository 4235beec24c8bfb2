#!/usr/bin/env bash
# Prints `src/db/schema.rs` with diesel from the migrations, as diesel.toml says.
#
#   backend/schema.sh          rewrite backend/src/db/schema.rs
#   backend/schema.sh --check  fail when the committed file differs (CI)
#
# Needs diesel_cli (`cargo install diesel_cli --no-default-features --features postgres`, which
# needs Debian's libpq-dev) and the PostgreSQL server programs. A throwaway cluster in a temporary
# directory, reachable only through its unix socket, is made, migrated and removed again.
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
[ "${1:-}" = "--check" ] && check=true

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || bin=$(dirname "$(command -v initdb)")
dir=$(mktemp -d -t ndoto-schema.XXXXXX)
# PostgreSQL refuses to run as root: as root the cluster belongs to `postgres` (or `nobody`).
as=()
if [ "$(id -u)" -eq 0 ]; then
  owner=postgres
  id "$owner" >/dev/null 2>&1 || owner=nobody
  chown "$owner" "$dir"
  as=(runuser -u "$owner" --)
fi
cleanup() {
  "${as[@]}" "$bin/pg_ctl" -D "$dir/pg" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as[@]}" "$bin/initdb" -D "$dir/pg" -U ndoto --auth trust --no-sync >/dev/null
"${as[@]}" "$bin/pg_ctl" -D "$dir/pg" -l "$dir/pg/log" -w start \
  -o "-c listen_addresses= -c unix_socket_directories=$dir -c fsync=off" >/dev/null
"$bin/createdb" -h "$dir" -U ndoto ndoto

url="postgres://ndoto@${dir//\//%2F}/ndoto"
out="$dir/schema.rs"
diesel migration run --database-url "$url" --migration-dir backend/migrations --config-file diesel.toml >/dev/null
# One thing diesel cannot know, said here rather than in a patch file that breaks with every
# change: array elements are never NULL (the migrations CHECK it; PostgreSQL has no such type, so
# diesel prints every array's elements as nullable).
diesel print-schema --database-url "$url" --config-file diesel.toml |
  sed -e 's/Array<Nullable<\([A-Za-z0-9]*\)>>/Array<\1>/' \
  > "$out"
rustfmt --edition 2024 --config-path rustfmt.toml "$out"

if $check; then
  if ! diff -u backend/src/db/schema.rs "$out"; then
    echo "backend/src/db/schema.rs is not what diesel prints from the migrations: run backend/schema.sh" >&2
    exit 1
  fi
  echo "schema.rs matches the migrations"
else
  cp "$out" backend/src/db/schema.rs
  echo "wrote backend/src/db/schema.rs"
fi
