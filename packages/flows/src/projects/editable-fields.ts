import type { ProjectInput, ProjectStatus } from '@keystone/api';
import { allowedStatusChanges } from './project-status.transitions.ts';

/** A field of the project form and of the `createProject` / `updateProject` body. */
export type ProjectField = keyof ProjectInput;

// Every field of ProjectInput, checked both ways by the compiler: a field added to the contract must be placed here.
const FIELD_SET: { readonly [field in ProjectField]-?: true } = {
  title: true,
  subtitle: true,
  description: true,
  status: true,
  projectType: true,
  purpose: true,
  address: true,
  city: true,
  latitude: true,
  longitude: true,
  images: true,
  documents: true,
  allowLongTerm: true,
  shortStartDate: true,
  shortEndDate: true,
  shortActualStartDate: true,
  shortActualEndDate: true,
  shortFundingTargetPence: true,
  shortFundingMinimumPence: true,
  shortExpectedProfitPence: true,
  shortActualProfitPence: true,
  shortDebtExpectedRate: true,
  shortDebtSecuredExpectedRate: true,
  shortEquityExpectedRate: true,
  shortEquityProfitShare: true,
  shortShariaExpectedRate: true,
  shortShariaProfitShare: true,
  longStartDate: true,
  longEndDate: true,
  longActualStartDate: true,
  longActualEndDate: true,
  longFundingTargetPence: true,
  longFundingMinimumPence: true,
  longExpectedProfitPence: true,
  longActualProfitPence: true,
  longDebtExpectedRate: true,
  longDebtSecuredExpectedRate: true,
  longEquityExpectedRate: true,
  longEquityProfitShare: true,
  longShariaExpectedRate: true,
  longShariaProfitShare: true,
};

export const PROJECT_FIELDS = Object.keys(FIELD_SET) as readonly ProjectField[];

const bothTerms = <Suffix extends string>(...suffixes: Suffix[]) =>
  suffixes.flatMap((suffix) => [`short${suffix}`, `long${suffix}`] as const);

/** Locked from COMING_SOON on: where the project is and what it is. */
const LOCATION_AND_TYPE: readonly ProjectField[] = ['projectType', 'address', 'city', 'latitude', 'longitude'];

/**
 * Locked from AVAILABLE_TO_PLEDGE on, in addition: the terms investors pledge on. 'Funding fields' are the targets,
 * minimums and profits; 'dates' are the planned and the actual ones; 'rates' the expected rates and profit shares.
 */
const PLEDGE_TERMS: readonly ProjectField[] = [
  'title',
  'purpose',
  'allowLongTerm',
  ...bothTerms('FundingTargetPence', 'FundingMinimumPence', 'ExpectedProfitPence', 'ActualProfitPence'),
  ...bothTerms('StartDate', 'EndDate', 'ActualStartDate', 'ActualEndDate'),
  ...bothTerms(
    'DebtExpectedRate',
    'DebtSecuredExpectedRate',
    'EquityExpectedRate',
    'EquityProfitShare',
    'ShariaExpectedRate',
    'ShariaProfitShare',
  ),
];

const MEDIA: readonly ProjectField[] = ['images', 'documents'];

function without(fields: readonly ProjectField[], locked: readonly ProjectField[]): ProjectField[] {
  return fields.filter((field) => !locked.includes(field));
}

/**
 * The fields an admin may change on a project in `status` (seed 001 §4, 'Editable fields by status'): the form
 * disables the others and the server refuses a change to them. `status` itself is editable while the status has
 * an admin-permitted change (`allowedStatusChanges`), so FULLY_FUNDED_DEVELOPMENT_BEGAN can still be cancelled.
 */
export function editableProjectFields(status: ProjectStatus): ReadonlySet<ProjectField> {
  const statusField: ProjectField[] = allowedStatusChanges(status).length > 0 ? ['status'] : [];
  switch (status) {
    case 'DRAFT':
      return new Set(PROJECT_FIELDS);
    case 'COMING_SOON':
      return new Set(without(PROJECT_FIELDS, LOCATION_AND_TYPE));
    case 'AVAILABLE_TO_PLEDGE':
    case 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN':
      return new Set(without(PROJECT_FIELDS, [...LOCATION_AND_TYPE, ...PLEDGE_TERMS]));
    default:
      return new Set([...MEDIA, ...statusField]);
  }
}

// Absent and null mean the same in the body: a nullable field left out is null.
function sameValue(a: unknown, b: unknown): boolean {
  if ((a ?? null) === null || (b ?? null) === null) return (a ?? null) === (b ?? null);
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/**
 * The fields an update would change although `status` locks them, for the server to refuse naming each one.
 * `current` is the project as stored (a `Project` has every field of the body).
 */
export function lockedFieldChanges(
  status: ProjectStatus,
  current: Partial<Record<ProjectField, unknown>>,
  next: Partial<Record<ProjectField, unknown>>,
): ProjectField[] {
  const editable = editableProjectFields(status);
  return PROJECT_FIELDS.filter((field) => !editable.has(field) && !sameValue(current[field], next[field]));
}
