import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** GET customers/tags: the tags in use, for the filter and the editor. */
export const fetchCustomerTags = (signal?: AbortSignal) => api.get<{ tags: string[] }>('customers/tags', undefined, { signal });

export const useCustomerTags = () => useQuery({ queryKey: customerKeys.tags, queryFn: ({ signal }) => fetchCustomerTags(signal), select: (answer) => answer.tags });
