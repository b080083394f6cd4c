/**
 * A sort code as UK banks print it, in pairs: `040004` → `04-00-04`; a masked one too: `••••76` → `••-••-76`. Stored
 * and sent as six digits, shown so everywhere, in the portal and in what the server writes.
 */
export function formatSortCode(sortCode: string): string {
  return (sortCode.replace(/[\s-]/g, '').match(/.{1,2}/g) ?? []).join('-');
}

/** What a copy button puts on the clipboard: the digits alone, which every banking app's sort code field accepts. */
export function sortCodeDigits(sortCode: string): string {
  return sortCode.replace(/\D/g, '');
}
