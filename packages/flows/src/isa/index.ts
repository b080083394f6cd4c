export * from './allowance.ts';
export * from './application.ts';
export * from './labels.ts';
