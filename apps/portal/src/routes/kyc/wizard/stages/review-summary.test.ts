import { demoUsers } from '@keystone/demo/fixtures';
import { kycFormFromUser, withKycDefaults } from '@keystone/flows/kyc';
import { describe, expect, it } from 'vitest';
import { formatDateOfBirth, formatPhone, NOT_GIVEN, NOT_UPLOADED, reviewSections, UPLOADED } from './review-summary.ts';

const valueOf = (sections: ReturnType<typeof reviewSections>, title: string, label: string) =>
  sections.find((section) => section.title === title)?.rows.find((row) => row.label === label)?.value;

describe('reviewSections', () => {
  it('summarises an individual without the company blocks, each section pointing at its stage', () => {
    const sections = reviewSections(kycFormFromUser({ ...demoUsers.approvedInvestor, address2: null }), true);

    expect(sections.map((section) => [section.stageIndex, section.title])).toEqual([
      [0, 'Personal details'],
      [1, 'Proof of Identity'],
      [2, 'Bank details'],
      [3, 'Investor Certification'],
      [4, 'Competence Review'],
    ]);
    expect(valueOf(sections, 'Personal details', 'Title')).toBe('Mrs');
    expect(valueOf(sections, 'Personal details', 'Person type')).toBe('Individual');
    expect(valueOf(sections, 'Personal details', 'Date of birth')).toBe('14/06/1985');
    expect(valueOf(sections, 'Personal details', 'Mobile number')).toBe('+44 7700900123');
    expect(valueOf(sections, 'Personal details', 'Address line 2')).toBe(NOT_GIVEN);
    expect(valueOf(sections, 'Proof of Identity', 'Document type')).toBe('Passport');
    expect(valueOf(sections, 'Proof of Identity', 'Front of the document')).toBe(UPLOADED);
    expect(valueOf(sections, 'Proof of Identity', 'Back of the document')).toBe(NOT_UPLOADED);
    expect(valueOf(sections, 'Proof of Identity', 'Proof of address')).toBe(UPLOADED);
    expect(valueOf(sections, 'Proof of Identity', 'Registration proof')).toBeUndefined();
    expect(valueOf(sections, 'Bank details', 'Company name')).toBeUndefined();
    expect(valueOf(sections, 'Investor Certification', 'Investor category')).toBe('High net worth investor');
    expect(valueOf(sections, 'Competence Review', 'Questions')).toBe('Passed');
  });

  it('adds the company blocks for a PROFESSIONAL', () => {
    const sections = reviewSections(kycFormFromUser(demoUsers.companyInvestor), true);

    expect(valueOf(sections, 'Personal details', 'Person type')).toBe('Company');
    expect(valueOf(sections, 'Proof of Identity', 'Document type')).toBe('Driving licence');
    expect(valueOf(sections, 'Proof of Identity', 'Articles of association')).toBe(UPLOADED);
    expect(valueOf(sections, 'Proof of Identity', 'Proof of address')).toBeUndefined();
    expect(valueOf(sections, 'Bank details', 'Legal entity')).toBe('Business');
    expect(valueOf(sections, 'Bank details', 'Company postcode')).toBe('LS1 2ES');
  });

  it('says what is missing for a newcomer and counts the answers given', () => {
    const form = {
      ...withKycDefaults(kycFormFromUser(demoUsers.kycNotStartedInvestor)),
      answers: { q1: 'a', q2: 'b' },
    };

    const sections = reviewSections(form, false);

    expect(valueOf(sections, 'Personal details', 'Title')).toBe(NOT_GIVEN);
    expect(valueOf(sections, 'Personal details', 'Nationality')).toBe('United Kingdom');
    expect(valueOf(sections, 'Personal details', 'Mobile number')).toBe(NOT_GIVEN);
    expect(valueOf(sections, 'Competence Review', 'Questions')).toBe('2 of 10 answered');
  });
});

describe('formatting', () => {
  it('shows dates of birth en-GB and phones with +44 and without the leading 0', () => {
    expect(formatDateOfBirth('2001-12-31')).toBe('31/12/2001');
    expect(formatDateOfBirth('31/12/2001')).toBe('31/12/2001');
    expect(formatPhone('07700 900123')).toBe('+44 7700900123');
    expect(formatPhone(' ')).toBe(NOT_GIVEN);
  });
});
