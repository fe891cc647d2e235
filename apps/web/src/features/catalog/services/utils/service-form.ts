import { PALETTE } from '@chairside/shared/constants';
import { serviceBody, type PriceType, type Service, type ServiceBody, type ServiceDetailResponse } from '@chairside/shared/catalog-services';

/**
 * The service form's state and its conversions: prices are typed in major units (the wire has
 * minor units); an empty own value of an employee means the service's.
 */

export interface TeamChoice {
  on: boolean;
  /** typed text, '' = the service's price */
  price: string;
  /** '' = the service's length */
  duration: number | '';
}

export interface VariantForm {
  id: number | null;
  name: string;
  initial: number | '';
  gap: number | '';
  finish: number | '';
  price: string;
}

export interface ServiceForm {
  name: string;
  group_id: number | null;
  description: string;
  color: string;
  initial: number | '';
  gap: number | '';
  finish: number | '';
  price_type: PriceType;
  price: string;
  /** null = the venue's default rate for services */
  tax_id: number | null;
  team: Record<number, TeamChoice>;
  resource_types: string[];
  online_bookable: boolean;
  online_name: string;
  online_description: string;
  buffer_after: number | '';
  variants: VariantForm[];
}

export const TABS = ['details', 'team', 'online', 'variants'] as const;
export type Tab = (typeof TABS)[number];

/** Which tab shows a field (to open the tab with the first error). */
export function tabOf(field: string): Tab {
  if (field.startsWith('employees')) return 'team';
  if (field.startsWith('variants')) return 'variants';
  if (field.startsWith('online_')) return 'online';
  return 'details';
}

const majorText = (minor: number, separator: string) => (minor / 100).toFixed(2).replace('.', separator);

/** '12,50' or '12.5' → 1250; '' → null; anything else → NaN (refused by the schema). */
export function minorOf(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (clean === '') return null;
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}

export function emptyForm(groupId: number | null, taken: number): ServiceForm {
  return {
    name: '', group_id: groupId, description: '', color: PALETTE[(taken * 5) % PALETTE.length]!,
    initial: 30, gap: 0, finish: 0, price_type: 'fixed', price: '', tax_id: null, team: {}, resource_types: [],
    online_bookable: true, online_name: '', online_description: '', buffer_after: 0, variants: [],
  };
}

export function formOf({ service, employees }: Pick<ServiceDetailResponse, 'service' | 'employees'>, separator: string): ServiceForm {
  const team: Record<number, TeamChoice> = {};
  for (const link of employees) {
    team[link.employee_id] = { on: true, price: link.price === null ? '' : majorText(link.price, separator), duration: link.duration ?? '' };
  }
  return {
    name: service.name, group_id: service.group_id, description: service.description, color: service.color,
    initial: service.initial, gap: service.gap, finish: service.finish, price_type: service.price_type,
    price: service.price_type === 'free' ? '' : majorText(service.price, separator), tax_id: service.tax_id, team, resource_types: service.resource_types,
    online_bookable: service.online_bookable, online_name: service.online_name, online_description: service.online_description,
    buffer_after: service.buffer_after,
    variants: service.variants.map((v) => ({ id: v.id, name: v.name, initial: v.initial, gap: v.gap, finish: v.finish, price: majorText(v.price, separator) })),
  };
}

const minutes = (value: number | '') => (value === '' ? 0 : value);

/** The request body (before validation) for the form; the team in the order given. */
export function bodyOf(form: ServiceForm, teamOrder: number[]): ServiceBody {
  return {
    name: form.name, group_id: form.group_id, description: form.description, color: form.color,
    initial: minutes(form.initial), gap: minutes(form.gap), finish: minutes(form.finish),
    price_type: form.price_type, price: form.price_type === 'free' ? 0 : (minorOf(form.price) ?? 0), tax_id: form.tax_id,
    employees: teamOrder
      .filter((id) => form.team[id]?.on)
      .map((id) => {
        const choice = form.team[id]!;
        return { employee_id: id, price: minorOf(choice.price), duration: choice.duration === '' ? null : choice.duration };
      }),
    resource_types: form.resource_types, online_bookable: form.online_bookable,
    online_name: form.online_name, online_description: form.online_description, buffer_after: minutes(form.buffer_after),
    variants: form.variants.map((v) => ({
      id: v.id, name: v.name, initial: minutes(v.initial), gap: minutes(v.gap), finish: minutes(v.finish), price: minorOf(v.price) ?? 0,
    })),
  };
}

export type FieldErrors = Record<string, string>;

/** Validates with the shared schema; messages come from `message(issue)` (the translated phrases). */
export function validate(body: ServiceBody, message: (issue: never) => string): FieldErrors {
  const result = serviceBody.safeParse(body, { error: message as never });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The searchable text of a service. */
export const searchFields = (service: Service) => [service.name, service.online_name, service.description, ...service.variants.map((v) => v.name)];
