export * from './second-factor.rules.ts';
export * from './sign-in.actors.ts';
export * from './sign-in.machine.ts';
export * from './step-up.machine.ts';
export * from './sign-in.snapshots.ts';
