import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from './config.ts';
import { loadFirmConfig } from './firm.ts';

describe('loadFirmConfig', () => {
  const repoRoot = findRepoRoot();
  let pagesDir: string;

  beforeAll(async () => {
    pagesDir = await mkdtemp(path.join(tmpdir(), 'keystone-legal-pages-'));
    for (const name of ['terms', 'privacy', 'risk', 'complaints']) {
      await writeFile(path.join(pagesDir, `${name}.txt`), `\nOur ${name}.\n\nSecond paragraph.\n`);
    }
  });
  afterAll(() => rm(pagesDir, { recursive: true, force: true }));

  it('takes the details from FIRM_* and the texts from LEGAL_PAGES_DIR, trimmed', () => {
    const firm = loadFirmConfig(
      {
        FIRM_NAME: 'Example Crowd Ltd',
        FIRM_COMPANY_NUMBER: '12345678',
        FIRM_REGISTERED_OFFICE: '2 Test Lane, Leeds',
        FIRM_REGULATOR_STATUS: 'Regulated.',
        LEGAL_PAGES_DIR: pagesDir,
      },
      repoRoot,
    );

    expect(firm).toEqual({
      name: 'Example Crowd Ltd',
      companyNumber: '12345678',
      registeredOffice: '2 Test Lane, Leeds',
      regulatorStatus: 'Regulated.',
      legalPages: {
        terms: 'Our terms.\n\nSecond paragraph.',
        privacy: 'Our privacy.\n\nSecond paragraph.',
        risk: 'Our risk.\n\nSecond paragraph.',
        complaints: 'Our complaints.\n\nSecond paragraph.',
      },
    });
  });

  it('falls back to demonstration details and the pages kept with the server', () => {
    const firm = loadFirmConfig({}, repoRoot);

    expect(firm.name).toBe('Keystone Property Crowdfunding Ltd');
    expect(firm.companyNumber).toBe('00000000');
    // The risk page carries the seed's risk statement in full.
    expect(firm.legalPages.risk).toContain('Your capital is at risk.');
    expect(firm.legalPages.risk).toContain('Past performance is not a reliable indicator of future results.');
    expect(firm.legalPages.risk).toContain('not protected by the Financial Services Compensation Scheme (FSCS)');
  });

  it('refuses to start without one of the pages', async () => {
    const incomplete = path.join(pagesDir, 'incomplete');
    await mkdir(incomplete);
    await writeFile(path.join(incomplete, 'terms.txt'), 'Terms.');

    expect(() => loadFirmConfig({ LEGAL_PAGES_DIR: incomplete }, repoRoot)).toThrow(/must hold privacy\.txt/);
  });
});
