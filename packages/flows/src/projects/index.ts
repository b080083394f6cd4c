export * from './project-status.transitions.ts';
export * from './project-status.machine.ts';
export * from './editable-fields.ts';
export * from './predefined-documents.ts';
export * from './project-strategies.ts';
export * from './project-form.rules.ts';
export * from './project-for-save.ts';
