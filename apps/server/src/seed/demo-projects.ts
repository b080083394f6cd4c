import type { InvestStrategy as Strategy, InvestmentTerm as Term } from '@keystone/api';
import type { NewProject } from '../db/database.ts';
import { demoApprovedInvestor, demoCoInvestorAmelia, demoCoInvestorOliver } from './demo-users.ts';

export interface DemoInvestment {
  email: string;
  term: Term;
  strategy: Strategy;
  pounds: number;
}

export interface DemoProject {
  project: Omit<NewProject, 'created_by'>;
  investments: DemoInvestment[];
  /** The raised money went to the developer (ledger PAY_OUT from the project wallet). */
  releasedToDeveloper?: boolean;
  /** The developer repaid with profit and every investor was paid (project_payments SUCCEEDED). */
  paidOut?: { yearRatePercent: number };
}

const olivia = demoApprovedInvestor.user.email;
const oliver = demoCoInvestorOliver.user.email;
const amelia = demoCoInvestorAmelia.user.email;

/** 'YYYY-MM-DD', `months` away from `from` (negative for the past). */
export function calendarDate(from: Date, months: number, day = 1): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, day));
  return date.toISOString().slice(0, 10);
}

/** Realistic UK projects in the statuses the portal shows differently. Dates are relative to the seeding day. */
export function demoProjects(today: Date): DemoProject[] {
  const at = (months: number, day = 1) => calendarDate(today, months, day);
  return [
    {
      project: {
        title: 'Canal-side Apartments, Ancoats',
        subtitle: 'Twenty-four flats in a converted cotton mill',
        description:
          'Conversion of a Grade II listed cotton mill on the Rochdale Canal into 24 one- and two-bedroom apartments with a shared roof terrace, ten minutes on foot from Manchester Piccadilly.',
        status: 'DRAFT',
        project_type: 'RESIDENTIAL_BUILD',
        purpose: 'DEVELOPING',
        address: 'Redhill Street',
        city: 'Manchester',
        latitude: 53.4839,
        longitude: -2.2262,
        short_start_date: at(6),
        short_end_date: at(24),
        short_funding_target_pence: 180_000_000,
        short_funding_minimum_pence: 100_000,
        short_expected_profit_pence: 27_000_000,
        short_debt_secured_expected_rate: 9,
      },
      investments: [],
    },
    {
      project: {
        title: 'Victorian Terrace Refurbishment, Clifton',
        subtitle: 'Four town houses returned to family homes',
        description:
          'Purchase and full refurbishment of four Victorian terraced houses in Clifton, Bristol: new roofs, sash windows, kitchens and energy upgrades to EPC band C before resale.',
        status: 'COMING_SOON',
        project_type: 'REFURBISHMENT',
        purpose: 'PURCHASEA_AND_DEVELOP',
        address: 'Royal York Crescent',
        city: 'Bristol',
        latitude: 51.4531,
        longitude: -2.6207,
        short_start_date: at(3),
        short_end_date: at(15),
        short_funding_target_pence: 95_000_000,
        short_funding_minimum_pence: 50_000,
        short_expected_profit_pence: 11_400_000,
        short_debt_expected_rate: 10.5,
        short_debt_secured_expected_rate: 8.75,
      },
      investments: [],
    },
    {
      project: {
        title: 'Riverside Mews, Kingston upon Thames',
        subtitle: 'Eighteen mews houses by the Thames',
        description:
          'Ground-up development of 18 two- and three-bedroom mews houses on a former boatyard, with planning consent granted and a fixed-price build contract in place.',
        status: 'AVAILABLE_TO_PLEDGE',
        project_type: 'RESIDENTIAL_BUILD',
        purpose: 'DEVELOPING',
        address: 'Skerne Road',
        city: 'Kingston upon Thames',
        latitude: 51.4137,
        longitude: -0.3064,
        allow_long_term: true,
        short_start_date: at(2),
        short_end_date: at(14),
        short_funding_target_pence: 120_000_000,
        short_funding_minimum_pence: 100_000,
        short_expected_profit_pence: 10_800_000,
        short_debt_secured_expected_rate: 8.5,
        short_debt_expected_rate: 10,
        long_start_date: at(14),
        long_end_date: at(38),
        long_funding_target_pence: 60_000_000,
        long_funding_minimum_pence: 100_000,
        long_expected_profit_pence: 15_000_000,
        long_equity_expected_rate: 12.5,
        long_equity_profit_share: 40,
      },
      investments: [
        { email: olivia, term: 'SHORT', strategy: 'DEBT_SECURED', pounds: 5_000 },
        { email: oliver, term: 'SHORT', strategy: 'DEBT', pounds: 20_000 },
        { email: amelia, term: 'LONG', strategy: 'EQUITY', pounds: 15_000 },
      ],
    },
    {
      project: {
        title: 'Harbourside Offices, Leith',
        subtitle: 'Grade A offices on the Water of Leith',
        description:
          'A five-storey office building of 2,300 square metres with ground-floor retail at the Shore in Leith, pre-let in part to a fintech tenant on a ten-year lease.',
        status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
        project_type: 'COMMERCIAL_BUILD',
        purpose: 'DEVELOPING',
        address: 'The Shore',
        city: 'Edinburgh',
        latitude: 55.9766,
        longitude: -3.1716,
        short_start_date: at(-3),
        short_end_date: at(15),
        short_actual_start_date: at(-3, 8),
        short_funding_target_pence: 15_000_000,
        short_funding_minimum_pence: 100_000,
        short_expected_profit_pence: 1_650_000,
        short_debt_secured_expected_rate: 7.5,
        short_debt_expected_rate: 9.5,
      },
      investments: [
        { email: olivia, term: 'SHORT', strategy: 'DEBT_SECURED', pounds: 10_000 },
        { email: oliver, term: 'SHORT', strategy: 'DEBT_SECURED', pounds: 60_000 },
        { email: amelia, term: 'SHORT', strategy: 'DEBT', pounds: 80_000 },
      ],
      releasedToDeveloper: true,
    },
    {
      project: {
        title: 'Jewellery Quarter Lofts, Birmingham',
        subtitle: 'Warehouse loft conversion, sold out',
        description:
          'Conversion of a red-brick Victorian workshop in the Jewellery Quarter into nine loft apartments. All units sold; investors were repaid with interest on completion.',
        status: 'COMPLETE',
        project_type: 'REFURBISHMENT',
        purpose: 'PURCHASEA_AND_DEVELOP',
        address: 'Vyse Street',
        city: 'Birmingham',
        latitude: 52.4895,
        longitude: -1.9116,
        short_start_date: at(-16),
        short_end_date: at(-4),
        short_actual_start_date: at(-16, 3),
        short_actual_end_date: at(-4, 12),
        short_funding_target_pence: 9_000_000,
        short_funding_minimum_pence: 50_000,
        short_expected_profit_pence: 810_000,
        short_actual_profit_pence: 810_000,
        short_debt_expected_rate: 9,
      },
      investments: [
        { email: olivia, term: 'SHORT', strategy: 'DEBT', pounds: 15_000 },
        { email: oliver, term: 'SHORT', strategy: 'DEBT', pounds: 45_000 },
        { email: amelia, term: 'SHORT', strategy: 'DEBT', pounds: 30_000 },
      ],
      releasedToDeveloper: true,
      paidOut: { yearRatePercent: 9 },
    },
  ];
}
