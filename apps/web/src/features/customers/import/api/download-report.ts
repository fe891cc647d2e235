import { buildUrl, requestHeaders } from '@/lib/api-client';

/** GET customers/import/report/{id}: the CSV of the rows not imported, saved as a file. */
export async function downloadImportReport(id: number, fileName: string): Promise<void> {
  const response = await fetch(buildUrl(`customers/import/report/${id}`), { headers: requestHeaders(false) });
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
