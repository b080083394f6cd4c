export * from './resale.constants.ts';
export * from './resale.messages.ts';
export * from './resale-dates.ts';
export * from './resale-eligibility.ts';
export * from './resale-amount.ts';
export * from './resale-figures.ts';
