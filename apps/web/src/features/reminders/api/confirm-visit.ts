import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReminderConfirmResponse } from '@chairside/shared/reminders';
import { API_BASE, ApiError } from '@/lib/api-client';
import { chosenLanguage } from '@/lib/i18n';

/** The public API (no session): /api/v1/public/reminders/confirm/{token}, a reminder's confirm link. */
const publicUrl = (token: string) => `${API_BASE.replace(/\/b2b\/$/, '/public/')}reminders/confirm/${encodeURIComponent(token)}`;

async function call(token: string, method: 'GET' | 'POST'): Promise<ReminderConfirmResponse> {
  const response = await fetch(publicUrl(token), { method, headers: { Accept: 'application/json', 'Content-Language': chosenLanguage() } });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ApiError(response.status, typeof body.code === 'string' ? (body.code as never) : ('HTTP_ERROR' as never), body);
  return body as ReminderConfirmResponse;
}

export const useConfirmLink = (token: string) => useQuery({ queryKey: ['reminder-confirm', token], queryFn: () => call(token, 'GET'), retry: false });

export const useConfirmVisit = (token: string) => useMutation({ mutationFn: () => call(token, 'POST') });
