import { useCallback, useLayoutEffect, useReducer, useRef, type ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';
import { caretAfterDigits, formatPounds, readPoundsEdit } from './pounds-text.ts';

export interface MoneyInputProps
  extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'startAdornment'> {
  /** Whole pounds, or null when the field is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
}

/**
 * An amount in whole pounds: a pound sign before it, thousands separators as you type. It only shows the
 * `error` it is given; the messages ('Field is required', 'Incorrect amount') belong to the form's rules.
 * With react-hook-form use a `Controller` and spread its `field` (value, onChange, onBlur, name, ref).
 */
export function MoneyInput({ value, onChange, ref, ...props }: MoneyInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingDigits = useRef<number | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const text = formatPounds(value);

  // After reformatting ('1250' → '1,250') the caret goes back after the same digit, not to the end.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const digits = pendingDigits.current;
    pendingDigits.current = null;
    if (digits === null || !input || input.ownerDocument.activeElement !== input) return;
    const position = caretAfterDigits(text, digits);
    input.setSelectionRange(position, position);
  });

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const { inputType } = event.nativeEvent as InputEvent;
    const edit = readPoundsEdit(text, input.value, input.selectionStart ?? input.value.length, inputType);
    pendingDigits.current = edit.digitsBeforeCaret;
    // An edit that leaves the amount unchanged (a letter) still needs a render to restore text and caret.
    if (edit.value === value) rerender();
    else onChange(edit.value);
  }

  return (
    <TextField
      {...props}
      ref={setRefs}
      type="text"
      inputMode="numeric"
      autoComplete={props.autoComplete ?? 'off'}
      startAdornment="£"
      value={text}
      onChange={handleChange}
    />
  );
}
