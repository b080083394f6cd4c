#!/usr/bin/env bash
# Fails when src/schema.d.ts is not what openapi-typescript makes of openapi.yaml today (CI calls this).
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
committed="$root/packages/api/src/schema.d.ts"
fresh="$(mktemp --suffix=.d.ts)"
trap 'rm -f "$fresh"' EXIT

# Same command, from the same directory, as `pnpm generate:api` at the root.
(cd "$root" && openapi-typescript openapi.yaml -o "$fresh" >/dev/null)

if ! diff -u "$committed" "$fresh" > "$fresh.diff"; then
  head -n 60 "$fresh.diff" >&2
  rm -f "$fresh.diff"
  echo >&2
  echo "packages/api/src/schema.d.ts is out of date with openapi.yaml." >&2
  echo "Run 'pnpm generate:api' at the repository root and commit the result." >&2
  exit 1
fi
rm -f "$fresh.diff"
echo "packages/api/src/schema.d.ts matches openapi.yaml."
