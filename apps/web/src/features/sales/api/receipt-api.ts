import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReceiptEmailAddressResponse, ReceiptEmailResponse, ReceiptSettings, ReceiptSettingsResponse } from '@chairside/shared/sales-receipt';
import { api, buildUrl } from '@/lib/api-client';
import { fetchReceipt } from '@/lib/print-pdf';

/** Receipt settings (/sales/receipt), their preview, and e-mailing a receipt. */
export const receiptKeys = {
  settings: ['sales', 'receipt-settings'] as const,
  preview: (saleId: number, version: string) => ['sales', 'receipt-preview', saleId, version] as const,
  address: (saleId: number) => ['sales', 'receipt-email', saleId] as const,
};

/** GET sales/receipt-settings (needs sales.reports: `enabled` false for those who may not read them). */
export const useReceiptSettings = (enabled = true) =>
  useQuery({
    queryKey: receiptKeys.settings,
    queryFn: ({ signal }) => api.get<ReceiptSettingsResponse>('sales/receipt-settings', undefined, { signal }),
    enabled,
  });

/** POST sales/receipt-settings/update (silent: the form shows field errors itself). */
export const useSaveReceiptSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReceiptSettings) => api.post<ReceiptSettingsResponse & { message: string }>('sales/receipt-settings/update', settings, { silent: true }),
    onSuccess: (answer) => queryClient.setQueryData(receiptKeys.settings, answer),
  });
};

/** The latest sale's receipt as the saved settings print it, as an object URL for a frame; `version` changes after each save. */
export const useReceiptPreview = (saleId: number | null, version: string) =>
  useQuery({
    queryKey: receiptKeys.preview(saleId ?? 0, version),
    queryFn: async () => URL.createObjectURL(await fetchReceipt(buildUrl(`sales/receipt/${saleId}.pdf`))),
    enabled: saleId !== null,
    staleTime: Infinity,
    gcTime: 0,
  });

/** GET sales/receipt/{id}/email: the customer's address the receipt goes to by default. */
export const useReceiptEmailAddress = (saleId: number, enabled: boolean) =>
  useQuery({
    queryKey: receiptKeys.address(saleId),
    queryFn: ({ signal }) => api.get<ReceiptEmailAddressResponse>(`sales/receipt/${saleId}/email`, undefined, { signal }),
    enabled,
  });

/** POST sales/receipt/{id}/email: carries an Idempotency-Key (lib/idempotency.ts), so a retried send mails once. */
export const useEmailReceipt = () =>
  useMutation({
    mutationFn: ({ saleId, email }: { saleId: number; email: string | null }) =>
      api.post<ReceiptEmailResponse>(`sales/receipt/${saleId}/email`, email ? { email } : {}, { silent: true }),
  });
