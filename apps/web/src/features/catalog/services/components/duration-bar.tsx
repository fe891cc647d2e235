import { Box, Group, Text } from '@mantine/core';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/**
 * The service's length as a bar: initial work, the processing gap (the employee is free: striped)
 * and the finish, each as wide as its minutes, with a legend for screen readers and sighted users.
 */
export function DurationBar({ initial, gap, finish }: { initial: number; gap: number; finish: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const total = initial + gap + finish;
  if (total <= 0) return null;
  const parts = [
    { key: 'initial', minutes: initial, background: 'var(--mantine-color-brand-6, #1971c2)' },
    { key: 'gap', minutes: gap, background: 'repeating-linear-gradient(45deg, #dee2e6 0 6px, #f8f9fa 6px 12px)' },
    { key: 'finish', minutes: finish, background: 'var(--mantine-color-brand-4, #4dabf7)' },
  ].filter((part) => part.minutes > 0);
  const summary = parts.map((part) => `${t(`catalog_services.part_${part.key}`)} ${format.duration(part.minutes)}`).join(', ');
  return (
    <Box data-duration-bar>
      <Box role="img" aria-label={t('catalog_services.duration_summary', { total: format.duration(total), parts: summary })} style={{ display: 'flex', height: 14, borderRadius: 7, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-4)' }}>
        {parts.map((part) => (
          <Box key={part.key} data-part={part.key} style={{ flex: part.minutes, background: part.background }} />
        ))}
      </Box>
      <Group gap="md" mt={4} aria-hidden>
        {parts.map((part) => (
          <Group key={part.key} gap={4} wrap="nowrap">
            <Box w={10} h={10} style={{ background: part.background, borderRadius: 2, border: '1px solid var(--mantine-color-gray-5)' }} />
            <Text size="xs">{t(`catalog_services.part_${part.key}`)} · {format.duration(part.minutes)}</Text>
          </Group>
        ))}
        <Text size="xs" fw={600}>{t('catalog_services.total', { total: format.duration(total) })}</Text>
      </Group>
    </Box>
  );
}
