import { eq } from 'drizzle-orm';
import {
  connectPath, DEFAULT_CARD_FLOWS, DEFAULT_DESK_PAYMENTS,
  type CardFlow, type CardFlows, type CardProviderName, type CardServiceData, type ConnectStatus, type DeskPayments,
} from '@chairside/shared/payments';
import { PAYMENT_METHODS } from '@chairside/shared/sales';
import type { Queryable } from '../../db/client';
import { paymentSettings, venues } from '../../db/schema/index';
import { logActivity } from '../../lib/activity';
import type { Deps, VenueCtx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import type { CardProvider, ConnectedAccount } from './card-provider';
import { cardProvider } from './card-providers';

/**
 * The venue's own card service (/payments, spec §2.3): its connected account with the card
 * provider in use (opened on the first onboarding link; its status read from the provider each time
 * the settings are asked for, so the screen never shows a status the provider no longer holds), the
 * flows that take cards, and the desk's methods and tips. One payment_settings row per venue.
 */

type Row = typeof paymentSettings.$inferSelect;

async function settingsRow(db: Queryable, venueId: number): Promise<Row | null> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.venueId, venueId)).limit(1);
  return row ?? null;
}

/** Inserts the venue's row or changes it. */
async function saveRow(db: Queryable, venueId: number, values: Partial<Omit<Row, 'venueId'>>, now: Date): Promise<void> {
  await db.insert(paymentSettings).values({ venueId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: paymentSettings.venueId, set: { ...values, updatedAt: now } });
}

async function venueCurrency(db: Queryable, venueId: number): Promise<string> {
  const [row] = await db.select({ currency: venues.currency }).from(venues).where(eq(venues.id, venueId)).limit(1);
  return row?.currency ?? 'EUR';
}

/** The venue's account with the provider in use; one opened with another provider than the one in use now is not this one's. */
const accountOf = (row: Row | null, provider: CardProvider) => (row?.provider === provider.name && row.accountId ? row.accountId : null);

/**
 * The venue's connected account with the provider in use, to which its customers' card payments are
 * paid (CheckoutRequest's `venueAccountId`: the till, online deposits and prepayments), or undefined
 * when it has none there. Never for what the venue pays Chairside.
 */
export async function venueAccountOf(deps: Deps, db: Queryable, venueId: number): Promise<string | undefined> {
  return accountOf(await settingsRow(db, venueId), cardProvider(deps)) ?? undefined;
}

const providerName = (ctx: VenueCtx) => cardProvider(ctx.deps).name as CardProviderName;

/** GET payments/card-service */
export async function cardService(ctx: VenueCtx): Promise<{ data: CardServiceData }> {
  const provider = cardProvider(ctx.deps);
  const row = await settingsRow(ctx.db, ctx.venueId);
  const currency = await venueCurrency(ctx.db, ctx.venueId);
  const accountId = accountOf(row, provider);
  let account: ConnectedAccount | null = null;
  if (accountId && provider.connect) {
    account = await provider.connect.account(accountId, currency);
    if (account.status !== row!.accountStatus) await saveRow(ctx.db, ctx.venueId, { accountStatus: account.status }, ctx.deps.now());
  }
  const status: ConnectStatus = account?.status ?? 'not_connected';
  return {
    data: {
      provider: provider.name as CardProviderName,
      connect_available: !!provider.connect,
      account: {
        status,
        account_id: account ? accountId : null,
        charges_enabled: account?.chargesEnabled ?? false,
        payouts_enabled: account?.payoutsEnabled ?? false,
        requirements: account?.requirements ?? [],
      },
      payout_schedule: account?.payoutSchedule ? { interval: account.payoutSchedule.interval, delay_days: account.payoutSchedule.delayDays } : null,
      fees: account?.fees ? { percent_bp: account.fees.percentBp, fixed: account.fees.fixed, currency: account.fees.currency } : null,
      flows: row?.cardFlows ?? { ...DEFAULT_CARD_FLOWS },
    },
  };
}

/** POST payments/card-service/update: which flows take cards. */
export async function updateCardService(ctx: VenueCtx, input: { flows: CardFlows }): Promise<{ data: CardServiceData; message: string }> {
  const before = (await settingsRow(ctx.db, ctx.venueId))?.cardFlows ?? DEFAULT_CARD_FLOWS;
  await ctx.db.transaction(async (tx) => {
    await saveRow(tx, ctx.venueId, { cardFlows: input.flows }, ctx.deps.now());
    await logActivity(ctx, { entity: 'venue', entityId: ctx.venueId, action: 'settings.card_service', changes: { card_flows: { before, after: input.flows } } }, tx);
  });
  return { ...(await cardService(ctx)), message: t(ctx.lang, 'payments.saved') };
}

/**
 * POST payments/connect/link: a one-time link to the provider's hosted onboarding, opening the
 * venue's account with it first if there is none; the provider sends the venue back to
 * /payments/<provider>-connect, whose screen reads the status again.
 */
