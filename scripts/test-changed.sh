#!/usr/bin/env bash
# The inner loop: only what the change touches, in a minute or two instead of `npm test`'s ten.
#   pnpm test:changed          against where this branch left origin/main (or main): the whole branch's change
#   pnpm test:changed HEAD     only what is not committed yet
# Lint and format the changed files, type-check the projects they can break, the tests Vitest's module graph ties to
# them (unit, server, stories), and the contract or database-type checks when those sources changed. No builds, no
# end-to-end: `npm test` runs those before a merge.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"

base=${1:-}
if [ -z "$base" ]; then
  base=HEAD
  for ref in origin/main main; do
    if git rev-parse --verify -q "$ref" >/dev/null; then
      base=$(git merge-base HEAD "$ref")
      break
    fi
  done
fi
mapfile -t changed < <({ git diff --name-only --diff-filter=ACMR "$base"; git ls-files --others --exclude-standard; } | sort -u)
echo "› ${#changed[@]} files changed since $(git rev-parse --short "$base")"
[ "${#changed[@]}" -gt 0 ] || exit 0

matching() { printf '%s\n' "${changed[@]}" | grep -E "$1" || true; }
mapfile -t code < <(matching '\.(ts|tsx|js|mjs|cjs)$')

step() { echo; echo "━━ $1"; }

if [ "${#code[@]}" -gt 0 ]; then
  step "lint"
  eslint --max-warnings=0 --no-warn-ignored "${code[@]}"
fi
step "format"
prettier --check --ignore-unknown "${changed[@]}"

if [ -n "$(matching '^openapi\.yaml$')" ]; then
  step "contract"
  "$PNPM" lint:contract
  "$PNPM" --filter @keystone/api check:generated
fi
if [ -n "$(matching '^apps/server/migrations/')" ]; then
  step "database types"
  "$PNPM" --filter @keystone/server check:db-types
fi

# The projects a change can break: its own and every project that imports it (the arrows in the README).
declare -A projects=()
for file in "${code[@]}"; do
  case "$file" in
    packages/api/*) for p in packages/api packages/flows apps/server apps/portal .; do projects[$p]=1; done ;;
    packages/flows/*) for p in packages/flows apps/server apps/portal .; do projects[$p]=1; done ;;
    packages/ui/*) for p in packages/ui apps/portal .; do projects[$p]=1; done ;;
    apps/server/*) projects[apps/server]=1 ;;
    apps/portal/*) for p in apps/portal .; do projects[$p]=1; done ;;
    *) projects[.]=1 ;;
  esac
done
if [ "${#projects[@]}" -gt 0 ]; then
  step "types: ${!projects[*]}"
  status=0
  for p in "${!projects[@]}"; do tsc --noEmit -p "$p" & done
  for p in "${!projects[@]}"; do wait -n || status=1; done
  [ "$status" = 0 ]
fi

step "the tests the change reaches"
vitest run --changed "$base" --passWithNoTests
