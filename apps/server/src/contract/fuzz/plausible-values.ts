import fc from 'fast-check';
import { testPassword } from '../../testing/test-users.ts';

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
  sortCode: fc.stringMatching(/^[0-9]{6}$/),
  accountNumber: fc.stringMatching(/^[0-9]{8}$/),
  website: fc.constantFrom('https://example.com', 'example.co.uk/about', ''),
  searchTerm: fc.oneof(fc.constantFrom('fuzz', 'example', 'Ada'), fc.lorem({ maxCount: 1 })),
};

/** A person's value for `name`, when the fuzz knows one. */
export function plausibleValue(name: string | undefined): fc.Arbitrary<string> | undefined {
  return name === undefined ? undefined : byName[name];
}
