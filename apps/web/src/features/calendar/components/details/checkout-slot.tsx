import { createContext, useContext, type ReactNode } from 'react';

/**
 * The till, as the screen that shows the calendar composes it (web features never import each
 * other): when given, an appointment's details offer "Checkout", which renders this for it.
 */
export interface CheckoutSlotProps {
  appointmentId: number;
  onClose(): void;
}
export const CheckoutSlot = createContext<((props: CheckoutSlotProps) => ReactNode) | null>(null);
export const useCheckoutSlot = () => useContext(CheckoutSlot);
