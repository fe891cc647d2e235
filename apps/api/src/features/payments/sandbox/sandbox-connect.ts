import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isLanguage, type Language } from '@chairside/shared/constants';
import { sandboxAccounts } from '../../../db/schema/index';
import type { Deps } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import type { ConnectedAccount, ConnectedAccounts } from '../card-provider';
import { escape, layout, type PageAnswer } from './sandbox-html';

/**
 * The sandbox provider's connected accounts: a venue's account opens pending; its hosted
 * onboarding page (served by this app, like the checkout) ends it active, or restricted when the
 * venue sends its details without the identity document. Its payouts and fees are the sandbox's
 * published ones: daily, two days after the payment; 1.4 % + 0.25 per card payment.
 */
export const SANDBOX_CONNECT_PATH = '/api/v1/public/payments/sandbox/connect';
export const SANDBOX_FEES = { percentBp: 140, fixed: 25 };
export const SANDBOX_PAYOUTS = { interval: 'daily' as const, delayDays: 2 };
const DOCUMENT = 'representative.verification.document';

export function sandboxConnect(deps: Deps): ConnectedAccounts {
  return {
    async createAccount() {
      const id = `acct_sbx_${randomBytes(12).toString('base64url')}`;
      await deps.db.insert(sandboxAccounts).values({ id });
      return { accountId: id };
    },
    async onboardingLink(accountId, input) {
      await deps.db.update(sandboxAccounts).set({ returnUrl: input.returnUrl, locale: input.locale, updatedAt: deps.now() }).where(eq(sandboxAccounts.id, accountId));
      return { url: `${deps.env.appUrl.replace(/\/$/, '')}${SANDBOX_CONNECT_PATH}/${accountId}` };
    },
    async account(accountId, currency): Promise<ConnectedAccount> {
      const [row] = await deps.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, accountId));
      const status = row?.status === 'active' || row?.status === 'restricted' ? row.status : 'pending';
      return {
        status,
        chargesEnabled: status === 'active',
        payoutsEnabled: status === 'active',
        requirements: row?.requirements ?? [],
        payoutSchedule: { ...SANDBOX_PAYOUTS },
        fees: { ...SANDBOX_FEES, currency },
      };
    },
  };
}

const L = (lang: Language, key: string) => escape(t(lang, `sandbox_checkout.connect_${key}`));

/** GET: the onboarding page, with the two ways it can end. */
export async function showOnboarding(deps: Deps, accountId: string): Promise<PageAnswer> {
  const [row] = await deps.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, accountId));
  if (!row) throw new AppError('NOT_FOUND');
  const lang: Language = isLanguage(row.locale) ? row.locale : 'en-us';
  const action = `${SANDBOX_CONNECT_PATH}/${encodeURIComponent(row.id)}`;
  return {
    status: 200,
    html: layout(lang, t(lang, 'sandbox_checkout.connect_title'), `<span class="badge">${escape(t(lang, 'sandbox_checkout.badge'))}</span>
<h1>${L(lang, 'title')}</h1><p>${L(lang, 'text')}</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="verified"><button type="submit">${L(lang, 'submit')}</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="without_document"><button type="submit" class="secondary">${L(lang, 'submit_without_document')}</button></form>
<p><a href="${escape(row.returnUrl)}">${L(lang, 'later')}</a></p>`),
  };
}

/** POST: the venue finished onboarding; back to the app's return page. */
export async function finishOnboarding(deps: Deps, accountId: string, outcome: 'verified' | 'without_document'): Promise<PageAnswer> {
  const [row] = await deps.db.update(sandboxAccounts)
    .set(outcome === 'verified' ? { status: 'active', requirements: [], updatedAt: deps.now() } : { status: 'restricted', requirements: [DOCUMENT], updatedAt: deps.now() })
    .where(eq(sandboxAccounts.id, accountId)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  return { redirect: row.returnUrl || '/' };
}
