// The generic patterns of seed 000 §5 ("Other patterns"), for the fields that name them.

export const SIX_DIGITS = /^\d{6}$/;
export const EIGHT_DIGITS = /^\d{8}$/;
export const EIGHT_ALPHANUMERICS = /^[A-Za-z0-9]{8}$/;

// "Address-like text": letters, digits, spaces and the punctuation addresses are written with.
export const ADDRESS_LIKE = /^[\p{L}\p{M}0-9 ,.'’\-/#&()]{7,50}$/u;

/** "Generic text of letters, digits and some punctuation with 2 to a maximum." */
export function genericTextPattern(maxLength: number): RegExp {
  return new RegExp(`^[\\p{L}\\p{M}0-9 ,.'’\\-/#&()!?:;"@+%]{2,${maxLength}}$`, 'u');
}

export const REQUIRED_MESSAGES = {
  fillRequired: 'Please fill required field',
  fieldRequired: 'Field is required',
} as const;
