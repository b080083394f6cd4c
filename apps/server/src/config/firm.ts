import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Who runs the platform, as the footer of every screen states it, and the texts of the pages it links to. */
export interface FirmConfig {
  /**
   * Whether any of the details below is a demonstration value (FIRM_* unset): the portal then marks the firm's and
   * the bank's details as a demo. Production allows it only with DEMO_MODE=true.
   */
  demo: boolean;
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

type FirmSetting = 'name' | 'companyNumber' | 'registeredOffice' | 'regulatorStatus';
const firmVariables: Record<FirmSetting, string> = {
  name: 'FIRM_NAME',
  companyNumber: 'FIRM_COMPANY_NUMBER',
  registeredOffice: 'FIRM_REGISTERED_OFFICE',
  regulatorStatus: 'FIRM_REGULATOR_STATUS',
};

// Demonstration values: the zeros say at a glance that a real installation sets its own.
const demoFirm: Record<FirmSetting, string> = {
  name: 'Keystone Property Crowdfunding Ltd',
  companyNumber: '00000000',
  registeredOffice: '1 Example Street, London EC1A 1AA',
  regulatorStatus: 'Authorised and regulated by the Financial Conduct Authority (firm reference number 000000).',
};

/**
 * FIRM_NAME, FIRM_COMPANY_NUMBER, FIRM_REGISTERED_OFFICE and FIRM_REGULATOR_STATUS, each with a demonstration
 * default outside production; in production every one is required unless DEMO_MODE=true (a public demonstration),
 * so that no real investor reads company number 00000000. The pages' texts are `terms.txt`, `privacy.txt`,
 * `risk.txt` and `complaints.txt` in LEGAL_PAGES_DIR (apps/server/legal-pages by default), read once at start-up so a
 * missing file stops the server there. A page writes `{supportEmail}` where it gives the support address: `GET /settings`
 * fills it in from SUPPORT_EMAIL.
 */
export function loadFirmConfig(env: NodeJS.ProcessEnv, repoRoot: string, production = false): FirmConfig {
  const settings = Object.keys(firmVariables) as FirmSetting[];
  const missing = settings.filter((setting) => !env[firmVariables[setting]]);
  if (production && missing.length > 0 && env.DEMO_MODE !== 'true') {
    const names = missing.map((setting) => firmVariables[setting]);
    throw new Error(
      `The firm's real details are not configured: set ${listed(names)} before starting in production ` +
        `(or DEMO_MODE=true for a demonstration).`,
    );
  }
  const pagesDir = path.resolve(repoRoot, env.LEGAL_PAGES_DIR || 'apps/server/legal-pages');
  const legalPages = Object.fromEntries(
    legalPageNames.map((name) => [name, readLegalPage(path.join(pagesDir, `${name}.txt`))]),
  ) as Record<(typeof legalPageNames)[number], string>;
  const details = Object.fromEntries(
    settings.map((setting) => [setting, env[firmVariables[setting]] || demoFirm[setting]]),
  ) as Record<FirmSetting, string>;
  return { demo: missing.length > 0, ...details, legalPages };
}

function listed(names: string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
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
