import { useId, type ComponentProps } from 'react';
import { cn } from '../cn.ts';

export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/** Ids that tie a control to its label, hint and error; `id` lets a caller (or a test) fix the control's id. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, labelId: `${controlId}-label`, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

export interface FieldLabelProps extends ComponentProps<'label'> {
  /** Shows a required marker; the control itself carries `required` so assistive technology announces it. */
  required?: boolean;
}

export function FieldLabel({ required, className, children, ...props }: FieldLabelProps) {
  return (
    <label data-slot="field-label" className={cn('text-sm font-medium text-foreground', className)} {...props}>
      {children}
      {required && (
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      )}
    </label>
  );
}

export function FieldHint({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="field-hint" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function FieldError({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="field-error" className={cn('text-sm font-medium text-danger', className)} {...props} />;
}
