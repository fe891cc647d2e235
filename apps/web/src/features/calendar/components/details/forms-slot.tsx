import { createContext, useContext, type ReactNode } from 'react';

/**
 * The customer's forms, as the screen that shows the calendar composes them (web features never
 * import each other): when given, a booking's details offer "Forms", which renders this for its
 * customer, so a form filled now is tied to the booking.
 */
export interface FormsSlotProps {
  customerId: number;
  customerName: string;
  appointmentId: number;
}
export const FormsSlot = createContext<((props: FormsSlotProps) => ReactNode) | null>(null);
export const useFormsSlot = () => useContext(FormsSlot);
