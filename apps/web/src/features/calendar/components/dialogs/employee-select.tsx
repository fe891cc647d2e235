import { Select } from '@mantine/core';
import type { CalendarEmployee } from '@chairside/shared/calendar-data';

/** The employee a blocked time, reminder or time-off belongs to. */
export function EmployeeSelect({ label, employees, value, onChange, error }: { label: string; employees: CalendarEmployee[]; value: number | null; onChange(id: number): void; error?: string }) {
  return (
    <Select
      label={label}
      data={employees.map((e) => ({ value: String(e.id), label: e.displayLabel }))}
      value={value === null ? null : String(value)}
      onChange={(next) => next && onChange(Number(next))}
      allowDeselect={false}
      required
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
