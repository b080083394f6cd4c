import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetInputs, hashInputs, isUpToDate, recordInputs } from './build-inputs.mjs';

describe("npm start's build inputs", () => {
  let root;
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const inputs = ['app', 'pnpm-lock.yaml'];
  const build = { output: 'app/dist', product: 'index.html', inputs };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'keystone-build-inputs-'));
    execFileSync('git', ['init', '--quiet'], { cwd: root });
    write('.gitignore', 'dist/\n');
    write('app/main.ts', 'one');
    write('pnpm-lock.yaml', 'lock');
    write('elsewhere/readme.md', 'not an input');
    execFileSync('git', ['add', '.'], { cwd: root });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('hashes the same inputs the same, and ignores files outside them and ignored ones', () => {
    const before = hashInputs(root, inputs);
    write('elsewhere/readme.md', 'changed');
    write('app/dist/index.html', 'built');

    expect(before).toMatch(/^[0-9a-f]{64}$/);
    expect(hashInputs(root, inputs)).toBe(before);
  });

  it('changes with a tracked file, the lockfile, a new untracked file and a deleted one', () => {
    const seen = new Set([hashInputs(root, inputs)]);
    write('app/main.ts', 'two');
    seen.add(hashInputs(root, inputs));
    write('pnpm-lock.yaml', 'lock 2');
    seen.add(hashInputs(root, inputs));
    write('app/new.ts', 'new');
    seen.add(hashInputs(root, inputs));
    unlinkSync(path.join(root, 'app/main.ts'));
    seen.add(hashInputs(root, inputs));

    expect(seen.size).toBe(5);
  });

  it('is up to date only with the recorded hash and the output present', () => {
    const hash = hashInputs(root, inputs);
    write('app/dist/index.html', 'built');
    expect(isUpToDate(root, build, hash)).toBe(false);

    recordInputs(root, build, hash);
    expect(isUpToDate(root, build, hash)).toBe(true);
    expect(isUpToDate(root, build, hashInputs(root, ['app']))).toBe(false);

    unlinkSync(path.join(root, 'app/dist/index.html'));
    expect(isUpToDate(root, build, hash)).toBe(false);

    write('app/dist/index.html', 'built again');
    forgetInputs(root, build);
    expect(isUpToDate(root, build, hash)).toBe(false);
  });

  it('has no hash outside a git work tree, so the build always runs', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'keystone-no-git-'));
    try {
      expect(hashInputs(bare, inputs)).toBeUndefined();
      expect(isUpToDate(bare, build, undefined)).toBe(false);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
