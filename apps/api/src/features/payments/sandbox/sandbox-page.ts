import { isLanguage, type Language } from '@chairside/shared/constants';
import { formatAmount } from '@chairside/shared/rules/price';
import { t } from '../../../lib/i18n';
import { SANDBOX_CHECKOUT_PATH } from './sandbox-provider';
import { SANDBOX_CARDS } from './sandbox-cards';

/**
 * The sandbox's hosted checkout page: plain server-rendered HTML with forms (no script), so it
 * works under the app's content security policy and in any browser. It stands in for a third
 * party's page, in the payer's language (the venue's, given when the session was made), as real
 * providers' hosted pages are. A setup session (mode 'setup') saves the card without taking money.
 */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:40px 16px;color:#1f2933}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:28px;font-weight:600;margin:12px 0 20px}
label{display:block;font-size:14px;margin-bottom:6px}input{width:100%;box-sizing:border-box;font-size:16px;padding:10px;border:1px solid #c5cbd3;border-radius:8px}
button{margin-top:16px;width:100%;padding:12px;font-size:16px;border:0;border-radius:8px;background:#3b5bdb;color:#fff;cursor:pointer}
button.secondary{background:#e9ecef;color:#1f2933}.error{background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9;padding:10px;border-radius:8px;margin-bottom:16px}
.badge{display:inline-block;font-size:12px;background:#fff3bf;border-radius:4px;padding:2px 6px}ul{font-size:13px;color:#52606d;padding-left:18px}a{color:#3b5bdb}`;

function layout(lang: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

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
