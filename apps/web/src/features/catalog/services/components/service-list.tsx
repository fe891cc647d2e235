import { startTransition, useEffect, useLayoutEffect, useState, type DragEvent } from 'react';
import { ActionIcon, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconChevronDown, IconChevronUp, IconGripVertical, IconPencil, IconPlus } from '@tabler/icons-react';
import type { Service, ServiceGroup } from '@chairside/shared/catalog-services';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { moveId } from '@chairside/shared/rules/ordering';

/** Rows drawn in the first pass (a few screenfuls); the rest follow in a transition. */
const FIRST_ROWS = 40;
/** Marked when every row of the list has been committed (the bench reads it beside the first paint). */
export const LIST_COMPLETE_MARK = 'catalog-services:complete';

/** The sections cut to their first `limit` services in all; the groups after the cut wait for the full pass. */
function firstRows(sections: ListedGroup[], limit: number): (ListedGroup & { hidden: number })[] {
  let budget = limit;
  const shown: (ListedGroup & { hidden: number })[] = [];
  for (const section of sections) {
    if (budget <= 0) break;
    const services = budget >= section.services.length ? section.services : section.services.slice(0, budget);
    budget -= Math.max(1, services.length);
    shown.push({ ...section, services, hidden: section.services.length - services.length });
  }
  return shown;
}

export interface ListedGroup {
  /** null = the services without a group */
  group: ServiceGroup | null;
  services: Service[];
}

interface ServiceListProps {
  sections: ListedGroup[];
  /** Reordering on (the active list without a search). */
  movable: boolean;
  onOrderGroups(ids: number[]): void;
  onOrderServices(groupId: number | null, ids: number[]): void;
  onEditService(service: Service): void;
  onAddService(groupId: number | null): void;
  onArchiveService(service: Service): void;
  onRestoreService(service: Service): void;
  onEditGroup(group: ServiceGroup): void;
  onArchiveGroup(group: ServiceGroup): void;
  onRestoreGroup(group: ServiceGroup): void;
}

