import type { MouseEvent } from 'react';
import { Box, Text } from '@mantine/core';
import { IconMapPinFilled } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { TILE_SIZE, project, tileUrl, tileUrlTemplate, unproject } from '../utils/map-tiles';

const ZOOM = 16;
const HEIGHT = 240;

export interface LocationMapProps {
  latitude: number;
  longitude: number;
  /** Clicking the map moves the pin there. */
  onPick: (lat: number, lon: number) => void;
}

/**
 * A small tile map with the venue's pin, drawn only when a tile server is configured
 * (VITE_MAP_TILE_URL). The coordinate fields stay the accessible way to set the position.
 */
export function LocationMap({ latitude, longitude, onPick }: LocationMapProps) {
  const { t } = useTranslation();
  const template = tileUrlTemplate();
  if (!template) return null;
  const center = project(latitude, longitude, ZOOM);
  const firstX = Math.floor(center.x / TILE_SIZE) - 2;
  const firstY = Math.floor(center.y / TILE_SIZE) - 1;
  const tiles: { x: number; y: number }[] = [];
  for (let dy = 0; dy < 3; dy += 1) for (let dx = 0; dx < 5; dx += 1) tiles.push({ x: firstX + dx, y: firstY + dy });
  const max = 2 ** ZOOM;

  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const worldX = center.x + (event.clientX - box.left - box.width / 2);
    const worldY = center.y + (event.clientY - box.top - box.height / 2);
    const point = unproject(worldX, worldY, ZOOM);
    onPick(point.lat, point.lon);
  };

  return (
    <Box>
      <Box
        onClick={pick}
        pos="relative"
        h={HEIGHT}
        style={{ overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)', cursor: 'crosshair', background: 'var(--mantine-color-gray-1)' }}
        role="img"
        aria-label={t('onboarding.map_label', { lat: latitude, lon: longitude })}
      >
        {tiles.map(({ x, y }) => (
          <img
            key={`${x}-${y}`}
            src={tileUrl(template, ZOOM, ((x % max) + max) % max, y)}
            alt=""
            width={TILE_SIZE}
            height={TILE_SIZE}
            draggable={false}
            style={{
              position: 'absolute',
              left: `calc(50% + ${x * TILE_SIZE - center.x}px)`,
              top: `calc(50% + ${y * TILE_SIZE - center.y}px)`,
            }}
          />
        ))}
        <IconMapPinFilled
          size={36}
          color="var(--mantine-color-red-7)"
          aria-hidden
          style={{ position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, -100%)' }}
        />
      </Box>
      <Text size="xs" c="dimmed" mt={4}>
        {t('onboarding.map_hint')}
      </Text>
    </Box>
  );
}
