/** The SQLSTATE of a database error; pg's DatabaseError and PGlite's error both carry it as `code`. */
function sqlState(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** PostgreSQL's unique_violation, raised the same way by PGlite and by pg. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * A value the database cannot take: class 22, data exception (numeric out of range 22003, invalid text for a type
 * 22P02, a NUL character in text 22021 or 22P05...) or 54000, program limit exceeded (a value too large to index).
 * The contract's bounds keep most of them out; what is left is the caller's data, not a failure of the server.
 */
export function isDataException(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && /^(22[0-9A-Z]{3}|54000)$/.test(state);
}
