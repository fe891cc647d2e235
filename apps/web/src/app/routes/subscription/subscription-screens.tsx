import type { ComponentType } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { HistoryPage } from '@/features/subscription/components/history-page';
import { InfoPage } from '@/features/subscription/components/info-page';
import { PaymentDetailsPage } from '@/features/subscription/components/payment-details-page';
import { ThankYouPage } from '@/features/subscription/components/thank-you-page';

/** A /subscription screen (spec §2.3): its title, a line under it, and the feature's page. */
function frame(title: string, subtitle: string, Page: ComponentType) {
  return function SubscriptionScreen() {
    const { t } = useTranslation();
    return (
      <Stack gap="lg" maw={1200} pb={64}>
        <div>
          <Title order={1} size="h2">{t(title)}</Title>
          <Text c="dimmed" mt={4}>{t(subtitle)}</Text>
        </div>
        <Page />
      </Stack>
    );
  };
}

export const SubscriptionInfoScreen = frame('shell.subscription_info', 'subscription.info_subtitle', InfoPage);
export const SubscriptionHistoryScreen = frame('shell.subscription_history', 'subscription.history_subtitle', HistoryPage);
export const SubscriptionPaymentDetailsScreen = frame('shell.subscription_payment_details', 'subscription.payment_details_subtitle', PaymentDetailsPage);
export const SubscriptionThankYouScreen = frame('shell.subscription_thank_you', 'subscription.thank_you_subtitle', ThankYouPage);
