import type { FieldError, InvestStrategy, ProjectInput, ProjectStatus } from '@keystone/api';
import {
  DESCRIPTION_MAX_LENGTH,
  PROJECT_DOCUMENTS_MAX,
  PROJECT_IMAGES_MAX,
  PROJECT_TARGET_MAX_PENCE,
} from '../constants.ts';
import { formatMoney } from '../format/money.ts';
import { parseCalendarDate, type CalendarDate } from '../rules/calendar-date.ts';
import { REQUIRED_MESSAGES } from '../rules/patterns.ts';
import { isBlank } from '../rules/rule.ts';
import type { ProjectField } from './editable-fields.ts';
import { isPredefinedDocument } from './predefined-documents.ts';
import { offeredStrategies, profitShareField, rateField, termField, type TermPrefix } from './project-strategies.ts';

/** Seed 001 §5 'Project form', word for word where the seed gives words; the rest are this platform's. */
export const PROJECT_FORM_MESSAGES = {
  required: REQUIRED_MESSAGES.fieldRequired,
  startDateInPast: 'Start date must be in a future',
  minimumOverTarget: 'Minimum investment shall be less than the Funding target',
  descriptionTooLong: `Should have less then ${DESCRIPTION_MAX_LENGTH} characters`,
  noStrategy: 'At least one Investment Strategy shall be selected',
  // Not worded by the seed:
  tooLong: (max: number) => `Should have less then ${max} characters`,
  invalidDate: 'Incorrect date',
  endNotAfterStart: 'End date must be after the start date',
  invalidAmount: 'Incorrect amount',
  amountOverCeiling: `At most ${formatMoney(PROJECT_TARGET_MAX_PENCE, { wholePounds: true })}`,
  targetNotPositive: 'Funding target shall be more than 0',
  minimumNotPositive: 'Minimum investment shall be more than 0',
  longTargetOverShort: 'Long term Funding target shall not exceed the short term Funding target',
  longMinimumOverShort: 'Long term Minimum investment shall not exceed the short term Minimum investment',
  latitudeRange: 'Latitude shall be between -90 and 90',
  longitudeRange: 'Longitude shall be between -180 and 180',
  tooManyDecimals: 'At most 18 decimal places',
  addressTooShort: 'Should have at least 2 characters',
  rateRange: 'Shall be between 0 and 100',
  documentFileMissing: 'Please upload the document',
  tooManyImages: `At most ${PROJECT_IMAGES_MAX} images`,
  tooManyDocuments: `At most ${PROJECT_DOCUMENTS_MAX} documents besides the predefined ones`,
} as const;

/** The contract's lengths (ProjectInput in openapi.yaml), beside the seed's 800 for the description. */
export const PROJECT_TEXT_MAX_LENGTH = {
  title: 150,
  subtitle: 250,
  address: 250,
  city: 100,
  documentTitle: 150,
} as const;
export const ADDRESS_MIN_LENGTH = 2;
export const COORDINATE_MAX_DECIMALS = 18;

type Nullable<T> = { [K in keyof T]?: T[K] | null };

/**
 * What the form holds: the body's fields, any of them still empty; money in integer pence (the form converts the
 * pounds typed), dates as 'YYYY-MM-DD', coordinates as typed (so their decimals can be counted), and the strategies
 * ticked per term. The server builds these from a body with `projectFormValuesFrom`.
 */
export type ProjectFormValues = Omit<Nullable<ProjectInput>, 'latitude' | 'longitude'> & {
  latitude?: number | string | null;
  longitude?: number | string | null;
  shortStrategies: readonly InvestStrategy[];
  longStrategies: readonly InvestStrategy[];
};

export interface ProjectFormContext {
  /** Today where the platform lives (`calendarDateIn(new Date())`). */
  today: CalendarDate;
  /** The status as stored, for an edit; undefined for a new project. */
  currentStatus?: ProjectStatus;
}

/** A body as the form would hold it: a strategy is ticked when its rate is set. */
export function projectFormValuesFrom(input: Nullable<ProjectInput>): ProjectFormValues {
  return {
    ...input,
    shortStrategies: offeredStrategies(input, 'short'),
    longStrategies: offeredStrategies(input, 'long'),
  };
}

