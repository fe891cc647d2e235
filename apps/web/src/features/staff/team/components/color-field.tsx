import { CheckIcon, ColorSwatch, Group, Input, UnstyledButton } from '@mantine/core';
import { PALETTE } from '@chairside/shared/constants';
import { useTranslation } from '@/lib/use-translation';

/** The calendar colour: one of the palette's twelve, as a group of toggle buttons. */
export function ColorField({ value, onChange }: { value: string; onChange(color: string): void }) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={t('staff_team.color')} id="employee-color" labelElement="div">
      <Group gap={6} mt={4} role="group" aria-labelledby="employee-color-label">
        {PALETTE.map((color, index) => (
          <UnstyledButton
            key={color}
            onClick={() => onChange(color)}
            aria-pressed={value === color}
            aria-label={t('staff_team.color_n', { n: index + 1 })}
            style={{ borderRadius: '50%' }}
          >
            <ColorSwatch color={color} size={30} component="span">
              {value === color && <CheckIcon style={{ width: 12, height: 12, color: '#fff' }} />}
            </ColorSwatch>
          </UnstyledButton>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
