import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AppointmentsResponse } from '@chairside/shared/calendar-responses';
import type { ResourcesResponse } from '@chairside/shared/calendar-data';
import type { WorkingHoursResponse } from '@chairside/shared/calendar-data';
import { columnDescriptors, createPlacer, indexItems, itemsOf, stableList, type PlacedItem } from '../utils/calendar-columns';
import { buildTimeGrid, visibleRange, type DisplayHours } from '../utils/time-grid';
import { stableBySignature } from '../utils/stable';
import type { ViewState } from '../utils/view-state';
import type { GridColumn } from '../components/grid-types';
import { columnDetails } from './column-details';

export interface ModelInput {
  state: ViewState;
  weekDates: string[];
  today: string;
  resources: ResourcesResponse;
  appointments: AppointmentsResponse | undefined;
  hours: WorkingHoursResponse | undefined;
  displayHours: DisplayHours | null | undefined;
  slotInterval: number;
  timeFormat: number;
  locale: string;
}

/**
 * The grid's columns and time axis from the API data. Every list handed to a column keeps its
 * identity while its content is unchanged, so a change re-renders only the columns it touches.
 */
export function useCalendarModel(input: ModelInput) {
  const { t } = useTranslation();
  const [place] = useState(createPlacer);
  // Caches that live as long as the screen: what the columns were last given.
  const [store] = useState(() => ({ items: new Map<string, PlacedItem[]>(), parts: new Map<string, { signature: string; value: unknown }>(), columns: new Map<string, GridColumn>() }));
  const { state, weekDates, resources, appointments, hours, timeFormat, locale, today } = input;

  const index = useMemo(() => indexItems(place, appointments?.appointments ?? [], appointments?.basket ?? []), [place, appointments]);
  const byKey = useMemo(() => {
    const map = new Map<string, PlacedItem>();
    for (const list of index.byEmployee.values()) for (const placed of list) map.set(placed.key, placed);
    for (const list of index.byResource.values()) for (const placed of list) map.set(placed.key, placed);
    return map;
  }, [index]);

  const employeeIds = useMemo(() => resources.employees.map((e) => e.id), [resources.employees]);
  const resourceIds = useMemo(() => resources.resources.map((r) => r.id), [resources.resources]);
  const descriptors = useMemo(() => columnDescriptors(state, employeeIds, resourceIds, weekDates), [state, employeeIds, resourceIds, weekDates]);

  const columns = useMemo(() => {
    return descriptors.map((descriptor) => {
      const cacheKey = `${descriptor.key}|${descriptor.date}`;
      const items = stableList(store.items.get(cacheKey), itemsOf(index, descriptor));
      store.items.set(cacheKey, items);
      const details = columnDetails({ descriptor, data: { hours, resources, timeFormat, locale, today }, t });
      const part = <T,>(name: string, value: T) => stableBySignature(store.parts as Map<string, { signature: string; value: T }>, `${cacheKey}|${name}`, value, JSON.stringify(value));
      const next: GridColumn = {
        key: descriptor.key,
        descriptor,
        header: part('header', details.header),
        items,
        closed: part('closed', details.closed),
        timeoffs: part('timeoffs', details.timeoffs),
        isToday: descriptor.date === today,
      };
      const previous = store.columns.get(cacheKey);
      if (previous && previous.items === next.items && previous.header === next.header && previous.closed === next.closed && previous.timeoffs === next.timeoffs && previous.isToday === next.isToday) {
        return previous;
      }
      store.columns.set(cacheKey, next);
      return next;
    });
  }, [descriptors, index, hours, resources, timeFormat, locale, today, t, store]);

  const extents = useMemo(() => columns.flatMap((c) => c.items.map((p) => [p.start, p.end] as [number, number])), [columns]);
  const [from, to] = visibleRange(input.displayHours, extents);
  const grid = useMemo(() => buildTimeGrid([from, to], input.slotInterval), [from, to, input.slotInterval]);

  return { columns, grid, byKey, hoursLoaded: Boolean(hours) };
}