export async function connectLink(ctx: VenueCtx): Promise<{ data: { url: string } }> {
  const provider = cardProvider(ctx.deps);
  if (!provider.connect) throw new AppError('NOT_FOUND');
  const row = await settingsRow(ctx.db, ctx.venueId);
  let accountId = accountOf(row, provider);
  if (!accountId) {
    const [venue] = await ctx.db.select({ currency: venues.currency, email: venues.email, country: venues.country }).from(venues).where(eq(venues.id, ctx.venueId)).limit(1);
    ({ accountId } = await provider.connect.createAccount({
      venueId: ctx.venueId, email: venue?.email.trim() || null, country: venue?.country || null, currency: venue?.currency ?? 'EUR',
    }));
    await saveRow(ctx.db, ctx.venueId, { provider: provider.name, accountId, accountStatus: 'pending' }, ctx.deps.now());
    await logActivity(ctx, { entity: 'venue', entityId: ctx.venueId, action: 'settings.card_service_connect', changes: { account: { before: null, after: accountId } } });
  }
  const back = `${ctx.deps.env.appUrl.replace(/\/$/, '')}${connectPath(providerName(ctx))}`;
  return { data: await provider.connect.onboardingLink(accountId, { returnUrl: `${back}?return=1`, refreshUrl: `${back}?refresh=1`, locale: ctx.lang }) };
}

export type CardServiceBlock = 'not_connected' | 'pending' | 'restricted' | 'flow_off';

/**
 * Why the venue's card service cannot take a card in all of `flows` now, or null when it can: a flow
 * switched off on /payments/chairside-pay, or the venue's account with the provider not active
 * (asked of the provider each time, as the settings screen does). The till asks before it offers
 * "Card (Chairside Pay)" and before it opens a payment.
 */
export async function cardServiceBlock(deps: Deps, db: Queryable, venueId: number, flows: CardFlow[]): Promise<CardServiceBlock | null> {
  const provider = cardProvider(deps);
  const row = await settingsRow(db, venueId);
  const switches = row?.cardFlows ?? DEFAULT_CARD_FLOWS;
  if (flows.some((flow) => !switches[flow])) return 'flow_off';
  const accountId = accountOf(row, provider);
  if (!accountId || !provider.connect) return 'not_connected';
  const account = await provider.connect.account(accountId, await venueCurrency(db, venueId));
  if (account.status !== row!.accountStatus) await saveRow(db, venueId, { accountStatus: account.status }, deps.now());
  return account.status === 'active' && account.chargesEnabled ? null : account.status === 'active' ? 'restricted' : account.status;
}

/**
 * Why the venue's card service cannot take an online booking's deposit or prepayment (`flow`) now, or
 * null. Online booking asks it before it shows or asks for a deposit: the flow switched on and the
 * account active, as the till asks. `trustActive` (the public page, read by every visitor): an account
 * last read active is taken as active without asking the provider again (the booking itself asks, and
 * every live read keeps the stored status fresh); any other status is asked of the provider.
 */
export async function onlineCardBlock(deps: Deps, db: Queryable, venueId: number, flow: CardFlow, trustActive: boolean): Promise<CardServiceBlock | null> {
  if (trustActive) {
    const row = await settingsRow(db, venueId);
    if (row && accountOf(row, cardProvider(deps)) && row.accountStatus === 'active') return (row.cardFlows ?? DEFAULT_CARD_FLOWS)[flow] ? null : 'flow_off';
  }
  return cardServiceBlock(deps, db, venueId, [flow]);
}

/** The desk's payment methods and tips (defaults until saved); checkout reads them (sales, through this face). */
export async function deskPaymentsOf(db: Queryable, venueId: number): Promise<DeskPayments> {
  const row = await settingsRow(db, venueId);
  if (!row?.deskMethods) return { methods: DEFAULT_DESK_PAYMENTS.methods.map((method) => ({ ...method })), tips: { enabled: row?.tipsEnabled ?? true, percents: row?.tipPercents ?? [...DEFAULT_DESK_PAYMENTS.tips.percents] } };
  // In the till's order, whatever order they were saved in.
  const methods = PAYMENT_METHODS.map((method) => row.deskMethods!.find((saved) => saved.method === method) ?? { method, name: '', enabled: true });
  return { methods, tips: { enabled: row.tipsEnabled, percents: row.tipPercents } };
}

/** GET payments/desk */
export const deskPayments = async (ctx: VenueCtx) => ({ data: await deskPaymentsOf(ctx.db, ctx.venueId) });

/** POST payments/desk/update: the whole form. */
export async function updateDeskPayments(ctx: VenueCtx, input: DeskPayments): Promise<{ data: DeskPayments; message: string }> {
  const percents = [...input.tips.percents].sort((a, b) => a - b);
  await ctx.db.transaction(async (tx) => {
    const before = await deskPaymentsOf(tx, ctx.venueId);
    await saveRow(tx, ctx.venueId, { deskMethods: input.methods, tipsEnabled: input.tips.enabled, tipPercents: percents }, ctx.deps.now());
    await logActivity(ctx, { entity: 'venue', entityId: ctx.venueId, action: 'settings.desk_payments', changes: { desk_payments: { before, after: { methods: input.methods, tips: { enabled: input.tips.enabled, percents } } } } }, tx);
  });
  return { data: await deskPaymentsOf(ctx.db, ctx.venueId), message: t(ctx.lang, 'payments.saved') };
}
