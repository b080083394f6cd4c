/** E-mails are stored trimmed and lower-case (the users table checks it), so look-ups must use the same form. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
