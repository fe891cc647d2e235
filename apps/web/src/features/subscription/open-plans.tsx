import { mountDialog } from '@/components/ui/dialog-host';
import { PlansDialog } from './components/plans-dialog';

let isOpen = false;

/** Opens the plans dialog (spec §2.5), once at a time: the limit alert's Upgrade and the premium placeholder lead here. */
export function openPlansDialog(): void {
  if (isOpen) return;
  isOpen = true;
  mountDialog((unmount) => (
    <PlansDialog
      onClosed={() => {
        isOpen = false;
        unmount();
      }}
    />
  ));
}
