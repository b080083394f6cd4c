#!/usr/bin/env bash
# Every test there is: contract lint and generated-file drift, lint, format and boundaries, types, unit, server
# (PGlite, and PostgreSQL when it answers), story tests in real Chromium, the bundle budget and end-to-end against
# the built portal and the real server. Parts that do not depend on each other run side by side (scripts/lib/parts.sh);
# the closing summary says how long each took.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
source "$(dirname "$0")/lib/chromium.sh"
source "$(dirname "$0")/lib/parts.sh"
rm -f .tmp/vitest.json .tmp/server.json .tmp/e2e-*.json .tmp/flows-package.json # a report left by an earlier run must not stand in for this one's
rm -rf .tmp/visual-diffs # likewise the diffs of a failed visual check (the story tests take the shots)

part "install" install_dependencies
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

build_portal() { "$PNPM" --filter @keystone/portal build && node scripts/bundle-budget.mjs; }

# The journeys drive the built portal against the built server. They mostly wait (on pages, on the payment sandbox),
# so they run in two halves side by side, each with a server and a database of its own (e2e/support/global-setup.ts),
# so that neither half sees the other's journeys.
e2e_half() {
  vitest run --config e2e/vitest.config.ts --shard="$1/2" \
    --reporter=default --reporter=json --outputFile.json="$ROOT/.tmp/e2e-$1.json"
}

# Three rounds, each side by side. Run all at once, the parts slowed each other so much on two cores that story and
# server tests timed out (load 23); in rounds the machine stays busy but not swamped.
echo
part_beside "contract lint" "$PNPM" lint:contract
part_beside "generated API types and error catalogue" "$PNPM" --filter @keystone/api check:generated
part_beside "database types" "$PNPM" --filter @keystone/server check:db-types
part_beside "lint" "$PNPM" lint
part_beside "format" "$PNPM" format:check
part_beside "dependency arrows" "$PNPM" lint:boundaries
part_beside "types" "$PNPM" typecheck
part_beside "build the portal; bundle budget" build_portal
part_beside "build the server" "$PNPM" --filter @keystone/server build
wait_for_parts

# The story tests, then the server tests beside the journeys. Each of the first two keeps both cores busy alone (the
# story project at load 6 to 7); side by side they swamped the machine (load 12 to 19) and timed out tests that pass
# alone: on one machine the whole command took 1,954 s that way from a fresh clone, 1,561 and 1,679 s in this order.
# The journeys mostly wait (on pages, on the payment sandbox), so they go beside the server tests; the flows package's
# pack-and-install test (TypeScript over all of flows) beside the stories.
echo
flows_package_test=packages/flows/packed-package.test.ts
part_beside "unit and story tests" vitest run $(printf -- '--project=%s ' api demo flows ui portal storybook) \
  --exclude "**/$(basename "$flows_package_test")" \
  --reporter=default --reporter=json --outputFile.json="$ROOT/.tmp/vitest.json"
part_beside "flows packed and installed as another app would" vitest run --project=flows "$flows_package_test" \
  --reporter=default --reporter=json --outputFile.json="$ROOT/.tmp/flows-package.json"
# A failed part still lets the rest and the summary run: CI keeps only the end of the output, so the summary names
# the failed parts and tests last, where they are read.
parts_status=0
wait_for_parts || parts_status=1

echo
part_beside "server tests" vitest run --project=server \
  --reporter=default --reporter=json --outputFile.json="$ROOT/.tmp/server.json"
part_beside "end-to-end in Chromium, first half" e2e_half 1
part_beside "end-to-end in Chromium, second half" e2e_half 2
wait_for_parts || parts_status=1

echo
echo "━━ done ($(elapsed) s)"
node scripts/lib/summary.mjs --parts "$parts" .tmp/vitest.json .tmp/server.json .tmp/e2e-1.json .tmp/e2e-2.json \
  .tmp/flows-package.json
exit "$parts_status"
