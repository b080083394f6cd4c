import { useCallback, useLayoutEffect, useReducer, useRef, type ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';
import { caretAfterCharacters, groupAmountText, readAmountEdit } from './amount-text.ts';

export interface MoneyInputProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'startAdornment'
> {
  /** The amount as typed, shown grouped in thousands ('1,250'); empty text when the field is empty. */
  value: string;
  onChange: (value: string) => void;
  /**
   * Only whole pounds are allowed: phones show digits only (`inputMode="numeric"`). Otherwise pence are allowed and
   * phones show a decimal point (`inputMode="decimal"`). Say which in the hint too.
   */
  wholePounds?: boolean;
}

/**
 * An amount of pounds: a pound sign before it, thousands separators as you type. It edits text only: what the text
 * is worth and the messages ('Field is required', 'Incorrect amount') belong to the form's rules (flows'
 * `parsePounds`). With react-hook-form use a `Controller` and spread its `field` (value, onChange, onBlur, name, ref).
 */
export function MoneyInput({ value, onChange, ref, wholePounds = false, ...props }: MoneyInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const text = groupAmountText(value);

  // After regrouping ('1250' → '1,250') the caret goes back beside the same character, not to the end.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const characters = pendingCaret.current;
    pendingCaret.current = null;
    if (characters === null || !input || input.ownerDocument.activeElement !== input) return;
    const position = caretAfterCharacters(text, characters);
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
    const edit = readAmountEdit(text, input.value, input.selectionStart ?? input.value.length, inputType);
    pendingCaret.current = edit.charactersBeforeCaret;
    // An edit that leaves the text unchanged (a letter) still needs a render to restore text and caret.
    if (edit.text === value) rerender();
    else onChange(edit.text);
  }

  return (
    <TextField
      {...props}
      ref={setRefs}
      type="text"
      inputMode={wholePounds ? 'numeric' : 'decimal'}
      autoComplete={props.autoComplete ?? 'off'}
      startAdornment="£"
      value={text}
      onChange={handleChange}
    />
  );
}
