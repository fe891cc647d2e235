/** The inventory feature's public face (other features and the demo data import only this file). */
export { insertPartner, type PartnerKind } from './partners.service';
export { insertProduct } from './products.service';
export { lowStockLink, recordMovement, type MovementInput } from './stock.service';
export { advanceDemoPurchaseOrder, insertPurchaseOrder } from './purchase-orders.service';
