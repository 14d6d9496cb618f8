/** Map settings of the location section (spec section 9: default zoom 16) and its OpenStreetMap link. */
export const MAP_ZOOM = 16;

/** OpenStreetMap at the map's zoom around a point (the "Deschide în hartă" link). */
export function openStreetMapUrl(latitude: number, longitude: number, zoom = MAP_ZOOM): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}
