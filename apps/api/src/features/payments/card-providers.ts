/** The card provider in use, chosen by PAYMENTS_PROVIDER (DESIGN.md §1 "payments"): its own module so card-service.ts and payments.service.ts both reach it without a cycle. */
import type { Deps } from '../../lib/context';
import type { CardProvider } from './card-provider';
import { sandboxProvider } from './sandbox/sandbox-provider';
import { stripeProvider } from './stripe/stripe-provider';

const stripeProviders = new WeakMap<object, CardProvider>();

/** The provider in use: Stripe with PAYMENTS_PROVIDER=stripe (one client per configuration), else the local sandbox. */
export function cardProvider(deps: Deps): CardProvider {
  const stripe = deps.env.stripe;
  if (deps.env.paymentsProvider !== 'stripe' || !stripe) return sandboxProvider(deps);
  let provider = stripeProviders.get(stripe);
  if (!provider) stripeProviders.set(stripe, (provider = stripeProvider(stripe)));
  return provider;
}
