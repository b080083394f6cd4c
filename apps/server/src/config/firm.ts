import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Who runs the platform, as the footer of every screen states it, and the texts of the pages it links to. */
export interface FirmConfig {
  name: string;
  companyNumber: string;
  registeredOffice: string;
  regulatorStatus: string;
  legalPages: LegalPages;
}

export interface LegalPages {
  terms: string;
  privacy: string;
  risk: string;
  complaints: string;
}

const legalPageNames = ['terms', 'privacy', 'risk', 'complaints'] as const;

// Demonstration values: the zeros say at a glance that a real installation sets its own.
const demoFirm = {
  name: 'Keystone Property Crowdfunding Ltd',
  companyNumber: '00000000',
  registeredOffice: '1 Example Street, London EC1A 1AA',
  regulatorStatus: 'Authorised and regulated by the Financial Conduct Authority (firm reference number 000000).',
};

/**
 * FIRM_NAME, FIRM_COMPANY_NUMBER, FIRM_REGISTERED_OFFICE and FIRM_REGULATOR_STATUS, each with a demonstration
 * default; the pages' texts are `terms.txt`, `privacy.txt`, `risk.txt` and `complaints.txt` in LEGAL_PAGES_DIR
 * (apps/server/legal-pages by default), read once at start-up so a missing file stops the server there.
 */
export function loadFirmConfig(env: NodeJS.ProcessEnv, repoRoot: string): FirmConfig {
  const pagesDir = path.resolve(repoRoot, env.LEGAL_PAGES_DIR || 'apps/server/legal-pages');
  const legalPages = Object.fromEntries(
    legalPageNames.map((name) => [name, readLegalPage(path.join(pagesDir, `${name}.txt`))]),
  ) as Record<(typeof legalPageNames)[number], string>;
  return {
    name: env.FIRM_NAME || demoFirm.name,
    companyNumber: env.FIRM_COMPANY_NUMBER || demoFirm.companyNumber,
    registeredOffice: env.FIRM_REGISTERED_OFFICE || demoFirm.registeredOffice,
    regulatorStatus: env.FIRM_REGULATOR_STATUS || demoFirm.regulatorStatus,
    legalPages,
  };
}

function readLegalPage(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`LEGAL_PAGES_DIR must hold ${path.basename(file)}; cannot read ${file}`);
  }
  if (text === '') throw new Error(`${file} is empty`);
  return text;
}
