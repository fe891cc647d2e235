import { DatePicker, type DatePickerProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useCalendarLabels } from './calendar-labels';
import classes from './dates.module.css';

/** A month of days to pick from, with named previous/next buttons, readable day cells and its styles. */
export function MonthCalendar(props: DatePickerProps) {
  const ariaLabels = useCalendarLabels();
  return <DatePicker ariaLabels={ariaLabels} classNames={{ day: classes.day }} {...props} />;
}