/** The catalogue by group: groups and the services within a group reorder by drag (mouse) or by their up/down buttons (keyboard, touch). */
export function ServiceList(props: ServiceListProps) {
  const { t } = useTranslation();
  const groupIds = props.sections.flatMap((s) => (s.group ? [s.group.id] : []));
  // A long catalogue shows its first screenfuls at once and the rest in a transition right after,
  // which yields to the user's input: the list is usable while the tail is still being drawn.
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  const total = props.sections.reduce((n, s) => n + s.services.length, 0);
  useLayoutEffect(() => {
    if (all || total <= FIRST_ROWS) performance.mark(LIST_COMPLETE_MARK);
  }, [all, total]);
  const shown = firstRows(props.sections, all ? Number.POSITIVE_INFINITY : FIRST_ROWS);
  return (
    <Stack gap="lg" data-service-list>
      {shown.map((section) => {
        const index = section.group ? groupIds.indexOf(section.group.id) : -1;
        const name = section.group?.name ?? t('catalog_services.ungrouped');
        const headingId = `service-group-${section.group?.id ?? 'none'}`;
        return (
          <Box component="section" key={section.group?.id ?? 'none'} aria-labelledby={headingId} data-service-group={section.group?.id ?? 'none'}>
            <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                {section.group && <Box w={12} h={12} style={{ borderRadius: 3, background: section.group.color, flex: 'none' }} aria-hidden />}
                <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Title>
                <Text size="sm" c="dimmed">({section.services.length})</Text>
              </Group>
              <Group gap={2} wrap="nowrap">
                {props.movable && section.group && (
                  <>
                    <ActionIcon title={t('catalog_services.move_up')} variant="subtle" size="lg" disabled={index === 0} onClick={() => props.onOrderGroups(moveId(groupIds, index, index - 1))} aria-label={t('catalog_services.move_up_name', { name })}>
                        <IconChevronUp size={18} aria-hidden />
                      </ActionIcon>
                    <ActionIcon title={t('catalog_services.move_down')} variant="subtle" size="lg" disabled={index === groupIds.length - 1} onClick={() => props.onOrderGroups(moveId(groupIds, index, index + 1))} aria-label={t('catalog_services.move_down_name', { name })}>
                        <IconChevronDown size={18} aria-hidden />
                      </ActionIcon>
                  </>
                )}
                {section.group?.archived && (
                  <ActionIcon title={t('catalog_services.restore_group')} variant="light" size="lg" onClick={() => props.onRestoreGroup(section.group!)} aria-label={t('catalog_services.restore_name', { name })} data-restore-group>
                      <IconArrowBackUp size={18} aria-hidden />
                    </ActionIcon>
                )}
                {section.group && !section.group.archived && (
                  <>
                    <ActionIcon title={t('catalog_services.add_service_to')} variant="subtle" size="lg" onClick={() => props.onAddService(section.group!.id)} aria-label={t('catalog_services.add_service_to_name', { name })}>
                        <IconPlus size={18} aria-hidden />
                      </ActionIcon>
                    <ActionIcon title={t('catalog_services.edit_group')} variant="subtle" size="lg" onClick={() => props.onEditGroup(section.group!)} aria-label={t('catalog_services.edit_name', { name })}>
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    <ActionIcon title={t('catalog_services.archive_group')} variant="subtle" color="red" size="lg" onClick={() => props.onArchiveGroup(section.group!)} aria-label={t('catalog_services.archive_name', { name })}>
                        <IconArchive size={18} aria-hidden />
                      </ActionIcon>
                  </>
                )}
              </Group>
            </Group>
            {section.services.length === 0 && section.hidden > 0 ? null : section.services.length === 0 ? (
              <Text size="sm" c="dimmed">{t('catalog_services.group_empty')}</Text>
            ) : (
              <Rows {...props} groupId={section.group?.id ?? null} services={section.services} label={name} />
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

function Rows({ groupId, services, label, movable, onOrderServices, ...actions }: ServiceListProps & { groupId: number | null; services: Service[]; label: string }) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const ids = services.map((s) => s.id);
  const move = (from: number, to: number) => {
    const next = moveId(ids, from, to);
    if (next.some((id, index) => id !== ids[index])) onOrderServices(groupId, next);
  };
  const end = () => {
    setDragged(null);
    setOver(null);
  };
  return (
    <Stack component="ul" gap={6} p={0} m={0} aria-label={label}>
      {services.map((service, index) => (
        <ServiceRow
          key={service.id}
          service={service}
          movable={movable}
          first={index === 0}
          last={index === services.length - 1}
          dragOver={over === index && dragged !== null && dragged !== index}
          onMove={(step) => move(index, index + step)}
          onEdit={() => actions.onEditService(service)}
          onArchive={() => actions.onArchiveService(service)}
          onRestore={() => actions.onRestoreService(service)}
          drag={{
            onDragStart: (event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(service.id));
              setDragged(index);
            },
            onDragOver: (event) => {
              if (dragged === null) return;
              event.preventDefault();
              setOver(index);
            },
            onDrop: (event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              end();
            },
            onDragEnd: end,
          }}
        />
      ))}
    </Stack>
  );
}

interface RowProps {
  service: Service;
  movable: boolean;
  first: boolean;
  last: boolean;
  dragOver: boolean;
  onMove(step: -1 | 1): void;
  onEdit(): void;
  onArchive(): void;
  onRestore(): void;
  drag: { onDragStart(event: DragEvent): void; onDragOver(event: DragEvent): void; onDrop(event: DragEvent): void; onDragEnd(): void };
}

/** One service: colour, name, length (with its processing gap), price, team size, variants; and its actions. */
function ServiceRow({ service, movable, first, last, dragOver, onMove, onEdit, onArchive, onRestore, drag }: RowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = service.name;
  const price = service.price_type === 'free'
    ? t('catalog_services.price_free')
    : service.price_type === 'from' ? t('catalog_services.price_from_value', { price: format.price(service.price) }) : format.price(service.price);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="sm"
      py={6}
      data-service-row={service.id}
      draggable={movable}
      onDragStart={movable ? drag.onDragStart : undefined}
      onDragOver={movable ? drag.onDragOver : undefined}
      onDrop={movable ? drag.onDrop : undefined}
      onDragEnd={movable ? drag.onDragEnd : undefined}
      style={{ listStyle: 'none', borderColor: dragOver ? 'var(--mantine-color-brand-5)' : undefined, borderLeft: `4px solid ${service.color}` }}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        {movable && (
          <Box c="dimmed" style={{ cursor: 'grab' }} visibleFrom="sm" aria-hidden>
            <IconGripVertical size={18} />
          </Box>
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{name}</Text>
          <Group gap={6} wrap="wrap">
            <Text size="sm" c="dimmed">{format.duration(service.duration)}</Text>
            {service.gap > 0 && (
              <Badge size="xs" variant="filled" color="gray.7">{t('catalog_services.gap_badge', { gap: format.duration(service.gap) })}</Badge>
            )}
            <Text size="sm" fw={500}>{price}</Text>
            <Text size="sm" c="dimmed">{t('catalog_services.team_count', { count: service.employee_count })}</Text>
            {service.variants.length > 0 && <Badge size="xs" variant="filled" color="blue.9">{t('catalog_services.variant_count', { count: service.variants.length })}</Badge>}
            {!service.online_bookable && <Badge size="xs" variant="filled" color="gray.7">{t('catalog_services.not_online')}</Badge>}
          </Group>
        </Stack>
        <Group gap={2} wrap="nowrap">
          {movable && (
            <>
              <ActionIcon title={t('catalog_services.move_up')} variant="subtle" size="lg" disabled={first} onClick={() => onMove(-1)} aria-label={t('catalog_services.move_up_name', { name })}>
                  <IconChevronUp size={18} aria-hidden />
                </ActionIcon>
              <ActionIcon title={t('catalog_services.move_down')} variant="subtle" size="lg" disabled={last} onClick={() => onMove(1)} aria-label={t('catalog_services.move_down_name', { name })}>
                  <IconChevronDown size={18} aria-hidden />
                </ActionIcon>
            </>
          )}
          {service.archived ? (
            <ActionIcon title={t('catalog_services.restore')} variant="light" size="lg" onClick={onRestore} aria-label={t('catalog_services.restore_name', { name })} data-restore-service>
                <IconArrowBackUp size={18} aria-hidden />
              </ActionIcon>
          ) : (
            <>
              <ActionIcon title={t('catalog_services.edit')} variant="light" size="lg" onClick={onEdit} aria-label={t('catalog_services.edit_name', { name })} data-edit-service>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              <ActionIcon title={t('catalog_services.archive')} variant="subtle" color="red" size="lg" onClick={onArchive} aria-label={t('catalog_services.archive_name', { name })} data-archive-service>
                  <IconArchive size={18} aria-hidden />
                </ActionIcon>
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
