import { SIGNATURE_UPLOAD_MAX_BYTES, TYPED_SIGNATURE_LENGTH } from '../constants.ts';
import { isBlank, type TextValue } from './rule.ts';
import { uploadRule } from './upload.ts';

export const SIGNATURE_MESSAGES = {
  required: 'Please fill required field',
  invalid: 'Incorrect format',
  uploadRejected: 'Not acceptable format/size',
} as const;

const TYPED_SIGNATURE_PATTERN = new RegExp(
  `^[\\p{L}\\p{M} '’\\-]{${TYPED_SIGNATURE_LENGTH.min},${TYPED_SIGNATURE_LENGTH.max}}$`,
  'u',
);

export function validateTypedSignature(value: TextValue): string | undefined {
  if (isBlank(value)) return SIGNATURE_MESSAGES.required;
  return TYPED_SIGNATURE_PATTERN.test(value) ? undefined : SIGNATURE_MESSAGES.invalid;
}

/** An uploaded signature is an image of at most 500000 bytes. */
export const validateSignatureUpload = uploadRule({
  maxBytes: SIGNATURE_UPLOAD_MAX_BYTES,
  accept: ['jpg', 'jpeg', 'png'],
  message: SIGNATURE_MESSAGES.uploadRejected,
});
