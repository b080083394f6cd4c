/**
 * A phone number as logs and errors may show it: the country code's first digits and the last three, so a support
 * person can tell two numbers apart without the logs holding anyone's number (`+44•••••••123`).
 */
export function maskPhoneNumber(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  if (digits.replace('+', '').length < 7) return '•••';
  return `${digits.slice(0, 3)}${'•'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}
