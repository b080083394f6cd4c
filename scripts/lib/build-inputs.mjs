// Whether a build of `npm start` can be skipped: a SHA-256 of its inputs (the files git tracks or would track under
// its folders, the lockfile and the root configs), kept in a file inside its output after a build that succeeded.
// The build runs again when the hash differs, the stamp is gone (a build empties its output) or the output is missing.
//   node scripts/lib/build-inputs.mjs check NAME      prints the inputs' hash; exits 0 when the output is up to date
//   node scripts/lib/build-inputs.mjs record NAME HASH  after the build succeeded
//   node scripts/lib/build-inputs.mjs forget NAME     before it starts, so a failed build is never taken for a fresh one
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const shared = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json', 'vite.config.ts'];

/** Each build's output, the file that shows it is complete, and the paths whose files decide it. */
export const builds = {
  portal: { output: 'apps/portal/dist', product: 'index.html', inputs: ['apps/portal', 'packages', ...shared] },
  storybook: {
    output: 'storybook-static',
    product: 'index.html',
    inputs: ['.storybook', 'apps/portal', 'packages', ...shared],
  },
  server: {
    output: 'apps/server/dist',
    product: 'main.js',
    inputs: ['apps/server', 'packages', 'openapi.yaml', ...shared],
  },
};

const stampName = '.build-inputs.sha256';

/**
 * The hash of the files under `inputs` that git tracks or would track (untracked files not ignored count too), by
 * path and content; a tracked file deleted from the work tree counts as deleted. Undefined outside a git work tree:
 * then every build runs.
 */
export function hashInputs(root, inputs) {
  let listing;
  try {
    listing = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs], {
      cwd: root,
      encoding: 'buffer',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
  const files = [...new Set(listing.toString('utf8').split('\0').filter(Boolean))].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const absolute = path.join(root, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(absolute) ? readFileSync(absolute) : '(deleted)');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether `build`'s output is complete and was built from inputs with this hash. */
export function isUpToDate(root, build, hash) {
  if (hash === undefined || !existsSync(path.join(root, build.output, build.product))) return false;
  const stamp = path.join(root, build.output, stampName);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

export function recordInputs(root, build, hash) {
  writeFileSync(path.join(root, build.output, stampName), `${hash}\n`);
}

export function forgetInputs(root, build) {
  rmSync(path.join(root, build.output, stampName), { force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '../..');
  const [command, name, hash] = process.argv.slice(2);
  const build = builds[name];
  if (!build) throw new Error(`unknown build "${name}"; one of ${Object.keys(builds).join(', ')}`);
  if (command === 'check') {
    const current = hashInputs(root, build.inputs);
    process.stdout.write(`${current ?? 'none'}\n`);
    process.exitCode = isUpToDate(root, build, current) ? 0 : 1;
  } else if (command === 'record') {
    if (hash && hash !== 'none') recordInputs(root, build, hash);
  } else if (command === 'forget') {
    forgetInputs(root, build);
  } else {
    throw new Error(`usage: build-inputs.mjs check|record|forget NAME [HASH]`);
  }
}
