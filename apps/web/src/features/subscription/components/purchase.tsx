import type { PreviewBody, PreviewResponse } from '@chairside/shared/subscription';
import { openDialog } from '@/components/ui/open-dialog';
import { showSuccess } from '@/components/ui/success-dialog';
import { makePurchase } from '../api/make-purchase';
import { PreviewDialog } from './preview-dialog';

/** back_url: the current path without its leading slash (spec §3), kept to what the server accepts. */
export function backUrl(pathname: string): string {
  const path = pathname.replace(/^\/+/, '');
  return /^[\w\-/]*$/.test(path) && path.length <= 300 ? path : '';
}

/** Where the browser goes: a seam for tests. */
export const browser = { assign: (url: string) => window.location.assign(url) };

/**
 * The preview dialog, then the purchase (spec §4 "Purchase"): an invoice closes the dialog (a
 * message with it shows in the success dialog); otherwise data.id is the card provider's checkout
 * session and the browser goes to its hosted page. Resolves true when the plan changed here.
 */
export async function openPreview(preview: PreviewResponse['data'], body: PreviewBody): Promise<boolean> {
  const result = await openDialog<'invoice'>((close) => (
    <PreviewDialog
      preview={preview}
      onSubmit={async () => {
        const answer = await makePurchase({ ...body, back_url: backUrl(window.location.pathname) });
        if (answer.invoice) {
          close('invoice');
          if (answer.message) await showSuccess(answer.message);
          return;
        }
        if (answer.data.id) browser.assign(answer.data.url);
      }}
    />
  ), { size: 'md' });
  return result === 'invoice';
}
