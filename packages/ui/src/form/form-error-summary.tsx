import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import { Message } from '../message/message.tsx';

interface FieldInError {
  name: string;
  message: string;
}

/** The fields in error, in the order the form registered them (its order on screen), with their messages. */
function fieldsInError(errors: FieldErrors, prefix = ''): FieldInError[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (key === 'root' || !error || typeof error !== 'object') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof error.message === 'string') return [{ name, message: error.message }];
    return fieldsInError(error as FieldErrors, name);
  });
}

/**
 * The label a person sees for a field: its own `<label>`, else the nearest label or legend around it (a Radix select
 * or checkbox names a hidden control), else its name.
 */
function labelOf(name: string): string {
  const control = document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  if (!control) return name;
  const own = control instanceof HTMLInputElement ? control.labels?.[0]?.textContent : undefined;
  if (own) return own.trim();
  for (let around = control.parentElement; around && around.tagName !== 'FORM'; around = around.parentElement) {
    const label = around.querySelector('label, legend')?.textContent;
    if (label) return label.trim();
  }
  return name;
}

export interface FormErrorSummaryProps {
  /** The summary's heading: 'Please correct the following:'. */
  title: string;
  className?: string;
}

/**
 * After a refused submit of a long form, every field in error at the top, each a link to its field: the focus is on
 * the first field already (react-hook-form's `shouldFocusError`), the summary tells how many more there are.
 */
export function FormErrorSummary({ title, className }: FormErrorSummaryProps) {
  const { control, setFocus } = useFormContext();
  const { errors, isSubmitted } = useFormState({ control });
  const fields = isSubmitted ? fieldsInError(errors) : [];
  if (fields.length === 0) return null;
  return (
    <Message variant="error" dismissible={false} title={title} className={className}>
      <ul className="mt-1 flex list-disc flex-col gap-1 ps-5">
        {fields.map(({ name, message }) => (
          <li key={name}>
            <a
              href={`#${name}`}
              className="text-foreground underline underline-offset-4"
              onClick={(event) => {
                event.preventDefault();
                setFocus(name);
              }}
            >
              {`${labelOf(name)}: ${message}`}
            </a>
          </li>
        ))}
      </ul>
    </Message>
  );
}
