import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportDryRunResponse, ImportPreviewResponse, ImportStatusResponse } from '@chairside/shared/customers-transfer';
import type { ImportMapping } from '@chairside/shared/rules/customer-import';
import { api } from '@/lib/api-client';
import { importKeys } from './import-keys';

interface Step {
  id: number;
  mapping: ImportMapping;
}

/** POST customers/import/preview/{id}: the first rows as they will be imported. */
export const postPreview = ({ id, mapping }: Step) => api.post<ImportPreviewResponse>(`customers/import/preview/${id}`, { mapping }, { silent: true });
/** POST customers/import/dry-run/{id}: what the import would do; nothing is written. */
export const postDryRun = ({ id, mapping }: Step) => api.post<ImportDryRunResponse>(`customers/import/dry-run/${id}`, { mapping }, { silent: true });
/** POST customers/import/start/{id}: queues the import (a repeated start queues nothing more). */
export const postStart = ({ id, mapping }: Step) => api.post<ImportStatusResponse>(`customers/import/start/${id}`, { mapping }, { silent: true });

export const usePreviewImport = () => useMutation({ mutationFn: postPreview });
export const useDryRunImport = () => useMutation({ mutationFn: postDryRun });

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postStart, onSuccess: (answer, { id }) => queryClient.setQueryData(importKeys.status(id), answer) });
}
