// Writes src/routes/projects/map/great-britain.json: the outline the project map draws when no tile server is
// configured (MAP_TILE_URL unset), so the map always shows where a project is, without any network.
//
// Source: Natural Earth 1:50m admin-0 countries (public domain), as TopoJSON in the `world-atlas` package
// (countries-50m.json, v2.0.2). The United Kingdom is the feature with id "826" (ISO 3166-1 numeric); its outline
// is simplified (Douglas–Peucker), rounded to 0.01° (about 1 km, finer than a pixel at the map's zoom) and the
// islands too small to see are dropped, which keeps the file under 30 KB.
//
// Run after upgrading world-atlas: `pnpm exec tsx apps/portal/build/extract-great-britain.ts`
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { feature } from 'topojson-client';

type Position = number[];
type Polygon = Position[][];
interface Country {
  id?: string | number;
  geometry: { type: 'Polygon'; coordinates: Polygon } | { type: 'MultiPolygon'; coordinates: Polygon[] };
}
/** `feature` of a GeometryCollection answers a FeatureCollection; its typings pick the overload from the object. */
const countriesOf = feature as unknown as (topology: unknown, object: unknown) => { features: Country[] };

const UNITED_KINGDOM = '826';
/** Douglas–Peucker tolerance in degrees: about 1 km, less than a pixel when all of Britain fits the map. */
const TOLERANCE = 0.01;
const DECIMALS = 2;
/** Rings spanning less than this (degrees, width plus height) are islands a reader cannot see at that zoom. */
const SMALLEST_RING = 0.12;

const require = createRequire(import.meta.url);
const source = require.resolve('world-atlas/countries-50m.json');
const target = path.join(import.meta.dirname, '../src/routes/projects/map/great-britain.json');

function distanceToSegment([x, y]: Position, [x1, y1]: Position, [x2, y2]: Position): number {
  const dx = x2! - x1!;
  const dy = y2! - y1!;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x! - x1!) * dx + (y! - y1!) * dy) / lengthSquared));
  return Math.hypot(x! - (x1! + t * dx), y! - (y1! + t * dy));
}

function douglasPeucker(points: Position[]): Position[] {
  if (points.length < 3) return points;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i += 1) {
    const distance = distanceToSegment(points[i]!, first, last);
    if (distance > farthest) [farthest, index] = [distance, i];
  }
  if (farthest <= TOLERANCE) return [first, last];
  return [...douglasPeucker(points.slice(0, index + 1)).slice(0, -1), ...douglasPeucker(points.slice(index))];
}

const round = (value: number) => Number(value.toFixed(DECIMALS));

function span(ring: Position[]): number {
  const xs = ring.map((point) => point[0]!);
  const ys = ring.map((point) => point[1]!);
  return Math.max(...xs) - Math.min(...xs) + (Math.max(...ys) - Math.min(...ys));
}

/** A closed ring simplified and rounded, or null when too small to draw. */
function simplifyRing(ring: Position[]): Position[] | null {
  if (span(ring) < SMALLEST_RING) return null;
  const rounded = douglasPeucker(ring)
    .map(([x, y]) => [round(x!), round(y!)])
    .filter((point, i, all) => i === 0 || point[0] !== all[i - 1]![0] || point[1] !== all[i - 1]![1]);
  return rounded.length >= 4 ? rounded : null;
}

const topology = JSON.parse(readFileSync(source, 'utf8')) as { objects: { countries: unknown } };
const countries = countriesOf(topology, topology.objects.countries);
const uk = countries.features.find((country) => String(country.id) === UNITED_KINGDOM);
if (!uk) {
  throw new Error(`No country with id ${UNITED_KINGDOM} in ${source}`);
}
const polygons = uk.geometry.type === 'Polygon' ? [uk.geometry.coordinates] : uk.geometry.coordinates;

// Only outer rings: a lake inside Britain is not worth its bytes on a map that shows one marker.
const simplified = polygons
  .map((polygon) => simplifyRing(polygon[0]!))
  .filter((ring): ring is Position[] => ring !== null)
  .map((ring) => [ring]);

const outline = {
  type: 'Feature',
  id: UNITED_KINGDOM,
  properties: { name: 'United Kingdom', source: 'Natural Earth 1:50m via world-atlas countries-50m.json' },
  geometry: { type: 'MultiPolygon', coordinates: simplified },
};
const text = JSON.stringify(outline);
writeFileSync(target, `${text}\n`);
console.log(`${path.relative(process.cwd(), target)}: ${simplified.length} polygons, ${text.length} bytes`);
