import { memo } from 'react';
import css from './calendar.module.css';

/** What a column header shows (spec §2.4 "Column headers"). */
export interface HeaderInfo {
  kind: 'employee' | 'resource' | 'day';
  label: string;
  avatar: string | null;
  color: string;
  /** employee: shift text; day: the short week day */
  caption: string;
  /** day: the day of the month */
  dayNumber: number | null;
  isToday: boolean;
  selected: boolean;
  /** accessible name of the click action */
  actionLabel: string;
}

interface ColumnHeaderProps {
  index: number;
  info: HeaderInfo;
  onClick(index: number): void;
}

/**
 * Employee header: avatar (or the first letter of the name), name and shift text. Resource header:
 * the name. Week-day header: day number and short week day, today highlighted. All are buttons.
 */
export const ColumnHeader = memo(function ColumnHeader({ index, info, onClick }: ColumnHeaderProps) {
  const classes = [css.header, info.kind === 'day' ? css.dayHeader : undefined, info.isToday ? css.today : undefined, info.selected ? css.headerSelected : undefined];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      onClick={() => onClick(index)}
      title={info.actionLabel}
      aria-current={info.isToday && info.kind === 'day' ? 'date' : undefined}
      data-header-index={index}
      data-header-label={info.label}
      style={{ gridColumn: index + 2 }}
    >
      {info.kind === 'day' ? (
        <>
          <span className={css.dayNumber}>{info.dayNumber}</span>
          <span className={css.dayName}>{info.caption}</span>
        </>
      ) : (
        <>
          {info.kind === 'employee' ? (
            info.avatar ? (
              <img className={css.avatar} src={info.avatar} alt="" />
            ) : (
              <span className={css.avatar} style={{ background: info.color }} aria-hidden>
                {info.label.trim().charAt(0).toUpperCase()}
              </span>
            )
          ) : null}
          <span className={css.headerText}>
            <span className={css.headerName}>{info.label}</span>
            {info.caption ? <span className={css.headerShift}>{info.caption}</span> : null}
          </span>
        </>
      )}
    </button>
  );
});
