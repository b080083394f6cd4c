export { describedBy } from './described-by.ts';
export { FieldError, FieldHint, FieldLabel, useFieldIds, type FieldIds, type FieldLabelProps } from './field.tsx';
export { controlBoxClasses } from './control-classes.ts';
