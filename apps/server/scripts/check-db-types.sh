#!/usr/bin/env bash
# Fails when src/db/schema.generated.ts is not what kysely-codegen makes of the migrations today (the test command
# calls this, as it does packages/api/scripts/check-generated.sh for the API types).
set -euo pipefail
server="$(cd "$(dirname "$0")/.." && pwd)"
committed="$server/src/db/schema.generated.ts"
fresh="$(mktemp --suffix=.ts)"
trap 'rm -f "$fresh" "$fresh.diff"' EXIT

(cd "$server" && tsx scripts/generate-db-types.ts "$fresh")

if ! diff -u "$committed" "$fresh" > "$fresh.diff"; then
  head -n 60 "$fresh.diff" >&2
  echo >&2
  echo "apps/server/src/db/schema.generated.ts is out of date with apps/server/migrations." >&2
  echo "Run 'pnpm --filter @keystone/server generate:db' and commit the result." >&2
  exit 1
fi
echo "apps/server/src/db/schema.generated.ts matches the migrations."
