import type {
  InvestStrategy,
  Project,
  ProjectActivity,
  ProjectDocumentInput,
  ProjectImageInput,
  ProjectStatus,
  ProjectType,
} from '@keystone/api';
import { parsePounds } from '@keystone/flows/rules';
import { predefinedDocumentInputs, projectFormValuesFrom, type ProjectFormValues } from '@keystone/flows/projects';

const MONEY_SUFFIXES = ['FundingTargetPence', 'FundingMinimumPence', 'ExpectedProfitPence'] as const;
const RATE_SUFFIXES = [
  'DebtSecuredExpectedRate',
  'DebtExpectedRate',
  'EquityExpectedRate',
  'EquityProfitShare',
  'ShariaExpectedRate',
  'ShariaProfitShare',
] as const;
const DATE_SUFFIXES = ['StartDate', 'EndDate'] as const;
const TEXT_FIELDS = ['title', 'subtitle', 'description', 'address', 'city', 'latitude', 'longitude'] as const;

type Term = 'short' | 'long';
type TermFields<Suffixes extends readonly string[]> = `${Term}${Suffixes[number]}`;
export type MoneyField = TermFields<typeof MONEY_SUFFIXES>;
export type RateField = TermFields<typeof RATE_SUFFIXES>;
type DateField = TermFields<typeof DATE_SUFFIXES>;

const bothTerms = <S extends readonly string[]>(suffixes: S) =>
  (['short', 'long'] as const).flatMap((term) => suffixes.map((suffix) => `${term}${suffix}`)) as TermFields<S>[];
const MONEY_FIELDS = bothTerms(MONEY_SUFFIXES);
const RATE_FIELDS = bothTerms(RATE_SUFFIXES);
const DATE_FIELDS = bothTerms(DATE_SUFFIXES);

/**
 * What the inputs hold, named as the body names it so every message of the rules lands under its field. Money is
 * the pounds as typed (the field keeps its `…Pence` name: the rules read it converted), rates and coordinates as
 * typed, dates 'YYYY-MM-DD', and an empty choice ''.
 */
export type ProjectFormState = { [field in (typeof TEXT_FIELDS)[number]]: string } & {
  [field in MoneyField | RateField | DateField]: string;
} & {
  status: ProjectStatus | '';
  projectType: ProjectType | '';
  purpose: ProjectActivity | '';
  allowLongTerm: boolean;
  shortStrategies: InvestStrategy[];
  longStrategies: InvestStrategy[];
  images: ProjectImageInput[];
  documents: DocumentState[];
};

/** A document as the form holds it: `formKey` tells the rows apart while they are added and removed, never sent. */
export type DocumentState = ProjectDocumentInput & { formKey: string };

let lastFormKey = 0;
export const documentState = (document: ProjectDocumentInput): DocumentState => ({
  ...document,
  formKey: `document-${(lastFormKey += 1)}`,
});

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const poundsText = (pence: unknown) => (typeof pence === 'number' ? String(pence / 100) : '');
const orNull = (value: string) => (value.trim() === '' ? null : value);
// Text that is no amount or no number becomes NaN, which the rules answer with their message.
const penceOf = (value: string) => (value.trim() === '' ? null : (parsePounds(value) ?? Number.NaN));
const numberOf = (value: string) => (value.trim() === '' ? null : Number(value));

/** The inputs for `project` as stored, or for a new project: a DRAFT with the predefined documents. */
export function formStateFrom(project?: Project): ProjectFormState {
  const values: ProjectFormValues = project
    ? projectFormValuesFrom(project)
    : { status: 'DRAFT', shortStrategies: [], longStrategies: [] };
  const state: Record<string, unknown> = {
    status: values.status ?? '',
    projectType: values.projectType ?? '',
    purpose: values.purpose ?? '',
    allowLongTerm: values.allowLongTerm === true,
    shortStrategies: [...values.shortStrategies],
    longStrategies: [...values.longStrategies],
    images: (project?.images ?? []).map(({ url, main }) => ({ url, main })),
    documents: (project
      ? project.documents.map(({ uuid, title, url, visible, required }) => ({ uuid, title, url, visible, required }))
      : predefinedDocumentInputs()
    ).map(documentState),
  };
  for (const field of [...TEXT_FIELDS, ...RATE_FIELDS, ...DATE_FIELDS]) state[field] = text(values[field]);
  for (const field of MONEY_FIELDS) state[field] = poundsText(values[field]);
  return state as ProjectFormState;
}

/**
 * The values the rules and `projectForSave` read: the inputs converted, over what the project already holds that
 * the form does not show (actual dates and profits), so an update keeps them as they are.
 */
export function formValuesFrom(state: ProjectFormState, project?: Project): ProjectFormValues {
  const values: Record<string, unknown> = project ? projectFormValuesFrom(project) : {};
  for (const field of TEXT_FIELDS) values[field] = orNull(state[field]);
  for (const field of DATE_FIELDS) values[field] = orNull(state[field]);
  for (const field of MONEY_FIELDS) values[field] = penceOf(state[field]);
  for (const field of RATE_FIELDS) values[field] = numberOf(state[field]);
  for (const field of ['status', 'projectType', 'purpose'] as const) values[field] = state[field] || null;
  return {
    ...values,
    allowLongTerm: state.allowLongTerm,
    shortStrategies: state.shortStrategies,
    longStrategies: state.longStrategies,
    images: state.images,
    documents: state.documents.map(({ formKey: _, ...document }) => document),
  } as ProjectFormValues;
}
