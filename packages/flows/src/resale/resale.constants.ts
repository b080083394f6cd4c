// The resale market's limits (issue 37): one source for the portal, the server, its jobs and its e-mails.

/** A listing stays open this long, then expires (a job closes it). */
export const RESALE_LISTING_DAYS = 30;

/** An investment may be sold once it has been held this long. */
export const RESALE_FIRST_SALE_AFTER_DAYS = 30;

/** No part of a loan may be sold, and listings are suspended, this close to the end of its term. */
export const RESALE_CLOSED_BEFORE_END_DAYS = 30;

/** The seller's fee when the admin has set none: 0.5% of the capital sold, in basis points. */
export const RESALE_DEFAULT_FEE_BASIS_POINTS = 50;

/** The most the admin may set the fee to: 10%. */
export const RESALE_MAX_FEE_BASIS_POINTS = 1000;

/** A started purchase not finished by then expires; like a started pledge, it holds nothing. */
export const RESALE_PURCHASE_EXPIRY_MINUTES = 30;

/** Listings are bought and sold in whole pounds. */
export const RESALE_AMOUNT_STEP_PENCE = 100;

/** A page of the market. */
export const RESALE_PAGE_SIZE = 20;
