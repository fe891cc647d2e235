import type { PublicVenue } from '@chairside/shared/online-booking';
import { useI18n } from './i18n';

/** The venue's portfolio under the booking (its first pictures, in the venue's order, with their captions and whose work each is), loaded lazily. */
export function PortfolioStrip({ venue }: { venue: PublicVenue }) {
  const { t } = useI18n();
  if (!venue.portfolio.length) return null;
  return (
    <section className="card portfolio" aria-labelledby="portfolio-title">
      <h2 id="portfolio-title">{t('portfolio')}</h2>
      <ul className="gallery">
        {venue.portfolio.map((picture, i) => (
          <li key={picture.url}>
            <figure>
              <a href={picture.url} target="_blank" rel="noopener">
                <img src={picture.url} alt={t('portfolio_alt', { n: i + 1, venue: venue.title })} width={picture.width} height={picture.height} loading="lazy" decoding="async" />
              </a>
              {(picture.caption || picture.employee) && (
                <figcaption>
                  {picture.caption}
                  {picture.employee && <span className="by">{t('work_by', { name: picture.employee })}</span>}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
