import { lazy, Suspense, useState } from 'react';
import { Button, Center, Loader, Popover } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';

/** The month calendar (and @mantine/dates with its styles) loads when the picker first opens. */
const MonthPicker = lazy(() => import('./month-picker').then((m) => ({ default: m.MonthPicker })));

interface DatePickerButtonProps {
  date: string;
  title: string;
  firstDayOfWeek: number;
  onChange(date: string): void;
}

/** The shown date or week as a button that opens a month calendar. */
export function DatePickerButton({ date, title, firstDayOfWeek, onChange }: DatePickerButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="subtle" color="dark" size="sm" rightSection={<IconCalendarEvent size={16} aria-hidden />} onClick={() => setOpened((o) => !o)} fw={650} data-calendar-title>
          {title}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Suspense fallback={<Center w={252} h={270}><Loader size="sm" /></Center>}>
          <MonthPicker
            date={date}
            firstDayOfWeek={firstDayOfWeek}
            onPick={(picked) => {
              onChange(picked);
              setOpened(false);
            }}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
