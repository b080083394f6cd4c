#!/usr/bin/env bash
# Type-checks every workspace project; fails on the first error list.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for p in . packages/api packages/flows packages/demo packages/ui apps/server apps/portal; do
  npx tsc --noEmit -p "$p" || status=1
done
exit $status
