# Shared by start.sh and test.sh: a pinned pnpm that works without root or corepack, and a clean install.
PNPM_VERSION=12.21.0
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
  PNPM=pnpm
else
  if [ ! -x .tools/node_modules/.bin/pnpm ]; then
    echo "› installing pnpm $PNPM_VERSION into .tools/"
    npm install --silent --no-audit --no-fund --prefix .tools "pnpm@$PNPM_VERSION" >/dev/null
  fi
  PNPM="$ROOT/.tools/node_modules/.bin/pnpm"
fi
export PATH="$ROOT/node_modules/.bin:$PATH"

install_dependencies() {
  echo "› installing dependencies"
  local log
  log=$(mktemp)
  if ! CI=true "$PNPM" install --frozen-lockfile --reporter=append-only >"$log" 2>&1; then
    cat "$log" >&2
    echo "dependency install failed" >&2
    exit 1
  fi
  grep -E '^(Done|dependencies|devDependencies)' "$log" || true
  rm -f "$log"
}
