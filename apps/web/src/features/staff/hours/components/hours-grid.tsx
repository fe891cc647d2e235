import { memo, useMemo, type KeyboardEvent } from 'react';
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

interface RowProps {
  employee: WorkingHoursGridResponse['employees'][number];
  row: number;
  days: WorkingHoursGridResponse['days'];
  dayLabels: string[];
  cells: Map<string, GridCell>;
  timeoffs: Map<string, EmployeeEvent[]>;
  spanText(span: { start_time: string; end_time: string }): string;
  onOpen(employeeId: number, date: string): void;
}

/** One employee's week: plain elements only (210 cells paint in one go). */
const Row = memo(function Row({ employee, row, days, dayLabels, cells, timeoffs, spanText, onOpen }: RowProps) {
  const { t } = useTranslation();
  const name = `${employee.first_name} ${employee.last_name}`.trim();
  return (
    <tr data-employee={employee.id}>
      <th scope="row" className={classes.name}>
        <span className={classes.dot} style={{ background: employee.color }} aria-hidden />
        {name}
      </th>
      {days.map((day, col) => {
        const cell = cells.get(key(employee.id, day.date));
        const away = timeoffs.get(key(employee.id, day.date)) ?? [];
        const spans = cell?.spans ?? [];
        const text = spans.length
          ? spans.map(spanText).join(', ')
          : cell?.source === 'closed' ? t('staff_hours.closed') : cell?.source === 'exception' ? t('staff_hours.day_off') : t('staff_hours.not_working');
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
              aria-label={`${name}, ${dayLabels[col]}: ${text}${notes.length ? `. ${notes.join('. ')}` : ''}`}
              onClick={() => onOpen(employee.id, day.date)}
            >
              {spans.length ? (
                spans.map((s) => (
                  <span key={s.start_time} className={classes.span}>
                    {spanText(s)}
                  </span>
                ))
              ) : (
                <span className={classes.muted}>{cell && cell.source !== 'none' ? text : '—'}</span>
              )}
              {notes.length > 0 && (
                <span className={classes.notes} aria-hidden>
                  {cell?.source === 'exception' && <IconRepeatOff size={14} color="var(--mantine-color-blue-7)" />}
                  {cell?.outside_opening && <IconAlertTriangle size={14} color="var(--mantine-color-orange-8)" data-outside-opening />}
                  {away.map((e) => (
                    <span key={e.id} className={classes.timeoff} data-timeoff>
                      {e.title}
                    </span>
                  ))}
                </span>
              )}
            </button>
          </td>
        );
      })}
    </tr>
  );
});

/** The week grid: a row per employee, a column per date; each cell a button that opens the editor. */
export const HoursGrid = memo(function HoursGrid({ data, onOpen }: HoursGridProps) {
  const { t } = useTranslation();
  const format = useFormat();
  useGridPaintMeasure(data);
  const cells = useMemo(() => new Map(data.cells.map((cell) => [key(cell.employee_id, cell.date), cell])), [data.cells]);
  const timeoffs = useMemo(() => timeoffIndex(data.timeoffs), [data.timeoffs]);
  const dayNames = useMemo(() => data.days.map((day) => format.weekdayName(new Date(`${day.date}T00:00:00Z`).getUTCDay(), 'short')), [data.days, format]);
  const dayLabels = useMemo(() => data.days.map((day, col) => `${dayNames[col]} ${format.date(day.date)}`), [data.days, dayNames, format]);
  // Few distinct times in a week: each is formatted once.
  const spanText = useMemo(() => {
    const known = new Map<string, string>();
    const time = (value: string) => {
      let text = known.get(value);
      if (text === undefined) known.set(value, (text = format.time(value)));
      return text;
    };
    return (span: { start_time: string; end_time: string }) => `${time(span.start_time)}–${time(span.end_time)}`;
  }, [format]);

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
            {data.days.map((day, col) => (
              <th key={day.date} scope="col" className={day.closed ? classes.closedDay : undefined} data-day={day.date}>
                <div>
                  {dayNames[col]} <span className={classes.nowrap}>{format.date(day.date)}</span>
                </div>
                <div className={classes.muted} style={{ fontWeight: 400 }}>
                  {day.closed
                    ? `${t('staff_hours.closed')}${day.closed_name ? ` · ${day.closed_name}` : ''}`
                    : day.opening.length
                      ? day.opening.map(spanText).join(', ')
                      : t('staff_hours.closed')}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.employees.map((employee, row) => (
            <Row key={employee.id} employee={employee} row={row} days={data.days} dayLabels={dayLabels} cells={cells} timeoffs={timeoffs} spanText={spanText} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
});
