export * from './isa-transfer.rules.ts';
export * from './isa-transfer.machine.ts';
export * from './isa-transfer.actors.ts';
export * from './isa-report.ts';
export * from './isa-transfer.snapshots.ts';
