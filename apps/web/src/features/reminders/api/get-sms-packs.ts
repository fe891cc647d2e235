import { useQuery } from '@tanstack/react-query';
import type { SmsListResponse } from '@chairside/shared/sms';
import { api } from '@/lib/api-client';

/** GET sms/list: the SMS credit packs (and the balance, in the envelope). */
export function useSmsPacks(enabled: boolean) {
  return useQuery({ queryKey: ['sms', 'list'], queryFn: ({ signal }) => api.get<SmsListResponse>('sms/list', undefined, { signal }), enabled });
}
