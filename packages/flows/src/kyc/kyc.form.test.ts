import { describe, expect, it } from 'vitest';
import { kycChangesForSave, kycFormFromUser, kycSaveRequest, withKycDefaults, type KycForm } from './kyc.form.ts';
import { ALL_ANSWERS, filledCompany, filledIndividual, newcomer } from './kyc.test-fixtures.ts';

describe('kycFormFromUser', () => {
  it('fills the form from what the server holds, the phone without +44', () => {
    const form = kycFormFromUser(filledIndividual);

    expect(form).toMatchObject({
      personType: 'INDIVIDUAL',
      title: 'MRS',
      firstName: 'Iris',
      dateOfBirth: '1980-01-31',
      phoneNumber: '7700900001',
      postcode: 'SW1A 1AA',
      docType: 'PASSPORT',
      investorType: 'HIGH_NET_WORTH_INVESTOR',
      address2: 'Flat 2',
      companyName: '',
    });
  });

  it('starts a newcomer empty, with the box unticked and no answers', () => {
    const form = kycFormFromUser(newcomer);

    expect(form.personType).toBe('');
    expect(form.firstName).toBe('');
    expect(form.nationality).toBe('');
    expect(form.riskStatementAccepted).toBe(false);
    expect(form.answers).toEqual({});
  });

  it('keeps a stored phone that is not a +44 number as it is', () => {
    expect(kycFormFromUser({ ...newcomer, phoneNumber: '+33612345678' }).phoneNumber).toBe('+33612345678');
  });

  it('defaults nationality and issuing country to GB without touching chosen ones', () => {
    expect(withKycDefaults(kycFormFromUser(newcomer))).toMatchObject({ nationality: 'GB', issuingCountry: 'GB' });
    expect(withKycDefaults(kycFormFromUser(filledIndividual))).toEqual(kycFormFromUser(filledIndividual));
  });
});

describe('kycChangesForSave', () => {
  const saved = kycFormFromUser(filledIndividual);

  it('is empty when nothing changed', () => {
    expect(kycChangesForSave(saved, { ...saved })).toEqual({});
  });

  it('sends only the changed values, trimmed', () => {
    const current: KycForm = { ...saved, city: '  Leeds ', postcode: 'LS1 4AP' };

    expect(kycChangesForSave(saved, current)).toEqual({ city: 'Leeds', postcode: 'LS1 4AP' });
  });

  it('omits empty values, even when they were cleared', () => {
    const current: KycForm = { ...saved, city: '', address2: '   ', firstName: 'Ivy' };

    expect(kycChangesForSave(saved, current)).toEqual({ firstName: 'Ivy' });
  });

  it('sends a sort code and an account number typed with separators as their digits', () => {
    const current: KycForm = { ...saved, sortCode: '20-00-00', accountNumber: '8765 4321' };

    expect(kycChangesForSave(saved, current)).toEqual({ sortCode: '200000', accountNumber: '87654321' });
    expect(kycChangesForSave({ ...saved, sortCode: '200000' }, { ...saved, sortCode: '20 00 00' })).toEqual({});
  });

  it('does not count whitespace around an unchanged value as a change', () => {
    expect(kycChangesForSave(saved, { ...saved, city: ' London ' })).toEqual({});
  });

  it('sends the first save of a newcomer, GB defaults included', () => {
    const baseline = kycFormFromUser(newcomer);
    const current: KycForm = { ...withKycDefaults(baseline), personType: 'INDIVIDUAL', firstName: 'Noah' };

    expect(kycChangesForSave(baseline, current)).toEqual({
      personType: 'INDIVIDUAL',
      firstName: 'Noah',
      nationality: 'GB',
      issuingCountry: 'GB',
    });
  });

  it('sends the phone as entered, without spaces, for the server to store with +44', () => {
    expect(kycChangesForSave(saved, { ...saved, phoneNumber: '7700 900456' })).toEqual({ phoneNumber: '7700900456' });
  });

  it('does not count the same number typed another way as a change', () => {
    expect(kycChangesForSave(saved, { ...saved, phoneNumber: '07700 900001' })).toEqual({});
    expect(kycChangesForSave(saved, { ...saved, phoneNumber: ' 7700900001 ' })).toEqual({});
  });

  it('sends an invalid phone that changed, for the server to refuse with its field error', () => {
    expect(kycChangesForSave(saved, { ...saved, phoneNumber: '12' })).toEqual({ phoneNumber: '12' });
  });

  it('never sends company blocks for an individual', () => {
    const current: KycForm = { ...saved, companyName: 'Acme Ltd', registrationProof: '/files/reg.pdf' };

    expect(kycChangesForSave(saved, current)).toEqual({});
  });

  it('sends company blocks for a PROFESSIONAL', () => {
    const company = kycFormFromUser(filledCompany);
    const current: KycForm = { ...company, companyName: 'Acme Ltd', registrationProof: '/files/reg.pdf' };

    expect(kycChangesForSave(company, current)).toEqual({
      companyName: 'Acme Ltd',
      registrationProof: '/files/reg.pdf',
    });
  });

  it('sends the company blocks an individual had typed once they switch to PROFESSIONAL', () => {
    const current: KycForm = { ...saved, personType: 'PROFESSIONAL', companyName: 'Acme Ltd' };

    expect(kycChangesForSave(saved, current)).toEqual({ personType: 'PROFESSIONAL', companyName: 'Acme Ltd' });
  });

  it('never sends the answers, and sends the risk-statement box only when it changed', () => {
    expect(kycChangesForSave(saved, { ...saved, answers: ALL_ANSWERS })).toEqual({});
    const unticked = { ...saved, riskStatementAccepted: false };
    expect(kycChangesForSave(unticked, { ...unticked, riskStatementAccepted: true })).toEqual({
      riskStatementAccepted: true,
    });
  });
});

describe('kycSaveRequest: moving to a stage saves the profile if changed', () => {
  const saved = kycFormFromUser(filledIndividual);

  it('makes no call when nothing changed', () => {
    expect(
      kycSaveRequest(saved, { ...saved, riskStatementAccepted: true }, { validateQuestions: false }),
    ).toBeUndefined();
  });

  it('saves the changes without grading', () => {
    expect(kycSaveRequest(saved, { ...saved, city: 'Leeds' }, { validateQuestions: false })).toEqual({
      changes: { city: 'Leeds' },
      validateQuestions: false,
    });
  });

  it('grades the ten answers even when nothing else changed', () => {
    expect(kycSaveRequest(saved, { ...saved, answers: ALL_ANSWERS }, { validateQuestions: true })).toEqual({
      changes: { answers: ALL_ANSWERS },
      validateQuestions: true,
    });
  });

  it('grades with the other changes in the same call', () => {
    expect(
      kycSaveRequest(saved, { ...saved, city: 'Leeds', answers: ALL_ANSWERS }, { validateQuestions: true }),
    ).toEqual({
      changes: { city: 'Leeds', answers: ALL_ANSWERS },
      validateQuestions: true,
    });
  });

  it('cannot grade answers that are not all given', () => {
    expect(kycSaveRequest(saved, { ...saved, answers: { q1: 'a' } }, { validateQuestions: true })).toBeUndefined();
  });
});
