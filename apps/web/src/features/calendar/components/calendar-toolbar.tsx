import { lazy, Suspense } from 'react';
import { ActionIcon, Box, Button, Group, SegmentedControl } from '@mantine/core';
import { IconArrowBackUp, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { useTranslation } from '@/lib/use-translation';
import type { ViewAction, ViewState } from '../utils/view-state';
import { DatePickerButton } from './date-picker-button';
import { NewMenu, type NewKind } from './new-menu';

const ColumnSelect = lazy(() => import('./column-select').then((m) => ({ default: m.ColumnSelect })));

export type { NewKind };

interface CalendarToolbarProps {
  state: ViewState;
  dispatch(action: ViewAction): void;
  today: string;
  title: string;
  options: Array<{ value: string; label: string }>;
  hasResources: boolean;
  canUndo: boolean;
  onUndo(): void;
  onNew(kind: NewKind): void;
  compact: boolean;
  firstDayOfWeek: number;
}

/** Date navigation, daily/weekly, employees/resources, the selected column, undo and "New". */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { state, dispatch, today, title, options, hasResources, canUndo, onUndo, onNew, compact, firstDayOfWeek } = props;
  const { t } = useTranslation();
  const step = state.view === 'weekly' ? 'week' : 'day';

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-calendar-toolbar>
      <Group gap={6} wrap="nowrap" justify={compact ? 'space-between' : undefined} w={compact ? '100%' : undefined}>
        {compact ? null : (
          <Button variant="default" size="sm" onClick={() => dispatch({ type: 'setDate', date: today })} disabled={state.date === today}>
            {t('calendar.today')}
          </Button>
        )}
        <ActionIcon variant="default" size="lg" onClick={() => dispatch({ type: 'step', direction: -1 })} aria-label={t(`calendar.previous_${step}`)}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" onClick={() => dispatch({ type: 'step', direction: 1 })} aria-label={t(`calendar.next_${step}`)}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <DatePickerButton date={state.date} title={title} firstDayOfWeek={firstDayOfWeek} onChange={(date) => dispatch({ type: 'setDate', date })} />
        {compact ? (
          <Button variant="default" size="sm" onClick={() => dispatch({ type: 'setDate', date: today })} disabled={state.date === today}>
            {t('calendar.today')}
          </Button>
        ) : null}
      </Group>
      <Group gap={compact ? 6 : 'sm'} wrap="wrap" w={compact ? '100%' : undefined}>
        <SegmentedControl
          size={compact ? 'xs' : 'sm'}
          value={state.view}
          onChange={(view) => dispatch({ type: 'setView', view: view === 'weekly' ? 'weekly' : 'daily' })}
          data={[
            { value: 'daily', label: t('calendar.daily') },
            { value: 'weekly', label: t('calendar.weekly') },
          ]}
          aria-label={t('calendar.view')}
          data-view-switch
        />
        {hasResources ? (
          <SegmentedControl
            size={compact ? 'xs' : 'sm'}
            value={state.resourceType}
            onChange={(type) => dispatch({ type: 'setResourceType', resourceType: type === 'resource' ? 'resource' : 'employee' })}
            data={[
              { value: 'employee', label: t('calendar.staff') },
              { value: 'resource', label: t('calendar.resources') },
            ]}
            aria-label={t('calendar.columns')}
          />
        ) : null}
        {state.view === 'weekly' ? (
          <Suspense fallback={<Box w={compact ? '100%' : 200} h={36} style={compact ? { order: 10 } : undefined} />}>
            <ColumnSelect
              options={options}
              selectedId={state.selectedId}
              resources={state.resourceType === 'resource'}
              compact={compact}
              onSelect={(id) => dispatch(id === null ? { type: 'clearSelection' } : { type: 'select', id })}
            />
          </Suspense>
        ) : null}
        <LazyTooltip label={t('calendar.undo_change')} disabled={!canUndo}>
          <ActionIcon variant="default" size="lg" onClick={onUndo} disabled={!canUndo} aria-label={t('calendar.undo_change')} data-undo-button ml={compact ? 'auto' : undefined}>
            <IconArrowBackUp size={18} aria-hidden />
          </ActionIcon>
        </LazyTooltip>
        <NewMenu compact={compact} onNew={onNew} />
      </Group>
    </Group>
  );
}
