import { IconBeach } from '@tabler/icons-react';
import css from './calendar.module.css';

/** A time-off (or employee event) on a column: shown, never editable, movable or resizable. */
export interface TimeoffBox {
  key: string;
  start: number;
  end: number;
  title: string;
  note: string;
}

export function TimeoffBlock({ timeoff, top, height }: { timeoff: TimeoffBox; top: number; height: number }) {
  return (
    <div className={css.timeoff} style={{ top, height }} data-timeoff={timeoff.key} title={[timeoff.title, timeoff.note].filter(Boolean).join(' · ')}>
      <div className={css.timeoffTitle}>
        <IconBeach size={14} aria-hidden />
        <span>{timeoff.title}</span>
      </div>
      {timeoff.note ? <div>{timeoff.note}</div> : null}
    </div>
  );
}
