import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useInitialSettings } from '@/lib/auth';
import { venueDateFormat } from '@chairside/shared/rules/date-format';
import { useCalendarLabels } from './calendar-labels';
import classes from './dates.module.css';

dayjs.extend(customParseFormat);

/** A typed date in `format` as a wire date (YYYY-MM-DD), or null when it is not one. */
export function parseTypedDate(text: string, format: string): string | null {
  const parsed = dayjs(text.trim(), format, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/**
 * A date field with its picker: the date in the venue's date format (spec §9), the picker in the
 * interface language (LocalizedDates above it), named previous/next buttons, readable day cells,
 * and the picker's styles loaded with it wherever it is used.
 */
export function DateField(props: DateInputProps) {
  const { data: settings } = useInitialSettings();
  const format = venueDateFormat(settings?.date_format);
  const ariaLabels = useCalendarLabels();
  return (
    <DateInput
      valueFormat={format}
      dateParser={(text) => parseTypedDate(text, format)}
      ariaLabels={ariaLabels}
      classNames={{ day: classes.day }}
      popoverProps={{ withinPortal: true }}
      data-date-field
      {...props}
    />
  );
}
