import { useTranslation } from '@/lib/use-translation';
import { useVenueSection } from '@/features/settings/api/venue-section';
import { PolicyForm } from '@/features/settings/components/policy-form';
import { SectionState } from '@/features/settings/components/settings-layout';
import { CustomersPage } from '@/features/customers/settings/components/customers-page';
import { PolicyPreview } from '@/features/customers/settings/components/policy-preview';

/**
 * /customers/policy: the booking policy customers accept. It is the venue's one policy (the
 * settings' policy section, which online booking and checkout enforce), with a suggested text in
 * the interface language and a preview of how customers read it.
 */
export function CustomerPolicyScreen() {
  const { t } = useTranslation();
  const section = useVenueSection('policy');
  return (
    <CustomersPage title={t('shell.customer_policy')} subtitle={t('customer_settings.policy.subtitle')}>
      {section.data ? (
        <>
          <PolicyPreview policy={section.data} />
          <PolicyForm data={section.data} suggestion={{ label: t('customer_settings.policy.use_suggestion'), text: t('customer_settings.policy.default_text') }} />
        </>
      ) : (
        <SectionState failed={section.isError} onRetry={() => void section.refetch()} />
      )}
    </CustomersPage>
  );
}
