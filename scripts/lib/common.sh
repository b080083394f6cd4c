# Shared by start.sh and test.sh (and so .ci/run): the pinned Node when the machine's is older, a pinned pnpm that
# works without root or corepack, and a clean install.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

# The one source of the Node version is .node-version (package.json's engines asks for its major). A machine whose
# Node is older gets exactly that version, from the npm registry (the binary is published there as node-<os>-<cpu>),
# in .tools/, first on PATH: pnpm, every script, Vitest, tsx and the built server then run on it.
NODE_VERSION="$(tr -d '[:space:]' <.node-version)"
NODE_MAJOR="${NODE_VERSION%%.*}"
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt "$NODE_MAJOR" ]; then
  case "$(uname -m)" in
    x86_64) node_cpu=x64 ;;
    aarch64 | arm64) node_cpu=arm64 ;;
    *) node_cpu="$(uname -m)" ;;
  esac
  node_package="node-$(uname -s | tr '[:upper:]' '[:lower:]')-$node_cpu"
  node_bin="$ROOT/.tools/node_modules/$node_package/bin"
  if [ "$("$node_bin/node" --version 2>/dev/null)" != "v$NODE_VERSION" ]; then
    echo "› installing Node $NODE_VERSION into .tools/ (the machine has $(node --version 2>/dev/null || echo none))"
    npm install --silent --no-audit --no-fund --save-exact --prefix .tools "$node_package@$NODE_VERSION" >/dev/null
  fi
  export PATH="$node_bin:$PATH"
  unset node_cpu node_package node_bin
fi

PNPM_VERSION=12.21.0
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
