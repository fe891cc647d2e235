/** The sales feature's public face (other features and the demo data import only this file). */
export { basket, checkoutDetail, payCheckout, storeCheckout, updateCheckout } from './checkout.service';
export { listSales, refundSale, saleDetail, saleDetailOf, voidSale } from './documents.service';
export { receiptPdf, type ReceiptFormat } from './receipt.pdf';
export { getReceiptSettings, updateReceiptSettings } from './receipt-settings.service';
export { emailReceipt, receiptEmailAddress } from './receipt-email.service';
export { closeDay, closeDayAs, endDay } from './end-day.service';
export { endDayExport, type EndDayFormat } from './end-day.export';
export { customerDocuments, moveCustomerSales, renameSalesCustomer, returnCustomerSales, type CustomerDocument } from './sales.customers';
export { storeInvoice, cancelInvoice } from './invoices/invoices.write';
export { invoiceCandidates, invoiceDetail, listInvoices } from './invoices/invoices.read';
export { invoicePdf } from './invoices/invoices.pdf';
export { checkVoucher, listVouchers, storeVoucher, voucherDetail } from './vouchers/vouchers.service';
export { voucherPdf } from './vouchers/voucher.pdf';
export { emailVoucher } from './vouchers/voucher-email.service';
export { forfeitDeposit, listDeposits, storeDeposit } from './deposits/deposits.service';
export { tillOffers } from './offers-till-read';
export { tillCardEffects, tillCardLateRefundJob } from './card/card.effects';
export { cancelCardPayment, startCardPayment, tillCardService } from './card/card.start';
