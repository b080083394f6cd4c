import type { CountryCode } from '@keystone/api';

// The seeds' business constants and limits (seed 000 §9, seed 001 §9), in one place so the portal,
// the server and the machines cannot drift apart.

export const PAGE_SIZE = {
  investorProjects: 12,
  adminLists: 20,
  projectPayments: 10,
  dashboardTables: 8,
  payoutHistory: 15,
  walletHistory: 15,
} as const;

// The request timeout is the API client's: REQUEST_TIMEOUT_MS in @keystone/api.

/** 'Remember me' keeps a sign-in (the token and the portal's cookie alike) for 30 days; otherwise for the session. */
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;

export const KYC_POLL_INTERVAL_MS = 5_000;
export const KYC_POLL_MAX_EXTRA_TIMES = 10;
export const KYC_IN_PROGRESS_REFRESH_MS = 5 * 60_000;
export const KYC_STEP_COUNT = 6;
export const KYC_STEP_WINDOW = 4;

export const PAYMENTS_REFRESH_MS = 10_000;
/**
 * The account investors pay into, quoting their reference, while the built-in sandbox payment provider is in use:
 * the server's sandbox answers it, and the demo data and mocks show the same account.
 */
export const SANDBOX_COLLECTION_ACCOUNT = {
  accountName: 'Keystone Client Money (sandbox)',
  sortCode: '040004',
  accountNumber: '00012345',
} as const;
/** The investor dashboard reads itself again this often while a wallet movement is still pending. */
export const WALLET_PENDING_REFRESH_MS = 5_000;
export const PAYOUT_ERROR_DISPLAY_MS = 6_000;
export const PROFILE_CONFIRMATION_DISPLAY_MS = 10_000;
export const PROFILE_SUCCESS_DISPLAY_MS = 3_000;

export const COMPETENCE_QUESTION_COUNT = 10;
export const MAX_COMPETENCE_ATTEMPTS = 3;

export const MIN_INVESTOR_AGE = 18;
export const MAX_INVESTOR_AGE = 90;

export const UK_PHONE_PREFIX = '+44';
export const COUNTRY_CODE = 'GB' satisfies CountryCode;

export const PASSWORD_LENGTH = { min: 6, max: 40 } as const;
export const FULL_NAME_LENGTH = { min: 2, max: 150, maxAtRegistration: 100 } as const;
export const KYC_NAME_MAX_LENGTH = 40;
export const KYC_CITY_MAX_LENGTH = 40;
export const ADDRESS_LINE_MAX_LENGTH = 150;
export const COMPANY_NAME_MAX_LENGTH = 100;
export const SORT_CODE_LENGTH = 6;
export const ACCOUNT_NUMBER_LENGTH = 8;

export const MESSAGE_MAX_LENGTH = 2_500;
export const DESCRIPTION_MAX_LENGTH = 800;
export const PROJECT_IMAGES_MAX = 10;
export const PROJECT_DOCUMENTS_MAX = 10;

export const TYPED_SIGNATURE_LENGTH = { min: 2, max: 100 } as const;
export const SIGNATURE_UPLOAD_MAX_BYTES = 500_000;
export const SIGNATURE_CANVAS = { width: 356, height: 114 } as const;

export const KYC_UPLOAD_MAX_BYTES = 7 * 1024 * 1024;
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const ACCEPTED_UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
/**
 * What an investor may upload in 24 hours (code 40 once either is reached; admins are not limited): the KYC wizard
 * asks for at most six documents and a profile has one photo, so 20 files leave room for every one twice over.
 * The catalogue's message for code 40 states both.
 */
export const UPLOAD_DAILY_MAX_FILES = 20;
export const UPLOAD_DAILY_MAX_BYTES = 100 * 1024 * 1024;

// The business's ceilings on money, each stated as a `maximum` in openapi.yaml too (money-ceilings.test.ts keeps them
// in step). They keep every sum the platform stores far inside Number.MAX_SAFE_INTEGER pence (about £90 trillion):
// the stored sums a server reads stay exact however many operations add up.
/** One deposit into or withdrawal from an investor's e-wallet (whole pounds of it): £1,000,000. */
export const WALLET_OPERATION_MAX_PENCE = 100_000_000;
/** A project term's funding target, £100,000,000; its minimum, its profits and every pledge into it are bounded by it. */
export const PROJECT_TARGET_MAX_PENCE = 10_000_000_000;
/** One payment into a project wallet, or one transfer to its long-term wallet: a whole term's target at most. */
export const PROJECT_WALLET_OPERATION_MAX_PENCE = PROJECT_TARGET_MAX_PENCE;

export const SLIDER_TRANSITION_MS = 200;
export const COPYRIGHT_YEAR = 2020;
