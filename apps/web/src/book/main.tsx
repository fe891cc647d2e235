import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BookBoot } from '@chairside/shared/online-booking';
import { BookApp } from './book-app';
import './book.css';

/**
 * The public booking page's own entry (issue 18): /book/{sub} books, /book/{sub}/manage/{token}
 * views, cancels or moves a booking. No back-office code is imported here.
 */
const [, , sub = '', page, token] = window.location.pathname.split('/');
const params = new URLSearchParams(window.location.search);

/** The first screen's data the server wrote into the page (booking.page.ts), when it is this venue's. */
function readBoot(): BookBoot | null {
  try {
    const boot = JSON.parse(document.getElementById('book-boot')?.textContent ?? 'null') as BookBoot | null;
    return boot && boot.sub === sub ? boot : null;
  } catch {
    return null;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BookApp
      sub={sub}
      boot={page ? null : readBoot()}
      manageToken={page === 'manage' && token ? token : null}
      preset={{ service: Number(params.get('service')) || null, employee: Number(params.get('employee')) || null, offer: params.get('offer') }}
    />
  </StrictMode>,
);
