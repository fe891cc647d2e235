/**
 * The staff feature's public face (spec §7 "Employees"): what other features and the demo seed
 * call. The team's code lives in team/ (reads, writes, routes), working and opening hours in
 * hours/, the staff PIN in pin/, the notification choices in notifications/.
 */
export { archiveEmployee, insertEmployee, newType, orderEmployees, restoreEmployee, storeEmployee, updateEmployee } from './team/team.write';
export type { NewEmployee } from './team/team.write';
export { employeeDetail, findEmployee, listEmployees, seatsUsed } from './team/team.read';
export * from './hours/hours.service';
export { checkPin, storePin } from './pin/staff-pin.service';
export { emailRecipients, notificationsFor, recipientsOf, storeNotificationSettings } from './notifications/staff-notifications.service';
/** Online booking: which employees are shown online. */
export { setEmployeesOnline } from './team/team.online';
