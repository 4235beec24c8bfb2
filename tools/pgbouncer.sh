#!/usr/bin/env bash
# Prints the path of a PgBouncer that keeps prepared statements in transaction mode (1.21 and
# later, with max_prepared_statements), for the integration test deploy::pgbouncer.
#
# Debian's package when it is new enough (Debian 13 ships 1.24). Debian 12's is 1.18, which
# cannot carry the server's named prepared statements (diesel-async, through tokio-postgres)
# across server connections: then Debian 13's source package of pgbouncer is fetched with
# apt-get source, from the Debian mirror this machine already uses, and built once per machine
# into NDOTO_CI_CACHE (about 30 s on 2 cores; C, with libevent and OpenSSL). Needs root the
# first time on such a machine, as CI is.
set -euo pipefail
MIN_MINOR=21
SUITE=trixie

new_enough() {
  local version
  version="$("$1" --version 2>/dev/null | sed -n 's/^PgBouncer 1\.\([0-9]*\).*/\1/p')"
  [ -n "$version" ] && [ "$version" -ge "$MIN_MINOR" ]
}

if [ -x /usr/sbin/pgbouncer ] && new_enough /usr/sbin/pgbouncer; then
  echo /usr/sbin/pgbouncer
  exit 0
fi

cache="${NDOTO_CI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ndoto-ci}/pgbouncer-$SUITE"
built="$cache/bin/pgbouncer"
if [ -x "$built" ] && new_enough "$built"; then
  echo "$built"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "PgBouncer 1.$MIN_MINOR+ is missing: run tools/pgbouncer.sh once as root (it builds Debian's $SUITE package), or set NDOTO_PGBOUNCER" >&2
  exit 1
fi
{
  packages=()
  for package in dpkg-dev libevent-dev libssl-dev pkg-config make gcc; do
    dpkg -s "$package" >/dev/null 2>&1 || packages+=("$package")
  done
  if [ ${#packages[@]} -gt 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
  fi
  # The source of Debian's $SUITE, from the mirror of this machine's own Debian sources, with
  # lists of its own (the machine's apt configuration is left as it is).
  mirror="$(apt-get indextargets --format '$(REPO_URI)' 'Label: Debian' 'Identifier: Packages' | head -1)"
  [ -n "$mirror" ] || { echo "no Debian mirror in this machine's apt sources" >&2; exit 1; }
  work="$(mktemp -d -t ndoto-pgbouncer.XXXXXX)"
  trap 'rm -rf "$work"' EXIT
  mkdir -p "$work/lists/partial"
  echo "deb-src $mirror $SUITE main" >"$work/sources.list"
  apt_options=(-o "Dir::Etc::SourceList=$work/sources.list" -o "Dir::Etc::SourceParts=/nonexistent"
    -o "Dir::State::Lists=$work/lists" -o "APT::Sandbox::User=root")
  apt-get "${apt_options[@]}" update -qq
  (cd "$work" && apt-get "${apt_options[@]}" source -qq pgbouncer)
  source_dir="$(find "$work" -maxdepth 1 -type d -name 'pgbouncer-*' | head -1)"
  (
    cd "$source_dir"
    # Debian's patches are applied by apt-get source; LDAP, PAM, systemd and c-ares are not needed
    # on loopback.
    ./configure --prefix="$cache" --without-cares --without-systemd --without-pam >/dev/null
    make -j"$(nproc)" >/dev/null
    rm -rf "$cache"
    make install >/dev/null
  )
} >&2
new_enough "$built" || { echo "the PgBouncer built at $built is older than 1.$MIN_MINOR" >&2; exit 1; }
echo "$built"
