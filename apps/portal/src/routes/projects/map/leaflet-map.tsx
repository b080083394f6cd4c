import type { PublicSettings } from '@keystone/api';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { usePublicSettings } from '../../../api/settings.ts';
import greatBritain from './great-britain.json';
import { MapLoading } from './map-loading.tsx';
import type { ProjectMapProps } from './project-map.tsx';

// This module is its own chunk (React.lazy in project-map.tsx): Leaflet and its stylesheet load only with a map.

/** Street level when tiles show the streets; the whole outline otherwise, as it has no streets to show. */
const TILE_ZOOM = 14;
const OUTLINE_MAX_ZOOM = 9;
const SEA = '#d1e9f6';
const OUTLINE_ATTRIBUTION = 'Outline: Natural Earth';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Leaflet shows attributions as HTML; the settings give plain text. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

// A drawn pin rather than Leaflet's default image icon, whose files a bundler does not find.
const PIN = L.divIcon({
  className: 'project-map-marker',
  html: '<svg viewBox="0 0 24 36" width="28" height="40" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#b42318" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
});

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type MapSettings = PublicSettings['map'];

/**
 * The Leaflet map: the configured tiles when there are some, else the outline of the United Kingdom shipped with the
 * portal (never a blank box); the marker at the project. Waits for the settings to know which.
 */
export default function LeafletMap(props: ProjectMapProps) {
  const settings = usePublicSettings();
  if (settings.isPending) return <MapLoading />;
  // Without the settings the outline still shows the place.
  const map = settings.data?.map ?? { tileUrl: null, tileAttribution: null, geocoding: false };
  return <MapCanvas key={map.tileUrl ?? ''} settings={map} {...props} />;
}

function MapCanvas({ latitude, longitude, label, onPick, settings }: ProjectMapProps & { settings: MapSettings }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const mapRef = useRef<L.Map | null>(null);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });

  // The map is made once per tile source; the marker moves with the props below.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const animate = !reducedMotion();
    const { tileUrl, tileAttribution } = settings;
    const map = L.map(container, {
      zoomAnimation: animate,
      fadeAnimation: animate,
      markerZoomAnimation: animate,
      maxZoom: tileUrl ? 19 : OUTLINE_MAX_ZOOM,
      // Tiles are drawn for whole zoom levels; the outline is a drawing and may fill the box exactly.
      zoomSnap: tileUrl ? 1 : 0.25,
    });
    map.attributionControl.setPrefix(false);
    container.setAttribute('role', 'region');
    container.setAttribute('aria-roledescription', 'map');
    const marker = L.marker([latitude, longitude], { icon: PIN, keyboard: false, interactive: false, title: label });
    marker.addTo(map);
    if (tileUrl) {
      L.tileLayer(tileUrl, { attribution: tileAttribution ? escapeHtml(tileAttribution) : undefined }).addTo(map);
      map.setView([latitude, longitude], TILE_ZOOM);
    } else {
      container.dataset.outline = 'true';
      container.style.background = SEA;
      const outline = L.geoJSON(greatBritain as Parameters<typeof L.geoJSON>[0], {
        attribution: OUTLINE_ATTRIBUTION,
        interactive: false,
        style: { className: 'project-map-outline', color: '#475467', weight: 1, fillColor: '#e4e7ec', fillOpacity: 1 },
      }).addTo(map);
      map.fitBounds(outline.getBounds().extend([latitude, longitude]), { padding: [12, 12], animate: false });
    }
    map.on('click', (event: L.LeafletMouseEvent) => onPickRef.current?.(event.latlng.lat, event.latlng.lng));
    markerRef.current = marker;
    mapRef.current = map;
    return () => {
      map.remove();
      markerRef.current = null;
      mapRef.current = null;
    };
    // The first position only: later ones move the marker (below) without rebuilding the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings]);

  useEffect(() => {
    markerRef.current?.setLatLng([latitude, longitude]);
    if (settings.tileUrl) mapRef.current?.panTo([latitude, longitude], { animate: !reducedMotion() });
  }, [latitude, longitude, settings.tileUrl]);

  useEffect(() => {
    containerRef.current?.setAttribute('aria-label', `Map: ${label}`);
    markerRef.current?.getElement()?.setAttribute('title', label);
  }, [label]);

  return <div ref={containerRef} className="size-full" data-testid="project-map" />;
}
