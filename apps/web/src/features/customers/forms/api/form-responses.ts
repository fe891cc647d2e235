import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormFillBody, ResponseDetailResponse, ResponsesQuery, ResponsesResponse } from '@chairside/shared/customer-forms';
import { api, buildUrl, requestHeaders } from '@/lib/api-client';
import { formKeys } from './form-keys';

/** GET form-responses with filters. */
export const useFormResponses = (query: ResponsesQuery, enabled = true) =>
  useQuery({ queryKey: formKeys.responses(query), queryFn: ({ signal }) => api.get<ResponsesResponse>('form-responses', { ...(query as Record<string, string | number | undefined>) }, { signal }), enabled });

/** GET form-responses/detail/{id}. */
export const useFormResponse = (id: number | null) =>
  useQuery({ queryKey: formKeys.response(id ?? 0), queryFn: ({ signal }) => api.get<ResponseDetailResponse>(`form-responses/detail/${id}`, undefined, { signal }), enabled: id !== null });

/** POST form-responses/store: filled at the desk. */
export function useFillForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormFillBody) => api.post<ResponseDetailResponse>('form-responses/store', body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all }),
  });
}

/** GET form-responses/pdf/{id}: downloads the PDF (with the session's headers) and saves it as a file. */
export async function downloadResponsePdf(id: number): Promise<void> {
  const response = await fetch(buildUrl(`form-responses/pdf/${id}`), { headers: requestHeaders(false, { Accept: 'application/pdf' }) });
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `form-response-${id}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
