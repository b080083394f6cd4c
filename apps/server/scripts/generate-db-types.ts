// Writes src/db/schema.generated.ts: kysely-codegen's reading of a freshly migrated in-memory PGlite, so the database
// types come from migrations/ and nothing else. `check:db-types` runs this into a temporary file and compares.
//   tsx scripts/generate-db-types.ts [output file]
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { ColumnMetadata, generate, PostgresDialect, type DatabaseMetadata } from 'kysely-codegen';
import { createPglite, wrapPglite } from '../src/db/pglite.ts';
import { migrate } from '../src/db/migrate.ts';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outFile = path.resolve(process.argv[2] ?? path.join(packageRoot, 'src/db/schema.generated.ts'));

/**
 * The migrations spell enumerations as CHECK constraints on text (`role IN ('ADMIN', …)`, `nationality = 'GB'`),
 * which PostgreSQL keeps as `(col = ANY (ARRAY['A'::text, …]))` or `(col = 'A'::text)`. Each one becomes a named
 * union type, `<Table><Column>` (UsersRole, OneTimeTokensType), instead of a bare string.
 */
async function checkedEnumerations(db: Kysely<unknown>, metadata: DatabaseMetadata): Promise<DatabaseMetadata> {
  const { rows } = await sql<{ table: string; definition: string }>`
    SELECT c.conrelid::regclass::text AS table, pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c
    JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE c.contype = 'c' AND n.nspname = 'public'
    ORDER BY 1, 2
  `.execute(db);
  const oneOf = /^CHECK \(\((\w+) = ANY \(ARRAY\[((?:'[^']*'::text(?:, )?)+)\]\)\)\)$/;
  const equals = /^CHECK \(\((\w+) = ('[^']*')::text\)\)$/;
  for (const { table, definition } of rows) {
    const match = oneOf.exec(definition) ?? equals.exec(definition);
    if (!match?.[1] || !match[2]) continue;
    const values = [...match[2].matchAll(/'([^']*)'/g)].map((value) => value[1] ?? '');
    const tableMetadata = metadata.tables.find((candidate) => candidate.name === table);
    const index = tableMetadata?.columns.findIndex((column) => column.name === match[1]) ?? -1;
    const column = tableMetadata?.columns[index];
    if (!tableMetadata || !column) continue;
    const enumName = `${table}_${column.name}`;
    metadata.enums.set(`public.${enumName}`, values);
    tableMetadata.columns[index] = new ColumnMetadata({ ...column, dataType: enumName, dataTypeSchema: 'public' });
  }
  return metadata;
}

const pglite = await createPglite({});
const database = wrapPglite(pglite);
try {
  await migrate(database);
  const source = await generate({
    db: database.db,
    dialect: new PostgresDialect({ dateParser: 'string', numericParser: 'number' }),
    // Our type parsers (src/db/type-parsers.ts) read bigint as a safe JS number.
    typeMapping: { int8: 'number' },
    postprocess: ({ db, metadata }) => checkedEnumerations(db, metadata),
    outFile: null,
  });
  await writeFile(outFile, source);
} finally {
  await database.close();
}
