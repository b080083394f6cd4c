// No import cycles between folders: dependency-cruiser finds module cycles, this finds folder ones on its graph.
// A folder is a file's directory; an import from a folder into one of its own sub-folders and back is a cycle too.
// Production code only: tests, stories and test harnesses sit on top of everything and close no loop of the design;
// a package's index.ts only re-exports its folders, so it is not an import of theirs either.
import { execFileSync } from 'node:child_process';

const roots = process.argv.slice(2);
const json = execFileSync('depcruise', [...roots, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const folderOf = (file) => file.slice(0, file.lastIndexOf('/'));
const isOurs = (file) =>
  /^(packages|apps)\//.test(file) && !/node_modules\/|\/testing\/|\.(test|stories)\.tsx?$/.test(file);
const isBarrel = (file) => /\/index\.tsx?$/.test(file);

const edges = new Map();
for (const module of JSON.parse(json).modules) {
  if (!isOurs(module.source) || isBarrel(module.source)) continue;
  const from = folderOf(module.source);
  for (const dependency of module.dependencies) {
    if (!isOurs(dependency.resolved)) continue;
    const to = folderOf(dependency.resolved);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

// Tarjan's strongly connected components: any component of more than one folder is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function visit(folder) {
  const entry = { index, low: index, onStack: true };
  index += 1;
  state.set(folder, entry);
  stack.push(folder);
  for (const next of edges.get(folder) ?? []) {
    const seen = state.get(next);
    if (!seen) {
      visit(next);
      entry.low = Math.min(entry.low, state.get(next).low);
    } else if (seen.onStack) {
      entry.low = Math.min(entry.low, seen.index);
    }
  }
  if (entry.low === entry.index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const folder of edges.keys()) if (!state.has(folder)) visit(folder);

if (cycles.length === 0) {
  console.log(`✔ no import cycles between ${edges.size} folders`);
} else {
  for (const cycle of cycles) {
    console.error(`✖ folders importing each other: ${cycle.join(' ⇄ ')}`);
    for (const from of cycle) {
      const inCycle = [...(edges.get(from) ?? [])].filter((to) => cycle.includes(to));
      console.error(`    ${from} → ${inCycle.join(', ')}`);
    }
  }
  process.exit(1);
}
