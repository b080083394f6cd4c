import { describe, expect, it } from 'vitest';
import { CONTACT_TOPIC_OPTIONS } from './contact-topics.ts';
import { contactRequestFrom, type ContactFormValues } from './contact-request.ts';

const filled: ContactFormValues = {
  fullName: ' Noah Newcomer ',
  email: 'newcomer@keystone.test ',
  message: 'I cannot pass the questions.',
  interest: 'KYC',
  companyName: '',
  phoneNumber: '  ',
};

describe('contactRequestFrom', () => {
  it('trims and leaves empty optional fields out', () => {
    expect(contactRequestFrom(filled)).toEqual({
      fullName: 'Noah Newcomer',
      email: 'newcomer@keystone.test',
      message: 'I cannot pass the questions.',
      interest: 'KYC',
    });
  });

  it('adds the company, the phone and the project when given', () => {
    expect(
      contactRequestFrom(
        { ...filled, interest: '', companyName: 'Brickworks Ltd', phoneNumber: '07700900123' },
        'Riverside Lofts',
      ),
    ).toEqual({
      fullName: 'Noah Newcomer',
      email: 'newcomer@keystone.test',
      message: 'I cannot pass the questions.',
      companyName: 'Brickworks Ltd',
      phoneNumber: '07700900123',
      projectName: 'Riverside Lofts',
    });
  });

  it('cuts the message to 2500 characters', () => {
    expect(contactRequestFrom({ ...filled, message: 'x'.repeat(2600) }).message).toHaveLength(2500);
  });
});

describe('contact topics', () => {
  it('offers the five topics of seed 000 with readable words', () => {
    expect(CONTACT_TOPIC_OPTIONS.map((option) => option.value)).toEqual([
      'PROPERTY_DEVELOPER',
      'COMPANY_INVESTOR',
      'INDIVIDUAL_INVESTOR',
      'KYC',
      'OTHER',
    ]);
    expect(CONTACT_TOPIC_OPTIONS.every((option) => option.label !== option.value)).toBe(true);
  });
});
