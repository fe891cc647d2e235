import type { ReactNode } from 'react';
import { ActionIcon, NumberInput, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Checkout } from '@chairside/shared/sales';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

type Line = Checkout['lines'][number];

interface CartLinesProps {
  lines: Line[];
  employeeName(id: number | null): string;
  disabled: boolean;
  onChange(lines: Line[]): void;
  /** Under a line's name: its package / membership switch (line-cover.tsx). */
  extra?(line: Line, index: number): ReactNode;
  /** May type a manual discount (the `discounts` flag); false: the field is read-only. */
  manualDiscount?: boolean;
}

/** The cart's lines: quantity, a percentage discount (typed freely, sent when left), remove; totals as the server priced them. */
export function CartLines({ lines, employeeName, disabled, onChange, extra, manualDiscount = true }: CartLinesProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const set = (index: number, patch: Partial<Line>) => onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table data-cart-lines>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sales.item')}</Table.Th>
            <Table.Th w={80}>{t('sales.quantity')}</Table.Th>
            <Table.Th w={90}>{t('sales.discount_percent')}</Table.Th>
            <Table.Th ta="right">{t('sales.total')}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={`${index}-${line.appointment_id ?? line.product_id ?? line.service_id ?? line.name}`} data-cart-line={line.name}>
              <Table.Td>
                <Text size="sm" fw={500}>{line.name}</Text>
                <Text size="xs" c="dimmed">{[format.price(line.unit_price), employeeName(line.employee_id), line.discount_name].filter(Boolean).join(' · ')}</Text>
                {extra?.(line, index)}
              </Table.Td>
              <Table.Td>
                <NumberInput size="xs" min={1} max={1000} allowDecimal={false} disabled={disabled} key={`q${line.quantity}`} defaultValue={line.quantity} aria-label={t('sales.quantity')}
                  onBlur={(event) => { const quantity = Math.max(1, Number(event.currentTarget.value) || 1); if (quantity !== line.quantity) set(index, { quantity }); }} />
              </Table.Td>
              <Table.Td>
                <NumberInput size="xs" min={0} max={100} decimalScale={2} disabled={disabled || line.kind === 'voucher' || !manualDiscount || Boolean(line.discount_id ?? line.cover)} aria-label={t('sales.discount_percent')}
                  key={`d${line.discount?.value ?? 0}`} defaultValue={line.discount?.kind === 'percent' ? line.discount.value / 100 : ''}
                  onBlur={(event) => {
                    const percent = Math.min(100, Math.max(0, Number(event.currentTarget.value) || 0));
                    const value = Math.round(percent * 100);
                    if (value !== (line.discount?.kind === 'percent' ? line.discount.value : 0)) set(index, { discount: value ? { kind: 'percent', value } : null });
                  }} data-line-discount />
              </Table.Td>
              <Table.Td ta="right">
                {line.discount_amount > 0 && <Text size="xs" c="dimmed">−{format.price(line.discount_amount)}</Text>}
                <Text size="sm">{format.price(line.total)}</Text>
              </Table.Td>
              <Table.Td>
                {lines.length > 1 && (
                  <ActionIcon variant="subtle" color="red.9" disabled={disabled} onClick={() => onChange(lines.filter((_, i) => i !== index))} aria-label={t('sales.remove_line', { name: line.name })}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
