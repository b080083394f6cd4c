#!/usr/bin/env bash
# One command for a newcomer: install, build the portal and Storybook, seed demo data, start the server.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
install_dependencies

echo "› building the portal and Storybook"
"$PNPM" --filter @keystone/portal build
"$PNPM" build-storybook
"$PNPM" --filter @keystone/server build

echo "› seeding demo data (embedded PostgreSQL under ./data unless DATABASE_URL is set)"
"$PNPM" --filter @keystone/server seed

exec "$PNPM" --filter @keystone/server start
