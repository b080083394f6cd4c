// For the server and the tests only: the bank with its answers. The portal imports `@keystone/flows/competence`.
export * from './answer-key.ts';
export * from './question-bank.ts';
