import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvoiceCandidatesResponse, InvoiceCustomersResponse, InvoiceDetail, InvoiceResponse, InvoicesListResponse, InvoiceStoreBody, InvoiceStatus,
} from '@chairside/shared/sales-invoices';
import { api, buildUrl } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

/** The invoices screens' reads and writes (spec §2.3 /sales/invoices); every write refreshes everything under ['sales']. */
export const invoiceKeys = {
  list: (query: InvoicesFilter & { page: number }) => ['sales', 'invoices', 'list', query] as const,
  detail: (id: number) => ['sales', 'invoices', 'detail', id] as const,
  customers: (search: string) => ['sales', 'invoices', 'customers', search] as const,
  candidates: (customerId: number) => ['sales', 'invoices', 'candidates', customerId] as const,
};

export interface InvoicesFilter { from?: string; to?: string; status?: InvoiceStatus; search?: string; customer_id?: number }
export const INVOICES_PER_PAGE = 25;

export const useInvoices = (query: InvoicesFilter & { page: number }) =>
  useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => api.get<InvoicesListResponse>('invoices', { ...query, per_page: INVOICES_PER_PAGE }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useInvoiceDetail = (id: number) =>
  useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => api.get<{ data: InvoiceDetail }>(`invoices/detail/${id}`, undefined, { signal }),
  });

/** Customers with sales still to invoice, for the create dialog's picker. */
export const useInvoiceCustomers = (search: string) =>
  useQuery({
    queryKey: invoiceKeys.customers(search),
    queryFn: ({ signal }) => api.get<InvoiceCustomersResponse>('invoices/customers', { search: search || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });

/** A customer's paid sales still to invoice, and their company details to prefill. */
export const useInvoiceCandidates = (customerId: number | null) =>
  useQuery({
    queryKey: invoiceKeys.candidates(customerId ?? 0),
    queryFn: ({ signal }) => api.get<InvoiceCandidatesResponse>('invoices/sales', { customer_id: customerId! }, { signal }),
    enabled: customerId !== null,
  });

function useInvoiceMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['sales'] }) });
}

/** POST invoices/store (idempotent): silent, so the dialog shows field errors itself. */
export const useStoreInvoice = () => useInvoiceMutation((body: InvoiceStoreBody) => api.post<InvoiceResponse>('invoices/store', body, { silent: true }));

export const useCancelInvoice = () =>
  useInvoiceMutation(({ id, reason }: { id: number; reason: string }) => api.post<InvoiceResponse>(`invoices/cancel/${id}`, { reason }));

export const useEmailInvoice = () =>
  useInvoiceMutation(({ id, email }: { id: number; email: string }) =>
    api.post<{ data: { email: string }; message: string }>(`invoices/${id}/email`, email ? { email } : {}, { silent: true }));

export const invoicePdfUrl = (id: number) => buildUrl(`invoices/${id}.pdf`);

/** GET invoices/export: the filtered list as a file, saved under the server's name. */
export const downloadInvoices = (filter: InvoicesFilter, format: 'csv' | 'xlsx') => downloadFile('invoices/export', { ...filter, format }, `invoices.${format}`);
