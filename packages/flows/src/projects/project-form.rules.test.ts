import { describe, expect, it } from 'vitest';
import { predefinedDocumentInputs } from './predefined-documents.ts';
import { projectForSave } from './project-for-save.ts';
import {
  PROJECT_FORM_MESSAGES as M,
  projectFormErrors,
  projectFormValuesFrom,
  validateProjectForm,
  type ProjectFormValues,
} from './project-form.rules.ts';
import { millProject } from './project.test-fixture.ts';

const today = '2026-11-24';
const context = { today };

/** The fixture as the edit form holds it, not yet pledging: everything valid. */
const valid: ProjectFormValues = { ...projectFormValuesFrom(millProject), status: 'COMING_SOON' };
const errorsOf = (changes: Partial<ProjectFormValues>, ctx: Parameters<typeof validateProjectForm>[1] = context) =>
  projectFormErrors({ ...valid, ...changes }, ctx);

describe('the project form rules (seed 001 §5)', () => {
  it('accept a complete project', () => {
    expect(valid.shortStrategies).toEqual(['DEBT_SECURED', 'DEBT']);
    expect(valid.longStrategies).toEqual(['EQUITY']);
    expect(validateProjectForm(valid, context)).toEqual([]);
  });

  it("say 'Field is required' under each empty required field, the long term's only with a long term", () => {
    const empty: ProjectFormValues = { shortStrategies: ['DEBT'], longStrategies: [], shortDebtExpectedRate: 5 };
    expect(Object.keys(projectFormErrors(empty, context))).toEqual([
      'title',
      'description',
      'status',
      'projectType',
      'purpose',
      'address',
      'city',
      'latitude',
      'longitude',
      'shortStartDate',
      'shortEndDate',
      'shortFundingTargetPence',
      'shortFundingMinimumPence',
    ]);
    expect(new Set(Object.values(projectFormErrors(empty, context)))).toEqual(new Set(['Field is required']));
    expect(errorsOf({ longStartDate: null, title: '  ' })).toEqual({
      title: 'Field is required',
      longStartDate: 'Field is required',
    });
    expect(errorsOf({ allowLongTerm: false, longStartDate: null, longStrategies: [] })).toEqual({});
  });

  it("refuse a past start date only on the way into AVAILABLE_TO_PLEDGE: 'Start date must be in a future'", () => {
    const opening = { status: 'AVAILABLE_TO_PLEDGE' as const, shortStartDate: '2026-11-23' };
    expect(errorsOf(opening, { today, currentStatus: 'COMING_SOON' })).toEqual({
      shortStartDate: 'Start date must be in a future',
    });
    expect(errorsOf({ ...opening, shortStartDate: today })).toEqual({});
    expect(errorsOf(opening, { today, currentStatus: 'AVAILABLE_TO_PLEDGE' })).toEqual({});
    expect(errorsOf({ shortStartDate: '2026-11-23' })).toEqual({});
  });

  it('want each end after its start, and real dates', () => {
    expect(errorsOf({ shortEndDate: '2027-01-15' })).toEqual({ shortEndDate: M.endNotAfterStart });
    expect(errorsOf({ longEndDate: '2028-07-14' })).toEqual({ longEndDate: M.endNotAfterStart });
    expect(errorsOf({ shortStartDate: '2027-02-30' })).toEqual({ shortStartDate: M.invalidDate });
  });

  it("keep the minimum within the target: 'Minimum investment shall be less than the Funding target'", () => {
    expect(errorsOf({ shortFundingMinimumPence: 100_000_001 })).toEqual({
      shortFundingMinimumPence: 'Minimum investment shall be less than the Funding target',
    });
    expect(errorsOf({ shortFundingMinimumPence: 100_000_000 })).toEqual({});
    expect(errorsOf({ longFundingMinimumPence: 60_000_000 })).toEqual({
      longFundingMinimumPence: 'Minimum investment shall be less than the Funding target',
    });
  });

  it('cap the long-term target and minimum by the short-term ones', () => {
    expect(errorsOf({ longFundingTargetPence: 100_000_001 })).toEqual({
      longFundingTargetPence: M.longTargetOverShort,
    });
    expect(errorsOf({ longFundingTargetPence: 100_000_000 })).toEqual({});
    expect(errorsOf({ longFundingMinimumPence: 100_001 })).toEqual({ longFundingMinimumPence: M.longMinimumOverShort });
  });

  it('want whole, positive pence', () => {
    expect(errorsOf({ allowLongTerm: false, shortFundingTargetPence: 0, shortFundingMinimumPence: 0 })).toEqual({
      shortFundingTargetPence: M.targetNotPositive,
      shortFundingMinimumPence: M.minimumNotPositive,
    });
    expect(errorsOf({ shortExpectedProfitPence: 12.5 })).toEqual({ shortExpectedProfitPence: M.invalidAmount });
  });

  it('want at most £100,000,000 a term, the ceiling in the contract', () => {
    const ceiling = 10_000_000_000;
    expect(errorsOf({ shortFundingTargetPence: ceiling, shortExpectedProfitPence: ceiling })).toEqual({});
    expect(errorsOf({ shortFundingTargetPence: ceiling + 1, shortExpectedProfitPence: ceiling + 1 })).toEqual({
      shortFundingTargetPence: 'At most £100,000,000',
      shortExpectedProfitPence: 'At most £100,000,000',
    });
  });

  it("keep the description to 800 characters: 'Should have less then 800 characters'", () => {
    expect(errorsOf({ description: 'a'.repeat(800) })).toEqual({});
    expect(errorsOf({ description: 'a'.repeat(801) })).toEqual({
      description: 'Should have less then 800 characters',
    });
  });

  it('keep latitude in -90..90 and longitude in -180..180, with up to 18 decimals', () => {
    expect(errorsOf({ latitude: '-90', longitude: '180' })).toEqual({});
    expect(errorsOf({ latitude: 90.0001, longitude: -180.5 })).toEqual({
      latitude: M.latitudeRange,
      longitude: M.longitudeRange,
    });
    expect(errorsOf({ latitude: '53.123456789012345678' })).toEqual({});
    expect(errorsOf({ latitude: '53.1234567890123456789' })).toEqual({ latitude: M.tooManyDecimals });
    expect(errorsOf({ longitude: '1,5' })).toEqual({ longitude: M.longitudeRange });
  });

  it('want an address of at least 2 characters', () => {
    expect(errorsOf({ address: 'A' })).toEqual({ address: M.addressTooShort });
    expect(errorsOf({ address: 'A1' })).toEqual({});
  });

  it('want a rate of 0..100 for each ticked strategy, and a profit share for equity and sharia', () => {
    expect(errorsOf({ shortDebtExpectedRate: 100.01, shortDebtSecuredExpectedRate: -1 })).toEqual({
      shortDebtExpectedRate: M.rateRange,
      shortDebtSecuredExpectedRate: M.rateRange,
    });
    expect(errorsOf({ shortDebtExpectedRate: 0 })).toEqual({});
    expect(errorsOf({ shortStrategies: ['DEBT', 'SHARIA'] })).toEqual({
      shortShariaExpectedRate: 'Field is required',
      shortShariaProfitShare: 'Field is required',
    });
  });

  it("want a strategy per term: 'At least one Investment Strategy shall be selected'", () => {
    expect(errorsOf({ shortStrategies: [], longStrategies: [] })).toEqual({
      shortStrategies: 'At least one Investment Strategy shall be selected',
      longStrategies: 'At least one Investment Strategy shall be selected',
    });
  });

  it('want a file for each required document, and count only the other documents against the ten', () => {
    const documents = predefinedDocumentInputs();
    expect(errorsOf({ documents })).toEqual({ 'documents.3.url': M.documentFileMissing });
    const others = Array.from({ length: 10 }, (_, index) => ({
      title: `Survey ${index + 1}`,
      url: `/files/survey-${index + 1}.pdf`,
      visible: true,
      required: false,
    }));
    const pitchDeck = { title: 'Pitch deck', url: '/files/pitch.pdf', visible: true, required: true };
    const allFiled = [...documents.slice(0, 3), pitchDeck, ...others];
    expect(errorsOf({ documents: allFiled })).toEqual({});
    expect(errorsOf({ documents: [...allFiled, { ...pitchDeck, title: 'Eleventh' }] })).toEqual({
      documents: M.tooManyDocuments,
    });
    expect(errorsOf({ documents: [{ ...pitchDeck, title: ' ' }] })).toEqual({
      'documents.0.title': 'Field is required',
    });
  });

  it('allow at most 10 images', () => {
    const image = { url: '/files/front.jpg', main: false };
    expect(errorsOf({ images: Array.from({ length: 10 }, () => image) })).toEqual({});
    expect(errorsOf({ images: Array.from({ length: 11 }, () => image) })).toEqual({ images: 'At most 10 images' });
  });
});

