import { useEffect, type ReactNode } from 'react';
import {
  useController,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { afterPress, watchPresses } from './after-press.ts';

/** What a text field needs from the form: spread it onto `<TextField>`. */
export type FieldBinding<
  T extends FieldValues = FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
> = ControllerRenderProps<T, N> & {
  /** The field's message (a rule's or the server's); marks the control invalid and describes it. */
  error: string | undefined;
};

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> extends UseControllerProps<T, N> {
  render(field: FieldBinding<T, N>): ReactNode;
}

/**
 * One field of a `<Form>`: value, change, blur, focus on error and the message are wired here once, and the
 * control (TextField, Select, Checkbox) ties its label, hint and error together with `aria-describedby`. A blur that
 * starts a press waits for its click (`afterPress`), so no message moves the button being pressed.
 * `<FormField name="email" render={(field) => <TextField label="Email" {...field} />} />`; pass `control` for
 * type-checked names.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  render,
  ...controller
}: FormFieldProps<T, N>) {
  const { field, fieldState } = useController(controller);
  useEffect(watchPresses, []);
  const { onBlur } = field;
  return render({ ...field, onBlur: () => afterPress(onBlur), error: fieldState.error?.message });
}

/** The binding for a `<Checkbox>`: `checked` and `onCheckedChange` instead of value and change. */
export function checkboxProps({ value, onChange, ...field }: FieldBinding) {
  return {
    ...field,
    checked: value === true,
    onCheckedChange: (checked: boolean) => onChange(checked),
  };
}

/** The binding for a `<Select>`: `value` and `onValueChange`. */
export function selectProps({ value, onChange, ...field }: FieldBinding) {
  return { ...field, value: typeof value === 'string' ? value : '', onValueChange: (next: string) => onChange(next) };
}
