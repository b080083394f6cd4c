export * from './account-menu.ts';
export * from './footer.ts';
export * from './kyc-details.ts';
export * from './kyc-status.ts';
export * from './person-type.ts';
export * from './screen-texts.ts';
export * from './tones.ts';
export * from './user.ts';
