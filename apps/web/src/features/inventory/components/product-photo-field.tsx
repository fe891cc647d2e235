import { useRef, useState } from 'react';
import { Box, Button, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useProductPhoto } from '../api/orders-api';

/** The image types and size the server takes (apps/api/src/lib/images.ts). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/** A saved product's photo: a preview, upload (or replace) and remove, each saved at once (not with the drawer's Save). */
export function ProductPhotoField({ productId, name, photo }: { productId: number; name: string; photo: string | null }) {
  const { t } = useTranslation();
  const change = useProductPhoto();
  const [shown, setShown] = useState(photo);
  const [error, setError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  const apply = async (file: File | null) => {
    resetRef.current?.();
    setError(null);
    if (file && (!PHOTO_TYPES.includes(file.type) || file.size > PHOTO_MAX_BYTES)) return setError(t('inventory.photo_failed'));
    try {
      const answer = await change.mutateAsync({ id: productId, file });
      setShown(answer.data.photo);
      notify('positive', answer.message);
    } catch (failure) {
      setError(errorText(failure) ?? t('inventory.photo_failed'));
    }
  };

  return (
    <Stack gap={6} role="group" aria-labelledby="product-photo-label">
      <Text id="product-photo-label" size="sm" fw={500}>
        {t('inventory.photo')}
      </Text>
      <Group gap="md" align="center">
        <Box w={96} h={96} bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          {shown ? (
            <Image src={shown} alt={name} w={96} h={96} fit="cover" data-product-photo />
          ) : (
            <Center h="100%" c="dimmed">
              <IconPhoto size={32} aria-hidden />
            </Center>
          )}
        </Box>
        <Stack gap="xs">
          <FileButton resetRef={resetRef} accept={PHOTO_TYPES.join(',')} onChange={(file) => void (file && apply(file))}>
            {(props) => (
              <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} aria-hidden />} loading={change.isPending} data-photo-upload>
                {t('inventory.photo_upload')}
              </Button>
            )}
          </FileButton>
          {shown && (
            <Button variant="subtle" size="xs" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => void apply(null)} data-photo-remove>
              {t('inventory.photo_remove')}
            </Button>
          )}
        </Stack>
      </Group>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
