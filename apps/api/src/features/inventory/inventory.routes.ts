import { idParamsSchema } from '@chairside/shared/ids';
import {
  archivedQuery, movementsQuery, movementsResponse, partnerBody, partnerDetailResponse, partnerResponse, partnersListResponse, productBody,
  productDetailResponse, productResponse, productsListResponse, productsQuery, stockAdjustBody, stockAdjustResponse, stockQuery, stockResponse,
} from '@chairside/shared/inventory';
import {
  purchaseOrderBody, purchaseOrderDetailResponse, purchaseOrderReceiveBody, purchaseOrderResponse, purchaseOrdersQuery, purchaseOrdersResponse,
  stockCountBody, stockCountResponse, suggestedOrdersResponse,
} from '@chairside/shared/inventory-orders';
import type { App } from '../../lib/app-type';
import { imageUploadRoute } from '../../lib/images';
import { venueCtx } from '../../lib/context';
import { sendJsonBytes } from '../../lib/json-bytes';
import { listPartners, partnerDetail, setPartnerArchived, storePartner, updatePartner, type PartnerKind } from './partners.service';
import { listProducts, productDetail, removeProductPhoto, setProductArchived, storeProduct, updateProduct, uploadProductPhoto } from './products.service';
import { suggestedOrders } from './purchase-order-suggestions';
import { archiveOrder, listOrders, orderDetail, receiveOrder, sendOrder, storeOrder, updateOrder } from './purchase-orders.service';
import { adjustStock, countStock, listMovements, stockList } from './stock.service';

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

  app.post('/products/photo/:id', {
    ...imageUploadRoute,
    config,
    schema: {
      tags, summary: 'Upload a product’s photo: the raw picture (JPEG, PNG or WebP, up to 15 MB) as the body; stored as a 512 px WebP square',
      consumes: imageUploadRoute.consumes, params: idParamsSchema, response: { 200: productResponse },
    },
  }, async (request) => uploadProductPhoto(venueCtx(request), request.params.id, request.body, app.prefix));
  app.post('/products/photo/delete/:id', {
    config,
    schema: { tags, summary: 'Remove a product’s photo', params: idParamsSchema, response: { 200: productResponse } },
  }, async (request) => removeProductPhoto(venueCtx(request), request.params.id));

  partnerRoutes(app, 'brands', 'brand');
  purchaseOrderRoutes(app);
  partnerRoutes(app, 'suppliers', 'supplier');

  app.get('/stock', {
    config,
    schema: { tags, summary: 'Tracked products with on-hand, value at cost and retail, and low-stock flags', querystring: stockQuery, response: { 200: stockResponse } },
  }, async (request, reply) => sendJsonBytes(reply, await stockList(venueCtx(request), request.query)));
  app.get('/stock/movements', {
    config,
    schema: { tags, summary: 'Stock movements, latest first (by product, kind, dates)', querystring: movementsQuery, response: { 200: movementsResponse } },
  }, async (request, reply) => sendJsonBytes(reply, await listMovements(venueCtx(request), request.query)));
  app.post('/stock/adjust', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Adjust a product’s stock with a reason (never under zero: OUT_OF_STOCK)', body: stockAdjustBody, response: { 200: stockAdjustResponse } },
  }, async (request) => adjustStock(venueCtx(request), request.body));
  app.post('/stock/count', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'A stock count: counted quantities; each difference becomes one count_correction movement, all in one transaction', body: stockCountBody, response: { 200: stockCountResponse } },
  }, async (request) => countStock(venueCtx(request), request.body));
}

/** /inventory/orders: purchase orders to suppliers, sent as a PDF and received into stock. */
function purchaseOrderRoutes(app: App) {
  app.get('/purchase-orders', {
    config,
    schema: { tags, summary: 'Purchase orders, newest first (by status, supplier)', querystring: purchaseOrdersQuery, response: { 200: purchaseOrdersResponse } },
  }, async (request) => listOrders(venueCtx(request), request.query));
  app.get('/purchase-orders/suggested', {
    config,
    schema: { tags, summary: 'Products at or under their reorder level by supplier, with suggested quantities', response: { 200: suggestedOrdersResponse } },
  }, async (request) => suggestedOrders(venueCtx(request)));
  app.get('/purchase-orders/detail/:id', {
    config,
    schema: { tags, summary: 'One purchase order with its lines', params: idParamsSchema, response: { 200: purchaseOrderDetailResponse } },
  }, async (request) => orderDetail(venueCtx(request), request.params.id));
  app.post('/purchase-orders/store', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Add a draft purchase order', body: purchaseOrderBody, response: { 200: purchaseOrderResponse } },
  }, async (request) => storeOrder(venueCtx(request), request.body));
  app.post('/purchase-orders/update/:id', {
    config,
    schema: { tags, summary: 'Change a draft purchase order (its lines are replaced)', params: idParamsSchema, body: purchaseOrderBody, response: { 200: purchaseOrderResponse } },
  }, async (request) => updateOrder(venueCtx(request), request.params.id, request.body));
  app.post('/purchase-orders/archive/:id', {
    config,
    schema: { tags, summary: 'Cancel a purchase order (nothing received) or close it (something received)', params: idParamsSchema, response: { 200: purchaseOrderResponse } },
  }, async (request) => archiveOrder(venueCtx(request), request.params.id));
  app.post('/purchase-orders/send/:id', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Send a draft to its supplier: a PDF by e-mail through the outbox, exactly once', params: idParamsSchema, response: { 200: purchaseOrderResponse } },
  }, async (request) => sendOrder(venueCtx(request), request.params.id));
  app.post('/purchase-orders/receive/:id', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Receive lines of a sent order into stock (updates cost prices; never more than ordered)', params: idParamsSchema, body: purchaseOrderReceiveBody, response: { 200: purchaseOrderResponse } },
  }, async (request) => receiveOrder(venueCtx(request), request.params.id, request.body));
}
