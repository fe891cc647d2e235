import { describe, expect, it } from 'vitest';
import { canRescheduleOnline, PUBLIC_BOOKING_STATUSES } from './online-manage';

describe('canRescheduleOnline', () => {
  it('moves a booking made, never one cancelled or still awaiting its deposit', () => {
    expect(PUBLIC_BOOKING_STATUSES.filter(canRescheduleOnline)).toEqual(['booked', 'requested']);
  });
});
