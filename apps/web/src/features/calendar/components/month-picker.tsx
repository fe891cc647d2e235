import { DatePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';

interface MonthPickerProps {
  date: string;
  firstDayOfWeek: number;
  onPick(date: string): void;
}

/** A month of days to jump to; loaded lazily by DatePickerButton. */
export function MonthPicker({ date, firstDayOfWeek, onPick }: MonthPickerProps) {
  return (
    <DatePicker
      value={date}
      defaultDate={date}
      firstDayOfWeek={firstDayOfWeek as 0 | 1 | 2 | 3 | 4 | 5 | 6}
      onChange={(value) => {
        if (value) onPick(String(value).slice(0, 10));
      }}
    />
  );
}
