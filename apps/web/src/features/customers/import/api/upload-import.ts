import { useMutation } from '@tanstack/react-query';
import type { ImportUploadResponse } from '@chairside/shared/customers-transfer';
import { api } from '@/lib/api-client';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST customers/import: the file as the raw body (CSV or XLSX by its name), answering headers, guessed mapping and sample rows. */
export const postImportFile = (file: File) => {
  const type = /\.xlsx$/i.test(file.name) ? XLSX : 'text/csv';
  return api.post<ImportUploadResponse>(`customers/import?file_name=${encodeURIComponent(file.name)}`, new Blob([file], { type }), { silent: true });
};

export const useUploadImport = () => useMutation({ mutationFn: postImportFile });
