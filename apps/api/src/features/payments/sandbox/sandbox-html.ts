import type { Language } from '@chairside/shared/constants';

/** The sandbox provider's hosted pages (checkout, onboarding): plain HTML, escaped, in one layout. */
export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What a hosted page's handler answers: a page, or a redirect (303) back to the app. */
export type PageAnswer = { html: string; status: number } | { redirect: string };

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:40px 16px;color:#1f2933}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:28px;font-weight:600;margin:12px 0 20px}
label{display:block;font-size:14px;margin-bottom:6px}input{width:100%;box-sizing:border-box;font-size:16px;padding:10px;border:1px solid #c5cbd3;border-radius:8px}
button{margin-top:16px;width:100%;padding:12px;font-size:16px;border:0;border-radius:8px;background:#3b5bdb;color:#fff;cursor:pointer}
button.secondary{background:#e9ecef;color:#1f2933}.error{background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9;padding:10px;border-radius:8px;margin-bottom:16px}
.badge{display:inline-block;font-size:12px;background:#fff3bf;border-radius:4px;padding:2px 6px}ul{font-size:13px;color:#52606d;padding-left:18px}a{color:#3b5bdb}`;

export function layout(lang: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
