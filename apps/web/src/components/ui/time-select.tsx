import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { TIME_PICKER_ROUNDING_MINUTES } from '@chairside/shared/rules/time-rounding';
import { formatTime } from '@/lib/format';

const WIRE_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' every 15 minutes of the day (spec §9: time pickers round to 15 minutes). */
const DAY_TIMES = Array.from({ length: (24 * 60) / TIME_PICKER_ROUNDING_MINUTES }, (_, i) => {
  const minutes = i * TIME_PICKER_ROUNDING_MINUTES;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

/** The choices: every 15 minutes, plus `value` when it is a time off those steps, labelled on the venue's clock. */
export function timeOptions(value: string, timeFormat: number | null | undefined): { value: string; label: string }[] {
  const times = WIRE_TIME.test(value) && !DAY_TIMES.includes(value) ? [...DAY_TIMES, value].sort() : DAY_TIMES;
  return times.map((time) => ({ value: time, label: formatTime(time, { time_format: timeFormat }) }));
}

interface TimeSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** a wire time 'HH:mm' */
  value: string;
  onChange(value: string): void;
  /** the venue's time_format: above 12 a 24-hour clock, else 12-hour (spec §9) */
  timeFormat: number | null | undefined;
}

/**
 * A time in 15-minute steps shown on the venue's clock in every language (a native time input would
 * follow the browser's locale instead); a time off those steps stays selectable.
 */
export function TimeSelect({ value, onChange, timeFormat, ...rest }: TimeSelectProps) {
  const data = useMemo(() => timeOptions(value, timeFormat), [value, timeFormat]);
  return (
    <Select
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      searchable
      allowDeselect={false}
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
