import type { AppointmentStatus } from '@chairside/shared/constants';

/** Texts every item needs, prepared once per render of the grid (items stay free of hooks). */
export interface ItemLabels {
  timeFormat: number;
  statuses: Record<AppointmentStatus, string>;
  reserved: string;
  blocked: string;
  reminder: string;
  processing: string;
  walkIn: string;
  basket: string;
}
