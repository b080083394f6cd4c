export * from './competence.machine.ts';
export * from './competence.rules.ts';
export * from './competence.selectors.ts';
