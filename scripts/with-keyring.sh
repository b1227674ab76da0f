#!/usr/bin/env bash
# Runs a command against a real, throwaway Secret Service: a private D-Bus session with
# gnome-keyring's secrets component, unlocked with a random password, its keyring files in a
# temporary directory so the developer's own login keyring is never touched.
# Usage: bash scripts/with-keyring.sh npx vitest run test/integration/main/credentials
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: bash scripts/with-keyring.sh <command> [args...]" >&2
  exit 2
fi

missing=()
for tool in dbus-run-session dbus-send gnome-keyring-daemon; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "with-keyring: ${missing[*]} not found; install the test dependencies with:" >&2
  echo "  bash scripts/install-system-deps.sh" >&2
  exit 127
fi

# Runs inside the new session bus, whose address dbus-run-session exports.
# shellcheck disable=SC2016 # expanded by the inner shell
inner='
set -euo pipefail
bus() {
  dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    "org.freedesktop.DBus.$1" string:org.freedesktop.secrets
}
keyring_home="$(mktemp -d)"
daemon_pid=""
cleanup() {
  [ -z "$daemon_pid" ] || kill "$daemon_pid" 2>/dev/null || true
  rm -rf "$keyring_home"
}
trap cleanup EXIT

# --unlock reads the password on stdin and creates the login keyring (the default collection).
password="$(od -An -N16 -tx1 /dev/urandom | tr -d " \n")"
printf "%s" "$password" |
  XDG_DATA_HOME="$keyring_home" XDG_RUNTIME_DIR="$keyring_home" \
    gnome-keyring-daemon --unlock --components=secrets >/dev/null

# The daemon claims org.freedesktop.secrets after it forks. Until then a client would make the
# bus start a second, locked daemon, so wait for the name (bounded: at most 10 s).
registered() { bus NameHasOwner | grep -q "boolean true"; }
for _ in $(seq 100); do
  registered && break
  sleep 0.1
done
if ! registered; then
  echo "with-keyring: gnome-keyring-daemon did not register the Secret Service" >&2
  exit 1
fi
daemon_pid="$(bus GetConnectionUnixProcessID | awk "{print \$2}")"

"$@"
'
exec dbus-run-session -- bash -c "$inner" with-keyring "$@"
