import { investStrategies, type ProjectInput } from '@keystone/api';
import { PROJECT_FIELDS, type ProjectField } from './editable-fields.ts';
import { projectTerms, type ProjectFormValues } from './project-form.rules.ts';
import { profitShareField, rateField, termField } from './project-strategies.ts';

// `longitude` is not a long-term field.
const LONG_FIELDS = PROJECT_FIELDS.filter((field) => /^long[A-Z]/.test(field));
const REQUIRED_FIELDS: readonly ProjectField[] = [
  'title',
  'description',
  'status',
  'projectType',
  'purpose',
  'address',
  'city',
  'latitude',
  'longitude',
  'allowLongTerm',
  'shortStartDate',
  'shortEndDate',
  'shortFundingTargetPence',
  'shortFundingMinimumPence',
];

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The body to send for form values the rules accepted (seed 001 §5 'On save'): texts trimmed, a blank subtitle
 * null, coordinates as numbers, every long-term field null when the project has no long term, and the rate (and
 * profit share) of each strategy not ticked null. Throws for values the rules refuse, which the form never submits.
 */
export function projectForSave(values: ProjectFormValues): ProjectInput {
  const body: Record<string, unknown> = {};
  for (const field of PROJECT_FIELDS) body[field] = trimmed(values[field]) ?? null;

  body.subtitle = body.subtitle === '' ? null : body.subtitle;
  body.latitude = body.latitude === null ? null : Number(body.latitude);
  body.longitude = body.longitude === null ? null : Number(body.longitude);
  body.images = values.images ?? [];
  body.documents = values.documents ?? [];
  body.allowLongTerm = values.allowLongTerm === true;

  for (const term of projectTerms(values)) {
    const ticked = term === 'short' ? values.shortStrategies : values.longStrategies;
    for (const strategy of investStrategies) {
      if (ticked.includes(strategy)) continue;
      body[rateField(term, strategy)] = null;
      const share = profitShareField(term, strategy);
      if (share !== undefined) body[share] = null;
    }
  }
  if (!body.allowLongTerm) for (const field of LONG_FIELDS) body[field] = null;

  const missing = REQUIRED_FIELDS.filter((field) => body[field] === null || body[field] === '');
  if (missing.length > 0 || !Number.isFinite(body.latitude) || !Number.isFinite(body.longitude)) {
    throw new RangeError(`The project form is not complete: ${missing.join(', ') || 'coordinates'}`);
  }
  if (body.allowLongTerm) {
    const missingLong = ['StartDate', 'EndDate', 'FundingTargetPence', 'FundingMinimumPence']
      .map((suffix) => termField('long', suffix))
      .filter((field) => body[field] === null);
    if (missingLong.length > 0) throw new RangeError(`The long term is not complete: ${missingLong.join(', ')}`);
  }
  return body as unknown as ProjectInput;
}
