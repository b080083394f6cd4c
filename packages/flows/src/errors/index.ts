export * from './catalogue.ts';
export * from './api-error.ts';
export * from './display.ts';
