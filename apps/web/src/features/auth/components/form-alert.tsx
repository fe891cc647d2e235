import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A form-level error (wrong password, expired link): announced to screen readers. */
export function FormAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
