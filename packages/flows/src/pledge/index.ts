export * from './pledge.constants.ts';
export * from './pledge.messages.ts';
