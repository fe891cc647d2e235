import { useQuery } from '@tanstack/react-query';
import type { FormResponse, FormsResponse } from '@chairside/shared/customer-forms';
import type { ServicesResponse } from '@chairside/shared/catalog-services';
import { api } from '@/lib/api-client';
import { formKeys } from './form-keys';

/** GET forms (archived=1: the archived ones). */
export const useForms = (archived: boolean) =>
  useQuery({ queryKey: formKeys.list(archived), queryFn: ({ signal }) => api.get<FormsResponse>('forms', archived ? { archived: 1 } : undefined, { signal }) });

/** GET forms/detail/{id}. */
export const useForm = (id: number | null) =>
  useQuery({ queryKey: formKeys.detail(id ?? 0), queryFn: ({ signal }) => api.get<FormResponse>(`forms/detail/${id}`, undefined, { signal }), enabled: id !== null });

/** GET services, flattened to id and name: the services a form can be attached to. */
export const useServiceChoices = () =>
  useQuery({
    queryKey: formKeys.services,
    queryFn: async ({ signal }) => {
      const body = await api.get<ServicesResponse>('services', undefined, { signal });
      return [...body.groups.flatMap((group) => group.services), ...body.ungrouped].map((service) => ({ value: String(service.id), label: service.name }));
    },
  });
