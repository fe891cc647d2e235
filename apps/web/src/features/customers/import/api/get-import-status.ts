import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ImportStatusResponse } from '@chairside/shared/customers-transfer';
import { api } from '@/lib/api-client';
import { customerReads, importKeys } from './import-keys';

export const fetchImportStatus = (id: number, signal?: AbortSignal) => api.get<ImportStatusResponse>(`customers/import/status/${id}`, undefined, { signal });

const running = (answer: ImportStatusResponse | undefined) => answer?.import.status === 'queued' || answer?.import.status === 'running';

/** GET customers/import/status/{id}, polled every second while the import is queued or running; customer lists refresh when it ends. */
export function useImportStatus(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.status(id ?? 0),
    queryFn: ({ signal }) => fetchImportStatus(id!, signal),
    enabled: id !== null,
    refetchInterval: (q) => (running(q.state.data) ? 1000 : false),
  });
  const done = query.data?.import.status === 'done';
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: customerReads });
  }, [done, queryClient]);
  return query;
}
