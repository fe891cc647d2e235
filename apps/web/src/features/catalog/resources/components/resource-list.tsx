import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { Resource } from '@chairside/shared/catalog-resources';
import { moveId } from '@chairside/shared/rules/ordering';
import { ResourceRow } from './resource-row';

interface ResourceListProps {
  resources: Resource[];
  movable: boolean;
  label: string;
  onOrder(ids: number[]): void;
  onEdit(resource: Resource): void;
  onArchive(resource: Resource): void;
  onRestore(resource: Resource): void;
}

/** The resources in calendar-column order; drag a row (mouse) or use its up/down buttons (keyboard, touch) to reorder. */
export function ResourceList({ resources, movable, label, onOrder, onEdit, onArchive, onRestore }: ResourceListProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const ids = resources.map((r) => r.id);
  const move = (from: number, to: number) => {
    const next = moveId(ids, from, to);
    if (next.some((id, index) => id !== ids[index])) onOrder(next);
  };
  const reset = () => {
    setDragged(null);
    setOver(null);
  };
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label}>
      {resources.map((resource, index) => (
        <ResourceRow
          key={resource.id}
          resource={resource}
          movable={movable}
          first={index === 0}
          last={index === resources.length - 1}
          dragOver={over === index && dragged !== null && dragged !== index}
          onMove={(step) => move(index, index + step)}
          onEdit={() => onEdit(resource)}
          onArchive={() => onArchive(resource)}
          onRestore={() => onRestore(resource)}
          drag={{
            onDragStart: (event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(resource.id));
              setDragged(index);
            },
            onDragOver: (event) => {
              event.preventDefault();
              setOver(index);
            },
            onDrop: (event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              reset();
            },
            onDragEnd: reset,
          }}
        />
      ))}
    </Stack>
  );
}
