export * from './kyc-status.ts';
export * from './person-type.ts';
export * from './screen-texts.ts';
