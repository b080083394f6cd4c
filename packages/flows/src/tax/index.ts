export * from './tax-year.ts';
export * from './tax-statement-texts.ts';