const ALWAYS_REQUIRED: readonly ProjectField[] = [
  'title',
  'description',
  'status',
  'projectType',
  'purpose',
  'address',
  'city',
  'latitude',
  'longitude',
];
const TERM_REQUIRED = ['StartDate', 'EndDate', 'FundingTargetPence', 'FundingMinimumPence'] as const;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && isBlank(value));
}

/** The terms the form asks about: the long one only when the project has one. */
export const projectTerms = (values: Pick<ProjectFormValues, 'allowLongTerm'>): TermPrefix[] =>
  values.allowLongTerm === true ? ['short', 'long'] : ['short'];

function coordinateMessage(value: number | string, limit: number, rangeMessage: string): string | undefined {
  const text = String(value).trim();
  if (typeof value === 'string' && !/^[-+]?\d+(\.\d+)?$/.test(text)) return rangeMessage;
  const number = Number(text);
  if (!Number.isFinite(number) || number < -limit || number > limit) return rangeMessage;
  const decimals = /\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
  return decimals > COORDINATE_MAX_DECIMALS ? PROJECT_FORM_MESSAGES.tooManyDecimals : undefined;
}

const isPence = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isRate = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

/** Collects the first message for each field, in the order the rules run. */
class Messages {
  readonly errors: FieldError[] = [];
  has(field: string) {
    return this.errors.some((error) => error.field === field);
  }
  add(field: string, message: string | undefined) {
    if (message !== undefined && !this.has(field)) this.errors.push({ field, message });
  }
}

function checkTexts(values: ProjectFormValues, messages: Messages) {
  const { description, address } = values;
  if (typeof description === 'string' && description.length > DESCRIPTION_MAX_LENGTH) {
    messages.add('description', PROJECT_FORM_MESSAGES.descriptionTooLong);
  }
  for (const field of ['title', 'subtitle', 'address', 'city'] as const) {
    const value = values[field];
    const max = PROJECT_TEXT_MAX_LENGTH[field];
    if (typeof value === 'string' && value.trim().length > max) messages.add(field, PROJECT_FORM_MESSAGES.tooLong(max));
  }
  if (typeof address === 'string' && !isBlank(address) && address.trim().length < ADDRESS_MIN_LENGTH) {
    messages.add('address', PROJECT_FORM_MESSAGES.addressTooShort);
  }
  const { latitude, longitude } = values;
  if (!isEmpty(latitude) && latitude != null) {
    messages.add('latitude', coordinateMessage(latitude, 90, PROJECT_FORM_MESSAGES.latitudeRange));
  }
  if (!isEmpty(longitude) && longitude != null) {
    messages.add('longitude', coordinateMessage(longitude, 180, PROJECT_FORM_MESSAGES.longitudeRange));
  }
}

