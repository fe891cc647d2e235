import type { AppointmentsResponse } from '@chairside/shared/calendar-responses';
import type { VenueCtx } from '../../lib/context';
import { listAppointments, type ListInput } from './reading/calendar.list';

/**
 * The calendar's public face (DESIGN.md §2 rule 1): what other features (sales, online booking)
 * call. Everything else in this folder and its sub-folders is the calendar's own business.
 */

/** Booking: a booking of one or more lines, editing it as a whole, a recurring series. */
export { storeAppointments } from './booking/calendar.booking';
export { updateBooking } from './booking/calendar.update';
export { storeRecurring } from './booking/calendar.recurring';
/** Online booking: the lines of services one after another from a slot's start time. */
export { chainedLines } from './booking/calendar.chain';

/** Availability: what is wrong with proposed lines, and bookable start times. */
export { checkAvailability } from './availability/calendar.availability';
export { availableSlots } from './availability/calendar.slots';

/** Reading: one item with its booking, series and history. */
export { appointmentDetails } from './reading/calendar.details';
/** Every appointment of one customer (the customer's data export). */
export { customerAppointments, type CustomerAppointment } from './reading/calendar.customer-history';

/** Customer merges: a customer's bookings and items move to another customer (inside the caller's transaction), and back on undo. */
export { countCustomerAppointments, forgetCustomerNotes, reassignCustomerAppointments, returnCustomerAppointments, type MovedAppointments } from './core/calendar.customers';

/** Other features hear of bookings made, moved, cancelled and done, inside the calendar's transaction. */
export { onBookingChange, type BookingChange, type BookingListener } from './core/calendar.hooks';

/** The items of a range of venue days, as GET appointments answers them (from the same cache). */
export async function appointmentsBetween(ctx: VenueCtx, input: ListInput): Promise<AppointmentsResponse> {
  const body = await listAppointments(ctx, input);
  return JSON.parse(body.json.toString('utf8')) as AppointmentsResponse;
}

/** Booked services of every venue starting in [from, to), with a customer, not cancelled: for work done before visits (customers' form links). */
export { visitsStartingBetween, type UpcomingVisit } from './reading/calendar.upcoming';

/** A customer confirms their booking from a reminder's link (reminders), in the caller's transaction. */
export { confirmBookingByCustomer } from './moves/calendar.confirm';
/** A customer cancels their booking from the online booking's manage link. */
export { cancelItems } from './moves/calendar.cancel';

/** Checkout: a paid booking's lines become done, in the paying transaction (sales). */
export { markItemsPaid, checkoutBooking, type CheckoutBooking } from './moves/calendar.checkout';
