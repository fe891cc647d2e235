import type { CustomerExportQuery } from '@chairside/shared/customers';
import { ApiError, buildUrl, requestHeaders, type Query } from '@/lib/api-client';

/**
 * GET customers/export, read as a stream so a large export shows its progress (bytes received),
 * then handed to the browser as a file with the server's name for it.
 */
export async function downloadExport(query: CustomerExportQuery, onProgress: (bytes: number) => void, signal?: AbortSignal): Promise<void> {
  const response = await fetch(buildUrl('customers/export', query as Query), { headers: requestHeaders(false), signal });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(response.status, (body.code as ApiError['code'] | undefined) ?? 'HTTP_ERROR', body);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `customers.${query.format ?? 'csv'}`;
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
