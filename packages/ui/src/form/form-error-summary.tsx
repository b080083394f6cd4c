import { useContext } from 'react';
import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import { Message } from '../message/message.tsx';
import { FieldLabelsContext, labelledFieldOf, type FieldLabels } from './field-labels.ts';

interface FieldInError {
  name: string;
  message: string;
}

/** The messages of the form, in the order the form registered its fields (their order on screen). */
function messagesOf(errors: FieldErrors, prefix = ''): FieldInError[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (key === 'root' || !error || typeof error !== 'object') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof error.message === 'string') return [{ name, message: error.message }];
    return messagesOf(error as FieldErrors, name);
  });
}

interface LabelledError {
  name: string;
  label: string | undefined;
  message: string;
}

/** One entry per labelled field, with its first message: a list's rows in error make one entry each, not one each. */
function labelledErrors(errors: FieldErrors, labels: FieldLabels): LabelledError[] {
  const byField = new Map<string, LabelledError>();
  for (const { name, message } of messagesOf(errors)) {
    const field = labelledFieldOf(labels, name);
    if (field === undefined && import.meta.env.DEV) {
      // A summary entry must name the field as the person reads it, never by its name in the code.
      throw new Error(`The field '${name}' has a message but no label: give its <FormField> a label.`);
    }
    const key = field ?? name;
    if (!byField.has(key)) byField.set(key, { name: key, label: field && labels.get(field), message });
  }
  return [...byField.values()];
}

/** Moves the focus to a field: its control when react-hook-form holds one, else the first control in its part. */
function focusField(form: HTMLFormElement | null, name: string, setFocus: (name: string) => void) {
  const before = document.activeElement;
  setFocus(name);
  if (document.activeElement !== before || !form) return;
  const part = form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  const control = part?.matches('fieldset') ? part.querySelector<HTMLElement>('input, select, textarea, button') : part;
  control?.focus();
}

export interface FormErrorSummaryProps {
  /** The summary's heading: 'Please correct the following:'. */
  title: string;
  className?: string;
}

/**
 * After a refused submit of a long form, every field in error at the top, each by its label and a link to its
 * field: the focus is on the first field already (react-hook-form's `shouldFocusError`), the summary tells how many
 * more there are. The labels are the ones the fields were bound with (`<FormField label>`).
 */
export function FormErrorSummary({ title, className }: FormErrorSummaryProps) {
  const { control, setFocus } = useFormContext();
  const labels = useContext(FieldLabelsContext) ?? new Map<string, string>();
  const { errors, isSubmitted } = useFormState({ control });
  const fields = isSubmitted ? labelledErrors(errors, labels) : [];
  if (fields.length === 0) return null;
  return (
    <Message variant="error" dismissible={false} title={title} className={className}>
      <ul className="mt-1 flex list-disc flex-col gap-1 ps-5">
        {fields.map(({ name, label, message }) => (
          <li key={name}>
            <a
              href={`#${name}`}
              className="text-foreground underline underline-offset-4"
              onClick={(event) => {
                event.preventDefault();
                focusField(event.currentTarget.closest('form'), name, setFocus);
              }}
            >
              {label === undefined ? message : `${label}: ${message}`}
            </a>
          </li>
        ))}
      </ul>
    </Message>
  );
}
