export * from './competence.rules.ts';
export * from './questions.ts';
