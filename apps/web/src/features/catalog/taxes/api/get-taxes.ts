import { useQuery } from '@tanstack/react-query';
import type { TaxesResponse } from '@chairside/shared/catalog-taxes';
import { api } from '@/lib/api-client';
import { taxKeys } from './tax-keys';

/** GET taxes: the rates (basis points), the default rate ids and whether prices include tax. */
export const fetchTaxes = (signal?: AbortSignal) => api.get<TaxesResponse>('taxes', undefined, { signal });

export const useTaxes = () => useQuery({ queryKey: taxKeys.all, queryFn: ({ signal }) => fetchTaxes(signal) });
