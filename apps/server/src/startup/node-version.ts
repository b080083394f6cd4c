import { readFileSync } from 'node:fs';

// The Node the server is built for is the major of the repository's .node-version, the one source of the version
// (scripts/lib/common.sh installs it; package.json's engines asks for it). The bundle has it written in by
// scripts/bundle-server.ts, which also targets that major; run from source, the file is read.
declare const __KEYSTONE_NODE_MAJOR__: number | undefined;

/** The major of a Node version string: `24.22.3` or `v24.22.3` → 24. */
export function nodeMajor(version: string): number {
  return Number.parseInt(version.replace(/^v/, ''), 10);
}

/** The major of .node-version at the repository's root (`root` is a URL of a folder, ending in /). */
export function pinnedNodeMajor(root: URL): number {
  return nodeMajor(readFileSync(new URL('.node-version', root), 'utf8').trim());
}

export function builtForNodeMajor(): number {
  return typeof __KEYSTONE_NODE_MAJOR__ === 'number'
    ? __KEYSTONE_NODE_MAJOR__
    : pinnedNodeMajor(new URL('../../../../', import.meta.url));
}

/** The sentence the server stops with when it runs on a Node older than the one it was built for, else undefined. */
export function olderNodeProblem(running: string, builtFor: number): string | undefined {
  if (nodeMajor(running) >= builtFor) return undefined;
  return `it was built for Node ${builtFor} or newer and this is Node ${running.replace(/^v/, '')}; run it with Node ${builtFor} (npm start installs it into .tools/).`;
}
