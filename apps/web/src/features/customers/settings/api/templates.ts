import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@chairside/shared/constants';
import type { TemplateResetBody, TemplateResponse, TemplatesResponse, TemplateUpdateBody } from '@chairside/shared/customers-settings';
import { api } from '@/lib/api-client';

/** GET customers/notifications?lang=…, POST customers/notifications/update and …/reset. */
export const templatesKey = (lang: Language) => ['customers', 'notifications', lang] as const;

export function useTemplates(lang: Language) {
  return useQuery({
    queryKey: templatesKey(lang),
    queryFn: ({ signal }) => api.get<TemplatesResponse>('customers/notifications', { lang }, { signal }),
  });
}

/** Puts the saved template in the language's list (the answer is the template as stored). */
function useStoreAnswer() {
  const queryClient = useQueryClient();
  return (answer: TemplateResponse) => {
    const { template } = answer;
    queryClient.setQueryData<TemplatesResponse>(templatesKey(template.lang), (list) =>
      list ? { ...list, data: list.data.map((item) => (item.event === template.event && item.channel === template.channel ? template : item)) } : list,
    );
  };
}

export function useSaveTemplate() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: (body: TemplateUpdateBody) => api.post<TemplateResponse>('customers/notifications/update', body, { silent: true }),
    onSuccess: store,
  });
}

export function useResetTemplate() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: (body: TemplateResetBody) => api.post<TemplateResponse>('customers/notifications/reset', body),
    onSuccess: store,
  });
}
