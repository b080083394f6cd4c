import { Spinner } from '@keystone/ui';

/** What the map's box shows while Leaflet's chunk and the map settings arrive. */
export function MapLoading() {
  return <Spinner className="m-auto" label="Loading the map" />;
}
