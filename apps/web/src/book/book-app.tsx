import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BookBoot, PublicVenue } from '@chairside/shared/online-booking';
import { api, setApiLanguage } from './api';
import { I18nContext, LANGUAGE_NAMES, makeI18n, type I18n } from './i18n';
import { BookingFlow, type Preset } from './booking-flow';
import { ManagePage } from './manage-page';
import { PortfolioStrip } from './portfolio-strip';

/** Loads the venue and the phrases of its language (or the one chosen), and frames the page in the venue's colour. */
export function BookApp({ sub, boot, manageToken, preset }: { sub: string; boot: BookBoot | null; manageToken: string | null; preset: Preset }) {
  // With the server's boot data the first render is the whole first screen (no round trips, nothing moves when they end).
  const bootLang = boot ? (localStorage.getItem('book.lang') ?? boot.lang) : null;
  const [venue, setVenue] = useState<PublicVenue | null>(boot?.venue ?? null);
  const [missing, setMissing] = useState(false);
  const [lang, setLang] = useState<string | null>(bootLang);
  const [i18n, setI18n] = useState<I18n | null>(boot && bootLang === boot.lang ? makeI18n(boot.lang, boot.phrases) : null);
  // The portfolio comes under the booking once its services are there, so nothing it holds is pushed down (layout shift).
  const [flowReady, setFlowReady] = useState(false);
  const markReady = useCallback(() => setFlowReady(true), []);
  const initial = useMemo(() => (boot ? { services: boot.services, staff: boot.staff } : null), [boot]);

  useEffect(() => {
    if (boot) return;
    api.venue(sub).then((v) => {
      setVenue(v);
      setLang(localStorage.getItem('book.lang') ?? v.lang);
    }, () => {
      setMissing(true);
      setLang(navigator.language.toLowerCase().startsWith('nl') ? 'nld' : 'en-us');
    });
  }, [sub, boot]);

  useEffect(() => {
    if (!lang) return;
    setApiLanguage(lang);
    document.documentElement.lang = lang === 'nld' ? 'nl' : lang;
    // The boot data's phrases are the venue language's; another language is asked for (kept when already shown).
    void (boot && lang === boot.lang ? Promise.resolve(boot.phrases) : api.phrases(lang)).then((phrases) =>
      setI18n((shown) => (shown?.lang === lang ? shown : makeI18n(lang, phrases))));
  }, [lang, boot]);

  useEffect(() => {
    if (!venue) return;
    document.documentElement.style.setProperty('--brand', venue.color);
    document.title = venue.title;
  }, [venue]);

  const chooseLanguage = (next: string) => {
    localStorage.setItem('book.lang', next);
    setLang(next);
  };
  const languages = useMemo(() => venue?.languages ?? Object.keys(LANGUAGE_NAMES), [venue]);

  if (!i18n) return <div className="boot" aria-busy="true">…</div>;
  return (
    <I18nContext.Provider value={i18n}>
      <header className="top">
        <div className="top-in">
          {venue?.logo && <img className="logo" src={venue.logo} alt="" width={40} height={40} />}
          <div className="top-title">
            <p className="venue">{venue?.title ?? ''}</p>
            {venue?.address && <p className="muted small">{venue.address}</p>}
          </div>
          <label className="lang">
            <span className="sr">{i18n.t('language')}</span>
            <select value={i18n.lang} onChange={(e) => chooseLanguage(e.target.value)} aria-label={i18n.t('language')}>
              {languages.map((code) => <option key={code} value={code}>{LANGUAGE_NAMES[code] ?? code}</option>)}
            </select>
          </label>
        </div>
      </header>
      {venue?.cover && <img className="cover" src={venue.cover} alt="" width={1600} height={500} />}
      <main className="main">
        {venue?.description && !manageToken && <p className="about">{venue.description}</p>}
        {missing || !venue ? (
          <p role="alert" className="card">{i18n.t('not_found')}</p>
        ) : manageToken ? (
          <ManagePage sub={sub} token={manageToken} venue={venue} />
        ) : (
          <>
            <BookingFlow sub={sub} venue={venue} preset={preset} initial={initial} onReady={markReady} />
            {flowReady && <PortfolioStrip venue={venue} />}
          </>
        )}
      </main>
    </I18nContext.Provider>
  );
}
