import { MonthCalendar } from '@/components/ui/month-calendar';

interface MonthPickerProps {
  date: string;
  firstDayOfWeek: number;
  onPick(date: string): void;
}

/** A month of days to jump to; loaded lazily by DatePickerButton. */
export function MonthPicker({ date, firstDayOfWeek, onPick }: MonthPickerProps) {
  return (
    <MonthCalendar
      value={date}
      defaultDate={date}
      firstDayOfWeek={firstDayOfWeek as 0 | 1 | 2 | 3 | 4 | 5 | 6}
      onChange={(value) => {
        if (value) onPick(String(value).slice(0, 10));
      }}
    />
  );
}
