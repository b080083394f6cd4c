/** Allocations per page of the investor's history (`GET /auto-invest/allocations`). */
export const AUTO_INVEST_PAGE_SIZE = 10;

/** The platform's most a project may keep for auto-investors until an admin changes it, in percent. */
export const AUTO_INVEST_DEFAULT_MAX_SHARE_PERCENT = 50;

/** How long a standing authority may wait for its signature, as a pledge does. */
export const AUTO_INVEST_AUTHORITY_EXPIRY_MINUTES = 10;

/** The longest term a rule may accept, in months (the contract's bound). */
export const AUTO_INVEST_MAX_TERM_MONTHS = 120;

/** The reference of a standing authority, as its PDF and the screens show it. */
export function autoInvestAuthorityReference(authorityId: number): string {
  return `KSA-${String(authorityId).padStart(6, '0')}`;
}
