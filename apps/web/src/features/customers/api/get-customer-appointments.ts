import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerAppointmentKind, CustomerAppointmentsResponse } from '@chairside/shared/customers-profile';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** GET customers/{id}/appointments: one page of one kind. */
export const fetchCustomerAppointments = (id: number, kind: CustomerAppointmentKind, page: number, signal?: AbortSignal) =>
  api.get<CustomerAppointmentsResponse>(`customers/${id}/appointments`, { kind, page, per_page: 10 }, { signal });

export const useCustomerAppointments = (id: number, kind: CustomerAppointmentKind, page: number) =>
  useQuery({ queryKey: customerKeys.appointments(id, kind, page), queryFn: ({ signal }) => fetchCustomerAppointments(id, kind, page, signal), placeholderData: keepPreviousData });
