export * from './competence.machine.ts';
export * from './competence.rules.ts';
export * from './competence.selectors.ts';
export * from './questions.ts';
