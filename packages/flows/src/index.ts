export * from './constants.ts';
export * from './rules/index.ts';
export * from './errors/index.ts';
export * from './format/index.ts';
export * from './labels/index.ts';
export * from './competence/index.ts';
export * from './kyc/index.ts';
// Both machines have a Next label; the root keeps the competence review's, as before. The wizard's is
// `selectNextLabel` from '@keystone/flows/kyc'.
export { selectNextLabel } from './competence/index.ts';
