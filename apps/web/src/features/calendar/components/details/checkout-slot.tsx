import { createContext, useContext, type ComponentType } from 'react';

/**
 * The till, as the screen that shows the calendar composes it (web features never import each
 * other): when given, an appointment's details offer "Checkout", which opens this dialog for it.
 */
export interface CheckoutSlotProps {
  appointmentId: number;
  onClose(): void;
}
export const CheckoutSlot = createContext<ComponentType<CheckoutSlotProps> | null>(null);
export const useCheckoutSlot = () => useContext(CheckoutSlot);
