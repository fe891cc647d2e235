import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentsResponse, ConsentUpdateBody, EraseResponse } from '@chairside/shared/customers-settings';
import { api, buildUrl, requestHeaders } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** A customer's privacy calls: consents (GET, store), data export (a file), erasure. */
export const consentsKey = (id: number) => ['customers', id, 'consents'] as const;

export function useConsents(id: number) {
  return useQuery({ queryKey: consentsKey(id), queryFn: ({ signal }) => api.get<ConsentsResponse>(`customers/${id}/consents`, undefined, { signal }) });
}

export function useStoreConsent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentUpdateBody) => api.post<ConsentsResponse>(`customers/${id}/consents/store`, body),
    onSuccess: (answer) => queryClient.setQueryData(consentsKey(id), answer),
  });
}

export function useEraseCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: string) => api.post<EraseResponse>(`customers/erase/${id}`, { confirmation }, { silent: true }),
    // Everything shown about the customer changes (name, contact, consents).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
}

/** GET customers/privacy-export/{id}?format=…, saved as a file by the browser. */
export async function downloadPrivacyExport(id: number, format: 'json' | 'pdf'): Promise<void> {
  const response = await fetch(buildUrl(`customers/privacy-export/${id}`, { format }), { headers: requestHeaders(false) });
  if (!response.ok) throw new ApiError(response.status, 'HTTP_ERROR', {});
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `customer-${id}-data.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
