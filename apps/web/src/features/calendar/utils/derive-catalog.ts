import type { CalendarItem } from '@chairside/shared/calendar';
import { parseDurationDetail } from './duration-detail';

/**
 * Until the catalogue and customer APIs exist, the booking dialog learns services and customers
 * from the calendar's own bookings: each service with its usual length, split and price, who
 * performs it and in which resources; each customer once.
 */
export interface BookableService {
  id: number;
  name: string;
  duration: number;
  gap: number;
  finish: number;
  price: number;
  employeeIds: number[];
  resourceIds: number[];
}

export interface KnownCustomer {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
}

const mostCommon = (values: number[]): number => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0] ?? 0;
  for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
};

export function deriveCatalog(items: CalendarItem[]): { services: BookableService[]; customers: KnownCustomer[] } {
  const byService = new Map<number, CalendarItem[]>();
  const customers = new Map<number, KnownCustomer>();
  for (const item of items) {
    if (item.type !== 'appointment') continue;
    if (item.service) {
      const list = byService.get(item.service.id);
      if (list) list.push(item);
      else byService.set(item.service.id, [item]);
    }
    if (item.customer && !customers.has(item.customer.id)) customers.set(item.customer.id, { ...item.customer });
  }
  const services = [...byService.values()].map((lines) => {
    const first = lines[0] as CalendarItem;
    const details = lines.map((line) => parseDurationDetail(line.duration_detail));
    return {
      id: first.service?.id ?? 0,
      name: first.service?.name ?? '',
      duration: mostCommon(lines.map((line) => line.duration)),
      gap: mostCommon(details.map((d) => d.gap)),
      finish: mostCommon(details.map((d) => d.finish)),
      price: mostCommon(lines.map((line) => line.price)),
      employeeIds: [...new Set(lines.map((line) => line.employee_id))].sort((a, b) => a - b),
      resourceIds: [...new Set(lines.map((line) => line.resource_id).filter((id): id is number => id !== null))].sort((a, b) => a - b),
    };
  });
  services.sort((a, b) => a.name.localeCompare(b.name));
  const customerList = [...customers.values()].sort((a, b) => `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`));
  return { services, customers: customerList };
}

/** Customers whose name or phone contains every word of the search (case and accents ignored). */
export function searchCustomers(customers: KnownCustomer[], search: string, limit = 20): KnownCustomer[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (!words.length) return customers.slice(0, limit);
  const digits = search.replace(/\D/g, '');
  return customers
    .filter((c) => {
      const text = fold(`${c.first_name} ${c.last_name} ${c.phone}`);
      return words.every((word) => text.includes(word)) || (digits.length >= 3 && c.phone.replace(/\D/g, '').includes(digits));
    })
    .slice(0, limit);
}
