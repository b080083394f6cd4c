/** `7 MB`, `500 KB`: sizes in the binary units the limits are written in. */
export function formatByteSize(bytes: number): string {
  const mb = bytes / 1_048_576;
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  const kb = bytes / 1024;
  return `${Number.isInteger(kb) ? kb : Math.ceil(kb)} KB`;
}

function describeEntry(entry: string): string {
  const rule = entry.trim();
  if (rule.startsWith('.')) return rule.slice(1).toUpperCase();
  if (rule.endsWith('/*')) return `any ${rule.slice(0, -2)}`;
  return (rule.split('/')[1] ?? rule).toUpperCase();
}

/** `JPG, PNG or PDF` for a hint under the drop zone. */
export function describeAccept(accept: readonly string[]): string {
  const names = [...new Set(accept.map(describeEntry))];
  if (names.length <= 1) return names[0] ?? 'Any file';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** `JPG, PNG or PDF, up to 7 MB`: what an upload takes, shown under its drop zone. */
export function uploadLimitsText(accept: readonly string[], maxBytes: number): string {
  return `${describeAccept(accept)}, up to ${formatByteSize(maxBytes)}`;
}
