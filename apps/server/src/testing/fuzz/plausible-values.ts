import fc from 'fast-check';
import { testPassword } from '../builders/users.ts';

/** A user the fuzz creates up front and never acts as, so that a sign-in or a reset link can find someone. */
export const knownEmail = 'fuzz.known@example.co.uk';

const plausibleEmail = fc.oneof(
  fc.constant(knownEmail),
  fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,11}(\.[a-z]{1,8})?$/), fc.constantFrom('example.co.uk', 'example.com'))
    .map(([local, domain]) => `${local}@${domain}`),
);

/**
 * Values a person would type, by property or parameter name: the contract only says `string` for most of them,
 * and what it allows the business rules of packages/flows mostly refuse (a full name of random characters, a
 * password without a digit). With these the services' deeper code runs: sign-ins that succeed, passwords that
 * change, KYC answers that save. Names are the contract's; a property without one here is generated from its schema.
 */
const byName: Readonly<Record<string, fc.Arbitrary<string>>> = {
  email: plausibleEmail,
  fullName: fc.constantFrom('Ada Lovelace', "Seán O'Neill", 'Mary-Jane Smith', 'Zoë Brontë', 'Li Wei'),
  firstName: fc.constantFrom('Ada', 'Seán', 'Mary-Jane', 'Zoë'),
  lastName: fc.constantFrom('Lovelace', "O'Neill", 'Smith', 'Brontë'),
  password: fc.oneof(fc.constant(testPassword), fc.stringMatching(/^[A-Z][a-z]{3,8}[0-9]{2,4}$/)),
  newPassword: fc.stringMatching(/^[A-Z][a-z]{3,8}[0-9]{2,4}$/),
  currentPassword: fc.constantFrom(testPassword, 'Wrong12345'),
  phoneNumber: fc.stringMatching(/^07[0-9]{9}$/),
  dateOfBirth: fc
    .date({ min: new Date('1930-01-01'), max: new Date('2000-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  postcode: fc.constantFrom('SW1A 1AA', 'EC1A 1BB', 'M1 1AE', 'B33 8TH'),
  companyPostcode: fc.constantFrom('SW1A 1AA', 'EC1A 1BB'),
  city: fc.constantFrom('London', 'Manchester', 'Leeds'),
  address1: fc.constantFrom('10 Downing Street', '221B Baker Street', 'Flat 2, 5 High Road'),
  message: fc.lorem({ maxCount: 12, mode: 'sentences' }),
  reason: fc.lorem({ maxCount: 6, mode: 'sentences' }),
  sortCode: fc.stringMatching(/^[0-9]{6}$/),
  accountNumber: fc.stringMatching(/^[0-9]{8}$/),
  website: fc.constantFrom('https://example.com', 'example.co.uk/about', ''),
  searchTerm: fc.oneof(fc.constantFrom('fuzz', 'example', 'Ada'), fc.lorem({ maxCount: 1 })),
  niNumber: fc.constantFrom('AB 12 34 56 C', 'JG103729B', 'QQ123456A', ''),
  noNiNumberReason: fc.lorem({ maxCount: 6, mode: 'sentences' }),
  signatureName: fc.constantFrom('Ada Lovelace', 'Fuzz Investor', ''),
  otherManager: fc.constantFrom('Northern Savings plc', 'Hargreaves ISA Ltd', 'Albion Building Society'),
  otherReference: fc.stringMatching(/^[A-Z]{2}-[0-9]{4,8}$/),
};

/** A person's value for `name`, when the fuzz knows one. */
export function plausibleValue(name: string | undefined): fc.Arbitrary<string> | undefined {
  return name === undefined ? undefined : byName[name];
}

/**
 * Whole bodies a person would send, by operationId, where the business rules tie the fields to one another (a
 * project's minimum under its target, its end after its start, one strategy offered): a body generated field by
 * field from the schema almost never passes them, so the services' saving code would never run.
 */
const bodyByOperation: Readonly<Record<string, fc.Arbitrary<unknown>>> = {
  createProject: plausibleProject(),
  updateProject: plausibleProject(),
  createProjectUpdate: plausibleProjectUpdate(),
  editProjectUpdate: plausibleProjectUpdate(),
};

/** An admin's project update (issue 34 §2): a title and text flows accepts, with no files. */
function plausibleProjectUpdate(): fc.Arbitrary<unknown> {
  return fc.record({
    title: fc.constantFrom('Roof on', 'Planning permission confirmed', 'Monthly report'),
    text: fc.lorem({ maxCount: 12, mode: 'sentences' }),
    audience: fc.constantFrom('INVESTORS', 'INVESTORS_AND_FOLLOWERS'),
    photos: fc.constant([]),
    documents: fc.constant([]),
  });
}

function plausibleProject(): fc.Arbitrary<unknown> {
  return fc
    .record({
      title: fc.constantFrom('Victoria Mill apartments', 'Harbour View', 'The Old Dairy'),
      status: fc.constantFrom('DRAFT', 'COMING_SOON'),
      projectType: fc.constantFrom('COMMERCIAL_BUILD', 'RESIDENTIAL_BUILD', 'REFURBISHMENT'),
      targetPounds: fc.integer({ min: 1_000, max: 5_000_000 }),
      rate: fc.double({ min: 0, max: 100, noNaN: true }).map((rate) => Math.round(rate * 100) / 100),
    })
    .map(({ title, status, projectType, targetPounds, rate }) => ({
      title,
      description: 'Conversion of a listed mill into flats.',
      status,
      projectType,
      purpose: 'DEVELOPING',
      address: '12 Canal Street',
      city: 'Leeds',
      latitude: 53.7938,
      longitude: -1.5491,
      images: [],
      documents: [],
      allowLongTerm: false,
      shortStartDate: '2030-01-15',
      shortEndDate: '2031-07-15',
      shortFundingTargetPence: targetPounds * 100,
      shortFundingMinimumPence: 100_000,
      shortDebtExpectedRate: rate,
    }));
}

/** A person's whole JSON body for the operation, when the fuzz knows one. */
export function plausibleBody(operationId: string): fc.Arbitrary<unknown> | undefined {
  return bodyByOperation[operationId];
}
