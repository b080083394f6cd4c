export * from './tax-year.ts';
