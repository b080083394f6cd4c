/** A value inside a request's params, query or body, with its JSON pointer (`/address/city`, `/items/0`). */
export interface FoundValue {
  value: unknown;
  instancePath: string;
  /** The property name that holds it; undefined at the root and for array items. */
  key: string | undefined;
}

/**
 * Every value under `root`, the root included, in document order. Walks without recursion: a body may nest deeper
 * than the call stack goes.
 */
export function walkValues(root: unknown): FoundValue[] {
  const found: FoundValue[] = [];
  const pending: FoundValue[] = [{ value: root, instancePath: '', key: undefined }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    found.push(next);
    const { value, instancePath } = next;
    if (typeof value !== 'object' || value === null) continue;
    const isArray = Array.isArray(value);
    const children = Object.entries(value).map(([key, item]) => ({
      value: item as unknown,
      instancePath: `${instancePath}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`,
      key: isArray ? undefined : key,
    }));
    pending.push(...children.reverse());
  }
  return found;
}
