import { ApiError, buildUrl, requestHeaders } from '@/lib/api-client';

type Query = Parameters<typeof buildUrl>[1];

/** GETs an export route and saves the file under the server's name (content-disposition), or `fallback`. */
export async function downloadFile(path: string, query: Query, fallback: string): Promise<void> {
  const response = await fetch(buildUrl(path, query), { headers: requestHeaders(false) });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(response.status, (body.code as ApiError['code'] | undefined) ?? 'HTTP_ERROR', body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
