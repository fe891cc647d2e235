import { useMutation, useQuery } from '@tanstack/react-query';
import type { Answers, PublicFormResponse } from '@chairside/shared/customer-forms';
import { API_BASE, ApiError } from '@/lib/api-client';
import { chosenLanguage } from '@/lib/i18n';

/** The public API (no session): /api/v1/public/forms/{token}. */
const publicUrl = (token: string) => `${API_BASE.replace(/\/b2b\/$/, '/public/')}forms/${encodeURIComponent(token)}`;

async function call<T>(token: string, init?: { answers: Answers }): Promise<T> {
  const response = await fetch(publicUrl(token), {
    method: init ? 'POST' : 'GET',
    headers: { Accept: 'application/json', 'Content-Language': chosenLanguage(), ...(init ? { 'Content-Type': 'application/json' } : {}) },
    body: init ? JSON.stringify(init) : undefined,
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ApiError(response.status, typeof body.code === 'string' ? (body.code as never) : ('HTTP_ERROR' as never), body);
  return body as T;
}

export const usePublicForm = (token: string) =>
  useQuery({ queryKey: ['public-form', token], queryFn: () => call<PublicFormResponse>(token), retry: false });

export const useSubmitPublicForm = (token: string) =>
  useMutation({ mutationFn: (answers: Answers) => call<{ ok: true; message: string }>(token, { answers }) });
