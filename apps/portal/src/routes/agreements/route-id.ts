/** The id an address names, or 0 for anything that is not one (a hand-edited address): the page then says so. */
export function routeId(value: string | undefined): number {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return 0;
  const id = Number(value);
  return id >= 1 && id <= 2147483647 ? id : 0;
}
