# Debian's Chromium: the only browser the tests use (nothing downloads one).
ensure_chromium() {
  export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
  [ -x "$CHROMIUM_PATH" ] && return 0
  echo "› installing Debian's chromium"
  local sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM_PATH" ] || { echo "chromium did not install" >&2; exit 1; }
}
