import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { normalizeVoucherCode } from '@chairside/shared/rules/voucher-code';
import type { Voucher, VoucherCheck, VoucherDetail, VouchersListResponse, VoucherStatus, VoucherStoreBody } from '@chairside/shared/sales-vouchers';
import { api, buildUrl } from '@/lib/api-client';

/** Gift vouchers (/payments/vouchers): the list, one voucher, a code's balance at the till, selling, mailing, the PDF. */
export const voucherKeys = {
  all: ['sales', 'vouchers'] as const,
  list: (query: VouchersQuery) => ['sales', 'vouchers', 'list', query] as const,
  detail: (id: number) => ['sales', 'vouchers', 'detail', id] as const,
  check: (code: string) => ['sales', 'vouchers', 'check', code] as const,
};

export interface VouchersQuery { status?: VoucherStatus; search?: string; page: number; per_page: number }

export const useVouchers = (query: VouchersQuery) =>
  useQuery({
    queryKey: voucherKeys.list(query),
    queryFn: ({ signal }) => api.get<VouchersListResponse>('vouchers', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useVoucherDetail = (id: number) =>
  useQuery({
    queryKey: voucherKeys.detail(id),
    queryFn: ({ signal }) => api.get<{ data: VoucherDetail }>(`vouchers/detail/${id}`, undefined, { signal }),
  });

/** GET vouchers/check/{code}, once the typed text can be a code (silent: an unknown code is shown beside the field). */
export const useVoucherCheck = (typed: string) => {
  const code = normalizeVoucherCode(typed);
  return useQuery({
    queryKey: voucherKeys.check(code ?? ''),
    queryFn: ({ signal }) => api.get<{ data: VoucherCheck }>(`vouchers/check/${code}`, undefined, { signal, silent: true }),
    enabled: code !== null,
    retry: false,
    staleTime: 5_000,
  });
};

/** POST vouchers/store (idempotent: a double click sells once). */
export const useSellVoucher = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VoucherStoreBody) => api.post<{ data: Voucher; message: string }>('vouchers/store', body, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['sales'] }),
  });
};

export const useEmailVoucher = () =>
  useMutation({
    mutationFn: ({ id, email }: { id: number; email: string | null }) =>
      api.post<{ data: { id: number; code: string; email: string }; message: string }>(`vouchers/${id}/email`, email ? { email } : {}, { silent: true }),
  });

export const voucherPdfUrl = (id: number) => buildUrl(`vouchers/${id}.pdf`);
