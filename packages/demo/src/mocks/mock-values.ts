import type { components } from '@keystone/api';

/** The support address the mock `getPublicSettings` answers (the server reads it from SUPPORT_EMAIL). */
export const MOCK_SUPPORT_EMAIL = 'support@keystone.example';

/** The firm's details and legal pages the mock `getPublicSettings` answers (the server reads FIRM_* and files). */
export const MOCK_PUBLIC_SETTINGS = {
  supportEmail: MOCK_SUPPORT_EMAIL,
  // The demo's firm is the server's demonstration default: marked as a demo wherever it is shown.
  demo: true,
  firm: {
    name: 'Keystone Property Crowdfunding Ltd',
    companyNumber: '00000000',
    registeredOffice: '1 Example Street, London EC1A 1AA',
    regulatorStatus: 'Authorised and regulated by the Financial Conduct Authority (firm reference number 000000).',
  },
  map: { tileUrl: null, tileAttribution: null, geocoding: false },
  legalPages: {
    terms:
      'These terms apply to everyone who uses the Keystone platform.\n\nThey are governed by the law of England and Wales.',
    privacy: 'We collect the details you give us when you register.\n\nWe do not sell them.',
    risk: 'Your capital is at risk. You could lose all of the money you invest.\n\nSpread your money across several investments.',
    // As the server answers it: the support address filled in, the Ombudsman's full web address.
    complaints:
      `If you are unhappy with our service, tell us: write to us at ${MOCK_SUPPORT_EMAIL}.\n\n` +
      'You may refer your complaint to the Financial Ombudsman Service at https://www.financial-ombudsman.org.uk/.',
  },
} as const satisfies components['schemas']['PublicSettings'];

/** A one-time token the mocks treat as expired or used (code 8); every other token is valid. */
export const INVALID_ONE_TIME_TOKEN = 'expired-token';

/** A competence answer the mocks reject, so that a story or test reaches code 38. */
export const WRONG_COMPETENCE_ANSWER = 'wrong';

/** The SMS code the mock `finishPledge` accepts. */
export const MOCK_SMS_CODE = '123456';

/** The authenticator code the mocks accept for the second step and the step-up (issue 36); any other is code 60. */
export const MOCK_TOTP_CODE = '123456';

/** A sign-in ticket the mocks treat as expired (code 61); `login` answers others for a user with a second factor. */
export const MOCK_EXPIRED_TICKET = 'expired-ticket';

/** How many recovery codes the mocks say remain after one was used. */
export const MOCK_RECOVERY_CODES_LEFT = 9;
