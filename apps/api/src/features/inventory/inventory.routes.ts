import { idParamsSchema } from '@chairside/shared/ids';
import {
  archivedQuery, movementsQuery, movementsResponse, partnerBody, partnerDetailResponse, partnerResponse, partnersListResponse, productBody,
  productDetailResponse, productResponse, productsListResponse, productsQuery, stockAdjustBody, stockAdjustResponse, stockQuery, stockResponse,
} from '@chairside/shared/inventory';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { listPartners, partnerDetail, setPartnerArchived, storePartner, updatePartner, type PartnerKind } from './partners.service';
import { listProducts, productDetail, setProductArchived, storeProduct, updateProduct } from './products.service';
import { adjustStock, listMovements, stockList } from './stock.service';

const tags = ['inventory'];
const config = { permission: 'inventory' as const };

/** brands and suppliers: the same five routes each. */
function partnerRoutes(app: App, segment: 'brands' | 'suppliers', kind: PartnerKind) {
  app.get(`/${segment}`, {
    config,
    schema: { tags, summary: `The venue’s ${segment} by name (archived=1: the archived ones)`, querystring: archivedQuery, response: { 200: partnersListResponse } },
  }, async (request) => listPartners(venueCtx(request), kind, request.query.archived === '1'));
  app.get(`/${segment}/detail/:id`, {
    config,
    schema: { tags, summary: `One of the ${segment}`, params: idParamsSchema, response: { 200: partnerDetailResponse } },
  }, async (request) => partnerDetail(venueCtx(request), kind, request.params.id));
  app.post(`/${segment}/store`, {
    config: { ...config, idempotent: true },
    schema: { tags, summary: `Add one of the ${segment}`, body: partnerBody, response: { 200: partnerResponse } },
  }, async (request) => storePartner(venueCtx(request), kind, request.body));
  app.post(`/${segment}/update/:id`, {
    config,
    schema: { tags, summary: `Change one of the ${segment}`, params: idParamsSchema, body: partnerBody, response: { 200: partnerResponse } },
  }, async (request) => updatePartner(venueCtx(request), kind, request.params.id, request.body));
  app.post(`/${segment}/archive/:id`, {
    config,
    schema: { tags, summary: `Archive one of the ${segment} (its products keep it)`, params: idParamsSchema, response: { 200: partnerResponse } },
  }, async (request) => setPartnerArchived(venueCtx(request), kind, request.params.id, true));
  app.post(`/${segment}/restore/:id`, {
    config,
    schema: { tags, summary: `Bring an archived one of the ${segment} back`, params: idParamsSchema, response: { 200: partnerResponse } },
  }, async (request) => setPartnerArchived(venueCtx(request), kind, request.params.id, false));
}

/** /inventory (spec §2.3): products, brands, suppliers and stock. Every write needs the plan feature `products`. */
export async function inventoryRoutes(app: App) {
  app.get('/products', {
    config,
    schema: { tags, summary: 'Products by name; an exact SKU or barcode match (a scan) first', querystring: productsQuery, response: { 200: productsListResponse } },
  }, async (request) => listProducts(venueCtx(request), request.query));
  app.get('/products/detail/:id', {
    config,
    schema: { tags, summary: 'One product', params: idParamsSchema, response: { 200: productDetailResponse } },
  }, async (request) => productDetail(venueCtx(request), request.params.id));
  app.post('/products/store', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Add a product (stock 0; stock moves through stock/adjust)', body: productBody, response: { 200: productResponse } },
  }, async (request) => storeProduct(venueCtx(request), request.body));
  app.post('/products/update/:id', {
    config,
    schema: { tags, summary: 'Change a product (not its stock)', params: idParamsSchema, body: productBody, response: { 200: productResponse } },
  }, async (request) => updateProduct(venueCtx(request), request.params.id, request.body));
  app.post('/products/archive/:id', {
    config,
    schema: { tags, summary: 'Archive a product', params: idParamsSchema, response: { 200: productResponse } },
  }, async (request) => setProductArchived(venueCtx(request), request.params.id, true));
  app.post('/products/restore/:id', {
    config,
    schema: { tags, summary: 'Bring an archived product back', params: idParamsSchema, response: { 200: productResponse } },
  }, async (request) => setProductArchived(venueCtx(request), request.params.id, false));

  partnerRoutes(app, 'brands', 'brand');
  partnerRoutes(app, 'suppliers', 'supplier');

  app.get('/stock', {
    config,
    schema: { tags, summary: 'Tracked products with on-hand, value at cost and retail, and low-stock flags', querystring: stockQuery, response: { 200: stockResponse } },
  }, async (request) => stockList(venueCtx(request), request.query));
  app.get('/stock/movements', {
    config,
    schema: { tags, summary: 'Stock movements, latest first (by product, kind, dates)', querystring: movementsQuery, response: { 200: movementsResponse } },
  }, async (request) => listMovements(venueCtx(request), request.query));
  app.post('/stock/adjust', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Adjust a product’s stock with a reason (never under zero: OUT_OF_STOCK)', body: stockAdjustBody, response: { 200: stockAdjustResponse } },
  }, async (request) => adjustStock(venueCtx(request), request.body));
}
