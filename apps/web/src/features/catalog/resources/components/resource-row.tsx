import { ActionIcon, Badge, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconChevronDown, IconChevronUp, IconGripVertical, IconPencil } from '@tabler/icons-react';
import type { Resource } from '@chairside/shared/catalog-resources';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import type { DragHandlers } from '@/components/ui/use-drag-order';

export interface ResourceRowProps {
  resource: Resource;
  movable: boolean;
  first: boolean;
  last: boolean;
  dragOver: boolean;
  onMove(step: -1 | 1): void;
  onEdit(): void;
  onArchive(): void;
  onRestore(): void;
  drag: DragHandlers;
}

/** One resource: name, type, how many services use it, and the row's actions. */
export function ResourceRow({ resource, movable, first, last, dragOver, onMove, onEdit, onArchive, onRestore, drag }: ResourceRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = resource.name;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-resource-row={resource.id}
      draggable={movable}
      onDragStart={movable ? drag.onDragStart : undefined}
      onDragOver={movable ? drag.onDragOver : undefined}
      onDrop={movable ? drag.onDrop : undefined}
      onDragEnd={movable ? drag.onDragEnd : undefined}
      style={{ listStyle: 'none', borderColor: dragOver ? 'var(--mantine-color-brand-5)' : undefined }}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        {movable && (
          <Box c="dimmed" style={{ cursor: 'grab' }} visibleFrom="sm" title={t('catalog_resources.drag', { name })}>
            <IconGripVertical size={18} aria-hidden />
          </Box>
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate>
            {name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {[resource.type || t('catalog_resources.no_type'), t('catalog_resources.capacity')].join(' · ')}
          </Text>
          <Group gap={4}>
            {resource.service_count > 0 && (
              <Badge size="xs" variant="filled" color="blue.9">
                {t('catalog_resources.services', { count: resource.service_count })}
              </Badge>
            )}
            {resource.archived && resource.archived_at && (
              <Badge size="xs" variant="filled" color="gray.7">
                {t('catalog_resources.archived_on', { date: format.date(resource.archived_at) })}
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {movable && (
            <>
              <Tooltip label={t('catalog_resources.move_up', { name })}>
                <ActionIcon variant="subtle" size="lg" disabled={first} onClick={() => onMove(-1)} aria-label={t('catalog_resources.move_up', { name })}>
                  <IconChevronUp size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('catalog_resources.move_down', { name })}>
                <ActionIcon variant="subtle" size="lg" disabled={last} onClick={() => onMove(1)} aria-label={t('catalog_resources.move_down', { name })}>
                  <IconChevronDown size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </>
          )}
          {resource.archived ? (
            <Tooltip label={t('catalog_resources.restore')}>
              <ActionIcon variant="light" size="lg" onClick={onRestore} aria-label={t('catalog_resources.restore_name', { name })}>
                <IconArrowBackUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <>
              <Tooltip label={t('catalog_resources.edit_name', { name })}>
                <ActionIcon variant="light" size="lg" onClick={onEdit} aria-label={t('catalog_resources.edit_name', { name })}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('catalog_resources.archive')}>
                <ActionIcon variant="subtle" color="red" size="lg" onClick={onArchive} aria-label={t('catalog_resources.archive_name', { name })}>
                  <IconArchive size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
