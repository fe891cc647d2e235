import { addDays } from '@chairside/shared/rules/calendar-time';
import { isIsoDate } from './clock';

/**
 * Daily / weekly view state (spec §2.4 "Views", "Initial view"):
 * - daily: every employee (or every resource) is a column;
 * - weekly: one selected employee or resource, a column per week day;
 * - switching to weekly with nothing selected selects the first employee, or the first resource
 *   when the resource type is 'resource'; selecting a column opens its week;
 * - clearing the selection returns to the daily view;
 * - the initial view is the venue's calendar_default_view (CALENDAR_VIEW), daily by default.
 */

export type CalendarViewName = 'daily' | 'weekly';
export type ResourceType = 'employee' | 'resource';

export interface ViewState {
  view: CalendarViewName;
  date: string;
  resourceType: ResourceType;
  selectedId: number | null;
}

export interface ColumnIds {
  employees: number[];
  resources: number[];
}

export type ViewAction =
  | { type: 'setView'; view: CalendarViewName }
  | { type: 'select'; id: number }
  | { type: 'clearSelection' }
  | { type: 'setResourceType'; resourceType: ResourceType }
  | { type: 'setDate'; date: string }
  | { type: 'step'; direction: 1 | -1 }
  | { type: 'openDay'; date: string };

const idsOf = (ids: ColumnIds, type: ResourceType) => (type === 'resource' ? ids.resources : ids.employees);

/** Keeps the state consistent with the columns that exist (a selection that vanished is replaced). */
export function normalizeView(state: ViewState, ids: ColumnIds): ViewState {
  if (state.view === 'daily') return state.selectedId === null ? state : { ...state, selectedId: null };
  const available = idsOf(ids, state.resourceType);
  if (state.selectedId !== null && available.includes(state.selectedId)) return state;
  const first = available[0];
  return first === undefined ? { ...state, view: 'daily', selectedId: null } : { ...state, selectedId: first };
}

export function reduceView(state: ViewState, action: ViewAction, ids: ColumnIds): ViewState {
  switch (action.type) {
    case 'setView':
      if (action.view === 'daily') return { ...state, view: 'daily', selectedId: null };
      return normalizeView({ ...state, view: 'weekly' }, ids);
    case 'select':
      if (!idsOf(ids, state.resourceType).includes(action.id)) return state;
      return { ...state, view: 'weekly', selectedId: action.id };
    case 'clearSelection':
      return { ...state, view: 'daily', selectedId: null };
    case 'setResourceType':
      if (action.resourceType === state.resourceType) return state;
      return normalizeView({ ...state, resourceType: action.resourceType, selectedId: null }, ids);
    case 'setDate':
      return isIsoDate(action.date) ? { ...state, date: action.date } : state;
    case 'step':
      return { ...state, date: addDays(state.date, action.direction * (state.view === 'weekly' ? 7 : 1)) };
    case 'openDay':
      return isIsoDate(action.date) ? { ...state, view: 'daily', selectedId: null, date: action.date } : state;
    default:
      return state;
  }
}

export interface InitialViewInput {
  today: string;
  defaultView?: string | null;
  /** from the address bar: view, date, type and id survive a reload */
  query?: URLSearchParams;
  ids: ColumnIds;
}

export function initialView({ today, defaultView, query, ids }: InitialViewInput): ViewState {
  const view = query?.get('view') ?? defaultView;
  const date = query?.get('date');
  const type = query?.get('type') === 'resource' ? 'resource' : 'employee';
  const id = Number(query?.get('id'));
  return normalizeView(
    {
      view: view === 'weekly' ? 'weekly' : 'daily',
      date: isIsoDate(date) ? date : today,
      resourceType: type,
      selectedId: Number.isInteger(id) && id > 0 ? id : null,
    },
    ids,
  );
}

/** The address-bar form of a view state (the inverse of initialView's query). */
export function viewQuery(state: ViewState): Record<string, string> {
  const query: Record<string, string> = { view: state.view, date: state.date };
  if (state.resourceType === 'resource') query.type = 'resource';
  if (state.selectedId !== null) query.id = String(state.selectedId);
  return query;
}
