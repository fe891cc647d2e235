import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { clockLabel, parseClock } from '../../utils/clock';
import { pickerTimes } from '../../utils/snap';

interface TimeSelectProps {
  label: string;
  value: string;
  onChange(value: string): void;
  timeFormat: number;
  error?: string;
  required?: boolean;
}

/** A time in 15-minute steps (spec §9); a time chosen on the grid off those steps stays selectable. */
export function TimeSelect({ label, value, onChange, timeFormat, error, required }: TimeSelectProps) {
  const data = useMemo(() => {
    const times = pickerTimes();
    if (value && !times.includes(value) && Number.isFinite(parseClock(value))) times.push(value);
    return times.sort().map((time) => ({ value: time, label: clockLabel(parseClock(time), timeFormat) }));
  }, [value, timeFormat]);
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      searchable
      allowDeselect={false}
      maxDropdownHeight={260}
      error={error}
      required={required}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
