import { describe, expect, it } from 'vitest';
import {
  declarationExpiresAt,
  declarationFormField,
  declarationRequestFromForm,
  declaredFigures,
  EMPTY_DECLARATION_FORM,
  everydayLimit,
  everydayLimitWindowStart,
  isDeclarationCurrent,
  validateDeclarationForm,
  validateDeclarationRequest,
} from './declarations.rules.ts';
import { DECLARATION_MESSAGES, DECLARATION_TEXTS, everydayLimitMessage } from './declarations.texts.ts';

const today = '2026-11-27';

describe('declarationExpiresAt', () => {
  it('is twelve calendar months after signing', () => {
    expect(declarationExpiresAt(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2027-11-27T10:00:00.000Z');
  });
  it('moves a 29 February signature to 1 March', () => {
    expect(declarationExpiresAt(new Date('2028-02-29T09:00:00Z')).toISOString()).toBe('2029-03-01T09:00:00.000Z');
  });
});

describe('isDeclarationCurrent', () => {
  const declaration = { investorType: 'EVERYDAY_INVESTOR' as const, expiresAt: '2027-11-27T10:00:00.000Z' };
  it('holds for its category until it expires', () => {
    expect(isDeclarationCurrent(declaration, 'EVERYDAY_INVESTOR', new Date('2027-11-27T09:59:59Z'))).toBe(true);
    expect(isDeclarationCurrent(declaration, 'EVERYDAY_INVESTOR', new Date('2027-11-27T10:00:00Z'))).toBe(false);
  });
  it('does not hold for another category, or when there is none', () => {
    expect(isDeclarationCurrent(declaration, 'HIGH_NET_WORTH_INVESTOR', new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(isDeclarationCurrent(null, 'EVERYDAY_INVESTOR', new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('everydayLimit', () => {
  it('is 10% of the net investable assets, rounded down to the penny, less the last 12 months', () => {
    expect(everydayLimit({ netInvestableAssets: 5_000_000, pledgedLast12Months: 200_000 })).toEqual({
      limit: 500_000,
      left: 300_000,
    });
    expect(everydayLimit({ netInvestableAssets: 1_234_567, pledgedLast12Months: 0 })).toEqual({
      limit: 123_456,
      left: 123_456,
    });
  });
  it('never leaves less than nothing', () => {
    expect(everydayLimit({ netInvestableAssets: 1_000_000, pledgedLast12Months: 150_000 })).toEqual({
      limit: 100_000,
      left: 0,
    });
  });
  it('looks back twelve months', () => {
    expect(everydayLimitWindowStart(new Date('2026-11-27T12:00:00Z')).toISOString()).toBe('2025-11-27T12:00:00.000Z');
  });
  it('says the limit and what is left', () => {
    expect(everydayLimitMessage({ limit: 500_000, left: 300_000 })).toBe(
      'As an everyday investor you can invest up to £5,000.00 in 12 months (10% of the net investable assets you declared). You have £3,000.00 left.',
    );
  });
});

describe('validateDeclarationRequest', () => {
  const options = { savedInvestorType: 'HIGH_NET_WORTH_INVESTOR' as const, today };
  const request = {
    investorType: 'HIGH_NET_WORTH_INVESTOR' as const,
    textVersion: DECLARATION_TEXTS.HIGH_NET_WORTH_INVESTOR.version,
    accepted: true,
    figures: { annualIncomePence: 10_000_000 },
  };

  it('accepts a high net worth declaration with one figure at its threshold', () => {
    expect(validateDeclarationRequest(request, options)).toEqual([]);
    expect(validateDeclarationRequest({ ...request, figures: { netAssetsPence: 25_000_000 } }, options)).toEqual([]);
    expect(
      validateDeclarationRequest(
        { ...request, figures: { annualIncomePence: 1, netAssetsPence: 25_000_000 } },
        options,
      ),
    ).toEqual([]);
  });

  it('refuses high net worth figures below both thresholds, on each figure given', () => {
    expect(
      validateDeclarationRequest(
        { ...request, figures: { annualIncomePence: 9_999_999, netAssetsPence: 24_999_999 } },
        options,
      ),
    ).toEqual([
      { field: 'figures.annualIncomePence', message: DECLARATION_MESSAGES.highNetWorthBelow },
      { field: 'figures.netAssetsPence', message: DECLARATION_MESSAGES.highNetWorthBelow },
    ]);
    expect(validateDeclarationRequest({ ...request, figures: {} }, options)).toEqual([
      { field: 'figures.annualIncomePence', message: DECLARATION_MESSAGES.highNetWorthFigureRequired },
    ]);
  });

  it('refuses another category, old words, an unticked box and a figure not asked for', () => {
    expect(
      validateDeclarationRequest(
        {
          ...request,
          investorType: 'EVERYDAY_INVESTOR',
          textVersion: 'declaration-everyday.v0',
          accepted: false,
          figures: { netInvestableAssetsPence: 100, annualIncomePence: 10_000_000 },
        },
        options,
      ),
    ).toEqual([
      { field: 'investorType', message: DECLARATION_MESSAGES.wrongCategory },
      { field: 'textVersion', message: DECLARATION_MESSAGES.unknownTextVersion },
      { field: 'accepted', message: DECLARATION_MESSAGES.accept },
      { field: 'figures.annualIncomePence', message: DECLARATION_MESSAGES.notAsked },
    ]);
  });

  it('asks an everyday investor for net investable assets above £0', () => {
    const everyday = {
      investorType: 'EVERYDAY_INVESTOR' as const,
      textVersion: DECLARATION_TEXTS.EVERYDAY_INVESTOR.version,
      accepted: true,
    };
    const saved = { savedInvestorType: 'EVERYDAY_INVESTOR' as const, today };
    expect(validateDeclarationRequest({ ...everyday, figures: {} }, saved)).toEqual([
      { field: 'figures.netInvestableAssetsPence', message: DECLARATION_MESSAGES.amountRequired },
    ]);
    expect(validateDeclarationRequest({ ...everyday, figures: { netInvestableAssetsPence: 0 } }, saved)).toEqual([
      { field: 'figures.netInvestableAssetsPence', message: DECLARATION_MESSAGES.netInvestableAssetsZero },
    ]);
  });

  it('asks for a certificate dated within 36 months and not in the future', () => {
    const certified = {
      investorType: 'CERTIFIED_SOPHISTICATED_INVESTOR' as const,
      textVersion: DECLARATION_TEXTS.CERTIFIED_SOPHISTICATED_INVESTOR.version,
      accepted: true,
    };
    const saved = { savedInvestorType: 'CERTIFIED_SOPHISTICATED_INVESTOR' as const, today };
    const check = (certificateDate: string) =>
      validateDeclarationRequest({ ...certified, figures: { certificateFirm: 'Acme', certificateDate } }, saved);
    expect(check('2023-11-27')).toEqual([]);
    expect(check('2023-11-26')).toEqual([
      { field: 'figures.certificateDate', message: DECLARATION_MESSAGES.certificateTooOld },
    ]);
    expect(check('2026-11-28')).toEqual([
      { field: 'figures.certificateDate', message: DECLARATION_MESSAGES.certificateDateFuture },
    ]);
    expect(check('2026-02-30')).toEqual([
      { field: 'figures.certificateDate', message: DECLARATION_MESSAGES.certificateDateInvalid },
    ]);
  });

  it("asks a self-certified investor for the condition and its details, and an adviser's firm with its reference", () => {
    expect(
      validateDeclarationRequest(
        {
          investorType: 'SELF_CERTIFIED_INVESTOR',
          textVersion: DECLARATION_TEXTS.SELF_CERTIFIED_INVESTOR.version,
          accepted: true,
          figures: { conditionDetails: ' ' },
        },
        { savedInvestorType: 'SELF_CERTIFIED_INVESTOR', today },
      ),
    ).toEqual([
      { field: 'figures.selfCertifiedCondition', message: DECLARATION_MESSAGES.required },
      { field: 'figures.conditionDetails', message: DECLARATION_MESSAGES.required },
    ]);
    const advised = {
      investorType: 'ADVISED_INVESTOR' as const,
      textVersion: DECLARATION_TEXTS.ADVISED_INVESTOR.version,
      accepted: true,
    };
    const saved = { savedInvestorType: 'ADVISED_INVESTOR' as const, today };
    expect(
      validateDeclarationRequest(
        { ...advised, figures: { adviserFirmName: 'Wise Ltd', adviserFirmReference: '123456' } },
        saved,
      ),
    ).toEqual([]);
    expect(
      validateDeclarationRequest(
        { ...advised, figures: { adviserFirmName: 'Wise Ltd', adviserFirmReference: '12345' } },
        saved,
      ),
    ).toEqual([{ field: 'figures.adviserFirmReference', message: DECLARATION_MESSAGES.firmReferenceInvalid }]);
  });
});

describe('the form', () => {
  it('reads pounds as pence and signs with the current words', () => {
    const form = {
      ...EMPTY_DECLARATION_FORM,
      acceptedTextVersion: DECLARATION_TEXTS.EVERYDAY_INVESTOR.version,
      netInvestableAssets: '£40,000',
      netAssets: '1',
    };
    expect(declarationRequestFromForm('EVERYDAY_INVESTOR', form)).toEqual({
      investorType: 'EVERYDAY_INVESTOR',
      textVersion: DECLARATION_TEXTS.EVERYDAY_INVESTOR.version,
      accepted: true,
      figures: { netInvestableAssetsPence: 4_000_000 },
    });
  });
  it('answers under the form fields: unreadable amounts, then the figure rules, then the box', () => {
    expect(
      validateDeclarationForm('EVERYDAY_INVESTOR', { ...EMPTY_DECLARATION_FORM, netInvestableAssets: 'lots' }, today),
    ).toEqual([
      { field: 'netInvestableAssets', message: DECLARATION_MESSAGES.amountInvalid },
      { field: 'acceptedTextVersion', message: DECLARATION_MESSAGES.accept },
    ]);
    expect(
      validateDeclarationForm(
        'HIGH_NET_WORTH_INVESTOR',
        {
          ...EMPTY_DECLARATION_FORM,
          acceptedTextVersion: DECLARATION_TEXTS.HIGH_NET_WORTH_INVESTOR.version,
          netAssets: '200,000',
        },
        today,
      ),
    ).toEqual([{ field: 'netAssets', message: DECLARATION_MESSAGES.highNetWorthBelow }]);
  });
  // Issue 32: a tick signs the words it was given to; another category's words are not ticked by it.
  it("never lets one category's tick sign another's words", () => {
    const tickedHighNetWorth = {
      ...EMPTY_DECLARATION_FORM,
      acceptedTextVersion: DECLARATION_TEXTS.HIGH_NET_WORTH_INVESTOR.version,
      netInvestableAssets: '40,000',
    };
    expect(validateDeclarationForm('EVERYDAY_INVESTOR', tickedHighNetWorth, today)).toEqual([
      { field: 'acceptedTextVersion', message: DECLARATION_MESSAGES.accept },
    ]);
    // Sent anyway, it carries the words that were ticked, which the server refuses for this category.
    const request = declarationRequestFromForm('EVERYDAY_INVESTOR', tickedHighNetWorth);
    expect(request.textVersion).toBe(DECLARATION_TEXTS.HIGH_NET_WORTH_INVESTOR.version);
    expect(validateDeclarationRequest(request, { savedInvestorType: 'EVERYDAY_INVESTOR', today })).toEqual([
      { field: 'textVersion', message: DECLARATION_MESSAGES.otherCategoryVersion },
    ]);
    // Not ticked at all: the current words, unsigned.
    expect(declarationRequestFromForm('EVERYDAY_INVESTOR', { ...tickedHighNetWorth, acceptedTextVersion: '' })).toEqual(
      {
        investorType: 'EVERYDAY_INVESTOR',
        textVersion: DECLARATION_TEXTS.EVERYDAY_INVESTOR.version,
        accepted: false,
        figures: { netInvestableAssetsPence: 4_000_000 },
      },
    );
  });
  it("maps the server's fields to the form's", () => {
    expect(declarationFormField('figures.netInvestableAssetsPence')).toBe('netInvestableAssets');
    expect(declarationFormField('accepted')).toBe('acceptedTextVersion');
    expect(declarationFormField('textVersion')).toBe('acceptedTextVersion');
    expect(declarationFormField('investorType')).toBeUndefined();
  });
  it('stores only the figures asked for, trimmed', () => {
    expect(
      declaredFigures('ADVISED_INVESTOR', { adviserFirmName: ' Wise Ltd ', adviserFirmReference: '123456' }),
    ).toEqual({
      adviserFirmName: 'Wise Ltd',
      adviserFirmReference: '123456',
    });
  });
});
