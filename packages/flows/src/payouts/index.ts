export * from './payout-profit.ts';
export * from './payout-statuses.ts';
