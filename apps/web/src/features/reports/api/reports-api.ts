import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportExportJob, ReportFiltersResponse, ReportHubResponse, ReportResponse } from '@chairside/shared/reports';
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

/** GET reports/exports/{id}: a background export, polled every two seconds until it is done or failed. */
export const useReportExport = (id: number | null) =>
  useQuery({
    queryKey: ['reports', 'exports', id] as const,
    queryFn: ({ signal }) => api.get<{ data: ReportExportJob }>(`reports/exports/${id}`, undefined, { signal }).then((r) => r.data),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && ['done', 'failed'].includes(query.state.data.state) ? false : 2000),
    retry: false,
  });
