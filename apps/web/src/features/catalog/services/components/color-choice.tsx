import { CheckIcon, ColorSwatch, Group, Input, UnstyledButton } from '@mantine/core';
import { PALETTE } from '@chairside/shared/constants';
import { useTranslation } from '@/lib/use-translation';

/** The calendar colour: one of the palette's twelve, as a group of toggle buttons. */
export function ColorChoice({ id, value, onChange }: { id: string; value: string; onChange(color: string): void }) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={t('catalog_services.color')} id={id} labelElement="div">
      <Group gap={6} mt={4} role="group" aria-labelledby={`${id}-label`}>
        {PALETTE.map((color, index) => (
          <UnstyledButton key={color} onClick={() => onChange(color)} aria-pressed={value === color} aria-label={t('catalog_services.color_n', { n: index + 1 })} style={{ borderRadius: '50%' }}>
            <ColorSwatch color={color} size={28} component="span">
              {value === color && <CheckIcon style={{ width: 12, height: 12, color: '#fff' }} />}
            </ColorSwatch>
          </UnstyledButton>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
