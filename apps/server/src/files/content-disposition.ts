/**
 * `inline; filename="…"` for a name people chose: an ASCII fallback with quotes, backslashes and control or
 * non-ASCII characters replaced, and the exact name in RFC 5987 `filename*` for browsers that read it.
 */
export function inlineContentDisposition(name: string): string {
  return contentDisposition('inline', name);
}

/** The same for a download the browser saves instead of showing. */
export function attachmentContentDisposition(name: string): string {
  return contentDisposition('attachment', name);
}

function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return fallback === name
    ? `${type}; filename="${name}"`
    : `${type}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
