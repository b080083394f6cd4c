#!/usr/bin/env bash
# Type-checks every workspace project, side by side (each tsc is single-threaded); prints each project's errors and
# fails when any project has one.
set -euo pipefail
cd "$(dirname "$0")/.."
projects=(. packages/api packages/flows packages/demo packages/ui apps/server apps/portal)
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
pids=()
for i in "${!projects[@]}"; do
  node_modules/.bin/tsc --noEmit -p "${projects[$i]}" >"$logs/$i" 2>&1 &
  pids+=($!)
done
status=0
for i in "${!projects[@]}"; do
  if ! wait "${pids[$i]}"; then
    echo "tsc -p ${projects[$i]}:"
    cat "$logs/$i"
    status=1
  fi
done
exit $status
