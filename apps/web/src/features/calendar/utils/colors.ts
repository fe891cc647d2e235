import { APPOINTMENT_COLORS, type AppointmentColor } from '@chairside/shared/constants';
import { STATUS_COLORS } from '@chairside/shared/calendar-constants';

/**
 * Appointment colour keys (spec §9) as colours. An item is drawn on a light tint of its colour
 * with a solid edge, so dark text keeps its contrast whatever colour the desk picks.
 */
export const APPOINTMENT_COLOR_HEX: Record<AppointmentColor, string> = {
  appt_red: '#e03131',
  appt_light_grey: '#868e96',
  appt_green: '#2f9e44',
  appt_light_blue: '#4dabf7',
  appt_maroon: '#a61e4d',
  appt_deep_sky_blue: '#1098ad',
  appt_violet: '#7048e8',
  appt_yellow: '#f59f00',
  appt_orange: '#f76707',
  appt_default: '#0b6a74',
};

const isColorKey = (value: string): value is AppointmentColor => (APPOINTMENT_COLORS as readonly string[]).includes(value);

/** A colour key, or a '#rrggbb' colour as it is; anything else is the default colour. */
export function colorHex(color: string | null | undefined): string {
  if (color && isColorKey(color)) return APPOINTMENT_COLOR_HEX[color];
  if (color && /^#[0-9a-f]{6}$/i.test(color)) return color;
  return APPOINTMENT_COLOR_HEX.appt_default;
}

export function statusColor(status: string): string {
  return (STATUS_COLORS as Record<string, string>)[status] ?? STATUS_COLORS.new;
}

/** `hex` mixed with white: amount 0 is white, 1 is the colour. */
export function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const mix = (channel: number) => Math.round(255 - (255 - channel) * amount);
  const r = mix((value >> 16) & 255);
  const g = mix((value >> 8) & 255);
  const b = mix(value & 255);
  return `rgb(${r}, ${g}, ${b})`;
}
