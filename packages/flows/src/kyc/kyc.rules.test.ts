import { describe, expect, it } from 'vitest';
import { kycFormFromUser, withKycDefaults, type KycForm } from './kyc.form.ts';
import { isKycStageValid, validateKycStage, type KycStageRuleOptions } from './kyc.rules.ts';
import { KYC_STAGE_IDS } from './kyc.stages.ts';
import { completeForm, filledCompany, newcomer, TODAY } from './kyc.test-fixtures.ts';

const options: KycStageRuleOptions = { today: TODAY, competenceReviewPassed: false };
const REQUIRED = 'Please fill required field';
const UPLOAD = 'Please upload the picture';

const fieldsOf = (errors: Array<{ field: string }>) => errors.map((error) => error.field);

describe('validateKycStage on a complete form', () => {
  it.each(KYC_STAGE_IDS)('lets %s be left for an individual', (stage) => {
    expect(validateKycStage(stage, completeForm(), options)).toEqual([]);
    expect(isKycStageValid(stage, completeForm(), options)).toBe(true);
  });

  it.each(KYC_STAGE_IDS)('lets %s be left for a company', (stage) => {
    expect(validateKycStage(stage, completeForm(filledCompany), options)).toEqual([]);
  });
});

describe('personal details', () => {
  it('asks for every required field of a newcomer, in the order they appear', () => {
    const errors = validateKycStage('personalDetails', withKycDefaults(kycFormFromUser(newcomer)), options);

    expect(errors).toEqual([
      { field: 'personType', message: REQUIRED },
      { field: 'title', message: REQUIRED },
      { field: 'firstName', message: REQUIRED },
      { field: 'lastName', message: REQUIRED },
      { field: 'dateOfBirth', message: REQUIRED },
      { field: 'phoneNumber', message: REQUIRED },
      { field: 'address1', message: REQUIRED },
      { field: 'city', message: REQUIRED },
      { field: 'postcode', message: REQUIRED },
    ]);
  });

  it.each([
    ['firstName', 'a'.repeat(41), 'Incorrect format'],
    ['lastName', 'a'.repeat(41), 'Incorrect format'],
    ['city', 'a'.repeat(41), 'Incorrect format'],
    ['address1', 'a'.repeat(151), 'Incorrect format'],
    ['address2', 'a'.repeat(151), 'Incorrect format'],
    ['postcode', 'QA1 1AA', 'Incorrect format'],
    ['phoneNumber', '0770090012', 'Incorrect format'],
    ['phoneNumber', '8700900123', 'Incorrect format'],
    ['dateOfBirth', '2010-01-01', 'Sorry, your age must be 18+.'],
    ['dateOfBirth', '1930-01-01', 'Incorrect format'],
    ['dateOfBirth', '1990-02-30', 'Incorrect format'],
  ] as const)('refuses %s %j with %s', (field, value, message) => {
    const form: KycForm = { ...completeForm(), [field]: value };

    expect(validateKycStage('personalDetails', form, options)).toEqual([{ field, message }]);
  });

  it('takes a phone with its leading 0 or without, and an 18th birthday today', () => {
    for (const phoneNumber of ['7700900123', '07700900123', '7700 900 123']) {
      expect(validateKycStage('personalDetails', { ...completeForm(), phoneNumber }, options)).toEqual([]);
    }
    expect(validateKycStage('personalDetails', { ...completeForm(), dateOfBirth: '2007-06-01' }, options)).toEqual([]);
  });
});

describe('proof of identity', () => {
  it('needs the document type, the front and, for an individual, the proof of address', () => {
    const form: KycForm = { ...completeForm(), docType: '', frontDocUrl: '', proofOfAddressUrl: ' ' };

    expect(validateKycStage('proofOfIdentity', form, options)).toEqual([
      { field: 'docType', message: REQUIRED },
      { field: 'frontDocUrl', message: UPLOAD },
      { field: 'proofOfAddressUrl', message: UPLOAD },
    ]);
  });

  it('never needs the back of the document', () => {
    expect(validateKycStage('proofOfIdentity', { ...completeForm(), backDocUrl: '' }, options)).toEqual([]);
  });

  it('needs the three company papers, and no proof of address, from a company', () => {
    const form: KycForm = {
      ...completeForm(filledCompany),
      proofOfAddressUrl: '',
      registrationProof: '',
      articlesOfAssociation: '',
      shareholderDeclaration: '',
    };

    expect(validateKycStage('proofOfIdentity', form, options)).toEqual([
      { field: 'registrationProof', message: UPLOAD },
      { field: 'articlesOfAssociation', message: UPLOAD },
      { field: 'shareholderDeclaration', message: UPLOAD },
    ]);
  });

  it('does not ask an individual for company papers', () => {
    const form: KycForm = {
      ...completeForm(),
      registrationProof: '',
      articlesOfAssociation: '',
      shareholderDeclaration: '',
    };

    expect(validateKycStage('proofOfIdentity', form, options)).toEqual([]);
  });
});

