export * from './consumer-journey.texts.ts';
export * from './consumer-journey.rules.ts';
export * from './consumer-journey.actors.ts';
export * from './consumer-journey.machine.ts';
export * from './journey-log-details.ts';
