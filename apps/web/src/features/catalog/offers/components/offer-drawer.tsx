import type { ReactNode } from 'react';
import { Alert, Button, Drawer, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@/lib/use-translation';

interface OfferDrawerProps {
  title: string;
  failure: string | null;
  saving: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

/** The add/edit drawer shell of every offer form: full screen on a phone, Save and Cancel always in reach. */
export function OfferDrawer({ title, failure, saving, onSubmit, onClose, children }: OfferDrawerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Drawer opened onClose={onClose} position="right" size={phone ? '100%' : 'lg'} title={title} closeButtonProps={{ 'aria-label': t('catalog_offers.cancel') }} data-offer-drawer>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)', paddingBlock: 8 }}>
            <Button variant="default" onClick={onClose}>
              {t('catalog_offers.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-save-offer>
              {t('catalog_offers.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
