import type { ReportExportJob } from '@chairside/shared/reports';
import { ApiError, buildUrl, requestHeaders, type Query } from '@/lib/api-client';

async function fetchFile(path: string, query?: Query): Promise<Response> {
  const response = await fetch(buildUrl(path, query), { headers: requestHeaders(false) });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(response.status, (body.code as ApiError['code'] | undefined) ?? 'HTTP_ERROR', body);
  }
  return response;
}

/** Saves a file answer under the server's file name. */
async function save(response: Response, fallback: string): Promise<void> {
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET reports/{group}/{report}/export: the report as shown, saved at once — or, for a large one (202),
 * the background export to follow (its file comes later, announced in the bell).
 */
export async function downloadReport(group: string, report: string, query: Query, format: 'xlsx' | 'csv' | 'pdf'): Promise<ReportExportJob | null> {
  const response = await fetchFile(`reports/${group}/${report}/export`, { ...query, format });
  if (response.status === 202) return ((await response.json()) as { data: ReportExportJob }).data;
  await save(response, `${report}.${format}`);
  return null;
}

/** GET reports/exports/{id}/download: a finished background export's file. */
export async function downloadExport(job: ReportExportJob): Promise<void> {
  await save(await fetchFile(job.download ?? `reports/exports/${job.id}/download`), job.file_name);
}
