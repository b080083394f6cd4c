import type { GeocodedPlace, Geocoder } from './geocoder.ts';

interface NominatimOptions {
  /** The search endpoint, e.g. `https://nominatim.openstreetmap.org/search`. */
  url: string;
  /** Nominatim's usage policy asks every client to say who it is. */
  userAgent: string;
  timeoutMs: number;
}

/** One result of Nominatim's `format=jsonv2` search: coordinates come as decimal strings. */
interface NominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

const coordinate = (value: unknown, limit: number): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
};

/** The places of a Nominatim answer that have a name and coordinates on the globe, in its order. */
export function placesFrom(body: unknown): GeocodedPlace[] {
  if (!Array.isArray(body)) throw new Error('The geocoder did not answer a list of places');
  return (body as NominatimPlace[]).flatMap((place) => {
    const latitude = coordinate(place.lat, 90);
    const longitude = coordinate(place.lon, 180);
    const label = typeof place.display_name === 'string' ? place.display_name.trim() : '';
    return latitude === undefined || longitude === undefined || label === '' ? [] : [{ label, latitude, longitude }];
  });
}

/** A Nominatim-compatible search service over HTTP (`?q=…&format=jsonv2&limit=…`). */
export function createNominatimGeocoder({ url, userAgent, timeoutMs }: NominatimOptions): Geocoder {
  // A mistyped GEOCODER_URL stops the server at start-up rather than failing every search.
  const endpoint = URL.parse(url);
  if (endpoint === null || (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:')) {
    throw new Error(`GEOCODER_URL must be an absolute http(s) URL; got "${url}"`);
  }
  return {
    async search(address, limit) {
      const request = new URL(endpoint);
      request.searchParams.set('q', address);
      request.searchParams.set('format', 'jsonv2');
      request.searchParams.set('limit', String(limit));
      const response = await fetch(request, {
        headers: { accept: 'application/json', 'user-agent': userAgent },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`The geocoder answered HTTP ${response.status}`);
      return placesFrom(await response.json()).slice(0, limit);
    },
  };
}
