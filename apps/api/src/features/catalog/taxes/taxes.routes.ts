import { idParamsSchema } from '@chairside/shared/ids';
import { taxRateBody, taxRateResponse, taxSettingsBody, taxSettingsResponse, taxesResponse } from '@chairside/shared/catalog-taxes';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { listTaxes, saveTaxSettings, setTaxRateArchived, storeTaxRate, updateTaxRate } from './taxes.service';

const tags = ['catalog'];
const config = { permission: 'taxes' as const };

/** /catalogs/taxation: rates in basis points, the defaults for services and products, tax-inclusive or -exclusive prices. */
export async function taxRoutes(app: App) {
  app.get('/taxes', {
    config,
    schema: { tags, summary: 'Tax rates (basis points), the default rate ids and the pricing mode', response: { 200: taxesResponse } },
  }, async (request) => listTaxes(venueCtx(request)));

  app.post('/taxes/store', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Add a tax rate', body: taxRateBody, response: { 200: taxRateResponse } },
  }, async (request) => storeTaxRate(venueCtx(request), request.body));

  app.post('/taxes/update/:id', {
    config,
    schema: { tags, summary: 'Change a tax rate’s name and rate (lines already sold keep theirs)', params: idParamsSchema, body: taxRateBody, response: { 200: taxRateResponse } },
  }, async (request) => updateTaxRate(venueCtx(request), request.params.id, request.body));

  app.post('/taxes/archive/:id', {
    config,
    schema: { tags, summary: 'Archive a tax rate (not a default one)', params: idParamsSchema, response: { 200: taxRateResponse } },
  }, async (request) => setTaxRateArchived(venueCtx(request), request.params.id, true));

  app.post('/taxes/restore/:id', {
    config,
    schema: { tags, summary: 'Bring an archived tax rate back', params: idParamsSchema, response: { 200: taxRateResponse } },
  }, async (request) => setTaxRateArchived(venueCtx(request), request.params.id, false));

  app.post('/taxes/settings', {
    config,
    schema: { tags, summary: 'The default rates for services and products and whether prices include tax', body: taxSettingsBody, response: { 200: taxSettingsResponse } },
  }, async (request) => saveTaxSettings(venueCtx(request), request.body));
}
