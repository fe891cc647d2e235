import { useMutation } from '@tanstack/react-query';
import type { SmsBuyResponse } from '@chairside/shared/sms';
import { api } from '@/lib/api-client';

/** POST sms/buy, as form data (spec §7): answers the hosted checkout to go to. */
export function useBuySmsPack() {
  return useMutation({
    mutationFn: (id: number) => {
      const form = new FormData();
      form.set('id', String(id));
      return api.post<SmsBuyResponse>('sms/buy', form, { silent: true });
    },
  });
}
