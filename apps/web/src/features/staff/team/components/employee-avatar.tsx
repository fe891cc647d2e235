import { Avatar } from '@mantine/core';
import { employeeInitials } from '@chairside/shared/staff-team';
import { readableText } from '../utils/readable-text';

/** The employee's photo, or their initials on their colour. */
export function EmployeeAvatar({ photo, first, last, color, size = 40 }: { photo: string | null; first: string; last: string; color: string; size?: number }) {
  return (
    <Avatar src={photo} alt="" size={size} radius="xl" styles={{ placeholder: { background: color, color: readableText(color) } }}>
      {employeeInitials(first, last)}
    </Avatar>
  );
}
