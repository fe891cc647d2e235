import { CheckIcon, ColorSwatch, Group, Input } from '@mantine/core';
import { APPOINTMENT_COLORS, type AppointmentColor } from '@chairside/shared/constants';
import { useTranslation } from '@/lib/use-translation';
import { APPOINTMENT_COLOR_HEX } from '../../utils/colors';

interface ColorSwatchesProps {
  label: string;
  value: AppointmentColor | null | undefined;
  onChange(value: AppointmentColor): void;
}

/** The appointment colours (spec §9) as a row of swatches; the chosen one carries a check. */
export function ColorSwatches({ label, value, onChange }: ColorSwatchesProps) {
  const { t } = useTranslation();
  const chosen = value ?? 'appt_default';
  return (
    <Input.Wrapper label={label}>
      <Group gap={8} mt={4} role="radiogroup" aria-label={label}>
        {APPOINTMENT_COLORS.map((color) => (
          <ColorSwatch
            key={color}
            component="button"
            type="button"
            color={APPOINTMENT_COLOR_HEX[color]}
            size={26}
            onClick={() => onChange(color)}
            role="radio"
            aria-checked={chosen === color}
            aria-label={t(`calendar.${color}`)}
            style={{ cursor: 'pointer', color: '#fff' }}
          >
            {chosen === color ? <CheckIcon width={12} /> : null}
          </ColorSwatch>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
