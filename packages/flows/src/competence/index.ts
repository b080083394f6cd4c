export * from './competence.rules.ts';
export * from './competence-attempts.ts';
export * from './competence-review.machine.ts';
export * from './questions.ts';
export * from './competence-review.selectors.ts';
