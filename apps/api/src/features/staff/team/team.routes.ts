import { idParamsSchema } from '@chairside/shared/ids';
import {
  employeeArchiveResponse, employeeBody, employeeCommissionsListResponse, employeeCommissionsResponse, employeeDetailResponse,
  employeePhotoResponse, employeeResponse, employeeRestoreResponse, employeeTypeBody, employeeTypeResponse, employeeTypesResponse,
  employeesOrderBody, employeesOrderResponse, employeesQuery, employeesResponse,
} from '@chairside/shared/staff-team';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { imageUploadRoute } from '../../../lib/images';
import { commissionOf, commissionsOf, employeeDetail, listEmployees, listTypes } from './team.read';
import {
  archiveEmployee, newType, orderEmployees, restoreEmployee, storeEmployee, storePhoto, updateEmployee,
} from './team.write';

const tags = ['staff'];
const config = { permission: 'staff' as const };

/** The team (spec §7 "Employees", screen /staff/list). GET employees/services[/{id}] is the catalogue's (the employee's side of it). */
export async function teamRoutes(app: App) {
  const prefix = app.prefix;

  app.get('/employees', {
    config,
    schema: { tags, summary: 'The team in calendar order (archived=1: the archived ones)', querystring: employeesQuery, response: { 200: employeesResponse } },
  }, async (request) => listEmployees(venueCtx(request), request.query.archived === '1'));

  app.get('/employees/employee-detail/:id', {
    config,
    schema: { tags, summary: 'One employee with their own service values and their bookings from today on (what archiving would take off the calendar)', params: idParamsSchema, response: { 200: employeeDetailResponse } },
  }, async (request) => employeeDetail(venueCtx(request), request.params.id));

  app.post('/employees/store', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Add an employee (an e-mail invites them to sign in); a bookable one takes a plan seat', body: employeeBody, response: { 200: employeeResponse } },
  }, async (request) => storeEmployee(venueCtx(request), request.body));

  app.post('/employees/update/:id', {
    config,
    schema: { tags, summary: 'Change an employee: every field and their services', params: idParamsSchema, body: employeeBody, response: { 200: employeeResponse } },
  }, async (request) => updateEmployee(venueCtx(request), request.params.id, request.body));

  app.post('/employees/order', {
    config,
    schema: { tags, summary: 'Reorder the team (and the calendar columns)', body: employeesOrderBody, response: { 200: employeesOrderResponse } },
  }, async (request) => orderEmployees(venueCtx(request), request.body.orders));

  app.post('/employees/archive/:id', {
    config,
    schema: { tags, summary: 'Archive an employee and end their sessions', params: idParamsSchema, response: { 200: employeeArchiveResponse } },
  }, async (request) => archiveEmployee(venueCtx(request), request.params.id));

  app.post('/employees/restore/:id', {
    config,
    schema: { tags, summary: 'Bring an archived employee back (a bookable one takes a plan seat)', params: idParamsSchema, response: { 200: employeeRestoreResponse } },
  }, async (request) => restoreEmployee(venueCtx(request), request.params.id));

  app.get('/employees/type/list', {
    config,
    schema: { tags, summary: 'Job titles', response: { 200: employeeTypesResponse } },
  }, async (request) => listTypes(venueCtx(request)));

  app.post('/employees/type/new', {
    config,
    schema: { tags, summary: 'Add a job title (an existing one of the same name is answered instead)', body: employeeTypeBody, response: { 200: employeeTypeResponse } },
  }, async (request) => newType(venueCtx(request), request.body.name));

  app.get('/employees/commissions', {
    config,
    schema: { tags, summary: 'Commission rates of the active team, in basis points (1 % = 100)', response: { 200: employeeCommissionsListResponse } },
  }, async (request) => commissionsOf(venueCtx(request)));

  app.get('/employees/commissions/:id', {
    config,
    schema: { tags, summary: 'One employee’s commission rates, in basis points (1 % = 100)', params: idParamsSchema, response: { 200: employeeCommissionsResponse } },
  }, async (request) => commissionOf(venueCtx(request), request.params.id));

  app.post('/employees/photo/:id', {
    config,
    ...imageUploadRoute,
    schema: { tags, summary: 'Upload an employee photo (JPEG, PNG or WebP; stored as a 512 px square)', params: idParamsSchema, response: { 200: employeePhotoResponse } },
  }, async (request) => storePhoto(venueCtx(request), request.params.id, request.body, prefix));
}
