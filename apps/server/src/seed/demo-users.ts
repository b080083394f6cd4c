import type { NewUser } from '../db/database.ts';

// Demo accounts. Passwords follow the seed's rule (6–40 letters and digits with a lower-case letter, an upper-case
// letter and a digit); `.example` addresses can never reach a real inbox.

export interface DemoUser {
  /** Printed next to the login. */
  label: string;
  password: string;
  /** Pounds paid into the e-wallet through the sandbox provider (ledger PAY_IN). */
  walletPayInPounds?: number;
  user: Omit<NewUser, 'password_hash'>;
}

const approvedKyc = {
  kyc_status: 'APPROVED',
  kyc_submitted_at: '2026-01-12T10:15:00Z',
  kyc_reviewed_at: '2026-01-13T09:02:00Z',
  competence_passed_at: '2026-01-12T10:11:00Z',
  person_type: 'INDIVIDUAL',
  id_document_type: 'PASSPORT',
  nationality: 'GB',
  country_of_residence: 'GB',
} as const;

export const demoAdmin: DemoUser = {
  label: 'Admin',
  password: 'Admin2026',
  user: { email: 'admin@keystone.example', role: 'ADMIN', full_name: 'Harriet Cole', first_name: 'Harriet', last_name: 'Cole' },
};

export const demoApprovedInvestor: DemoUser = {
  label: 'Investor, KYC approved, funded wallet',
  password: 'Investor2026',
  walletPayInPounds: 50_000,
  user: {
    ...approvedKyc,
    email: 'olivia.bennett@keystone.example',
    role: 'INVESTOR',
    title: 'MRS',
    first_name: 'Olivia',
    last_name: 'Bennett',
    full_name: 'Olivia Bennett',
    date_of_birth: '1985-06-14',
    address1: '14 Kensington Park Road',
    address2: 'Flat 3',
    city: 'London',
    postcode: 'W11 3BU',
    phone_number: '+447700900123',
    website: 'https://oliviabennett.example',
    investor_type: 'HIGH_NET_WORTH_INVESTOR',
    sort_code: '309634',
    account_number: '41726385',
    used_answer_attempts: 1,
  },
};

export const demoNewInvestor: DemoUser = {
  label: 'Investor, KYC not started',
  password: 'Investor2026',
  user: { email: 'james.walker@keystone.example', role: 'INVESTOR', full_name: 'James Walker' },
};

export const demoInactiveInvestor: DemoUser = {
  label: 'Investor, deactivated (NOT_ACTIVE)',
  password: 'Investor2026',
  user: {
    email: 'sophie.turner@keystone.example',
    role: 'INVESTOR',
    status: 'NOT_ACTIVE',
    full_name: 'Sophie Turner',
    first_name: 'Sophie',
    last_name: 'Turner',
  },
};

/** Two more approved investors whose pledges make the funded projects add up. */
export const demoCoInvestorOliver: DemoUser = {
    label: 'Co-investor, KYC approved',
    password: 'Investor2026',
    walletPayInPounds: 200_000,
    user: {
      ...approvedKyc,
      email: 'oliver.grant@keystone.example',
      role: 'INVESTOR',
      title: 'MR',
      first_name: 'Oliver',
      last_name: 'Grant',
      full_name: 'Oliver Grant',
      date_of_birth: '1972-11-02',
      address1: '8 Royal Crescent',
      city: 'Bath',
      postcode: 'BA1 2LR',
      phone_number: '+447700900456',
      investor_type: 'CERTIFIED_SOPHISTICATED_INVESTOR',
      sort_code: '401276',
      account_number: '63920174',
    },
};

export const demoCoInvestorAmelia: DemoUser = {
    label: 'Co-investor (company), KYC approved',
    password: 'Investor2026',
    walletPayInPounds: 200_000,
    user: {
      ...approvedKyc,
      person_type: 'PROFESSIONAL',
      email: 'amelia.price@keystone.example',
      role: 'INVESTOR',
      title: 'MS',
      first_name: 'Amelia',
      last_name: 'Price',
      full_name: 'Amelia Price',
      date_of_birth: '1979-04-21',
      address1: '27 Park Row',
      city: 'Leeds',
      postcode: 'LS1 5HD',
      phone_number: '+447700900789',
      investor_type: 'SELF_CERTIFIED_INVESTOR',
      company_name: 'Price Property Holdings Ltd',
      company_number: '09876543',
      legal_entity: 'BUSINESS',
      company_address1: '27 Park Row',
      company_city: 'Leeds',
      company_postcode: 'LS1 5HD',
      sort_code: '200415',
      account_number: '50817263',
    },
};

export const demoCoInvestors: DemoUser[] = [demoCoInvestorOliver, demoCoInvestorAmelia];

export const demoUsers: DemoUser[] = [demoAdmin, demoApprovedInvestor, demoNewInvestor, demoInactiveInvestor, ...demoCoInvestors];
