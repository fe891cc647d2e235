import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Expense, ExpenseBody, ExpenseCategory } from '@chairside/shared/expenses';
import { api } from '@/lib/api-client';

/** expense-categories and expenses writes; each refreshes every report read (['reports']). */
export const useExpenseCategories = () =>
  useQuery({ queryKey: ['reports', 'expense-categories'] as const, queryFn: ({ signal }) => api.get<{ data: ExpenseCategory[] }>('expense-categories', undefined, { signal }) });

function useReportsMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }) });
}

export const useStoreExpense = () =>
  useReportsMutation((body: ExpenseBody) => api.post<{ data: Expense; message: string }>('expenses/store', body, { silent: true }));
/** POST expenses/receipt/{id} with the picture as the body. */
export const useExpenseReceipt = () =>
  useReportsMutation(({ id, file }: { id: number; file: File }) => api.post<{ data: Expense; message: string }>(`expenses/receipt/${id}`, file, { silent: true }));
export const useStoreCategory = () =>
  useReportsMutation((body: { name: string }) => api.post<{ data: ExpenseCategory; message: string }>('expense-categories/store', body, { silent: true }));
export const useArchiveCategory = () =>
  useReportsMutation((id: number) => api.post<{ message: string }>(`expense-categories/archive/${id}`));
