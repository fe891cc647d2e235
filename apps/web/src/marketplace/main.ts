import './marketplace.css';

/**
 * The marketplace listing's own script (/marketplace/{sub}, issue 18): the server writes the whole
 * page (marketplace.page.ts in the API); this only makes the language switch act on change (without
 * a script, its button sends the form) and remembers the choice for the booking page it links to.
 */
const form = document.querySelector<HTMLFormElement>('form.lang');
const select = form?.querySelector<HTMLSelectElement>('select[name="lang"]');
if (form && select) {
  form.querySelector('button.go')?.remove();
  select.addEventListener('change', () => {
    localStorage.setItem('book.lang', select.value);
    form.requestSubmit();
  });
  if (new URLSearchParams(window.location.search).has('lang')) localStorage.setItem('book.lang', select.value);
}
