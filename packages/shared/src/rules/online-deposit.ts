import type { Policy } from '../settings-sections';

/**
 * The deposit an online booking pays before it is confirmed (issue 18), from the venue's booking
 * policy: none; a share of the price of the services that take a deposit; or a fixed amount once
 * per booking when any of its services takes one (never more than the booking costs). An empty
 * service list in the policy means every service. Minor units.
 */
export function onlineDeposit(policy: Pick<Policy, 'deposit_type' | 'deposit_percent' | 'deposit_amount' | 'deposit_service_ids'>, lines: { serviceId: number; price: number }[]): number {
  if (policy.deposit_type === 'none' || !lines.length) return 0;
  const chosen = new Set(policy.deposit_service_ids);
  const due = chosen.size ? lines.filter((line) => chosen.has(line.serviceId)) : lines;
  if (!due.length) return 0;
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  if (policy.deposit_type === 'percent') return Math.round((due.reduce((sum, line) => sum + line.price, 0) * policy.deposit_percent) / 100);
  return Math.min(policy.deposit_amount, total);
}
