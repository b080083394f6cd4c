#!/usr/bin/env bash
# Fails when a file generated from openapi.yaml is not what its generator makes of the contract today (CI calls this):
# src/schema.d.ts (openapi-typescript) and src/errors/error-catalogue.generated.ts (generate-error-catalogue.ts).
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0

# check FILE FRESH: compares the committed file with a fresh one, prints the start of the difference.
check() {
  local committed="$root/$1" fresh="$2"
  if diff -u "$committed" "$fresh" > "$work/diff"; then
    echo "$1 matches openapi.yaml."
  else
    head -n 60 "$work/diff" >&2
    echo >&2
    echo "$1 is out of date with openapi.yaml." >&2
    status=1
  fi
}

# Same commands, from the same directory, as `pnpm generate:api` at the root.
(cd "$root" && openapi-typescript openapi.yaml -o "$work/schema.d.ts" >/dev/null)
check packages/api/src/schema.d.ts "$work/schema.d.ts"
(cd "$root" && tsx packages/api/scripts/generate-error-catalogue.ts "$work/error-catalogue.generated.ts")
check packages/api/src/errors/error-catalogue.generated.ts "$work/error-catalogue.generated.ts"

if [ "$status" -ne 0 ]; then
  echo "Run 'pnpm generate:api' at the repository root and commit the result." >&2
fi
exit "$status"
