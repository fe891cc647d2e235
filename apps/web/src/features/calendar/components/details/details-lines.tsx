import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import type { PriceSettings } from '@chairside/shared/rules/price';
import { clockLabel, parseClock } from '../../utils/clock';
import { parseDurationDetail } from '../../utils/duration-detail';
import { colorHex } from '../../utils/colors';
import { formatDate, formatDuration, formatPrice } from '@/lib/format';

interface DetailsLinesProps {
  lines: CalendarItem[];
  names: Map<number, string>;
  resourceNames: Map<number, string>;
  timeFormat: number;
  dateFormat: string;
  price: PriceSettings;
}

/** The booking's service lines: time, service, employee, resource, processing split and price. */
export function DetailsLines({ lines, names, resourceNames, timeFormat, dateFormat, price }: DetailsLinesProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={8}>
      {lines.map((line) => {
        const detail = parseDurationDetail(line.duration_detail);
        return (
          <Group key={line.id} justify="space-between" wrap="nowrap" align="flex-start" style={{ borderLeft: `4px solid ${colorHex(line.color)}`, paddingLeft: 10 }}>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" data-details-service>
                {line.service ? [line.service.name, line.variant?.name].filter(Boolean).join(' · ') : t(`calendar.kind_${line.type}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(line.date, { date_format: dateFormat })} · {clockLabel(parseClock(line.start_time), timeFormat)} – {clockLabel(parseClock(line.end_time), timeFormat)} · {formatDuration(line.duration, t)}
              </Text>
              <Text size="xs" c="dimmed" data-details-people>
                {[names.get(line.employee_id), line.resource_id ? resourceNames.get(line.resource_id) : null].filter(Boolean).join(' · ')}
              </Text>
              {detail.hasGap ? (
                <Text size="xs" c="dimmed">
                  {t('calendar.processing_split', { gap: detail.gap, finish: detail.finish })}
                </Text>
              ) : null}
            </Stack>
            <Stack gap={4} align="flex-end">
              {line.price ? <Text size="sm" data-line-price-text>{formatPrice(line.price, price)}</Text> : null}
              {line.status === 'cancelled' ? <Badge color="gray" size="sm">{t('calendar.status_cancelled')}</Badge> : null}
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
