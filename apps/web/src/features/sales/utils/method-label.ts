import { CARD_SERVICE_METHOD, DEPOSIT_METHOD, PAYMENT_METHODS, VOUCHER_METHOD } from '@chairside/shared/sales';
import type { TFunction } from '@/lib/translator';

const KNOWN: readonly string[] = [...PAYMENT_METHODS, VOUCHER_METHOD, DEPOSIT_METHOD, CARD_SERVICE_METHOD];

/** A payment method as the desk reads it: the till's own in the user's language, a name the venue gave as it was typed. */
export const methodLabel = (t: TFunction, method: string) => (KNOWN.includes(method) ? t(`sales.methods.${method}`) : method);
