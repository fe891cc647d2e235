import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';

/** A message above a form: an error (announced at once) or a confirmation. */
export function FormMessage({ kind, message }: { kind: 'error' | 'success'; message: string | null }) {
  if (!message) return null;
  const error = kind === 'error';
  return (
    <Alert
      color={error ? 'red' : 'teal'}
      variant="light"
      role={error ? 'alert' : 'status'}
      icon={error ? <IconAlertTriangle size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />}
    >
      {message}
    </Alert>
  );
}
