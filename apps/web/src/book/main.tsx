import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BookApp } from './book-app';
import './book.css';

/**
 * The public booking page's own entry (issue 18): /book/{sub} books, /book/{sub}/manage/{token}
 * views, cancels or moves a booking. No back-office code is imported here.
 */
const [, , sub = '', page, token] = window.location.pathname.split('/');
const params = new URLSearchParams(window.location.search);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BookApp
      sub={sub}
      manageToken={page === 'manage' && token ? token : null}
      preset={{ service: Number(params.get('service')) || null, employee: Number(params.get('employee')) || null, offer: params.get('offer') }}
    />
  </StrictMode>,
);
