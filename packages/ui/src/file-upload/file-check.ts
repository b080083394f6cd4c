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