function checkTerm(values: ProjectFormValues, term: TermPrefix, context: ProjectFormContext, messages: Messages) {
  const read = (suffix: string) => values[termField(term, suffix)];
  const startField = termField(term, 'StartDate');
  const endField = termField(term, 'EndDate');
  const start = read('StartDate');
  const end = read('EndDate');
  for (const [field, value] of [
    [startField, start],
    [endField, end],
  ] as const) {
    if (!isEmpty(value) && (typeof value !== 'string' || parseCalendarDate(value) === undefined)) {
      messages.add(field, PROJECT_FORM_MESSAGES.invalidDate);
    }
  }
  const validStart = messages.has(startField) || typeof start !== 'string' ? undefined : start;
  const validEnd = messages.has(endField) || typeof end !== 'string' ? undefined : end;
  // Only on the way into AVAILABLE_TO_PLEDGE: once pledging, the dates are locked and time passes them.
  const opening = values.status === 'AVAILABLE_TO_PLEDGE' && context.currentStatus !== 'AVAILABLE_TO_PLEDGE';
  if (opening && validStart !== undefined && validStart < context.today) {
    messages.add(startField, PROJECT_FORM_MESSAGES.startDateInPast);
  }
  if (validStart !== undefined && validEnd !== undefined && validEnd <= validStart) {
    messages.add(endField, PROJECT_FORM_MESSAGES.endNotAfterStart);
  }

  const targetField = termField(term, 'FundingTargetPence');
  const minimumField = termField(term, 'FundingMinimumPence');
  for (const suffix of ['FundingTargetPence', 'FundingMinimumPence', 'ExpectedProfitPence'] as const) {
    const value = read(suffix);
    if (!isEmpty(value) && !isPence(value)) messages.add(termField(term, suffix), PROJECT_FORM_MESSAGES.invalidAmount);
    if (isPence(value) && value > PROJECT_TARGET_MAX_PENCE) {
      messages.add(termField(term, suffix), PROJECT_FORM_MESSAGES.amountOverCeiling);
    }
  }
  const target = read('FundingTargetPence');
  const minimum = read('FundingMinimumPence');
  if (target === 0) messages.add(targetField, PROJECT_FORM_MESSAGES.targetNotPositive);
  if (minimum === 0) messages.add(minimumField, PROJECT_FORM_MESSAGES.minimumNotPositive);
  if (isPence(target) && isPence(minimum) && minimum > target) {
    messages.add(minimumField, PROJECT_FORM_MESSAGES.minimumOverTarget);
  }
  if (term === 'long') {
    const { shortFundingTargetPence: shortTarget, shortFundingMinimumPence: shortMinimum } = values;
    if (isPence(target) && isPence(shortTarget) && target > shortTarget) {
      messages.add(targetField, PROJECT_FORM_MESSAGES.longTargetOverShort);
    }
    if (isPence(minimum) && isPence(shortMinimum) && minimum > shortMinimum) {
      messages.add(minimumField, PROJECT_FORM_MESSAGES.longMinimumOverShort);
    }
  }

  const strategies = term === 'short' ? values.shortStrategies : values.longStrategies;
  if (strategies.length === 0) messages.add(`${term}Strategies`, PROJECT_FORM_MESSAGES.noStrategy);
  for (const strategy of strategies) {
    const fields = [rateField(term, strategy), profitShareField(term, strategy)];
    for (const field of fields) {
      if (field === undefined) continue;
      const value = values[field];
      messages.add(field, isEmpty(value) ? PROJECT_FORM_MESSAGES.required : undefined);
      if (!isEmpty(value) && !isRate(value)) messages.add(field, PROJECT_FORM_MESSAGES.rateRange);
    }
  }
}

function checkFiles(values: ProjectFormValues, messages: Messages) {
  const images = values.images ?? [];
  const documents = values.documents ?? [];
  if (images.length > PROJECT_IMAGES_MAX) messages.add('images', PROJECT_FORM_MESSAGES.tooManyImages);
  if (documents.filter((document) => !isPredefinedDocument(document)).length > PROJECT_DOCUMENTS_MAX) {
    messages.add('documents', PROJECT_FORM_MESSAGES.tooManyDocuments);
  }
  documents.forEach((document, index) => {
    const max = PROJECT_TEXT_MAX_LENGTH.documentTitle;
    if (isBlank(document.title)) messages.add(`documents.${index}.title`, PROJECT_FORM_MESSAGES.required);
    else if (document.title.length > max) {
      messages.add(`documents.${index}.title`, PROJECT_FORM_MESSAGES.tooLong(max));
    }
    if (document.required && isBlank(document.url)) {
      messages.add(`documents.${index}.url`, PROJECT_FORM_MESSAGES.documentFileMissing);
    }
  });
}

/**
 * Every failing field of the project form with its message (seed 001 §5), named as the body names it
 * (`documents.2.url`; the strategy ticks are `shortStrategies` and `longStrategies`). The form shows each under
 * its field and blocks the submit; the server answers them in the error shape.
 */
export function validateProjectForm(values: ProjectFormValues, context: ProjectFormContext): FieldError[] {
  const messages = new Messages();
  const terms = projectTerms(values);
  const required = [
    ...ALWAYS_REQUIRED,
    ...terms.flatMap((term) => TERM_REQUIRED.map((suffix) => termField(term, suffix))),
  ];
  for (const field of required) {
    if (isEmpty(values[field])) messages.add(field, PROJECT_FORM_MESSAGES.required);
  }
  checkTexts(values, messages);
  for (const term of terms) checkTerm(values, term, context, messages);
  checkFiles(values, messages);
  return messages.errors;
}

/** The same, one message per field, as react-hook-form's resolver and the form's fields read them. */
export function projectFormErrors(values: ProjectFormValues, context: ProjectFormContext): Record<string, string> {
  return Object.fromEntries(validateProjectForm(values, context).map(({ field, message }) => [field, message]));
}
