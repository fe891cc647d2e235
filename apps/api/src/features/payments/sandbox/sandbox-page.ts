import { isLanguage, type Language } from '@chairside/shared/constants';
import { formatAmount } from '@chairside/shared/rules/price';
import { t } from '../../../lib/i18n';
import { SANDBOX_CHECKOUT_PATH } from './sandbox-provider';
import { SANDBOX_CARDS } from './sandbox-cards';
import { escape, layout } from './sandbox-html';

/**
 * The sandbox's hosted checkout page: plain server-rendered HTML with forms (no script), so it
 * works under the app's content security policy and in any browser. It stands in for a third
 * party's page, in the payer's language (the venue's, given when the session was made), as real
 * providers' hosted pages are. A setup session (mode 'setup') saves the card without taking money.
 */
export interface PageSession {
  id: string;
  amount: number;
  currency: string;
  description: string;
  cancelUrl: string;
  mode: string;
  locale: string;
}

/** What went wrong on the last try, shown above the card field. */
export type PageError = 'unknown_card' | 'declined' | 'not_confirmed';

const langOf = (session: PageSession): Language => (isLanguage(session.locale) ? session.locale : 'en-us');
const L = (lang: Language, key: string) => escape(t(lang, `sandbox_checkout.${key}`));


const heading = (session: PageSession, lang: Language) =>
  `<span class="badge">${L(lang, 'badge')}</span><h1>${escape(session.description)}</h1>
${session.mode === 'setup'
    ? `<p data-testid="amount">${L(lang, 'setup_text')}</p>`
    : `<div class="amount" data-testid="amount">${escape(session.currency.toUpperCase())} ${formatAmount(session.amount, 2, 'dot')}</div>`}`;

export function checkoutPage(session: PageSession, error?: PageError): string {
  const lang = langOf(session);
  const action = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(session.id)}`;
  const submit = session.mode === 'setup' ? L(lang, 'save_card') : L(lang, 'pay');
  return layout(lang, submit, `${heading(session, lang)}
${error ? `<div class="error" role="alert">${L(lang, `error_${error}`)}</div>` : ''}
<form method="post" action="${action}">
<label for="card_number">${L(lang, 'card_number')}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="4242 4242 4242 4242">
<button type="submit">${submit}</button></form>
<p><a href="${escape(session.cancelUrl)}">${L(lang, 'cancel')}</a></p>
<ul><li>${SANDBOX_CARDS.success}: ${L(lang, 'card_success')}</li><li>${SANDBOX_CARDS.decline}: ${L(lang, 'card_decline')}</li><li>${SANDBOX_CARDS.confirm}: ${L(lang, 'card_confirm')}</li></ul>`);
}

export function confirmPage(session: PageSession): string {
  const lang = langOf(session);
  const action = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(session.id)}/confirm`;
  return layout(lang, L(lang, 'confirm_title'), `${heading(session, lang)}
<p>${L(lang, 'confirm_text')}</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="approve"><button type="submit">${L(lang, 'confirm')}</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="deny"><button type="submit" class="secondary">${L(lang, 'deny')}</button></form>`);
}
