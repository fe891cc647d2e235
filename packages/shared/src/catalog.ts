/** Wire shapes of the catalogue used by the calendar: who performs which service, for how long and at what price. */

/** One employee's own values for a service (already resolved: the service's when the employee has none). */
export interface EmployeeServiceValues {
  employee_id: number;
  /** whole length in minutes: initial + gap + finish */
  duration: number;
  gap: number;
  finish: number;
  /** minor units */
  price: number;
}

export interface BookableService {
  id: number;
  name: string;
  group_id: number | null;
  group_name: string;
  color: string;
  /** the service's own values */
  duration: number;
  gap: number;
  finish: number;
  price: number;
  resource_required: boolean;
  /** resources the service may use (empty = any) */
  resource_ids: number[];
  /** employees who perform it, each with their own values */
  employees: EmployeeServiceValues[];
}

/** GET employees/services → every bookable (not archived) service; GET employees/services/{id} → those of one employee. */
export interface EmployeeServicesResponse {
  data: BookableService[];
}
