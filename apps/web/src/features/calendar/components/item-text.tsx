import css from './calendar-item.module.css';

interface ItemTextProps {
  time: string;
  title: string;
  detail: string;
  note: string;
  badge: string | null;
  showStatus: boolean;
  /** read out after the other lines (the dot shows it to the eye) */
  status: string;
}

/** The lines of an item: status dot and time, who, what, and a note when there is room. */
export function ItemText({ time, title, detail, note, badge, showStatus, status }: ItemTextProps) {
  return (
    <div className={css.content}>
      <span className={showStatus ? `${css.line} ${css.time} ${css.withStatus}` : `${css.line} ${css.time}`}>
        {time}
        {badge ? <span className={css.badge}>{badge}</span> : null}
      </span>
      <span className={`${css.line} ${css.name}`}>{title}</span>
      {detail ? <span className={`${css.line} ${css.service}`}>{detail}</span> : null}
      {note ? <span className={`${css.line} ${css.service}`}>{note}</span> : null}
      {status ? <span className={css.hidden}>{status}</span> : null}
    </div>
  );
}
