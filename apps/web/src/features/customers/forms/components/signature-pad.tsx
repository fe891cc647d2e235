import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconEraser } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

type Point = [number, number];
const WIDTH = 600;
const HEIGHT = 200;

function draw(canvas: HTMLCanvasElement, strokes: Point[][]) {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, WIDTH, HEIGHT);
  context.lineWidth = 3;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = '#111827';
  for (const stroke of strokes) {
    context.beginPath();
    stroke.forEach(([x, y], index) => (index ? context.lineTo(x, y) : context.moveTo(x, y)));
    if (stroke.length === 1) context.lineTo(stroke[0]![0] + 0.5, stroke[0]![1] + 0.5);
    context.stroke();
  }
}

/**
 * A signature pad: a canvas drawn with pointer events (finger, pen or mouse alike), with undo of the
 * last stroke and clear. `onChange` gets the drawing as a PNG data URL, or null when empty.
 */
export function SignaturePad({ label, error, onChange }: { label: string; error?: string; onChange(value: string | null): void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [strokes, setStrokes] = useState<Point[][]>([]);
  const drawing = useRef<Point[] | null>(null);

  useEffect(() => {
    if (canvas.current) draw(canvas.current, strokes);
  }, [strokes]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return [((event.clientX - box.left) / box.width) * WIDTH, ((event.clientY - box.top) / box.height) * HEIGHT];
  };
  const commit = (next: Point[][]) => {
    setStrokes(next);
    if (!next.length || !canvas.current) return onChange(null);
    draw(canvas.current, next);
    onChange(canvas.current.toDataURL('image/png'));
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>{label}</Text>
      <Paper withBorder radius="md" style={{ borderColor: error ? 'var(--mantine-color-red-6)' : undefined, overflow: 'hidden' }}>
        <canvas
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          aria-label={t('customer_forms.signature.label')}
          data-signature-pad
          style={{ width: '100%', height: 'auto', aspectRatio: `${WIDTH} / ${HEIGHT}`, touchAction: 'none', display: 'block', cursor: 'crosshair', background: 'white' }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            drawing.current = [pointOf(event)];
            setStrokes([...strokes, drawing.current]);
          }}
          onPointerMove={(event) => {
            if (!drawing.current) return;
            drawing.current.push(pointOf(event));
            if (canvas.current) draw(canvas.current, strokes);
          }}
          onPointerUp={() => {
            if (!drawing.current) return;
            drawing.current = null;
            commit([...strokes]);
          }}
          onPointerCancel={() => {
            drawing.current = null;
          }}
        />
      </Paper>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c={error ? 'red.8' : 'dimmed'}>{error ?? t('customer_forms.signature.hint')}</Text>
        <Group gap="xs">
          <Button size="xs" variant="default" leftSection={<IconArrowBackUp size={14} />} disabled={!strokes.length} onClick={() => commit(strokes.slice(0, -1))}>
            {t('customer_forms.signature.undo')}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconEraser size={14} />} disabled={!strokes.length} onClick={() => commit([])}>
            {t('customer_forms.signature.clear')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
