import { Stack } from '@mantine/core';
import type { Resource } from '@chairside/shared/catalog-resources';
import { useDragOrder } from '@/components/ui/use-drag-order';
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
  const order = useDragOrder(resources.map((resource) => resource.id), onOrder);
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label}>
      {resources.map((resource, index) => (
        <ResourceRow
          key={resource.id}
          resource={resource}
          movable={movable}
          first={index === 0}
          last={index === resources.length - 1}
          dragOver={order.isDropTarget(index)}
          onMove={(step) => order.moveBy(index, step)}
          onEdit={() => onEdit(resource)}
          onArchive={() => onArchive(resource)}
          onRestore={() => onRestore(resource)}
          drag={order.dragHandlers(index)}
        />
      ))}
    </Stack>
  );
}
