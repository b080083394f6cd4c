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
      demo: false,
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

    expect(firm.demo).toBe(true);
    expect(firm.name).toBe('Keystone Property Crowdfunding Ltd');
    expect(firm.companyNumber).toBe('00000000');
    // The risk page carries the seed's risk statement in full.
    expect(firm.legalPages.risk).toContain('Your capital is at risk.');
    expect(firm.legalPages.risk).toContain('Past performance is not a reliable indicator of future results.');
    expect(firm.legalPages.risk).toContain('not protected by the Financial Services Compensation Scheme (FSCS)');
    // Issue 32: where a page sends the reader to support, it gives the address (filled in by GET /settings) and the
    // Financial Ombudsman Service's full web address, which the portal makes a link.
    for (const page of [firm.legalPages.complaints, firm.legalPages.privacy]) {
      expect(page).not.toContain('our support address');
      expect(page).toContain('{supportEmail}');
    }
    expect(firm.legalPages.complaints).toContain('https://www.financial-ombudsman.org.uk/');
  });

  it('is still a demonstration while one detail is the default', () => {
    const firm = loadFirmConfig({ FIRM_NAME: 'Example Crowd Ltd' }, repoRoot);

    expect(firm).toMatchObject({ demo: true, name: 'Example Crowd Ltd', companyNumber: '00000000' });
  });

  it("refuses to start in production until the firm's real details are configured, naming the missing ones", () => {
    expect(() => loadFirmConfig({}, repoRoot, true)).toThrow(
      "The firm's real details are not configured: set FIRM_NAME, FIRM_COMPANY_NUMBER, FIRM_REGISTERED_OFFICE and " +
        'FIRM_REGULATOR_STATUS before starting in production (or DEMO_MODE=true for a demonstration).',
    );
    expect(() =>
      loadFirmConfig(
        { FIRM_NAME: 'Example Crowd Ltd', FIRM_REGISTERED_OFFICE: '2 Test Lane, Leeds', FIRM_REGULATOR_STATUS: 'R.' },
        repoRoot,
        true,
      ),
    ).toThrow("The firm's real details are not configured: set FIRM_COMPANY_NUMBER before starting in production");
  });

  it('starts in production with every detail set, or as a declared demonstration', () => {
    const real = {
      FIRM_NAME: 'Example Crowd Ltd',
      FIRM_COMPANY_NUMBER: '12345678',
      FIRM_REGISTERED_OFFICE: '2 Test Lane, Leeds',
      FIRM_REGULATOR_STATUS: 'Regulated.',
    };

    expect(loadFirmConfig(real, repoRoot, true).demo).toBe(false);
    expect(loadFirmConfig({ DEMO_MODE: 'true' }, repoRoot, true)).toMatchObject({
      demo: true,
      companyNumber: '00000000',
    });
  });

  it('refuses to start without one of the pages', async () => {
    const incomplete = path.join(pagesDir, 'incomplete');
    await mkdir(incomplete);
    await writeFile(path.join(incomplete, 'terms.txt'), 'Terms.');

    expect(() => loadFirmConfig({ LEGAL_PAGES_DIR: incomplete }, repoRoot)).toThrow(/must hold privacy\.txt/);
  });
});
