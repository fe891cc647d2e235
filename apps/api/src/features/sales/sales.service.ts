/** The sales feature's public face (other features and the demo data import only this file). */
export { basket, checkoutDetail, payCheckout, storeCheckout, updateCheckout } from './checkout.service';
export { listSales, refundSale, saleDetail, saleDetailOf, voidSale } from './documents.service';
export { receiptPdf, type ReceiptFormat } from './receipt.pdf';
export { getReceiptSettings, updateReceiptSettings } from './receipt-settings.service';
export { emailReceipt, receiptEmailAddress } from './receipt-email.service';
export { closeDay, closeDayAs, endDay } from './end-day.service';
export { endDayExport, type EndDayFormat } from './end-day.export';
export { customerDocuments, moveCustomerSales, renameSalesCustomer, returnCustomerSales, type CustomerDocument } from './sales.customers';
export { tillOffers } from './offers-till-read';
