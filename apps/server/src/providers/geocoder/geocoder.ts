/** A place the geocoding service found for an address (the contract's GeocodedPlace). */
export interface GeocodedPlace {
  label: string;
  latitude: number;
  longitude: number;
}

/** Finds where an address is. Rejects when the service cannot be asked or answers in error. */
export interface Geocoder {
  /** At most `limit` places, best first; none is an empty list. */
  search(address: string, limit: number): Promise<GeocodedPlace[]>;
}
