import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The package as another app gets it (README.md): built, packed with `pnpm pack`, installed from the tarball into an
// app of its own outside the workspace, and used from there by plain Node and by TypeScript.

const run = promisify(execFile);
const packageDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(packageDir, '../..');
// The pnpm that scripts/lib/common.sh installs when the machine has none of the pinned version.
const toolsPnpm = path.join(rootDir, '.tools/node_modules/.bin/pnpm');
const pnpm = existsSync(toolsPnpm) ? toolsPnpm : 'pnpm';
const tsc = path.join(rootDir, 'node_modules/typescript/bin/tsc');

/** `x.test.ts` and the tests' helpers (`x.test-fixtures.ts`, `x.test-actor.ts`, `x.test-paths.ts`), or a chunk of one. */
const TEST_MODULE = /\.test[.-]|test-(fixtures?|actor|paths)/;
/**
 * What a built module imports: `from "x"`, `import("x")`, `import "x"`. A specifier has no white space, so words
 * that end in 'from' before a string's quote (the standing authority's 'Paid from') are not taken for one.
 */
const SPECIFIER = /\b(?:from|import)\s*\(?\s*["']([^"'\s]+)["']/g;

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports: Record<string, string | { types: string; default: string }>;
}

/** The first ```<language> block after `heading` in a Markdown text. */
function codeBlock(markdown: string, heading: string, language: string): string {
  const section = markdown.slice(markdown.indexOf(`\n${heading}\n`));
  const block = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(section);
  if (block?.[1] === undefined) throw new Error(`README.md: no \`\`\`${language} block under ${heading}`);
  return block[1];
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

let workDir: string;
let appDir: string;
let installedDir: string;
let readme: string;

// The build is mostly its declarations: TypeScript over the whole of src, some 15 s of CPU on an idle machine. The
// limits leave room for a machine that runs other suites beside this one.
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'keystone-flows-pack-'));
  appDir = path.join(workDir, 'app');
  await run(pnpm, ['run', 'build'], { cwd: packageDir });
  await run(pnpm, ['pack', '--pack-destination', workDir], { cwd: packageDir });
  const tarball = (await readdir(workDir)).find((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error(`pnpm pack wrote no tarball into ${workDir}`);
  await mkdir(appDir);
  await writeFile(path.join(appDir, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  // xstate comes from the store the workspace installed it into; the registry only when the store lacks it.
  await run(pnpm, ['add', path.join(workDir, tarball), 'xstate@5.33.3', '--prefer-offline'], {
    cwd: appDir,
  });
  installedDir = path.join(appDir, 'node_modules/@keystone/flows');
  readme = await readFile(path.join(packageDir, 'README.md'), 'utf8');
}, 600_000);

afterAll(async () => {
  if (workDir !== undefined) await rm(workDir, { recursive: true, force: true });
});

describe('@keystone/flows packed for another app', { timeout: 120_000 }, () => {
  it("runs the README's example and prints what the README says it prints", async () => {
    await writeFile(path.join(appDir, 'example.mjs'), codeBlock(readme, '## Example', 'js'));

    const { stdout } = await run(process.execPath, ['example.mjs'], { cwd: appDir });

    expect(stdout).toBe(codeBlock(readme, 'It prints:', 'text'));
    expect(stdout).toContain('£500.00 Custom Amount shall be more than the Pledge Minimum\n');
    expect(stdout).toMatch(/^£2,500\.00 valid\n£500\.00 .*\nstate: "source"\n/);
    expect(stdout).toMatch(/state: "success"\noutcome: pledged £2,500\.00\n$/);
  });

  it('resolves each entry point of the workspace with its code and its types', async () => {
    const workspace = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as Manifest;
    const packed = JSON.parse(await readFile(path.join(installedDir, 'package.json'), 'utf8')) as Manifest;
    const subpaths = Object.keys(workspace.exports);

    expect(Object.keys(packed.exports)).toEqual(subpaths);
    for (const target of Object.values(packed.exports)) {
      expect(typeof target).toBe('object');
      if (typeof target === 'string') continue;
      expect(existsSync(path.join(installedDir, target.types)), target.types).toBe(true);
      expect(existsSync(path.join(installedDir, target.default)), target.default).toBe(true);
    }
    const specifiers = subpaths.map((subpath) => `@keystone/flows${subpath.slice(1)}`);
    const script = `for (const s of ${JSON.stringify(specifiers)}) console.log(s, Object.keys(await import(s)).length);`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: appDir });
    for (const specifier of specifiers) expect(stdout).toMatch(new RegExp(`^${specifier} [1-9]\\d*$`, 'm'));
  });

  it('type-checks a TypeScript app against the declarations of every entry point, which type the events', async () => {
    const workspace = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as Manifest;
    // Under strict, an entry point without declarations is an error (an implicit any module).
    const everyEntry = Object.keys(workspace.exports).map(
      (subpath, index) => `import type * as entry${index} from '@keystone/flows${subpath.slice(1)}';`,
    );
    await writeFile(
      path.join(appDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: true },
        files: ['consumer.ts'],
      }),
    );
    await writeFile(
      path.join(appDir, 'consumer.ts'),
      [
        ...everyEntry,
        "import { createActor } from 'xstate';",
        "import { formatMoney } from '@keystone/flows/format';",
        "import { pledgeLimitsOf, pledgeMachine, type PledgeEvent, type PledgeInput } from '@keystone/flows/pledge';",
        "const input: PledgeInput = { project: {} as PledgeInput['project'], eWalletBalancePence: 0,",
        '  limits: pledgeLimitsOf({ targetPence: 100, fundedPence: 0, minimumPence: 10 }, null) };',
        "const event: PledgeEvent = { type: 'SELECT_SOURCE', source: 'E_WALLET' };",
        'createActor(pledgeMachine, { input }).send(event);',
        'export const shown: string = formatMoney(input.limits.shortMaximumPence);',
        // Were the declarations missing or `any`, this directive would be unused, which tsc reports.
        '// @ts-expect-error an event the pledge machine does not know',
        "createActor(pledgeMachine, { input }).send({ type: 'FLY' });",
      ].join('\n'),
    );

    await expect(run(process.execPath, [tsc, '-p', appDir])).resolves.toBeDefined();
  });

  it('carries its built code and README only: no test module, no React, no fetch, xstate its one dependency', async () => {
    const packed = JSON.parse(await readFile(path.join(installedDir, 'package.json'), 'utf8')) as Manifest;
    const files = await filesUnder(installedDir);
    const built = files.filter((file) => file.startsWith('dist/'));

    expect(packed.dependencies).toEqual({ xstate: '5.33.3' });
    expect(packed.peerDependencies).toBeUndefined();
    expect(files.filter((file) => !file.startsWith('dist/')).sort()).toEqual(['README.md', 'package.json']);
    expect(built.filter((file) => !/\.(js|d\.ts)$/.test(file) || TEST_MODULE.test(file))).toEqual([]);
    const imported = new Set<string>();
    for (const file of built) {
      const code = await readFile(path.join(installedDir, file), 'utf8');
      expect(code, file).not.toMatch(/\bfetch\s*\(/);
      expect(code, file).not.toMatch(TEST_MODULE);
      for (const [, specifier = ''] of code.matchAll(SPECIFIER))
        if (!specifier.startsWith('./')) imported.add(specifier);
    }
    // Neither react nor the contract's client (openapi-fetch, @keystone/api): the contract's parts flows uses are inlined.
    expect([...imported]).toEqual(['xstate']);
  });
});
