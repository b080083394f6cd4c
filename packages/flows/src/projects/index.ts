export * from './project-status.transitions.ts';
export * from './project-status.machine.ts';
export * from './editable-fields.ts';
