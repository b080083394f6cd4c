export * from './kyc.stages.ts';
export * from './kyc.form.ts';
export * from './kyc.rules.ts';
export * from './kyc.actors.ts';
export * from './kyc-wizard.context.ts';
export * from './kyc-wizard.machine.ts';
export * from './kyc-wizard.selectors.ts';
export * from './kyc-status.ts';
