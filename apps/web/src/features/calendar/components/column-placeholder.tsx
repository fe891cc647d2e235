import { memo } from 'react';
import type { TimeGrid } from '../utils/time-grid';
import { columnStyle } from './column-style';
import css from './calendar.module.css';

/** A column far outside the view: it keeps its place and grid lines until it scrolls near. */
export const ColumnPlaceholder = memo(function ColumnPlaceholder({ index, grid, label }: { index: number; grid: TimeGrid; label: string }) {
  return <div className={css.column} style={columnStyle(grid, index)} data-col-index={index} data-placeholder role="group" aria-label={label} />;
});