describe('bank details', () => {
  it.each([
    ['sortCode', '', 'Please fill required field'],
    ['sortCode', '12345', 'Incorrect Format'],
    ['accountNumber', '', 'Please fill required field'],
    ['accountNumber', '1234567a', 'Incorrect Format'],
  ] as const)('refuses %s %j with %s', (field, value, message) => {
    expect(validateKycStage('bankDetails', { ...completeForm(), [field]: value }, options)).toEqual([
      { field, message },
    ]);
  });

  it('checks the company block only for a company', () => {
    const emptyCompany = {
      companyName: '',
      companyNumber: '',
      legalEntity: '',
      companyAddress1: '',
      companyAddress2: '',
      companyCity: '',
      companyPostcode: '',
    } as const;

    expect(validateKycStage('bankDetails', { ...completeForm(), ...emptyCompany }, options)).toEqual([]);
    expect(
      fieldsOf(validateKycStage('bankDetails', { ...completeForm(filledCompany), ...emptyCompany }, options)),
    ).toEqual(['companyName', 'companyNumber', 'legalEntity', 'companyAddress1', 'companyCity', 'companyPostcode']);
  });

  it.each([
    ['companyName', 'a'.repeat(101), 'Incorrect format'],
    ['companyNumber', '1234567', 'Incorrect format'],
    ['companyAddress2', 'a'.repeat(151), 'Incorrect format'],
    ['companyCity', 'a'.repeat(41), 'Incorrect format'],
    ['companyPostcode', 'NOT A CODE', 'Incorrect format'],
  ] as const)('refuses the company %s %j', (field, value, message) => {
    const form: KycForm = { ...completeForm(filledCompany), [field]: value };

    expect(validateKycStage('bankDetails', form, options)).toEqual([{ field, message }]);
  });
});

describe('investor type', () => {
  it('needs a category and the risk statement ticked', () => {
    const form: KycForm = { ...completeForm(), investorType: '', riskStatementAccepted: false };

    expect(validateKycStage('investorType', form, options)).toEqual([
      { field: 'investorType', message: REQUIRED },
      { field: 'riskStatementAccepted', message: REQUIRED },
    ]);
  });

  it('is not left with a category but the box unticked', () => {
    expect(
      fieldsOf(validateKycStage('investorType', { ...completeForm(), riskStatementAccepted: false }, options)),
    ).toEqual(['riskStatementAccepted']);
  });
});

describe('competence review', () => {
  it('needs all ten answers', () => {
    const { q10: _left, ...nine } = completeForm().answers;

    expect(validateKycStage('competenceReview', { ...completeForm(), answers: nine }, options)).toEqual([
      { field: 'answers', message: 'Please, answer all the questions' },
    ]);
    expect(
      validateKycStage('competenceReview', { ...completeForm(), answers: { ...nine, q10: ' ' } }, options),
    ).toHaveLength(1);
  });

  it('needs none once the server has accepted them', () => {
    const form: KycForm = { ...completeForm(), answers: {} };

    expect(validateKycStage('competenceReview', form, { ...options, competenceReviewPassed: true })).toEqual([]);
  });
});

describe('review info', () => {
  it('checks every stage before it, in their order', () => {
    const form: KycForm = {
      ...completeForm(),
      firstName: '',
      docType: '',
      sortCode: '',
      riskStatementAccepted: false,
      answers: {},
    };

    expect(fieldsOf(validateKycStage('reviewAnswers', form, options))).toEqual([
      'firstName',
      'docType',
      'sortCode',
      'riskStatementAccepted',
      'answers',
    ]);
  });
});
