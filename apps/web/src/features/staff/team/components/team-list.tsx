import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { Employee } from '@chairside/shared/staff-team';
import { moveId } from '@chairside/shared/rules/ordering';
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
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const ids = employees.map((e) => e.id);
  const move = (from: number, to: number) => {
    const next = moveId(ids, from, to);
    if (next.some((id, index) => id !== ids[index])) onOrder(next);
  };
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label}>
      {employees.map((employee, index) => (
        <TeamRow
          key={employee.id}
          employee={employee}
          movable={movable}
          first={index === 0}
          last={index === employees.length - 1}
          dragOver={over === index && dragged !== null && dragged !== index}
          onMove={(step) => move(index, index + step)}
          onEdit={() => onEdit(employee)}
          onArchive={() => onArchive(employee)}
          onRestore={() => onRestore(employee)}
          drag={{
            onDragStart: (event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(employee.id));
              setDragged(index);
            },
            onDragOver: (event) => {
              event.preventDefault();
              setOver(index);
            },
            onDrop: (event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
              setOver(null);
            },
            onDragEnd: () => {
              setDragged(null);
              setOver(null);
            },
          }}
        />
      ))}
    </Stack>
  );
}
