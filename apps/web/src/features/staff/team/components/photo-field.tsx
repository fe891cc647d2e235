import { useEffect, useMemo, useState } from 'react';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { EmployeeAvatar } from './employee-avatar';

const TYPES = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 15 * 1024 * 1024;

interface PhotoFieldProps {
  photo: string | null;
  file: File | null;
  first: string;
  last: string;
  color: string;
  onFile(file: File | null): void;
}

/** The photo with a preview of a newly chosen file; it is uploaded when the employee is saved. */
export function PhotoField({ photo, file, first, last, color, onFile }: PhotoFieldProps) {
  const { t } = useTranslation();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const choose = (chosen: File | null) => {
    if (chosen && (!TYPES.split(',').includes(chosen.type) || chosen.size > MAX_BYTES)) {
      setError(t('staff_team.photo_invalid'));
      return;
    }
    setError(null);
    onFile(chosen);
  };
  return (
    <Group gap="md" align="center">
      <EmployeeAvatar photo={preview ?? photo} first={first} last={last} color={color} size={72} />
      <div>
        <FileButton onChange={choose} accept={TYPES}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconCamera size={16} aria-hidden />} data-photo-button>
              {t(photo || preview ? 'staff_team.photo_change' : 'staff_team.photo_add')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c={error ? 'red' : 'dimmed'} mt={4} role={error ? 'alert' : undefined}>
          {error ?? t('staff_team.photo_hint')}
        </Text>
      </div>
    </Group>
  );
}
