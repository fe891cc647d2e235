import { ApiError, buildUrl, requestHeaders, type Query } from '@/lib/api-client';

/** GET reports/{group}/{report}/export: the report as shown, saved under the server's file name. */
export async function downloadReport(group: string, report: string, query: Query, format: 'xlsx' | 'csv' | 'pdf'): Promise<void> {
  const response = await fetch(buildUrl(`reports/${group}/${report}/export`, { ...query, format }), { headers: requestHeaders(false) });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(response.status, (body.code as ApiError['code'] | undefined) ?? 'HTTP_ERROR', body);
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${report}.${format}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
