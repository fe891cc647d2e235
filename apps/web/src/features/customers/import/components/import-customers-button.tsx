import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useCan } from '@/lib/can';
import { useTranslation } from '@/lib/use-translation';
import { ImportWizard } from './import-wizard';

/** "Import customers": opens the import wizard (full screen on a phone). */
export function ImportCustomersButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  // Importing changes customers: only for those who may edit them (the server refuses the rest).
  if (!useCan('edit_customer')) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setOpen(true)} data-import-customers>
        {t('customers_transfer.import_button')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('customers_transfer.wizard_title')} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': t('customers_transfer.close') }}>
        {open ? <ImportWizard onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}
