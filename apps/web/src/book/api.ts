import type {
  PublicAvailability, PublicBooking, PublicBookingBody, PublicBookingCreated, PublicService, PublicStaff, PublicVenue, WaitlistOffer,
} from '@chairside/shared/online-booking';

/** The public booking API (/api/v1/public/{sub}/…): plain fetch, types only from the shared package (no zod in this page). */

export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly fields: Record<string, string[]> = {}) {
    super(message);
  }
}

let language = 'en-us';
/** Answers' messages come in this language (Content-Language). */
export const setApiLanguage = (lang: string) => {
  language = lang;
};

async function call<T>(path: string, init: { method?: string; body?: unknown; query?: Record<string, string> } = {}): Promise<T> {
  const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
  const response = await fetch(`/api/v1/public/${path}${query}`, {
    method: init.method ?? 'GET',
    headers: { 'content-language': language, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const data = (await response.json().catch(() => ({}))) as { code?: string; message?: string; errors?: Record<string, string[]> };
  if (!response.ok) throw new ApiError(response.status, data.code ?? 'INTERNAL', data.message ?? '', data.errors ?? {});
  return data as T;
}

export const api = {
  venue: (sub: string) => call<PublicVenue>(sub),
  services: (sub: string) => call<{ services: PublicService[] }>(`${sub}/services`).then((r) => r.services),
  staff: (sub: string) => call<{ staff: PublicStaff[] }>(`${sub}/staff`).then((r) => r.staff),
  availability: (sub: string, serviceIds: number[], employeeId: number | null, from: string, to: string) =>
    call<PublicAvailability>(`${sub}/availability`, {
      query: { service_ids: serviceIds.join(','), date_from: from, date_to: to, ...(employeeId ? { employee_id: String(employeeId) } : {}) },
    }),
  book: (sub: string, body: PublicBookingBody) => call<PublicBookingCreated>(`${sub}/bookings`, { method: 'POST', body }),
  booking: (sub: string, token: string) => call<{ booking: PublicBooking }>(`${sub}/bookings/${token}`).then((r) => r.booking),
  cancel: (sub: string, token: string) => call<{ booking: PublicBooking }>(`${sub}/bookings/${token}/cancel`, { method: 'POST', body: {} }).then((r) => r.booking),
  reschedule: (sub: string, token: string, date: string, time: string) =>
    call<{ booking: PublicBooking }>(`${sub}/bookings/${token}/reschedule`, { method: 'POST', body: { date, time } }).then((r) => r.booking),
  verify: (sub: string, body: Record<string, unknown>) => call<{ message: string; expires_in_minutes: number }>(`${sub}/verify`, { method: 'POST', body }),
  waitlist: (sub: string, body: Record<string, unknown>) => call<{ message: string }>(`${sub}/waitlist`, { method: 'POST', body }),
  offer: (sub: string, token: string) => call<WaitlistOffer>(`${sub}/waitlist/${token}`),
  phrases: async (lang: string): Promise<Record<string, string>> => {
    const response = await fetch(`/api/v1/b2b/translations/${lang}?scope=book`);
    return response.ok ? ((await response.json()) as { phrases: Record<string, string> }).phrases : {};
  },
};
