/** The demo venues' fixed content: staff, services, resources and name lists for customers. */
import type { NotificationUpdate } from '@chairside/shared/staff-notifications';

export const DEMO_PASSWORD = 'chairside-demo';

export const DEMO_LOGINS = {
  owner: 'owner@demo.test',
  multi: 'multi@demo.test',
  staff: 'staff@demo.test',
  other: 'other@demo.test',
} as const;

/** The seats Demo Salon has bought: its eight bookable staff and room for two more (a paid plan takes no more bookable staff than its seats). */
export const DEMO_SALON_SEATS = 10;

/** A support agent (users.is_support) for the /support sign-in; works in no venue. */
export const DEMO_SUPPORT_LOGIN = 'support@demo.test';

export interface DemoEmployee {
  firstName: string;
  lastName: string;
  role: 'owner' | 'manager' | 'receptionist' | 'employee';
  login?: keyof typeof DEMO_LOGINS;
  /** Only these flags instead of the role's defaults. */
  onlyFlags?: string[];
  /** Weekly pattern: weekday (0 = Sunday) → [start, end]. */
  shifts: Record<number, [string, string]>;
  /** Service groups this person does not perform (no employee_services rows for them). */
  skipsGroups?: string[];
  /** Own notification choices (staff notification settings); every other event at the role's defaults. */
  notifications?: NotificationUpdate['value'];
  /** Own values by service name (employee_services); every other service at the service's values. */
  ownValues?: Record<string, { price?: number; durationMinutes?: number }>;
}

const weekdays = (start: string, end: string, days = [1, 2, 3, 4, 5]) =>
  Object.fromEntries(days.map((day) => [day, [start, end]])) as Record<number, [string, string]>;

/**
 * Emma, the owner and senior stylist, charges more and takes longer for a women's cut and charges
 * more for a full colour; Tess, a junior, does no colour work and cuts for less.
 */
/** Every demo venue's owner has this staff PIN (POST employees/pin/check); Demo Spa has staff PINs switched on, the others off. */
export const DEMO_OWNER_PIN = '2468';

export const SALON_STAFF: DemoEmployee[] = [
  {
    firstName: 'Emma', lastName: 'de Vries', role: 'owner', login: 'owner', shifts: weekdays('09:00', '17:00', [1, 2, 3, 4, 5]),
    ownValues: { "Women's cut": { price: 5800, durationMinutes: 50 }, 'Full colour': { price: 9900 } },
    notifications: { new_booking: { push: 1 }, new_review: { email: 1 }, low_stock: { email: 1 } },
  },
  {
    firstName: 'Sofia', lastName: 'Bakker', role: 'manager', login: 'multi', shifts: weekdays('10:00', '18:00', [2, 3, 4, 5, 6]),
    notifications: { cancellation: { email: 1 }, daily_summary: { email: 0, in_app: 1 } },
  },
  { firstName: 'Lucas', lastName: 'Jansen', role: 'employee', login: 'staff', onlyFlags: ['calendar', 'calendar.own'], shifts: weekdays('09:00', '18:00', [1, 2, 4, 5, 6]) },
  { firstName: 'Noah', lastName: 'Visser', role: 'employee', shifts: weekdays('12:00', '21:00', [1, 3, 4, 5]) },
  { firstName: 'Julia', lastName: 'Smit', role: 'employee', shifts: weekdays('09:00', '17:30', [1, 2, 3, 5, 6]) },
  { firstName: 'Daan', lastName: 'Meijer', role: 'employee', shifts: weekdays('09:30', '18:00', [2, 3, 4, 6]) },
  {
    firstName: 'Tess', lastName: 'Mulder', role: 'receptionist', shifts: weekdays('08:45', '17:15', [1, 2, 3, 4, 5]),
    skipsGroups: ['Colour'],
    ownValues: {
      "Women's cut": { price: 4400 }, "Men's cut": { price: 2700 }, 'Children’s cut': { price: 1800 }, 'Fringe trim': { price: 800 },
      'Cut & beard trim': { price: 3700 }, 'Restyle consultation & cut': { price: 5500 },
    },
  },
  { firstName: 'Milan', lastName: 'de Boer', role: 'employee', shifts: weekdays('11:00', '20:00', [3, 4, 5, 6]) },
];

