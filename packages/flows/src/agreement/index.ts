export * from './agreement-text.ts';
export * from './agreement.messages.ts';
export * from './agreement-reference.ts';
