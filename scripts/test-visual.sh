#!/usr/bin/env bash
# The visual checks alone (README, 'Visual regression'): the stories tagged `visual`, shot at 1440 and 390 px and
# compared with the baselines in visual-baselines/. `npm test` runs the same checks inside its story tests.
#   pnpm test:visual            compare; a difference fails, its shot and diff land in .tmp/visual-diffs/
#   pnpm test:visual --update   accept the shots as the new baselines (review them with git diff before committing)
#   pnpm test:visual [--update] packages/ui/src/button   only the visual stories under these paths
# Only the story files holding such a story are opened: Vitest would otherwise load all of them to find none.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"

options=()
paths=()
for arg in "$@"; do
  if [ -e "$arg" ]; then paths+=("$arg"); else options+=("$arg"); fi
done
[ "${#paths[@]}" -gt 0 ] || paths=(packages apps)
mapfile -t files < <(grep -rlE --include='*.stories.tsx' "tags: \[[^]]*'visual'" "${paths[@]}" | sort)
echo "› ${#files[@]} story files with visual stories"
rm -rf .tmp/visual-diffs
VISUAL_ONLY=1 vitest run --project storybook "${options[@]}" "${files[@]}"
