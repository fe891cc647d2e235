/**
 * What the manage link (public/{sub}/bookings/{token}) may do with an online booking, by its status.
 * No zod here: the public booking page imports it (its bundle stays free of the schemas).
 */

export const PUBLIC_BOOKING_STATUSES = ['booked', 'requested', 'cancelled', 'awaiting_deposit'] as const;
export type PublicBookingStatus = (typeof PUBLIC_BOOKING_STATUSES)[number];

/**
 * Whether the customer may move a booking to another time: a booking made (booked, or a request
 * the venue has still to confirm), never one cancelled nor one whose time is only held until its
 * deposit is paid (the held time is what the deposit pays for; it can move once paid). The API
 * refuses the rest (422 online_booking.errors.deposit_first), the page does not offer it.
 */
export const canRescheduleOnline = (status: PublicBookingStatus): boolean => status === 'booked' || status === 'requested';
