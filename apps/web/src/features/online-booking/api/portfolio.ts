import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortfolioItem, PortfolioResponse } from '@chairside/shared/online-booking';
import { api } from '@/lib/api-client';

/** GET online-booking/portfolio (a page of pictures) and its changes: upload (answers the page it landed on), move, delete. */
export const portfolioKey = ['online-booking', 'portfolio'] as const;
const PORTFOLIO_PER_PAGE = 12;

export function usePortfolio(page: number) {
  return useQuery({
    queryKey: [...portfolioKey, page],
    queryFn: ({ signal }) => api.get<PortfolioResponse>('online-booking/portfolio', { page, per_page: PORTFOLIO_PER_PAGE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function usePortfolioChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioKey }) });
}

/** POST online-booking/portfolio/store: the picture itself as the body. */
export const useAddPicture = () => usePortfolioChange((file: File) => api.post<PortfolioResponse>('online-booking/portfolio/store', file, { silent: true }));
export const useMovePicture = () => usePortfolioChange(({ id, position }: { id: number; position: number }) =>
  api.post<{ message: string }>(`online-booking/portfolio/move/${id}`, { position }, { silent: true }));
export const useDeletePicture = () => usePortfolioChange((id: number) => api.post<{ message: string }>(`online-booking/portfolio/delete/${id}`, undefined, { silent: true }));
/** POST online-booking/portfolio/update/{id}: the caption and the tagged employee. */
export const useUpdatePicture = () => usePortfolioChange(({ id, caption, employee_id }: { id: number; caption: string; employee_id: number | null }) =>
  api.post<{ item: PortfolioItem; message: string }>(`online-booking/portfolio/update/${id}`, { caption, employee_id }, { silent: true }));
