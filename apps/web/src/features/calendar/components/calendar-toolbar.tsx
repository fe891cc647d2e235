import { ActionIcon, Button, Group, Menu, SegmentedControl, Select, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconBell, IconCalendarOff, IconCalendarPlus, IconChevronLeft, IconChevronRight, IconLock, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ViewAction, ViewState } from '../utils/view-state';
import { DatePickerButton } from './date-picker-button';

export type NewKind = 'appointment' | 'blocked' | 'reminder' | 'timeoff';

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
      <Group gap={6} wrap="nowrap">
        <Button variant="default" size="sm" onClick={() => dispatch({ type: 'setDate', date: today })} disabled={state.date === today}>
          {t('calendar.today')}
        </Button>
        <ActionIcon variant="default" size="lg" onClick={() => dispatch({ type: 'step', direction: -1 })} aria-label={t(`calendar.previous_${step}`)}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" onClick={() => dispatch({ type: 'step', direction: 1 })} aria-label={t(`calendar.next_${step}`)}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <DatePickerButton date={state.date} title={title} firstDayOfWeek={firstDayOfWeek} onChange={(date) => dispatch({ type: 'setDate', date })} />
      </Group>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          size="sm"
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
            size="sm"
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
          <Select
            size="sm"
            w={compact ? 160 : 200}
            data={options}
            value={state.selectedId === null ? null : String(state.selectedId)}
            onChange={(value) => (value ? dispatch({ type: 'select', id: Number(value) }) : dispatch({ type: 'clearSelection' }))}
            clearable
            allowDeselect={false}
            aria-label={state.resourceType === 'resource' ? t('calendar.choose_resource') : t('calendar.choose_employee')}
            data-selected-column
          />
        ) : null}
        <Tooltip label={t('calendar.undo_move')} disabled={!canUndo}>
          <ActionIcon variant="default" size="lg" onClick={onUndo} disabled={!canUndo} aria-label={t('calendar.undo_move')} data-undo-button>
            <IconArrowBackUp size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button leftSection={<IconPlus size={16} aria-hidden />} size="sm" data-new-menu>
              {t('calendar.new')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => onNew('appointment')}>
              {t('calendar.new_appointment')}
            </Menu.Item>
            <Menu.Item leftSection={<IconLock size={16} aria-hidden />} onClick={() => onNew('blocked')}>
              {t('calendar.new_blocked_time')}
            </Menu.Item>
            <Menu.Item leftSection={<IconBell size={16} aria-hidden />} onClick={() => onNew('reminder')}>
              {t('calendar.new_reminder')}
            </Menu.Item>
            <Menu.Item leftSection={<IconCalendarOff size={16} aria-hidden />} onClick={() => onNew('timeoff')}>
              {t('calendar.new_timeoff')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