describe('projectForSave', () => {
  it('sets every long-term field null when the project has no long term', () => {
    const body = projectForSave({ ...valid, allowLongTerm: false });
    expect(body.allowLongTerm).toBe(false);
    const longValues = Object.entries(body).filter(([field]) => /^long[A-Z]/.test(field));
    expect(longValues).toHaveLength(14);
    expect(body.longitude).toBe(-1.5491);
    expect(longValues.every(([, value]) => value === null)).toBe(true);
    expect(body.shortDebtExpectedRate).toBe(8);
  });

  it('sets the rate and profit share of each strategy not ticked null', () => {
    const body = projectForSave({
      ...valid,
      shortStrategies: ['DEBT'],
      shortEquityExpectedRate: 9,
      shortEquityProfitShare: 30,
      longStrategies: ['EQUITY'],
    });
    expect(body.shortDebtExpectedRate).toBe(8);
    expect(body.shortDebtSecuredExpectedRate).toBeNull();
    expect(body.shortEquityExpectedRate).toBeNull();
    expect(body.shortEquityProfitShare).toBeNull();
    expect(body.longEquityExpectedRate).toBe(11.25);
    expect(body.longEquityProfitShare).toBe(40);
  });

  it('trims texts, nulls a blank subtitle, and sends coordinates as numbers', () => {
    const body = projectForSave({ ...valid, title: '  Mill  ', subtitle: ' ', latitude: '53.80', longitude: '-1.5' });
    expect([body.title, body.subtitle, body.latitude, body.longitude]).toEqual(['Mill', null, 53.8, -1.5]);
  });

  it('sends no field the contract does not know, and refuses an incomplete form', () => {
    expect(Object.keys(projectForSave(valid))).not.toContain('shortStrategies');
    expect(() => projectForSave({ ...valid, city: '' })).toThrow(/city/);
    expect(() => projectForSave({ ...valid, longEndDate: null })).toThrow(/longEndDate/);
  });
});
