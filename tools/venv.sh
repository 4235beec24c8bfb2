#!/usr/bin/env bash
# Makes .venv at the repository's root and installs tools/requirements.txt into it, once per change
# of that file. Prints the venv's bin directory.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/.venv"
stamp="$venv/.requirements.sha256"
want="$(sha256sum "$root/tools/requirements.txt" | cut -d' ' -f1)"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$root/tools/requirements.txt" >&2
  echo "$want" > "$stamp"
fi
echo "$venv/bin"
