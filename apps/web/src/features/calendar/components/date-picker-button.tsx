import { useState } from 'react';
import { Button, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import '@mantine/dates/styles.css';

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
        <DatePicker
          value={date}
          defaultDate={date}
          firstDayOfWeek={firstDayOfWeek as 0 | 1 | 2 | 3 | 4 | 5 | 6}
          onChange={(value) => {
            if (value) {
              onChange(String(value).slice(0, 10));
              setOpened(false);
            }
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
