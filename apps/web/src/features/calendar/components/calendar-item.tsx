import { memo, type CSSProperties } from 'react';
import type { ItemBox } from '../utils/item-layout';
import type { PlacedItem } from '../utils/calendar-columns';
import { canMove, canResize, isGreyed } from '../utils/item-rules';
import { clockLabel } from '../utils/clock';
import { colorHex, statusColor, tint } from '../utils/colors';
import { ItemText } from './item-text';
import type { ItemLabels } from './item-labels';
import css from './calendar-item.module.css';

interface CalendarItemProps {
  placed: PlacedItem;
  box: ItemBox;
  labels: ItemLabels;
  /** the roving-focus stop of the grid */
  tabbable: boolean;
}

const KIND_CLASS: Record<string, string | undefined> = {
  reserved_slot: css.reserved,
  blocked: css.blocked,
  reminder: css.reminder,
};

/** One item of a column; the grid handles its pointer and keyboard events by delegation. */
export const CalendarItem = memo(function CalendarItem({ placed, box, labels, tabbable }: CalendarItemProps) {
  const { item, kind } = placed;
  const color = colorHex(item.color);
  const movable = canMove(placed.inBasket ? { kind, status: item.status, inBasket: true } : { kind, status: item.status });
  const resizable = movable && canResize({ kind, status: item.status });
  const time = `${clockLabel(placed.start, labels.timeFormat)} – ${clockLabel(placed.end, labels.timeFormat)}`;
  const who = item.customer ? `${item.customer.first_name} ${item.customer.last_name}`.trim() : '';
  const title =
    kind === 'appointment' ? who || labels.walkIn : kind === 'reserved_slot' ? labels.reserved : kind === 'blocked' ? labels.blocked : item.note || labels.reminder;
  const detail = kind === 'appointment' ? (item.service?.name ?? '') : kind === 'reminder' ? '' : item.note;
  const headHeight = box.segments ? (box.segments[0]?.height ?? box.height) : box.height;
  const compact = headHeight < 38;
  const status = labels.statuses[item.status] ?? item.status;
  const className = [
    css.item,
    KIND_CLASS[kind],
    box.segments ? css.segments : undefined,
    movable ? undefined : css.locked,
    isGreyed({ kind, status: item.status }) ? css.greyed : undefined,
    compact ? css.compact : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  // 2px of air each side (16px more on the left when booked inside another's processing gap)
  const inset = box.nested ? 18 : 2;
  const style = {
    top: box.top,
    height: box.height - 1,
    left: `calc(${box.left * 100}% + ${inset}px)`,
    width: `calc(${box.width * 100}% - ${inset + 2}px)`,
    '--item-color': color,
    '--item-bg': tint(color, 0.16),
    '--status-color': statusColor(item.status),
  } as CSSProperties;
  const text = (
    <ItemText
      time={compact ? clockLabel(placed.start, labels.timeFormat) : time}
      title={title}
      detail={detail}
      note={kind === 'appointment' ? [item.customer?.alerts ? `⚠ ${item.customer.alerts}` : '', item.note].filter(Boolean).join(' · ') : ''}
      badge={placed.inBasket ? labels.basket : null}
      showStatus={kind === 'appointment'}
      status={kind === 'appointment' ? status : ''}
    />
  );
  // Items that cannot be resized keep the edge, so a try explains itself instead of moving the item.
  const resizeHandle = movable ? <div className={resizable ? css.resize : `${css.resize} ${css.resizeLocked}`} data-part="resize" aria-hidden /> : null;

  return (
    <div
      className={className}
      style={style}
      data-item-key={placed.key}
      data-kind={kind}
      data-status={item.status}
      data-alerts={item.customer?.alerts ? '' : undefined}
      role="button"
      tabIndex={tabbable ? 0 : -1}
      data-focus-key={placed.key}
    >
      {box.segments ? (
        box.segments.map((segment) => (
          <div
            key={segment.kind}
            className={segment.kind === 'gap' ? `${css.segment} ${css.segmentGap}` : css.segment}
            style={{ top: segment.top, height: segment.height - (segment.kind === 'finish' ? 1 : 0) }}
            data-segment={segment.kind}
          >
            {segment.kind === 'initial' ? text : null}
            {segment.kind === 'gap' && !box.gapTaken && segment.height >= 16 ? <span className={css.gapLabel}>{labels.processing}</span> : null}
            {segment.kind === 'finish' ? resizeHandle : null}
          </div>
        ))
      ) : (
        <>
          {text}
          {resizeHandle}
        </>
      )}
    </div>
  );
});
