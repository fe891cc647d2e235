import type { CardFlow } from '@chairside/shared/payments';
import type { TillCardBlock } from '@chairside/shared/sales-card';
import type { Queryable } from '../../../db/client';
import type { Deps } from '../../../lib/context';
import type { CheckoutDraftLine } from '../../../db/schema/sales';
import { cardServiceBlock } from '../../payments/payments.service';

/**
 * Which of the card service's flows (/payments/chairside-pay) a cart's card payment belongs to: a gift
 * voucher sold is `vouchers`, a customer deposit taken is `deposits`, anything else is `checkout`. A
 * cart mixing them needs each of its flows switched on.
 */
export function cardFlowsOfLines(lines: Pick<CheckoutDraftLine, 'kind'>[]): CardFlow[] {
  const flows = new Set<CardFlow>(lines.map((line) => (line.kind === 'voucher' ? 'vouchers' : line.kind === 'deposit' ? 'deposits' : 'checkout')));
  return flows.size ? [...flows] : ['checkout'];
}

/** Why Chairside Pay cannot take this cart's card now (the first reason), or null. */
export function tillCardBlock(deps: Deps, db: Queryable, venueId: number, lines: Pick<CheckoutDraftLine, 'kind'>[]): Promise<TillCardBlock | null> {
  // One read of the switches and one question to the provider, however many flows the cart mixes.
  return cardServiceBlock(deps, db, venueId, cardFlowsOfLines(lines));
}
