// The pledge flow's limits (seed 001 §3–5 and issue 12): one source for the portal, the server and its PDFs.

/** A long-term pledge also pledges short term; its two amounts may differ by at most this (the seed names no value). */
export const MAX_TERM_DIFFERENCE_PENCE = 1_000_000;

/** A started pledge not finished by then expires; it never holds any of the project's capacity. */
export const PLEDGE_EXPIRY_MINUTES = 30;

/** The SMS signature code: how long it is valid, how many wrong tries it allows, and how soon a new one may be sent. */
export const SMS_CODE = { length: 6, validMinutes: 10, maxWrongTries: 5, resendAfterSeconds: 30 } as const;
