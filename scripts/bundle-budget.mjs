// Bundle budget: the gzipped JS a browser downloads to render each route, against a bare React 19 page built by the
// same Vite. Run after `pnpm --filter @keystone/portal build`; exits 1 when a route is over its budget.
//   node scripts/bundle-budget.mjs              measure and check
//   node scripts/bundle-budget.mjs --rebaseline  after a deliberate change: byte budgets := measured + 5%
//   node scripts/bundle-budget.mjs --modules /login  also what that route's JS is made of (from the sourcemaps)
// budgets.json gives each route the lazy chunks (manifest keys) it renders with and its budget: `maxBytes`, or
// `maxRatio` to bare React; `goalRatio` is only reported; `mustNotInclude` names packages kept out of it.
// A route's JS is the entry chunk, the route's lazy chunks and every chunk they import statically, read from the
// build's manifest; what loads later (a dialog opened on click) is another dynamic import and is not counted.
// It also fails when a package's development build is bundled (scripts/bundle-budget/development-builds.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { developmentBuildsIn } from './bundle-budget/development-builds.mjs';
import { modulesOf } from './bundle-budget/modules.mjs';

const root = path.resolve(import.meta.dirname, '..');
const portalDist = path.join(root, 'apps/portal/dist');
const budgetsFile = path.join(import.meta.dirname, 'bundle-budget/budgets.json');
const bareReactRoot = path.join(import.meta.dirname, 'bundle-budget/bare-react');
const HEADROOM = 1.05;
const optionValue = (name) => process.argv[process.argv.indexOf(name) + 1];
const explainedRoute = process.argv.includes('--modules') ? optionValue('--modules') : undefined;

const gzipBytes = (code) => gzipSync(code, { level: 9 }).length;

/** The bare page is built in memory with Vite's defaults, as the portal's build would build it. */
async function measureBareReact() {
  const result = await build({ root: bareReactRoot, configFile: false, logLevel: 'warn', build: { write: false } });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  return outputs.filter((o) => o.type === 'chunk').reduce((sum, chunk) => sum + gzipBytes(chunk.code), 0);
}

function readManifest() {
  const file = path.join(portalDist, '.vite/manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${path.relative(root, file)} is missing: run \`pnpm --filter @keystone/portal build\` first`);
  }
}

/** The JS files a manifest entry brings with it: its own chunk and, transitively, its static imports. */
function staticClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the portal build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

const manifest = readManifest();
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
const bareReact = await measureBareReact();
const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length !== 1) throw new Error(`expected one entry in the manifest, found ${entryKeys.length}`);
const entryFiles = new Set(staticClosure(manifest, entryKeys));

const failures = [];
const notes = [];
const explained = [];
const fileBytes = new Map();
const bytesOf = (file) => {
  if (!fileBytes.has(file)) fileBytes.set(file, gzipBytes(readFileSync(path.join(portalDist, file))));
  return fileBytes.get(file);
};

// Every screen the entry loads lazily must be some route's, so that a new screen cannot arrive without a budget;
// `loadedOnDemand` lists what the entry fetches only when it is used (the error modal's dialog).
const budgeted = new Set([
  ...budgets.loadedOnDemand,
  ...Object.values(budgets.routes).flatMap((route) => route.chunks),
]);
for (const key of manifest[entryKeys[0]].dynamicImports ?? []) {
  if (!budgeted.has(key)) failures.push(`${key} is loaded lazily by the entry but budgets.json does not list it`);
}

for (const source of developmentBuildsIn(portalDist)) failures.push(`a development build is bundled: ${source}`);

const rows = [];
for (const [route, budget] of Object.entries(budgets.routes)) {
  for (const key of budget.chunks) {
    const chunk = manifest[key];
    if (!chunk?.isDynamicEntry || entryFiles.has(chunk.file)) failures.push(`${route}: ${key} is not a lazy chunk`);
  }
  const files = staticClosure(manifest, [...entryKeys, ...budget.chunks]);
  const bytes = files.reduce((sum, file) => sum + bytesOf(file), 0);
  if (process.argv.includes('--rebaseline') && !budget.maxRatio) budget.maxBytes = Math.ceil(bytes * HEADROOM);
  const limit = budget.maxRatio ? Math.floor(budget.maxRatio * bareReact) : budget.maxBytes;
  if (bytes > limit) {
    failures.push(`${route}: ${bytes} B gzipped is over its budget of ${limit} B`);
    for (const { owner, bytes: ownBytes } of modulesOf(portalDist, files, bytesOf).slice(0, 10)) {
      failures.push(`    ${String(ownBytes).padStart(7)} B  ${owner}`);
    }
  }
  rows.push({ route, bytes, ratio: bytes / bareReact, limit, chunks: files.length });
  if (route === explainedRoute) explained.push(...modulesOf(portalDist, files, bytesOf));
  if (budget.mustNotInclude) {
    const owners = new Set(modulesOf(portalDist, files, bytesOf).map(({ owner }) => owner));
    for (const banned of budget.mustNotInclude.filter((name) => owners.has(name))) {
      failures.push(`${route}: ${banned} must not be in its first load`);
    }
  }
  if (budget.goalRatio && bytes > budget.goalRatio * bareReact) {
    notes.push(`${route} is ${(bytes / bareReact).toFixed(2)}× bare React; the goal is ${budget.goalRatio}×`);
  }
}

const pad = (value, width) => String(value).padStart(width);
console.log(`bare React 19 page (same Vite): ${bareReact} B gzipped`);
console.log(`${'route'.padEnd(28)}${pad('gzip B', 9)}${pad('× bare', 8)}${pad('budget B', 10)}${pad('chunks', 8)}`);
for (const { route, bytes, ratio, limit, chunks } of rows) {
  console.log(`${route.padEnd(28)}${pad(bytes, 9)}${pad(ratio.toFixed(2), 8)}${pad(limit, 10)}${pad(chunks, 8)}`);
}

if (explainedRoute) {
  if (explained.length === 0) throw new Error(`--modules: no route ${explainedRoute} in budgets.json`);
  console.log(`\n${explainedRoute}, estimated gzipped bytes by package or folder:`);
  for (const { owner, bytes } of explained.slice(0, 25)) console.log(`${String(bytes).padStart(9)}  ${owner}`);
}
if (notes.length > 0) console.log(`\nnot yet at goal:\n${notes.join('\n')}`);
if (process.argv.includes('--rebaseline')) {
  // Written as the formatter would, so that the format check stays green after a rebaseline.
  const prettier = await import('prettier');
  const options = { ...(await prettier.resolveConfig(budgetsFile)), filepath: budgetsFile };
  writeFileSync(budgetsFile, await prettier.format(JSON.stringify(budgets), options));
  console.log(
    `byte budgets rewritten to measured + ${Math.round((HEADROOM - 1) * 100)}% in ${path.relative(root, budgetsFile)}`,
  );
}
if (failures.length > 0) {
  console.error(`\nbundle budget check failed:\n${failures.join('\n')}`);
  process.exit(1);
}
