export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export type FileCheck = 'accepted' | 'wrong-type' | 'too-large' | 'empty';

function matchesAccept(file: FileFacts, entry: string): boolean {
  const rule = entry.trim().toLowerCase();
  if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule);
  if (rule.endsWith('/*')) return file.type.toLowerCase().startsWith(rule.slice(0, -1));
  return file.type.toLowerCase() === rule;
}

/**
 * Whether a chosen or dropped file may be uploaded. `accept` takes the same entries as the input's
 * `accept` attribute (`.pdf`, `image/png`, `image/*`); an empty list accepts any type. The browser's
 * file picker already filters by `accept`, but a dropped file has not been filtered.
 */
export function checkFile(file: FileFacts, accept: readonly string[], maxBytes: number): FileCheck {
  if (accept.length > 0 && !accept.some((entry) => matchesAccept(file, entry))) return 'wrong-type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'too-large';
  return 'accepted';
}

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
