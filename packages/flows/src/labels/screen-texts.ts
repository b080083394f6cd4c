// Texts the seeds fix for several screens at once.
export const SCREEN_TEXTS = {
  noSearchResult: 'No search result',
  loading: 'loading...',
  processingInvestment: 'Processing investment...',
} as const;

/** Under a phone or e-mail whose change waits for the link sent to the registered e-mail. */
export function awaitingApprovalText(value: string): string {
  return `This ${value} is awaiting approval`;
}
