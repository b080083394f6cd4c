import { cn } from '@keystone/ui';
import { lazy, Suspense } from 'react';
import { MapLoading } from './map-loading.tsx';

// Leaflet (some 40 KB gzipped) and its stylesheet are a chunk of their own, fetched when a map is first shown.
const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

export interface ProjectMapProps {
  latitude: number;
  longitude: number;
  /** What the marker stands for ('Riverside Mews, Skerne Road, Kingston upon Thames'): names the map and the pin. */
  label: string;
  /** Called with the clicked point, for an editor that places the project by clicking the map. */
  onPick?: (latitude: number, longitude: number) => void;
  className?: string;
}

/**
 * Where a project is: the configured map tiles (`GET /settings` `map.tileUrl`), or the outline of the United Kingdom
 * shipped with the portal when none are configured, with a marker at the project either way.
 */
export function ProjectMap({ className, ...map }: ProjectMapProps) {
  return (
    // `isolate`: Leaflet's panes have z-indexes up to 1000, which must not rise above the page's dialogs and drawer.
    <div
      data-slot="project-map"
      className={cn('relative isolate flex h-72 w-full overflow-hidden rounded-lg border bg-muted', className)}
    >
      <Suspense fallback={<MapLoading />}>
        <LeafletMap {...map} />
      </Suspense>
    </div>
  );
}
