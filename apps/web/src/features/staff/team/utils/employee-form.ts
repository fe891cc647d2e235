import { PALETTE } from '@chairside/shared/constants';
import type { BookableService } from '@chairside/shared/catalog';
import {
  employeeBody, type AssignableRole, type Employee, type EmployeeBody, type EmployeeServiceLink,
} from '@chairside/shared/staff-team';

/**
 * The employee form's state and its conversions: prices are typed in major units and commissions
 * in percent (the wire has minor units and basis points); an empty own value means the service's.
 */

export interface ServiceChoice {
  on: boolean;
  /** typed text, '' = the service's price */
  price: string;
  /** '' = the service's length */
  duration: number | '';
}

export interface EmployeeForm {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  type_id: number | null;
  color: string;
  role: AssignableRole | 'owner';
  bookable: boolean;
  visible_online: boolean;
  services: Record<number, ServiceChoice>;
  /** percent, up to two decimals */
  commissions: { services: number | ''; products: number | ''; vouchers: number | '' };
}

export const TABS = ['details', 'services', 'commissions'] as const;
export type Tab = (typeof TABS)[number];

/** Which tab shows a field (to open the tab with the first error). */
export const tabOf = (field: string): Tab => (field.startsWith('services') ? 'services' : field.startsWith('commissions') ? 'commissions' : 'details');

const majorText = (minor: number, separator: string) => (minor / 100).toFixed(2).replace('.', separator);

export function emptyForm(taken: number): EmployeeForm {
  return {
    first_name: '', last_name: '', email: '', phone: '', type_id: null,
    color: PALETTE[(taken * 5) % PALETTE.length]!, role: 'employee', bookable: true, visible_online: true,
    services: {}, commissions: { services: 0, products: 0, vouchers: 0 },
  };
}

export function formOf(employee: Employee, links: EmployeeServiceLink[], separator: string): EmployeeForm {
  const services: Record<number, ServiceChoice> = {};
  for (const link of links) {
    services[link.service_id] = { on: true, price: link.price === null ? '' : majorText(link.price, separator), duration: link.duration ?? '' };
  }
  const percent = (bp: number) => bp / 100;
  return {
    first_name: employee.first_name, last_name: employee.last_name, email: employee.email, phone: employee.phone,
    type_id: employee.type_id, color: employee.color, role: employee.role === 'owner' ? 'owner' : employee.role,
    bookable: employee.bookable, visible_online: employee.visible_online, services,
    commissions: { services: percent(employee.commissions.services), products: percent(employee.commissions.products), vouchers: percent(employee.commissions.vouchers) },
  };
}

/** '12,50' or '12.5' → 1250; '' → null; anything else → NaN (refused by the schema). */
export function minorOf(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (clean === '') return null;
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}

const bpOf = (value: number | '') => (value === '' ? 0 : Math.round(value * 100));

/** The request body (before validation) for the form, in the catalogue's order. */
export function bodyOf(form: EmployeeForm, catalogue: BookableService[]): EmployeeBody {
  return {
    first_name: form.first_name, last_name: form.last_name, email: form.email.trim(), phone: form.phone,
    type_id: form.type_id, color: form.color, role: form.role === 'owner' ? 'employee' : form.role,
    bookable: form.bookable, visible_online: form.visible_online,
    services: catalogue
      .filter((service) => form.services[service.id]?.on)
      .map((service) => {
        const choice = form.services[service.id]!;
        return { service_id: service.id, price: minorOf(choice.price), duration: choice.duration === '' ? null : choice.duration };
      }),
    commissions: { services: bpOf(form.commissions.services), products: bpOf(form.commissions.products), vouchers: bpOf(form.commissions.vouchers) },
  };
}

export type FieldErrors = Record<string, string>;

/** Validates with the shared schema; messages come from `message(issue)` (the translated phrases). */
export function validate(body: EmployeeBody, message: (issue: never) => string): FieldErrors {
  const result = employeeBody.safeParse(body, { error: message as never });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
