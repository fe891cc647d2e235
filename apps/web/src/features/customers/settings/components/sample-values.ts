import { useMemo } from 'react';
import type { MessageValues } from '@chairside/shared/rules/message-template';
import { useInitialSettings } from '@/lib/auth';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/** Sample data for the previews: the venue's own name, phone and address, a date and price in its formats. */
export function useSampleValues(): MessageValues {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: venue } = useInitialSettings();
  return useMemo(() => {
    const day = new Date();
    day.setDate(day.getDate() + 3);
    const link = venue?.booking_full_url ?? 'https://book.chairside.app/demo';
    return {
      customer_name: t('customer_settings.sample.customer_name'),
      customer_first_name: t('customer_settings.sample.customer_first_name'),
      date: format.date(day),
      time: format.time('14:30'),
      service: t('customer_settings.sample.service'),
      staff: t('customer_settings.sample.staff'),
      price: format.price(4500),
      venue: venue?.title ?? '',
      venue_phone: venue?.phone ?? '',
      venue_address: venue?.address || t('customer_settings.sample.venue_address'),
      manage_link: `${link.replace(/\/$/, '')}/m/8KQ2ZP`,
      review_link: `${link.replace(/\/$/, '')}/r/8KQ2ZP`,
    };
  }, [t, format, venue]);
}
