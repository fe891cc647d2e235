import { memo, useMemo, type KeyboardEvent } from 'react';
import { Badge, Group } from '@mantine/core';
import { IconAlertTriangle, IconRepeatOff } from '@tabler/icons-react';
import type { EmployeeEvent } from '@chairside/shared/calendar-data';
import type { GridCell, WorkingHoursGridResponse } from '@chairside/shared/staff-hours';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useGridPaintMeasure } from './use-grid-paint-measure';
import classes from './hours-grid.module.css';

interface HoursGridProps {
  data: WorkingHoursGridResponse;
  onOpen(employeeId: number, date: string): void;
}

const key = (employeeId: number, date: string) => `${employeeId}|${date}`;

/** Time-off of each employee per date it covers. */
function timeoffIndex(events: EmployeeEvent[]): Map<string, EmployeeEvent[]> {
  const index = new Map<string, EmployeeEvent[]>();
  for (const event of events) {
    for (let date = event.start; date <= event.end; date = nextDate(date)) {
      const k = key(event.employee_id, date);
      index.set(k, [...(index.get(k) ?? []), event]);
    }
  }
  return index;
}
const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Arrow keys move between cells (a grid of buttons: Tab enters it, Enter opens the editor). */
function moveFocus(event: KeyboardEvent<HTMLTableElement>) {
  const moves: Record<string, [number, number]> = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
  const move = moves[event.key];
  const target = event.target as HTMLElement;
  if (!move || target.dataset.row === undefined) return;
  const next = event.currentTarget.querySelector<HTMLElement>(`[data-row="${Number(target.dataset.row) + move[0]}"][data-col="${Number(target.dataset.col) + move[1]}"]`);
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/** The week grid: a row per employee, a column per date; each cell a button that opens the editor. */
export const HoursGrid = memo(function HoursGrid({ data, onOpen }: HoursGridProps) {
  const { t } = useTranslation();
  const format = useFormat();
  useGridPaintMeasure(data);
  const cells = useMemo(() => new Map(data.cells.map((cell) => [key(cell.employee_id, cell.date), cell])), [data.cells]);
  const timeoffs = useMemo(() => timeoffIndex(data.timeoffs), [data.timeoffs]);
  const dayLabel = (date: string) => `${format.weekdayName(new Date(`${date}T00:00:00Z`).getUTCDay(), 'short')} ${format.date(date)}`;

  const cellText = (cell: GridCell | undefined) => {
    if (!cell || !cell.spans.length) {
      if (cell?.source === 'closed') return t('staff_hours.closed');
      if (cell?.source === 'exception') return t('staff_hours.day_off');
      return t('staff_hours.not_working');
    }
    return cell.spans.map((s) => `${format.time(s.start_time)}–${format.time(s.end_time)}`).join(', ');
  };

  return (
    <div className={classes.scroller} data-hours-grid>
      <table className={classes.table} onKeyDown={moveFocus} aria-label={t('staff_hours.grid_label')}>
        <colgroup>
          <col className={classes.nameCol} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className={classes.name}>
              {t('staff_hours.team_member')}
            </th>
            {data.days.map((day) => (
              <th key={day.date} scope="col" className={day.closed ? classes.closedDay : undefined} data-day={day.date}>
                <div>{dayLabel(day.date)}</div>
                <div className={classes.muted} style={{ fontWeight: 400 }}>
                  {day.closed
                    ? `${t('staff_hours.closed')}${day.closed_name ? ` · ${day.closed_name}` : ''}`
                    : day.opening.length
                      ? day.opening.map((s) => `${format.time(s.start_time)}–${format.time(s.end_time)}`).join(', ')
                      : t('staff_hours.closed')}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.employees.map((employee, row) => {
            const name = `${employee.first_name} ${employee.last_name}`.trim();
            return (
              <tr key={employee.id} data-employee={employee.id}>
                <th scope="row" className={classes.name}>
                  <span className={classes.dot} style={{ background: employee.color }} aria-hidden />
                  {name}
                </th>
                {data.days.map((day, col) => {
                  const cell = cells.get(key(employee.id, day.date));
                  const away = timeoffs.get(key(employee.id, day.date)) ?? [];
                  const text = cellText(cell);
                  const notes = [
                    cell?.source === 'exception' ? t('staff_hours.this_day_only') : null,
                    cell?.outside_opening ? t('staff_hours.outside_opening') : null,
                    ...away.map((e) => `${t('staff_hours.timeoff')}: ${e.title}`),
                  ].filter(Boolean);
                  return (
                    <td key={day.date} className={day.closed ? classes.closedDay : undefined}>
                      <button
                        type="button"
                        className={classes.cell}
                        data-row={row}
                        data-col={col}
                        data-cell={`${employee.id}|${day.date}`}
                        data-source={cell?.source ?? 'none'}
                        aria-label={`${name}, ${dayLabel(day.date)}: ${text}${notes.length ? `. ${notes.join('. ')}` : ''}`}
                        onClick={() => onOpen(employee.id, day.date)}
                      >
                        {cell?.spans.length ? (
                          cell.spans.map((s) => (
                            <span key={s.start_time} className={classes.span}>
                              {format.time(s.start_time)}–{format.time(s.end_time)}
                            </span>
                          ))
                        ) : (
                          <span className={classes.muted}>{cell?.source === 'none' || !cell ? '—' : text}</span>
                        )}
                        {(notes.length > 0) && (
                          <Group gap={4} mt={4} aria-hidden>
                            {cell?.source === 'exception' && <IconRepeatOff size={14} color="var(--mantine-color-blue-7)" />}
                            {cell?.outside_opening && <IconAlertTriangle size={14} color="var(--mantine-color-orange-8)" data-outside-opening />}
                            {away.map((e) => (
                              <Badge key={e.id} size="xs" variant="light" color="gray" data-timeoff>
                                {e.title}
                              </Badge>
                            ))}
                          </Group>
                        )}
                      </button>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
