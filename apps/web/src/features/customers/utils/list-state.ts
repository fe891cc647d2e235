import type { CustomerFilters, CustomerSort } from '@chairside/shared/customers';

/** The list screen's filters as the drawer edits them (the search box and paging are kept apart). */
export interface ListFilters {
  tags: string[];
  tags_mode: 'any' | 'all';
  last_visit_from: string | null;
  last_visit_to: string | null;
  upcoming: 'yes' | 'no' | null;
  birthday_month: number | null;
  no_shows: 'yes' | 'no' | null;
  sms_marketing: 'yes' | 'no' | null;
  email_marketing: 'yes' | 'no' | null;
  archived: boolean;
}

export const NO_FILTERS: ListFilters = {
  tags: [], tags_mode: 'any', last_visit_from: null, last_visit_to: null, upcoming: null, birthday_month: null, no_shows: null,
  sms_marketing: null, email_marketing: null, archived: false,
};

/** The filters as GET customers and GET customers/export take them (unset ones left out). */
export function filtersQuery(filters: ListFilters, search: string, sort: CustomerSort, order: 'asc' | 'desc'): CustomerFilters {
  const query: CustomerFilters = { sort, order };
  if (search.trim()) query.search = search.trim();
  if (filters.tags.length) {
    query.tags = filters.tags;
    query.tags_mode = filters.tags_mode;
  }
  if (filters.last_visit_from) query.last_visit_from = filters.last_visit_from;
  if (filters.last_visit_to) query.last_visit_to = filters.last_visit_to;
  if (filters.upcoming) query.upcoming = filters.upcoming;
  if (filters.birthday_month) query.birthday_month = filters.birthday_month;
  if (filters.no_shows) query.no_shows = filters.no_shows;
  if (filters.sms_marketing) query.sms_marketing = filters.sms_marketing;
  if (filters.email_marketing) query.email_marketing = filters.email_marketing;
  if (filters.archived) query.archived = 'yes';
  return query;
}

/** How many filters are set (the badge on the Filters button). */
export const activeFilterCount = (filters: ListFilters) =>
  [filters.tags.length > 0, filters.last_visit_from || filters.last_visit_to, filters.upcoming, filters.birthday_month, filters.no_shows, filters.sms_marketing, filters.email_marketing, filters.archived].filter(Boolean).length;
