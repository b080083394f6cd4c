/**
 * A copy of `node` with every local `$ref` ('#/components/...') replaced by what it points at, as
 * fastify-openapi-glue hands the schemas to Fastify. Keywords beside a `$ref` (OpenAPI 3.1 allows a description
 * there) are kept over the target's. The contract has no recursive schema; one would be a start-up error here.
 */
export function resolveRefs(node: unknown, document: Record<string, unknown>, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, document, seen));
  if (typeof node !== 'object' || node === null) return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  const resolvedRest = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, resolveRefs(value, document, seen)]),
  );
  if (typeof $ref !== 'string') return resolvedRest;
  if (seen.includes($ref)) throw new Error(`openapi.yaml: recursive $ref ${$ref}`);
  const target = resolveRefs(pointAt(document, $ref), document, [...seen, $ref]);
  return { ...(target as Record<string, unknown>), ...resolvedRest };
}

function pointAt(document: Record<string, unknown>, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`openapi.yaml: only local $refs are supported, not ${ref}`);
  let node: unknown = document;
  for (const segment of ref.slice(2).split('/')) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
    if (node === undefined) throw new Error(`openapi.yaml: $ref ${ref} points at nothing`);
  }
  return node;
}
