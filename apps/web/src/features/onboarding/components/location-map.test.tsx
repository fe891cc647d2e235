// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationMap } from './location-map';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

function render(onPick = vi.fn()) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => {
    root!.render(
      <MantineProvider>
        <LocationMap latitude={52.3676} longitude={4.9041} onPick={onPick} />
      </MantineProvider>,
    );
  });
  return { host, onPick };
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllEnvs();
});

describe('location map', () => {
  it('draws nothing without a tile server, so the step works offline', () => {
    vi.stubEnv('VITE_MAP_TILE_URL', '');
    const { host } = render();
    expect(host.querySelectorAll('img')).toHaveLength(0);
  });

  it('draws the tiles around the venue from the configured server and moves the pin on click', () => {
    vi.stubEnv('VITE_MAP_TILE_URL', 'https://tiles.example/{z}/{x}/{y}.png');
    const { host, onPick } = render();
    const tiles = [...host.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(tiles).toHaveLength(15);
    expect(tiles.every((src) => src?.startsWith('https://tiles.example/16/'))).toBe(true);
    // The tile under the venue (Amsterdam) is among them.
    expect(tiles).toContain('https://tiles.example/16/33660/21538.png');
    const map = host.querySelector('[role="img"]')!;
    act(() => map.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 0, clientY: 0 })));
    expect(onPick).toHaveBeenCalledTimes(1);
    const [lat, lon] = onPick.mock.calls[0] as [number, number];
    expect(Math.abs(lat - 52.3676)).toBeLessThan(0.01);
    expect(Math.abs(lon - 4.9041)).toBeLessThan(0.01);
  });
});
