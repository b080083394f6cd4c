#!/usr/bin/env bash
# Every test there is: contract lint and generated-file drift, lint, format and boundaries, types, unit, server
# (PGlite, and PostgreSQL when it answers), story tests in real Chromium, the bundle budget, then end-to-end against
# the built portal and the real server.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
source "$(dirname "$0")/lib/chromium.sh"
started=$SECONDS
mkdir -p .tmp
parts="$ROOT/.tmp/parts.tsv" # name, start and end of each part in seconds, for the closing summary
: >"$parts"
current_part=""
current_start=0
step() {
  local now=$((SECONDS - started))
  [ -z "$current_part" ] || printf '%s\t%s\t%s\n' "$current_part" "$current_start" "$now" >>"$parts"
  current_part=$1
  current_start=$now
  echo
  echo "━━ $1 ($now s)"
}

step "install"
install_dependencies
ensure_chromium

if [ -z "${TEST_DATABASE_URL:-}" ] && node -e "
  const s = require('net').connect(5432, '127.0.0.1');
  s.on('connect', () => process.exit(0)); s.on('error', () => process.exit(1));
  setTimeout(() => process.exit(1), 1000);"; then
  export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
  echo "› PostgreSQL answers on 127.0.0.1:5432: server tests also run on it"
elif [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "› WARNING: no PostgreSQL on 127.0.0.1:5432: server tests run on PGlite only"
fi

step "contract: lint; generated API types, error catalogue and database types"
"$PNPM" lint:contract
"$PNPM" --filter @keystone/api check:generated
"$PNPM" --filter @keystone/server check:db-types

step "lint, format and the dependency arrows"
"$PNPM" lint
"$PNPM" format:check
"$PNPM" lint:boundaries

step "types"
"$PNPM" typecheck

step "unit, server and story tests"
vitest run --reporter=default --reporter=json --outputFile.json="$ROOT/.tmp/vitest.json"

step "build the portal and the server"
"$PNPM" --filter @keystone/portal build
"$PNPM" --filter @keystone/server build

step "bundle budget: the JS each route downloads"
node scripts/bundle-budget.mjs

step "end-to-end in Chromium"
vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$ROOT/.tmp/e2e.json"

step "done"
node scripts/lib/summary.mjs --parts "$parts" "$ROOT/.tmp/vitest.json" "$ROOT/.tmp/e2e.json"
