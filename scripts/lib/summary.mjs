// The closing summary of scripts/test.sh: how long each part took, each Vitest project's share, a warning when the
// server tests could not reach PostgreSQL, the parts and tests that failed, and last the one line CI reads
// (`N passed, N failed, N skipped`).
//   node scripts/lib/summary.mjs --parts .tmp/parts.tsv .tmp/vitest.json .tmp/e2e.json
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const partsFile = args[0] === '--parts' ? args[1] : undefined;
const reportFiles = partsFile ? args.slice(2) : args;
const missing = reportFiles.filter((file) => !existsSync(file));
const reports = reportFiles.filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, 'utf8')));

const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const pad = (text, width) => String(text).padEnd(width);

/** parts.tsv: one line a part, `name<TAB>start s<TAB>end s` from the start of the run (parts may overlap). */
function printParts() {
  if (!partsFile || !existsSync(partsFile)) return;
  const parts = readFileSync(partsFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'))
    .map(([name, start, end, status]) => ({ name, start: Number(start), end: Number(end), status: Number(status) }));
  const width = Math.max(...parts.map((part) => part.name.length));
  console.log('\nTime per part (start → end, seconds from the start of the run):');
  for (const { name, start, end } of parts)
    console.log(`  ${pad(name, width)}  ${pad(`${end - start} s`, 6)} (${start} → ${end})`);
  return parts.filter((part) => part.status !== 0);
}

/** Each failed test (or a file that failed before its tests ran) with the first line of why. */
function printFailures(failedParts, files) {
  for (const part of failedParts) console.log(`FAILED part: ${part.name} (exit ${part.status})`);
  const firstLine = (text) =>
    String(text ?? '')
      .split('\n')[0]
      .slice(0, 300);
  for (const file of files) {
    const name = path.relative(root, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests)
      console.log(`FAILED test: ${name} › ${test.fullName}\n  ${firstLine(test.failureMessages[0])}`);
    if (file.status === 'failed' && failedTests.length === 0)
      console.log(`FAILED file: ${name}\n  ${firstLine(file.message)}`);
  }
}

/** The project a test file belongs to, by its path (as vitest.config.ts lists them). */
function projectOf(file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('e2e/')) return 'e2e';
  if (/\.stories\.[jt]sx?$/.test(relative)) return 'storybook';
  return relative.split(path.sep)[1]; // packages/api → api, apps/server → server
}

/**
 * Per project: its files' durations added up (time in a worker, where files run side by side) and the wall-clock
 * span from its first file's start to its last file's end; then the slowest files.
 */
function printProjects(files) {
  if (files.length === 0) return;
  const projects = new Map();
  for (const file of files) {
    const project = projects.get(file.project) ?? { files: 0, busy: 0, start: Infinity, end: 0 };
    project.files += 1;
    project.busy += file.duration;
    project.start = Math.min(project.start, file.startTime);
    project.end = Math.max(project.end, file.endTime);
    projects.set(file.project, project);
  }
  const width = Math.max(...[...projects.keys()].map((name) => name.length));
  console.log('\nTest projects (files · their durations added up · first start to last end):');
  for (const [name, project] of [...projects].sort(([, a], [, b]) => b.busy - a.busy))
    console.log(
      `  ${pad(name, width)}  ${pad(`${project.files} files`, 10)} ${pad(seconds(project.busy), 7)}` +
        ` ${seconds(project.end - project.start)}`,
    );
  console.log('Slowest test files:');
  for (const file of [...files].sort((a, b) => b.duration - a.duration).slice(0, 8))
    console.log(`  ${pad(seconds(file.duration), 6)} ${path.relative(root, file.name)}`);
}

/**
 * Without TEST_DATABASE_URL the server tests run on PGlite alone (`testEngines` in
 * apps/server/src/testing/test-database.ts): the files written for both engines lose their PostgreSQL half.
 */
function warnWithoutPostgres(files) {
  if (process.env.TEST_DATABASE_URL) return;
  const bothEngines = files.filter(
    (file) => file.project === 'server' && readFileSync(file.name, 'utf8').includes('testEngines'),
  );
  if (bothEngines.length > 0)
    console.log(
      `\nWARNING: PostgreSQL not reachable: ${bothEngines.length} server test files ran on PGlite only` +
        ' (start one on 127.0.0.1:5432, or set TEST_DATABASE_URL)',
    );
}

const files = reports
  .flatMap((report) => report.testResults)
  .map((file) => ({ ...file, project: projectOf(file.name), duration: file.endTime - file.startTime }));
const failedParts = printParts() ?? [];
printProjects(files);
warnWithoutPostgres(files);
printFailures(failedParts, files);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const report of reports) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
for (const file of missing) console.log(`\nno report at ${file}: that run did not finish`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && passed > 0 && missing.length === 0 ? 0 : 1);
