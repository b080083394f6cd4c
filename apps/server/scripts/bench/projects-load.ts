// Bulk projects for bench-projects.ts: `count` projects in one multi-row INSERT ... SELECT generate_series, spread
// over every status, twenty UK cities and two years of creation dates, each with a main image and two visible
// documents (uploaded_files rows, as real uploads leave them), so a page carries what a real one does.
import { projectStatuses } from '@keystone/api';
import type pg from 'pg';

const cities: [string, number, number][] = [
  ['London', 51.5072, -0.1276],
  ['Manchester', 53.4808, -2.2426],
  ['Birmingham', 52.4862, -1.8904],
  ['Leeds', 53.8008, -1.5491],
  ['Bristol', 51.4545, -2.5879],
  ['Liverpool', 53.4084, -2.9916],
  ['Sheffield', 53.3811, -1.4701],
  ['Newcastle upon Tyne', 54.9783, -1.6178],
  ['Nottingham', 52.9548, -1.1581],
  ['Leicester', 52.6369, -1.1398],
  ['Cardiff', 51.4816, -3.1791],
  ['Edinburgh', 55.9533, -3.1883],
  ['Glasgow', 55.8642, -4.2518],
  ['Southampton', 50.9097, -1.4044],
  ['Brighton', 50.8225, -0.1372],
  ['Oxford', 51.752, -1.2577],
  ['Cambridge', 52.2053, 0.1218],
  ['York', 53.96, -1.0873],
  ['Norwich', 52.6309, 1.2974],
  ['Exeter', 50.7184, -3.5339],
];

export async function loadBenchProjects(client: pg.Client, count: number, createdBy: number): Promise<void> {
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO projects (title, description, status, project_type, purpose, address, city, latitude, longitude,
                           short_start_date, short_end_date, short_funding_target_pence, short_funding_minimum_pence,
                           short_funded_pence, short_debt_expected_rate, short_equity_expected_rate,
                           short_equity_profit_share, created_by, created_at)
     SELECT 'Bench ' || (ARRAY['Riverside', 'Mill', 'Quay', 'Park', 'Station'])[1 + g % 5] || ' ' ||
              (ARRAY['Apartments', 'Lofts', 'Offices', 'Terrace', 'Works'])[1 + (g / 5) % 5] || ' ' || g,
            'A bench project: ' || repeat('refurbished floors, new roof and sixteen flats. ', 8),
            ($2::text[])[1 + g % 12],
            (ARRAY['COMMERCIAL_BUILD', 'RESIDENTIAL_BUILD', 'REFURBISHMENT'])[1 + g % 3],
            (ARRAY['PURCHASING', 'DEVELOPING', 'PURCHASEA_AND_DEVELOP'])[1 + g % 3],
            (g % 200 + 1) || ' High Street', ($3::text[])[1 + (g * 7) % 20],
            ($4::float8[])[1 + (g * 7) % 20] + (g % 100) * 0.0005, ($5::float8[])[1 + (g * 7) % 20] - (g % 100) * 0.0005,
            date '2026-01-01' + g % 365, date '2027-06-01' + g % 365,
            10000000 + (g % 50) * 1000000, 50000, (g % 50) * 100000, 8 + (g % 5), 12, 40,
            $6, now() - g * interval '1 hour'
     FROM generate_series(1, $1::int) g`,
    [
      count,
      projectStatuses,
      cities.map(([city]) => city),
      cities.map(([, latitude]) => latitude),
      cities.map(([, , longitude]) => longitude),
      createdBy,
    ],
  );
  await client.query(
    `INSERT INTO uploaded_files (owner_id, storage_key, original_name, mime_type, size_bytes, purpose)
     SELECT $1, 'bench-' || p.id || '-' || k || CASE WHEN k = 0 THEN '.png' ELSE '.pdf' END,
            CASE WHEN k = 0 THEN 'front.png' ELSE 'document-' || k || '.pdf' END,
            CASE WHEN k = 0 THEN 'image/png' ELSE 'application/pdf' END, 100000,
            CASE WHEN k = 0 THEN 'PROJECT_IMAGE' ELSE 'PROJECT_DOCUMENT' END
     FROM projects p CROSS JOIN generate_series(0, 2) k`,
    [createdBy],
  );
  await client.query(
    `INSERT INTO project_images (project_id, file_id, is_main, position)
     SELECT p.id, f.id, true, 0 FROM projects p JOIN uploaded_files f ON f.storage_key = 'bench-' || p.id || '-0.png'`,
  );
  await client.query(
    `INSERT INTO project_documents (project_id, file_id, title, visible, position)
     SELECT p.id, f.id, CASE WHEN k = 1 THEN 'Pitch deck' ELSE 'Floor plans' END, true, k - 1
     FROM projects p CROSS JOIN generate_series(1, 2) k
     JOIN uploaded_files f ON f.storage_key = 'bench-' || p.id || '-' || k || '.pdf'`,
  );
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE');
}
