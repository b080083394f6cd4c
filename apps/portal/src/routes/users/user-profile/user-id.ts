/** The `:id` of `/platform/users/:id` as a user id, or null for anything no user can have (`abc`, `0`, `1.5`). */
export function parseUserId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
