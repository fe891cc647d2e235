import { lazy, Suspense, useMemo } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { LOCALE_TAG } from '@chairside/shared/constants';
import { chosenLanguage } from '@/lib/language';
import { weekStart } from '@chairside/shared/rules/date-format';
import { LocalizedDates } from '@/components/ui/dates-provider';
import { CalendarView } from '@/features/calendar/components/calendar-view';
import type { CalendarSettings } from '@/features/calendar/components/calendar-settings';
import { CheckoutSlot, type CheckoutSlotProps } from '@/features/calendar/components/details/checkout-slot';
import { FormsSlot, type FormsSlotProps } from '@/features/calendar/components/details/forms-slot';

const CheckoutDialog = lazy(() => import('@/features/sales/components/checkout-dialog').then((m) => ({ default: m.CheckoutDialog })));

/** The till opened from an appointment's details (loaded on first use). */
const renderCheckout = ({ appointmentId, onClose }: CheckoutSlotProps) => (
  <Suspense fallback={null}>
    <CheckoutDialog appointmentId={appointmentId} onClose={onClose} />
  </Suspense>
);

const CustomerFormsTab = lazy(() => import('@/features/customers/forms/components/customer-forms-tab').then((m) => ({ default: m.CustomerFormsTab })));

/** The customer's forms opened from a booking's details: a form filled there is tied to the booking. */
const renderForms = ({ customerId, customerName, appointmentId }: FormsSlotProps) => (
  <Suspense fallback={<Loader size="sm" />}>
    <CustomerFormsTab customerId={customerId} customerName={customerName} appointmentId={appointmentId} />
  </Suspense>
);

/** /calendar: the front desk's day (spec §2.4), built from the venue's settings. */
export function CalendarScreen() {
  const { t, i18n } = useTranslation();
  const { settings, profile } = useSession();
  const ownOnly = useCan('calendar.own');
  const language = i18n.language;

  const calendarSettings = useMemo<CalendarSettings | null>(() => {
    if (!settings) return null;
    const locale = LOCALE_TAG[chosenLanguage()] ?? 'en-US';
    return {
      timezone: settings.timezone,
      timeFormat: settings.time_format,
      dateFormat: settings.date_format,
      startOfWeek: weekStart(settings.start_of_week),
      displayHours: settings.calendar_display_hours,
      slotInterval: settings.time_slot_interval,
      defaultView: settings.calendar_default_view,
      price: settings,
      ownEmployeeId: profile?.id ?? settings.employee_id ?? null,
      ownOnly,
      locale,
    };
    // the language changes the locale of dates and week days
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings, profile, ownOnly, language]);

  // The toolbar shows the date, so the screen's heading is for assistive technology only.
  const heading = <h1 className="app-visually-hidden">{t('shell.calendar')}</h1>;
  if (!calendarSettings) {
    return (
      <Center h={320}>
        {heading}
        <Loader aria-label={t('calendar.loading')} />
      </Center>
    );
  }
  return (
    <LocalizedDates firstDayOfWeek={calendarSettings.startOfWeek}>
      {heading}
      <CheckoutSlot.Provider value={renderCheckout}>
        <FormsSlot.Provider value={renderForms}>
          <CalendarView settings={calendarSettings} />
        </FormsSlot.Provider>
      </CheckoutSlot.Provider>
    </LocalizedDates>
  );
}
