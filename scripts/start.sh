#!/usr/bin/env bash
# One command for a newcomer: install, build what changed (portal, Storybook, server), seed demo data, start the
# server, and once it listens print where everything is and the demo sign-ins. Build output and the server's log
# lines go to files under .tmp/ that the output names.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
install_dependencies

# A port another program holds, or a setting that would stop the server, is said now rather than after the builds.
url=$(tsx apps/server/scripts/preflight.ts)

logs=.tmp/start
mkdir -p "$logs"

# build NAME LABEL COMMAND...: runs the build unless its inputs are those of the last build that succeeded
# (scripts/lib/build-inputs.mjs).
build() {
  local name=$1 label=$2 hash log="$logs/build-$1.log"
  shift 2
  if hash=$(node scripts/lib/build-inputs.mjs check "$name"); then
    echo "› $label: nothing changed since the last build"
    return
  fi
  echo "› building $label (output in $log)"
  node scripts/lib/build-inputs.mjs forget "$name"
  if ! "$@" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "Building $label failed; its whole output is in $log." >&2
    exit 1
  fi
  node scripts/lib/build-inputs.mjs record "$name" "$hash"
}
build portal "the portal" "$PNPM" --filter @keystone/portal build
build storybook "Storybook" "$PNPM" build-storybook
build server "the server" "$PNPM" --filter @keystone/server build

echo "› seeding demo data (embedded PostgreSQL under ./data unless DATABASE_URL is set)"
seed_log="$logs/seed.log"
# The server build's bundle of the seed: no TypeScript to compile at every start.
if ! node apps/server/dist/seed.js --sign-ins "$logs/sign-ins.txt" >"$seed_log" 2>&1; then
  cat "$seed_log" >&2
  exit 1
fi
sed 's/^/  /' "$seed_log"

export LOG_FILE="${LOG_FILE:-$ROOT/.tmp/server.log}"
echo "› starting the server"
node apps/server/dist/main.js &
server=$!
trap 'kill -TERM "$server" 2>/dev/null || true' INT TERM
if node scripts/lib/wait-for-server.mjs "$url" "$server"; then
  cat "$logs/sign-ins.txt"
  printf '\nStop it with Ctrl+C.\n'
fi
status=0
while kill -0 "$server" 2>/dev/null; do wait "$server" || status=$?; done
exit "$status"
