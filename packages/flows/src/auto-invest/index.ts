export * from './auto-invest.constants.ts';
export * from './auto-invest.messages.ts';
export * from './auto-invest-rules.ts';
export * from './allocation.ts';
export * from './authority-text.ts';
export * from './auto-invest-labels.ts';
export * from './project-allocation.machine.ts';
export * from './auto-invest-pool.ts';
