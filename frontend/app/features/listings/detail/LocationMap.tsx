/**
 * Approximate location of a listing: the address text, a link to OpenStreetMap and a Leaflet map
 * at zoom 16. Leaflet and its stylesheet load only in the browser, once the map box comes near the
 * viewport, so they add nothing to the page's first JavaScript or largest paint. The box keeps its
 * size whatever happens: when the tiles (or Leaflet itself) cannot load, refused or silent, the
 * address and the link stay, with a short note. Without coordinates only the address is shown.
 */
import { useEffect, useRef, useState } from 'react';
import type { DetailView } from './detail-view';
import { MAP_ZOOM } from './map';

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** Start loading a little before the box scrolls into view. */
const PRELOAD_MARGIN = '200px';
/** Radius of the "about here" circle: the coordinates are the locality's centre, not an address. */
const APPROXIMATE_RADIUS_M = 350;
/**
 * A tile server that neither answers nor refuses (offline behind a silent firewall) never fires
 * `tileerror`: without a first tile by then, the note is shown (a tile arriving later still shows the map).
 */
const FIRST_TILE_TIMEOUT_MS = 6000;

type MapState = 'idle' | 'ready' | 'failed';

export function LocationMap({ location }: { location: NonNullable<DetailView['location']> }) {
  const { place, latitude, longitude, mapUrl } = location;
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('idle');

  useEffect(() => {
    const element = box.current;
    if (latitude === null || longitude === null || !element) return;
    let cancelled = false;
    let map: { remove(): void } | null = null;
    let firstTileTimer: ReturnType<typeof setTimeout> | undefined;

    const load = async () => {
      try {
        const [{ default: L }] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
        if (cancelled) return;
        const leafletMap = L.map(element, { scrollWheelZoom: false }).setView([latitude, longitude], MAP_ZOOM);
        leafletMap.attributionControl.setPrefix(false);
        let tileShown = false;
        L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION })
          .on('tileload', () => {
            tileShown = true;
            setState('ready');
          })
          .on('tileerror', () => {
            if (!tileShown) setState('failed');
          })
          .addTo(leafletMap);
        firstTileTimer = setTimeout(() => {
          if (!tileShown && !cancelled) setState('failed');
        }, FIRST_TILE_TIMEOUT_MS);
        L.circle([latitude, longitude], { radius: APPROXIMATE_RADIUS_M, color: '#0b3d91', weight: 2, fillOpacity: 0.15 }).addTo(leafletMap);
        map = leafletMap;
      } catch (error) {
        // No map (offline, blocked script): the address and the link are still there.
        console.warn('The map could not be loaded', error);
        if (!cancelled) setState('failed');
      }
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      clearTimeout(firstTileTimer);
      observer.disconnect();
      map?.remove();
    };
  }, [latitude, longitude]);

  return (
    <div className="location" data-testid="location">
      <p className="location__text">
        {mapUrl ? 'Locație aproximativă: ' : 'Locație: '}
        <strong>{place}</strong>
      </p>
      {mapUrl ? (
        <>
          <div className="location__map" data-state={state} data-testid="location-map">
            <div ref={box} className="location__canvas" />
            {state === 'failed' ? (
              <p className="location__note" role="status">
                Harta nu poate fi afișată acum.
              </p>
            ) : null}
          </div>
          <a className="link location__link" href={mapUrl} target="_blank" rel="noopener noreferrer">
            Deschide în hartă
          </a>
        </>
      ) : null}
    </div>
  );
}