export const SPA_STAFF: DemoEmployee[] = [
  { firstName: 'Hanna', lastName: 'Peters', role: 'owner', shifts: weekdays('09:00', '17:00') },
  { firstName: 'Sofia', lastName: 'Bakker', role: 'manager', login: 'multi', shifts: weekdays('09:00', '15:00', [1, 3]) },
  { firstName: 'Lotte', lastName: 'Hendriks', role: 'employee', shifts: weekdays('10:00', '19:00', [2, 3, 4, 5, 6]) },
];

export const OTHER_STAFF: DemoEmployee[] = [
  { firstName: 'Oscar', lastName: 'Evans', role: 'owner', login: 'other', shifts: weekdays('09:00', '18:00') },
  { firstName: 'Ruby', lastName: 'Clarke', role: 'employee', shifts: weekdays('09:00', '18:00') },
];

/** [name, initial, gap, finish, price in cents]; a gap is processing time (colour developing). */
export type DemoService = [string, number, number, number, number];

export const SALON_SERVICE_GROUPS: { name: string; color: string; services: DemoService[] }[] = [
  {
    name: 'Haircuts',
    color: '#1971c2',
    services: [
      ["Women's cut", 45, 0, 0, 5200],
      ["Men's cut", 30, 0, 0, 3200],
      ['Children’s cut', 20, 0, 0, 2200],
      ['Fringe trim', 10, 0, 0, 1000],
      ['Cut & beard trim', 45, 0, 0, 4400],
      ['Restyle consultation & cut', 60, 0, 0, 6500],
    ],
  },
  {
    name: 'Colour',
    color: '#9c36b5',
    services: [
      ['Root colour', 30, 35, 20, 6500],
      ['Full colour', 45, 40, 25, 8900],
      ['Half-head highlights', 60, 30, 30, 9900],
      ['Full-head highlights', 75, 35, 30, 12900],
      ['Balayage', 90, 45, 30, 16500],
      ['Toner', 15, 20, 10, 3500],
      ['Colour correction', 120, 45, 45, 22000],
    ],
  },
  {
    name: 'Styling',
    color: '#0c8599',
    services: [
      ['Blow-dry', 30, 0, 0, 3500],
      ['Curls & waves', 45, 0, 0, 4500],
      ['Updo', 60, 0, 0, 6500],
      ['Bridal hair trial', 90, 0, 0, 9500],
      ['Keratin smoothing', 60, 30, 45, 18500],
      ['Deep conditioning treatment', 15, 20, 10, 2800],
    ],
  },
  {
    name: 'Nails',
    color: '#c2255c',
    services: [
      ['Classic manicure', 30, 0, 0, 3000],
      ['Gel manicure', 45, 0, 0, 4200],
      ['Classic pedicure', 45, 0, 0, 4200],
      ['Gel removal', 20, 0, 0, 1500],
      ['Nail art (per set)', 20, 0, 0, 1800],
      ['Acrylic full set', 75, 0, 0, 6500],
    ],
  },
  {
    name: 'Beauty',
    color: '#2f9e44',
    services: [
      ['Brow shape', 15, 0, 0, 1800],
      ['Brow & lash tint', 15, 10, 5, 2800],
      ['Lash lift', 30, 15, 15, 5500],
      ['Facial', 60, 0, 0, 7500],
      ['Head massage', 20, 0, 0, 2500],
    ],
  },
];

export const SALON_RESOURCES = ['Colour station', 'Wash basin 1', 'Treatment room'];

export const FIRST_NAMES = [
  'Anna', 'Sanne', 'Lisa', 'Eva', 'Fleur', 'Iris', 'Lieke', 'Nina', 'Roos', 'Sara', 'Maud', 'Femke', 'Anouk',
  'Laura', 'Esther', 'Marieke', 'Sophie', 'Yara', 'Zoë', 'Lina', 'Jan', 'Pieter', 'Bram', 'Thijs', 'Ruben',
  'Jesse', 'Sem', 'Finn', 'Lars', 'Tom', 'Mohammed', 'Ayşe', 'Fatima', 'Chen', 'Priya', 'Olga', 'Marta', 'Giulia',
  'Camille', 'Léa', 'Hugo', 'Mateo', 'Lucía', 'Ines', 'Tiago', 'Kasia', 'Tomasz', 'Greta', 'Jonas', 'Mila',
];
export const LAST_NAMES = [
  'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer',
  'de Groot', 'Mulder', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra',
  'Smits', 'de Graaf', 'van der Meer', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen', 'van den Heuvel', 'van der Veen',
  'Yılmaz', 'El Amrani', 'Kowalski', 'Rossi', 'García', 'Dubois', 'Silva', 'Müller', 'Nowak', 'Schmidt',
];
