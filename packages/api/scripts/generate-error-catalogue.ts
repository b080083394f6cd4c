// Writes src/errors/error-catalogue.generated.ts from openapi.yaml's `ErrorCode` schema, the catalogue's one source.
// `tsx packages/api/scripts/generate-error-catalogue.ts [output]`; check-generated.sh runs it with a temporary output.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const contractPath = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
const defaultOutput = fileURLToPath(new URL('../src/errors/error-catalogue.generated.ts', import.meta.url));

interface ErrorCodeSchema {
  enum?: unknown;
  'x-enum-varnames'?: unknown;
  'x-enum-descriptions'?: unknown;
  'x-enum-http-statuses'?: unknown;
}

interface CatalogueRow {
  code: number;
  name: string;
  message: string;
  httpStatus: number;
}

function listOf<T>(value: unknown, isItem: (item: unknown) => item is T, what: string, length?: number): T[] {
  if (!Array.isArray(value) || !value.every(isItem) || (length !== undefined && value.length !== length)) {
    throw new Error(
      `openapi.yaml: ErrorCode needs ${what}${length === undefined ? '' : `, one for each of its ${length} codes`}`,
    );
  }
  return value;
}

const isInteger = (item: unknown): item is number => Number.isInteger(item);
const isName = (item: unknown): item is string => typeof item === 'string' && /^[A-Z][A-Z0-9_]*$/.test(item);
const isMessage = (item: unknown): item is string => typeof item === 'string' && item.trim() !== '';
const isErrorStatus = (item: unknown): item is number => isInteger(item) && item >= 400 && item <= 599;

function readCatalogue(contract: string): CatalogueRow[] {
  const document = parse(contract) as { components?: { schemas?: { ErrorCode?: ErrorCodeSchema } } };
  const schema = document.components?.schemas?.ErrorCode ?? {};
  const codes = listOf(schema.enum, isInteger, 'an `enum` of integer codes');
  const names = listOf(schema['x-enum-varnames'], isName, '`x-enum-varnames` in SCREAMING_SNAKE_CASE', codes.length);
  const messages = listOf(schema['x-enum-descriptions'], isMessage, '`x-enum-descriptions`', codes.length);
  const statuses = listOf(
    schema['x-enum-http-statuses'],
    isErrorStatus,
    '`x-enum-http-statuses` (4xx or 5xx)',
    codes.length,
  );
  if (new Set(names).size !== names.length) throw new Error('openapi.yaml: ErrorCode names must be unique');
  return codes.map((code, index) => ({
    code,
    name: names[index] as string,
    message: messages[index] as string,
    httpStatus: statuses[index] as number,
  }));
}

/** A string literal as Prettier writes it: single quotes unless the text holds one. */
function quote(text: string): string {
  return text.includes("'") && !text.includes('"')
    ? `"${text}"`
    : `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

function render(rows: CatalogueRow[]): string {
  return [
    '// Generated from openapi.yaml (components.schemas.ErrorCode) by packages/api/scripts/generate-error-catalogue.ts.',
    "// Do not edit: change the contract and run 'pnpm generate:api' at the repository root.",
    "import type { ErrorCode as ContractErrorCode } from '../types.ts';",
    '',
    '/** Each code of the catalogue by its name: `ErrorCode.INCORRECT_CREDENTIALS` is 7. */',
    'export const ErrorCode = {',
    ...rows.map((row) => `  ${row.name}: ${row.code},`),
    '} as const satisfies Record<string, ContractErrorCode>;',
    '',
    'export type ErrorCode = ContractErrorCode;',
    '',
    'export interface ErrorCatalogueEntry {',
    '  /** Word for word, as the server answers it and the portal shows it. */',
    '  readonly message: string;',
    '  /** The status the code is answered with; code 8 answers 400 instead for the one-time tokens. */',
    '  readonly httpStatus: number;',
    '}',
    '',
    'export const errorCatalogue: Readonly<Record<ErrorCode, ErrorCatalogueEntry>> = {',
    ...rows.map((row) => `  ${row.code}: { message: ${quote(row.message)}, httpStatus: ${row.httpStatus} },`),
    '};',
    '',
  ].join('\n');
}

const output = process.argv[2] ?? defaultOutput;
writeFileSync(output, render(readCatalogue(readFileSync(contractPath, 'utf8'))));
