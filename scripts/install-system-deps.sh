#!/usr/bin/env bash
# Installs the Debian packages the test suite needs: Chromium for Playwright (never a
# downloaded browser), dbus + gnome-keyring for the real Secret Service keychain tests, and a
# Japanese font so the e2e screenshots show Japanese text rather than empty boxes.
set -euo pipefail
packages=(chromium dbus dbus-x11 gnome-keyring libsecret-1-0 xvfb xauth fonts-noto-cjk)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing Debian packages: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
