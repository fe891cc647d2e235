import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconSearch, IconUsers } from '@tabler/icons-react';
import { PAGE_SIZES } from '@chairside/shared/constants';
import type { CustomerSort } from '@chairside/shared/customers';
import { EmptyState } from '@/components/ui/empty-state';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useCustomers } from '../api/get-customers';
import { readColumns, writeColumns, type ListColumn } from '../utils/columns';
import { activeFilterCount, filtersQuery, NO_FILTERS, type ListFilters } from '../utils/list-state';
import { BulkBar } from './bulk-bar';
import { ColumnMenu } from './column-menu';
import { CustomerCards } from './customer-cards';
import { CustomerFilters } from './customer-filters';
import { CustomerTable } from './customer-table';
import { DownloadButton } from './download-button';

/** /customers/list: search, filters, sort, pages of 10/25/50/100, column choice, selection with bulk actions, download. */
export function CustomerList() {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [drawer, setDrawer] = useState(false);
  const [sort, setSort] = useState<CustomerSort>('name');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [columns, setColumns] = useState<ListColumn[]>(readColumns);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const query = useMemo(() => filtersQuery(filters, debounced, sort, order), [filters, debounced, sort, order]);
  const list = useCustomers({ ...query, page, per_page: perPage });
  const rows = list.data?.data ?? [];
  const filterCount = activeFilterCount(filters);

  const resetPage = () => setPage(1);
  const onSort = (next: CustomerSort) => {
    if (next === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(next);
      setOrder(next === 'name' ? 'asc' : 'desc');
    }
    resetPage();
  };
  const onSelect = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) if (on) next.add(id); else next.delete(id);
      return next;
    });
  const formatters = { date: (value: string) => f.date(value.length > 10 ? new Date(value) : value) };

  return (
    <Stack gap="sm" data-customer-list>
      <Group gap="xs" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 220 }}
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('customers.search_placeholder')}
          aria-label={t('customers.search_placeholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            resetPage();
          }}
          rightSection={list.isFetching ? <Loader size="xs" /> : null}
          data-customer-search
        />
        <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />} onClick={() => setDrawer(true)} rightSection={filterCount ? <Badge size="sm" circle>{filterCount}</Badge> : null} data-open-filters>
          {t('customers.filters')}
        </Button>
        {!phone && <ColumnMenu columns={columns} onChange={(next) => { setColumns(next); writeColumns(next); }} />}
        <DownloadButton filters={query} />
      </Group>
      {filterCount > 0 && (
        <Group gap={6}>
          {filters.tags.map((tag) => (
            <Badge key={tag} variant="outline" style={{ cursor: 'pointer' }} onClick={() => setFilters({ ...filters, tags: filters.tags.filter((x) => x !== tag) })}>
              {tag} ×
            </Badge>
          ))}
          <Button size="compact-xs" variant="subtle" onClick={() => { setFilters(NO_FILTERS); resetPage(); }} data-clear-filters>
            {t('customers.clear_filters')}
          </Button>
        </Group>
      )}
      {selected.size > 0 && <BulkBar ids={[...selected]} filters={query} onDone={() => setSelected(new Set())} />}
      {list.isError && <Alert color="red" role="alert">{t('customers.load_failed')}</Alert>}
      {list.isPending ? (
        <Group justify="center" p="xl"><Loader aria-label={t('customers.list_title')} /></Group>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconUsers size={32} aria-hidden />} title={t(debounced || filterCount ? 'customers.empty_filtered' : 'customers.empty')} />
      ) : phone ? (
        <CustomerCards rows={rows} selected={selected} onSelect={onSelect} f={formatters} />
      ) : (
        <CustomerTable rows={rows} columns={columns} sort={sort} order={order} onSort={onSort} selected={selected} onSelect={onSelect} f={formatters} />
      )}
      {list.data && list.data.meta.total > 0 && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed" data-customer-total>
            {t('customers.export_rows', { n: list.data.meta.total })}
          </Text>
          <Pagination total={list.data.meta.last_page} value={page} onChange={setPage} size="sm" getControlProps={(control) => ({ 'aria-label': t(control === 'previous' ? 'customers.previous_page' : 'customers.next_page') })} siblings={phone ? 0 : 1} />
          <Select
            aria-label={t('customers.page_size')}
            w={90}
            size="xs"
            data={PAGE_SIZES.map(String)}
            value={String(perPage)}
            onChange={(value) => { setPerPage(Number(value ?? 25)); resetPage(); }}
            allowDeselect={false}
            data-page-size
          />
        </Group>
      )}
      <CustomerFilters opened={drawer} filters={filters} onChange={(next) => { setFilters(next); resetPage(); }} onClose={() => setDrawer(false)} lang={i18n.language} />
    </Stack>
  );
}
