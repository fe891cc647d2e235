import type { Language } from '@chairside/shared/constants';
import type { MarketplaceCategory } from '@chairside/shared/online-booking-marketplace';
import type { PublicPicture } from '@chairside/shared/online-booking';
import type { ClockSpan } from '@chairside/shared/rules/work-schedule';
import { t } from '../../lib/i18n';
import { escapeHtml as esc, htmlLang, withIcon } from './booking.page';
import { scriptJson } from './business.jsonld';
import type { OnlineOffer } from './public.catalog';
import type { PublicVenueRow } from './public.venue';

/**
 * The marketplace listing's HTML (marketplace.page.ts gathers what it shows): written into the
 * template's `<!--page-head-->` and `<!--page-body-->`, every text in the page's language, every
 * value escaped. Readable at 360 px; the styles are apps/web/src/marketplace/marketplace.css.
 */

const LANGUAGE_NAMES: Record<Language, string> = {
  'en-us': 'English', 'es-es': 'Español', 'fr-fr': 'Français', pl: 'Polski', de: 'Deutsch', 'it-it': 'Italiano', nld: 'Nederlands', 'pt-pt': 'Português',
};
const locale = (lang: Language) => (lang === 'nld' ? 'nl-NL' : lang);

/** Without the built page (tests, a server started before the web build): the same placeholders, no styles or script. */
export const PLAIN_TEMPLATE = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <!--page-head-->\n  </head>\n  <body>\n    <!--page-body-->\n  </body>\n</html>\n';

export interface ListingView {
  lang: Language;
  languages: Language[];
  venue: PublicVenueRow;
  color: string;
  url: string;
  bookPath: string;
  offer: OnlineOffer;
  pictures: PublicPicture[];
  /** Opening hours per weekday, 0 = Sunday. */
  hours: ClockSpan[][];
  closedDays: { starts_on: string; ends_on: string; name: string }[];
  categories: MarketplaceCategory[];
  jsonLd: Record<string, unknown>;
}

function fill(template: string, lang: Language, head: string, body: string, logo: string | null = null): string {
  return withIcon(template, logo)
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(lang)}"`)
    .replace('<!--page-head-->', head)
    .replace('<!--page-body-->', body);
}

