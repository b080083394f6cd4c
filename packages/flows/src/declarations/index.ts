export * from './declarations.texts.ts';
export * from './declarations.rules.ts';
