export * from './second-factor.rules.ts';
export * from './set-up.rules.ts';
export * from './set-up.actors.ts';
export * from './set-up.machine.ts';
export * from './set-up.snapshots.ts';
