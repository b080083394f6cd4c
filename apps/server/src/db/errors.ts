/** PostgreSQL's unique_violation, raised the same way by PGlite and by pg. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
