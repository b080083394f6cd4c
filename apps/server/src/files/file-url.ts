// The URL a stored file is known by in the API (`fileUrl`, `photo`, `frontDocUrl`, project image `url`, ...).
// The upload slice adds the route that serves it (checking the caller may see the file); clients treat it as opaque.

const prefix = '/api/files/';

export function fileUrl(storageKey: string): string {
  return `${prefix}${encodeURIComponent(storageKey)}`;
}

/** The storage key a URL from `fileUrl` names, or undefined for any other URL (answered with code 9 by callers). */
export function storageKeyFromFileUrl(url: string): string | undefined {
  if (!url.startsWith(prefix)) return undefined;
  const key = decodeURIComponent(url.slice(prefix.length));
  return key === '' || key.includes('/') ? undefined : key;
}
