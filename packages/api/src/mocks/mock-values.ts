/** The support address the mock `getPublicSettings` answers (the server reads it from SUPPORT_EMAIL). */
export const MOCK_SUPPORT_EMAIL = 'support@keystone.example';

/** A one-time token the mocks treat as expired or used (code 8); every other token is valid. */
export const INVALID_ONE_TIME_TOKEN = 'expired-token';

/** A competence answer the mocks reject, so that a story or test reaches code 38. */
export const WRONG_COMPETENCE_ANSWER = 'wrong';

/** The SMS code the mock `finishPledge` accepts. */
export const MOCK_SMS_CODE = '123456';
