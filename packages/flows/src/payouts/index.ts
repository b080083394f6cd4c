export * from './payout-profit.ts';
export * from './payout-statuses.ts';
export * from './recovery-shares.ts';
