/** The `:id` of `/platform/projects/:id` as a project id, or null for anything no project can have (`abc`, `0`). */
export function parseProjectId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}
