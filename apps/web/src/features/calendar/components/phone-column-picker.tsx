import { useEffect, useRef } from 'react';
import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import type { GridColumn } from './grid-types';
import css from './phone-column-picker.module.css';

interface PhoneColumnPickerProps {
  columns: GridColumn[];
  index: number;
  todayIndex: number;
  onChange(index: number): void;
}

/** On a phone one column shows at a time: a strip of avatars or days to pick it (swiping also works). */
export function PhoneColumnPicker({ columns, index, todayIndex, onChange }: PhoneColumnPickerProps) {
  const { t } = useTranslation();
  const current = columns[index];
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    strip.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ inline: 'nearest', block: 'nearest' });
  }, [index, columns.length]);
  return (
    <Group gap={4} wrap="nowrap" className={css.picker} data-phone-picker>
      <ActionIcon variant="subtle" onClick={() => onChange(Math.max(0, index - 1))} disabled={index === 0} aria-label={t('calendar.previous_column')}>
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <div className={css.strip} role="tablist" aria-label={t('calendar.columns')} ref={strip}>
        {columns.map((column, i) => (
          <UnstyledButton
            key={column.key}
            role="tab"
            aria-selected={i === index}
            className={i === index ? `${css.chip} ${css.active}` : css.chip}
            onClick={() => onChange(i)}
            data-today={(column.header.kind === 'day' && i === todayIndex) || undefined}
          >
            {column.header.kind === 'day' ? `${column.header.caption} ${column.header.dayNumber}` : column.header.label.split(' ')[0]}
          </UnstyledButton>
        ))}
      </div>
      <ActionIcon variant="subtle" onClick={() => onChange(Math.min(columns.length - 1, index + 1))} disabled={index >= columns.length - 1} aria-label={t('calendar.next_column')}>
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
      <Text size="xs" c="dimmed" className={css.count} aria-live="polite">
        {current ? `${index + 1}/${columns.length}` : ''}
      </Text>
    </Group>
  );
}
