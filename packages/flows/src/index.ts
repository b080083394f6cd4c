export * from './constants.ts';
export * from './rules/index.ts';
export * from './errors/index.ts';
export * from './format/index.ts';
export * from './labels/index.ts';
export * from './competence/index.ts';
export * from './kyc/index.ts';
export * from './dashboard/index.ts';
