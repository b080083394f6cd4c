// Bundles the server into dist/main.js (and the demo seed into dist/seed.js) for `pnpm --filter @keystone/server start`.
import path from 'node:path';
import { bundleServer, serverPackageRoot } from './bundle-server.ts';

const started = Date.now();
const { bytes } = await bundleServer(path.join(serverPackageRoot, 'dist'));
process.stdout.write(
  `built dist/main.js and dist/seed.js (${Math.round(bytes / 1024)} KiB) in ${Date.now() - started} ms\n`,
);
