import { Avatar } from '@mantine/core';
import { employeeInitials } from '@chairside/shared/staff-team';

/** The employee's photo, or their initials on their colour. */
export function EmployeeAvatar({ photo, first, last, color, size = 40 }: { photo: string | null; first: string; last: string; color: string; size?: number }) {
  return (
    <Avatar src={photo} alt="" size={size} radius="xl" styles={{ placeholder: { background: color, color: '#fff' } }}>
      {employeeInitials(first, last)}
    </Avatar>
  );
}
