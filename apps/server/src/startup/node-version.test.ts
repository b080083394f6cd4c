import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtForNodeMajor, nodeMajor, olderNodeProblem } from './node-version.ts';

describe('the Node the server runs on', () => {
  it('is built for the major of .node-version, the one the scripts install', () => {
    const pinned = readFileSync(new URL('../../../../.node-version', import.meta.url), 'utf8').trim();
    expect(builtForNodeMajor()).toBe(nodeMajor(pinned));
    expect(builtForNodeMajor()).toBeGreaterThanOrEqual(24);
  });

  it("is the major package.json's engines asks for (pnpm refuses an older Node: engineStrict)", () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe(`>=${builtForNodeMajor()}`);
  });

  it('refuses an older Node in one sentence that names both versions', () => {
    expect(olderNodeProblem('20.20.2', 24)).toBe(
      'it was built for Node 24 or newer and this is Node 20.20.2; run it with Node 24 (npm start installs it into .tools/).',
    );
    expect(olderNodeProblem('v23.11.1', 24)).toMatch(/^it was built for Node 24 or newer and this is Node 23\.11\.1;/);
  });

  it('accepts the same major, a newer release of it, and a newer major', () => {
    expect(olderNodeProblem('24.0.0', 24)).toBeUndefined();
    expect(olderNodeProblem('24.22.3', 24)).toBeUndefined();
    expect(olderNodeProblem('26.1.0', 24)).toBeUndefined();
  });

  it('runs this test on a Node the server accepts', () => {
    expect(olderNodeProblem(process.versions.node, builtForNodeMajor())).toBeUndefined();
  });
});
