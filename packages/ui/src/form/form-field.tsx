import { useEffect, type ReactNode } from 'react';
import {
  useController,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { afterPress, watchPresses } from './after-press.ts';
import { useFieldLabel } from './field-labels.ts';

/** What a text field needs from the form: spread it onto `<TextField>`. */
export type FieldBinding<
  T extends FieldValues = FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
> = ControllerRenderProps<T, N> & {
  /** The field's message (a rule's or the server's); marks the control invalid and describes it. */
  error: string | undefined;
};

/** The binding of a field given a label: the control takes the label from it, so it is written once. */
type LabelledBinding<T extends FieldValues, N extends FieldPath<T>, L> = FieldBinding<T, N> &
  (L extends string ? { label: string } : unknown);

export interface FormFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  L extends string | undefined = undefined,
> extends UseControllerProps<T, N> {
  /** What the person reads for the field: the control shows it, and the error summary names the field by it. */
  label?: L;
  render(field: LabelledBinding<T, N, L>): ReactNode;
}

/**
 * One field of a `<Form>`: value, change, blur, focus on error and the message are wired here once, and the
 * control (TextField, Select, Checkbox) ties its label, hint and error together with `aria-describedby`. A blur that
 * starts a press waits for its click (`afterPress`), so no message moves the button being pressed.
 * `<FormField name="email" label="Email" render={(field) => <TextField {...field} />} />`; pass `control` for
 * type-checked names. The label reaches the control through the binding and names the field in `<FormErrorSummary>`.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>, L extends string | undefined = undefined>({
  render,
  label,
  ...controller
}: FormFieldProps<T, N, L>) {
  const { field, fieldState } = useController(controller);
  useEffect(watchPresses, []);
  useFieldLabel(controller.name, label);
  const { onBlur } = field;
  const binding = {
    ...field,
    onBlur: () => afterPress(onBlur),
    error: fieldState.error?.message,
    ...(label !== undefined && { label }),
  };
  return render(binding as LabelledBinding<T, N, L>);
}

/** The binding for a `<Checkbox>`: `checked` and `onCheckedChange` instead of value and change. */
export function checkboxProps<B extends FieldBinding>({ value, onChange, ...field }: B) {
  return {
    ...field,
    checked: value === true,
    onCheckedChange: (checked: boolean) => onChange(checked),
  };
}

/** The binding for a `<Select>`: `value` and `onValueChange`. */
export function selectProps<B extends FieldBinding>({ value, onChange, ...field }: B) {
  return { ...field, value: typeof value === 'string' ? value : '', onValueChange: (next: string) => onChange(next) };
}
