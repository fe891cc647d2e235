import type { DurationSplit } from './duration-detail';

/**
 * Geometry of the items of one column: top and height from start and end, side-by-side lanes for
 * items that overlap, and the segments of a processing ('has gap') item. Overlap is judged on busy
 * time, so a client booked inside another's processing gap sits at full width on top of the gap,
 * which is drawn as free time.
 */

export interface LayoutInput {
  key: string;
  /** minutes since midnight */
  start: number;
  end: number;
  /** set for 'has gap' items */
  split?: DurationSplit | null;
}

export interface SegmentBox {
  kind: 'initial' | 'gap' | 'finish';
  /** px from the item's top */
  top: number;
  height: number;
}

export interface ItemBox {
  key: string;
  top: number;
  height: number;
  /** fractions of the column width */
  left: number;
  width: number;
  lane: number;
  lanes: number;
  segments: SegmentBox[] | null;
  /** booked inside another item's processing gap: drawn indented over that gap */
  nested: boolean;
  /** this item's gap holds another booking (its "free" label would be covered) */
  gapTaken: boolean;
}

/** Items shorter than this still get a clickable, readable box. */
export const MIN_ITEM_HEIGHT = 18;

/** Busy intervals of an item: a processing item is busy before and after its gap. */
export function busyIntervals(item: LayoutInput): Array<[number, number]> {
  const split = item.split;
  if (!split || split.gap <= 0) return [[item.start, Math.max(item.end, item.start + 1)]];
  const gapStart = item.start + split.initial;
  const gapEnd = gapStart + split.gap;
  const parts: Array<[number, number]> = [];
  if (split.initial > 0) parts.push([item.start, gapStart]);
  if (item.end > gapEnd) parts.push([gapEnd, item.end]);
  return parts.length ? parts : [[item.start, item.end]];
}

const intervalsOverlap = (a: Array<[number, number]>, b: Array<[number, number]>) =>
  a.some(([s1, e1]) => b.some(([s2, e2]) => s1 < e2 && s2 < e1));

function segmentsOf(item: LayoutInput, pxPerMinute: number): SegmentBox[] | null {
  const split = item.split;
  if (!split || split.gap <= 0) return null;
  const parts: SegmentBox[] = [];
  let offset = 0;
  for (const kind of ['initial', 'gap', 'finish'] as const) {
    const length = split[kind];
    if (length > 0) parts.push({ kind, top: offset * pxPerMinute, height: length * pxPerMinute });
    offset += length;
  }
  return parts;
}

/**
 * Lays out one column. `from` is the first visible minute. Lanes are assigned greedily in start
 * order; every item of a cluster (items linked by overlaps) shares the cluster's lane count.
 */
export function layoutColumn(items: LayoutInput[], from: number, pxPerMinute: number): ItemBox[] {
  const sorted = [...items]
    .sort((a, b) => a.start - b.start || b.end - a.end || (a.key < b.key ? -1 : 1))
    .map((item) => ({ item, busy: busyIntervals(item), lane: 0, lanes: 1 }));

  type Entry = (typeof sorted)[number];
  let cluster: Entry[] = [];
  let clusterEnd = -Infinity;
  let laneMembers: Entry[][] = [];
  const closeCluster = () => {
    for (const entry of cluster) entry.lanes = Math.max(1, laneMembers.length);
    cluster = [];
    laneMembers = [];
  };

  for (const entry of sorted) {
    if (entry.item.start >= clusterEnd) closeCluster();
    let lane = laneMembers.findIndex((members) => members.every((other) => !intervalsOverlap(other.busy, entry.busy)));
    if (lane === -1) {
      lane = laneMembers.length;
      laneMembers.push([]);
    }
    laneMembers[lane]?.push(entry);
    entry.lane = lane;
    cluster.push(entry);
    clusterEnd = Math.max(clusterEnd, entry.item.end);
  }
  closeCluster();

  const gaps = sorted
    .filter(({ item }) => item.split && item.split.gap > 0)
    .map(({ item }) => ({ key: item.key, from: item.start + (item.split?.initial ?? 0), to: item.start + (item.split?.initial ?? 0) + (item.split?.gap ?? 0) }));
  const taken = new Set<string>();
  const nested = new Set<string>();
  for (const { item } of sorted) {
    for (const gap of gaps) {
      if (gap.key !== item.key && item.start >= gap.from && item.start < gap.to) {
        nested.add(item.key);
        taken.add(gap.key);
      }
    }
  }

  return sorted.map(({ item, lane, lanes }) => {
    const top = (Math.max(item.start, from) - from) * pxPerMinute;
    const bottom = (Math.max(item.end, from) - from) * pxPerMinute;
    return {
      key: item.key,
      top,
      height: Math.max(MIN_ITEM_HEIGHT, bottom - top),
      left: lane / lanes,
      width: 1 / lanes,
      lane,
      lanes,
      segments: segmentsOf(item, pxPerMinute),
      nested: nested.has(item.key),
      gapTaken: taken.has(item.key),
    };
  });
}
