import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addDays } from '../utils/clock';
import { deriveCatalog } from '../utils/derive-catalog';
import type { AppointmentsResponse } from './get-appointments';
import { calendarKeys } from './calendar-keys';

/**
 * Services and customers for the booking dialog. There is no catalogue or customer API yet, so
 * this reads the calendar's bookings of the last four weeks and the next two (GET appointments)
 * and learns them from there; replace with the catalogue/customers calls once they exist.
 */
export const fetchBookingCatalog = async (today: string) => {
  const body = await api.get<AppointmentsResponse>('appointments', { date_from: addDays(today, -42), date_to: addDays(today, 14) }, { silent: true });
  return deriveCatalog(body.appointments);
};

export function useBookingCatalog(today: string, enabled = true) {
  return useQuery({ queryKey: [...calendarKeys.services, today], queryFn: () => fetchBookingCatalog(today), enabled, staleTime: 10 * 60_000 });
}