function money(amount: number, currency: string, lang: Language): string {
  try {
    return new Intl.NumberFormat(locale(lang), { style: 'currency', currency }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}

const dateLabel = (date: string, lang: Language) => new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
/** Monday first: 2024-01-01 was a Monday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const weekdayName = (weekday: number, lang: Language) =>
  new Intl.DateTimeFormat(locale(lang), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday === 0 ? 7 : weekday)));

function languageSwitch(view: ListingView): string {
  const l = (key: string) => esc(t(view.lang, `marketplace_page.${key}`));
  const options = view.languages.map((code) => `<option value="${code}"${code === view.lang ? ' selected' : ''}>${esc(LANGUAGE_NAMES[code])}</option>`).join('');
  return `<form class="lang" method="get"><label><span class="sr">${l('language')}</span><select name="lang" aria-label="${l('language')}">${options}</select></label><button class="go" type="submit">${l('change_language')}</button></form>`;
}

function servicesSection(view: ListingView): string {
  const l = (key: string, vars?: Record<string, string | number>) => esc(t(view.lang, `marketplace_page.${key}`, vars));
  const groups = new Map<string, OnlineOffer['services']>();
  for (const service of view.offer.services) groups.set(service.group, [...(groups.get(service.group) ?? []), service]);
  const lists = [...groups].map(([group, services]) => `${group ? `<h3>${esc(group)}</h3>` : ''}<ul class="services">${services.map((s) => `<li>
<div class="s-text"><span class="s-name">${esc(s.name)}</span><span class="muted small">${l('minutes', { minutes: s.duration })}</span>${s.description ? `<span class="small">${esc(s.description)}</span>` : ''}</div>
<div class="s-meta"><span class="price">${esc(money(s.price, view.venue.currency, view.lang))}</span><a class="book-one" href="${esc(view.bookPath)}?service=${s.id}" aria-label="${l('book_service', { name: s.name })}">${l('book_short')}</a></div></li>`).join('')}</ul>`).join('');
  return `<section class="card" aria-labelledby="services-title"><h2 id="services-title">${l('services')}</h2>${lists || `<p class="muted">${l('no_services')}</p>`}</section>`;
}

function gallerySection(view: ListingView): string {
  if (!view.pictures.length) return '';
  const l = (key: string, vars?: Record<string, string | number>) => esc(t(view.lang, `marketplace_page.${key}`, vars));
  const items = view.pictures.map((p, i) => {
    // The caption is written under the picture: the alt names the picture, not the caption again.
    const alt = t(view.lang, 'marketplace_page.photo_alt', { n: i + 1, venue: view.venue.title });
    const caption = [p.caption ? esc(p.caption) : '', p.employee ? `<span class="by">${l('work_by', { name: p.employee })}</span>` : ''].filter(Boolean).join(' ');
    return `<li><figure><img src="${esc(p.url)}" alt="${esc(alt)}" width="${p.width}" height="${p.height}" loading="lazy" decoding="async" />${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure></li>`;
  }).join('');
  return `<section class="card" aria-labelledby="gallery-title"><h2 id="gallery-title">${l('gallery')}</h2><ul class="gallery">${items}</ul></section>`;
}

function hoursSection(view: ListingView): string {
  const l = (key: string) => esc(t(view.lang, `marketplace_page.${key}`));
  const rows = WEEK.map((weekday) => {
    const spans = view.hours[weekday] ?? [];
    const text = spans.length ? spans.map((s) => `${s.start_time}–${s.end_time}`).join(', ') : l('closed');
    return `<tr><th scope="row">${esc(weekdayName(weekday, view.lang))}</th><td>${esc(text)}</td></tr>`;
  }).join('');
  const closed = view.closedDays.map((d) => {
    const range = d.starts_on === d.ends_on ? dateLabel(d.starts_on, view.lang) : `${dateLabel(d.starts_on, view.lang)} – ${dateLabel(d.ends_on, view.lang)}`;
    return `<li>${esc(range)}${d.name ? ` (${esc(d.name)})` : ''}</li>`;
  }).join('');
  return `<section class="card" aria-labelledby="hours-title"><h2 id="hours-title">${l('hours')}</h2><table class="hours"><tbody>${rows}</tbody></table>${closed ? `<p class="small"><strong>${l('closed_on')}</strong></p><ul class="small">${closed}</ul>` : ''}</section>`;
}

function contactSection(view: ListingView): string {
  const l = (key: string) => esc(t(view.lang, `marketplace_page.${key}`));
  const { venue } = view;
  const map = venue.geo
    ? `https://www.openstreetmap.org/?mlat=${venue.geo.latitude}&mlon=${venue.geo.longitude}#map=17/${venue.geo.latitude}/${venue.geo.longitude}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(venue.address)}`;
  return `<section class="card" aria-labelledby="contact-title"><h2 id="contact-title">${l('contact')}</h2><address>${esc(venue.address)}${venue.phone ? `<br /><a href="tel:${esc(venue.phone.replace(/[^\d+]/g, ''))}">${esc(venue.phone)}</a>` : ''}</address>${venue.address ? `<p><a href="${esc(map)}" rel="noopener" target="_blank">${l('map')}</a></p>` : ''}</section>`;
}

export function listingHtml(template: string, view: ListingView): string {
  const { venue, lang } = view;
  const l = (key: string) => esc(t(lang, `marketplace_page.${key}`));
  const categories = view.categories.map((c) => t(lang, `marketplace_page.categories.${c}`));
  const description = [venue.title, categories.join(', '), venue.address].filter(Boolean).join(' · ');
  const head = [
    `<title>${esc(`${venue.title} · ${t(lang, 'marketplace_page.title_suffix')}`)}</title>`,
    `<meta name="description" content="${esc((venue.settings.description || description).slice(0, 300))}" />`,
    `<meta name="theme-color" content="${esc(view.color)}" />`,
    `<link rel="canonical" href="${esc(view.url)}" />`,
    `<style>html:root{--brand:${esc(view.color)}}</style>`,
    `<script type="application/ld+json">${scriptJson(view.jsonLd)}</script>`,
  ].join('\n    ');
  const cover = venue.settings.cover ? `<img class="cover" src="${esc(venue.settings.cover)}" alt="" width="1600" height="500" fetchpriority="high" />` : '';
  const body = `<header class="top"><div class="top-in">${venue.logo ? `<img class="logo" src="${esc(venue.logo)}" alt="" width="48" height="48" />` : ''}<div class="top-title"><h1>${esc(venue.title)}</h1>${categories.length ? `<p class="cats">${esc(categories.join(' · '))}</p>` : ''}</div>${languageSwitch(view)}</div></header>
${cover}<main class="main">
${venue.settings.description ? `<p class="about">${esc(venue.settings.description)}</p>` : ''}<p class="cta"><a class="primary" href="${esc(view.bookPath)}">${l('book')}</a></p>
${servicesSection(view)}
${gallerySection(view)}
${hoursSection(view)}
${contactSection(view)}
</main>
<div class="bar"><a class="primary" href="${esc(view.bookPath)}">${l('book')}</a></div>`;
  return fill(template, lang, head, body, venue.logo);
}

/** The same answer for an unknown address, a closed one and a venue that is not listed. */
export function notListedHtml(template: string, lang: Language): string {
  const head = `<title>${esc(t(lang, 'marketplace_page.not_found_title'))}</title>\n    <meta name="robots" content="noindex" />`;
  const body = `<main class="main"><h1>${esc(t(lang, 'marketplace_page.not_found_title'))}</h1><p class="card" role="alert">${esc(t(lang, 'marketplace_page.not_found'))}</p></main>`;
  return fill(template, lang, head, body);
}
