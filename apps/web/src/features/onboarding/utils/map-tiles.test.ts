import { describe, expect, it } from 'vitest';
import { TILE_SIZE, project, tileUrl, unproject } from './map-tiles';

describe('map tiles', () => {
  it('projects a coordinate and back', () => {
    const point = project(52.3676, 4.9041, 16);
    const back = unproject(point.x, point.y, 16);
    expect(back.lat).toBeCloseTo(52.3676, 5);
    expect(back.lon).toBeCloseTo(4.9041, 5);
  });

  it('puts (0, 0) in the middle of the world and fills the URL template', () => {
    expect(project(0, 0, 0)).toEqual({ x: TILE_SIZE / 2, y: TILE_SIZE / 2 });
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', 16, 33660, 21534)).toBe('https://tiles.example/16/33660/21534.png');
  });
});
