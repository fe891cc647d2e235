/**
 * Slippy-map arithmetic (Web Mercator, 256 px tiles) for the optional location map. The tile
 * server comes from VITE_MAP_TILE_URL (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png);
 * without it no map is shown and the address fields alone are used.
 */
export const TILE_SIZE = 256;

export const tileUrlTemplate = (): string | null => {
  const value = (import.meta.env.VITE_MAP_TILE_URL as string | undefined)?.trim();
  return value && value.includes('{z}') ? value : null;
};

export const tileUrl = (template: string, z: number, x: number, y: number) =>
  template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

/** World pixel position of a coordinate at a zoom. */
export function project(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  return {
    x: ((lon + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The coordinate at a world pixel position. */
export function unproject(x: number, y: number, zoom: number): { lat: number; lon: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const lon = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat: Number(lat.toFixed(6)), lon: Number(lon.toFixed(6)) };
}
