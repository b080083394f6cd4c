import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';

const document = loadOpenApiDocument();

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null;
}

function types(schema: Node): unknown[] {
  return [schema.type ?? []].flat();
}

function isBounded(schema: Node): boolean {
  return (
    'enum' in schema || 'const' in schema || (typeof schema.minimum === 'number' && typeof schema.maximum === 'number')
  );
}

/** Every schema under `node` with its JSON pointer; `$ref`s are followed when `follow` is set, each once. */
function schemasUnder(node: unknown, pointer: string, follow: boolean, seen = new Set<string>()): [string, Node][] {
  if (Array.isArray(node))
    return node.flatMap((item, index) => schemasUnder(item, `${pointer}/${index}`, follow, seen));
  if (!isNode(node)) return [];
  const found: [string, Node][] = [[pointer, node]];
  if (follow && typeof node.$ref === 'string' && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    found.push(...schemasUnder(resolve(document, node.$ref), node.$ref, follow, seen));
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== '$ref') found.push(...schemasUnder(value, `${pointer}/${key}`, follow, seen));
  }
  return found;
}

function resolve(root: OpenApiDocument, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (isNode(node) ? node[key.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined),
      root,
    );
}

/** What a request carries: its parameters and bodies, `$ref`s followed. */
function requestSchemas(): [string, Node][] {
  return listOperations(document).flatMap((operation) =>
    schemasUnder([operation.parameters ?? [], operation.requestBody ?? {}], `#/${operation.operationId}`, true),
  );
}

describe('numbers in openapi.yaml', () => {
  // An unbounded integer lets 2147483648 reach an int4 column (a database error, not a 400) and lets '1e309' in a
  // query string pass as Infinity, which ajv coerces and accepts as an integer.
  it('bounds every integer with a minimum and a maximum', () => {
    const unbounded = schemasUnder(document, '#', false)
      .filter(([, schema]) => types(schema).includes('integer') && !isBounded(schema))
      .map(([pointer]) => pointer);
    expect(unbounded).toEqual([]);
  });

  it('bounds every number a request carries, so that no Infinity passes', () => {
    const unbounded = requestSchemas()
      .filter(([, schema]) => types(schema).includes('number') && !isBounded(schema))
      .map(([pointer]) => pointer);
    expect([...new Set(unbounded)]).toEqual([]);
  });

  it('caps every id at the int4 range of its column', () => {
    const ids = schemasUnder(document, '#', false)
      .filter(([pointer, schema]) => /(\/id|Id(\/schema)?)$/.test(pointer) && types(schema).includes('integer'))
      .filter(([, schema]) => schema.maximum !== 2147483647)
      .map(([pointer]) => pointer);
    expect(ids).toEqual([]);
  });
});
