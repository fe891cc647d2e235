import { Button, Group, Text } from '@mantine/core';
import { MESSAGE_VARIABLES, type MessageVariable } from '@chairside/shared/rules/message-template';
import { useTranslation } from '@/lib/use-translation';

/** The variables a message may use, as buttons that insert `{name}` where the cursor was. */
export function VariableChips({ onInsert }: { onInsert: (name: MessageVariable) => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={500} mb={6} id="variables-label">
        {t('customer_settings.notifications.insert_variable')}
      </Text>
      <Group gap={6} role="group" aria-labelledby="variables-label">
        {MESSAGE_VARIABLES.map((name) => (
          <Button
            key={name}
            size="compact-sm"
            variant="light"
            radius="xl"
            data-variable={name}
            title={`{${name}}`}
            // Keep the focus (and the cursor) in the field being edited.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(name)}
          >
            {t(`customer_settings.variables.${name}`)}
          </Button>
        ))}
      </Group>
    </div>
  );
}
