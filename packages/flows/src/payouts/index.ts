export * from './payout-profit.ts';
export * from './payout-statuses.ts';
export * from './repayment-schedule.ts';
export * from './repayment-schedule-labels.ts';
export * from './recovery-shares.ts';
