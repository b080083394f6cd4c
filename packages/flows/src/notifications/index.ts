export * from './notification-events.ts';
export * from './notification-labels.ts';
export * from './notification-preferences.ts';
export * from './notification-texts.ts';
