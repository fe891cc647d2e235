import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportFiltersResponse, ReportHubResponse, ReportResponse } from '@chairside/shared/reports';
import { api, type Query } from '@/lib/api-client';

/** GET reports/hub and GET reports/{group}/{report}: read-only, so no invalidation. */
export const reportKeys = {
  hub: ['reports', 'hub'] as const,
  report: (group: string, report: string, query: Query) => ['reports', group, report, query] as const,
};

export const useReportHub = () =>
  useQuery({ queryKey: reportKeys.hub, queryFn: ({ signal }) => api.get<ReportHubResponse>('reports/hub', undefined, { signal }) });

export const useReport = (group: string, report: string, query: Query, enabled = true) =>
  useQuery({
    queryKey: reportKeys.report(group, report, query),
    queryFn: ({ signal }) => api.get<ReportResponse>(`reports/${group}/${report}`, query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useReportFilters = () =>
  useQuery({
    queryKey: ['reports', 'filters'] as const,
    queryFn: ({ signal }) => api.get<ReportFiltersResponse>('reports/filters', undefined, { signal }),
    staleTime: 60_000,
  });
