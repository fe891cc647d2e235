import { api } from '@/lib/api-client';
import type { AppointmentColor } from '@chairside/shared/constants';

/** POST block-time/store|update|delete: blocked time on an employee's calendar. */
export interface BlockTimeInput {
  employee_id: number;
  date: string;
  start_time: string;
  end_time?: string | null;
  duration?: number | null;
  note?: string | null;
  color?: AppointmentColor | null;
  online_bookable?: boolean | null;
  force?: boolean | null;
}

export const storeBlockTime = (body: BlockTimeInput) => api.post<Record<string, unknown>>('block-time/store', body, { silent: true });
