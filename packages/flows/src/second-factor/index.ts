export * from './second-factor.rules.ts';
