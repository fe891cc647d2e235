import { Stack } from '@mantine/core';
import type { Employee } from '@chairside/shared/staff-team';
import { useDragOrder } from '@/components/ui/use-drag-order';
import { TeamRow } from './team-row';

interface TeamListProps {
  employees: Employee[];
  movable: boolean;
  label: string;
  onOrder(ids: number[]): void;
  onEdit(employee: Employee): void;
  onArchive(employee: Employee): void;
  onRestore(employee: Employee): void;
}

/** The team in calendar order; drag a row (mouse) or use its up/down buttons (keyboard, touch) to reorder. */
export function TeamList({ employees, movable, label, onOrder, onEdit, onArchive, onRestore }: TeamListProps) {
  const order = useDragOrder(employees.map((employee) => employee.id), onOrder);
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label}>
      {employees.map((employee, index) => (
        <TeamRow
          key={employee.id}
          employee={employee}
          movable={movable}
          first={index === 0}
          last={index === employees.length - 1}
          dragOver={order.isDropTarget(index)}
          onMove={(step) => order.moveBy(index, step)}
          onEdit={() => onEdit(employee)}
          onArchive={() => onArchive(employee)}
          onRestore={() => onRestore(employee)}
          drag={order.dragHandlers(index)}
        />
      ))}
    </Stack>
  );
}
