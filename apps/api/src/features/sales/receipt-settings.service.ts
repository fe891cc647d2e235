import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { defaultReceiptSettings, type ReceiptSettings, type ReceiptSettingsResponse } from '@chairside/shared/sales-receipt';
import { sales, saleReceiptSettings, venues } from '../../db/schema/index';
import type { Queryable } from '../../db/client';
import { diffChanges, logActivity } from '../../lib/activity';
import type { VenueCtx } from '../../lib/context';
import { t } from '../../lib/i18n';
import { readImage } from '../../lib/images';

/**
 * Receipt settings (spec §2.3 /sales/receipt): one row per venue in sale_receipt_settings; a venue
 * that never saved them prints with the defaults (its profile's tax number). The logo is the venue's
 * own picture (settings › profile), read here as PNG for the PDF.
 */

type Row = typeof saleReceiptSettings.$inferSelect;

const wire = (row: Row): ReceiptSettings => ({
  paper: row.paper, header_text: row.headerText, footer_text: row.footerText, tax_number: row.taxNumber,
  show_logo: row.showLogo, show_venue_address: row.showVenueAddress, show_venue_phone: row.showVenuePhone, show_customer: row.showCustomer,
  show_employees: row.showEmployees, show_tax_breakdown: row.showTaxBreakdown, show_payments: row.showPayments,
});

const columns = (settings: ReceiptSettings) => ({
  paper: settings.paper, headerText: settings.header_text, footerText: settings.footer_text, taxNumber: settings.tax_number,
  showLogo: settings.show_logo, showVenueAddress: settings.show_venue_address, showVenuePhone: settings.show_venue_phone, showCustomer: settings.show_customer,
  showEmployees: settings.show_employees, showTaxBreakdown: settings.show_tax_breakdown, showPayments: settings.show_payments,
});

/** The venue's receipt settings and its logo's address (reads one after the other: `db` may be a transaction). */
export async function receiptSettings(db: Queryable, venueId: number): Promise<{ settings: ReceiptSettings; logo: string | null }> {
  const [row] = await db.select().from(saleReceiptSettings).where(eq(saleReceiptSettings.venueId, venueId)).limit(1);
  const [venue] = await db.select({ logo: venues.logo, taxNumber: venues.taxNumber }).from(venues).where(eq(venues.id, venueId)).limit(1);
  return { settings: row ? wire(row) : defaultReceiptSettings(venue?.taxNumber ?? ''), logo: venue?.logo ?? null };
}

async function response(ctx: VenueCtx, db: Queryable = ctx.db): Promise<ReceiptSettingsResponse> {
  const { settings, logo } = await receiptSettings(db, ctx.venueId);
  const [latest] = await db.select({ id: sales.id }).from(sales).where(and(eq(sales.venueId, ctx.venueId), eq(sales.kind, 'sale')))
    .orderBy(desc(sales.createdAt), desc(sales.id)).limit(1);
  return { data: settings, logo, preview_sale_id: latest?.id ?? null };
}

/** GET sales/receipt-settings */
export const getReceiptSettings = (ctx: VenueCtx) => response(ctx);

/** POST sales/receipt-settings/update: the whole form, saved (one row per venue) and the change logged. */
export async function updateReceiptSettings(ctx: VenueCtx, input: ReceiptSettings): Promise<ReceiptSettingsResponse & { message: string }> {
  return ctx.db.transaction(async (tx) => {
    const { settings: before } = await receiptSettings(tx, ctx.venueId);
    const changes = diffChanges(before, input);
    if (Object.keys(changes).length) {
      const values = { ...columns(input), updatedAt: ctx.deps.now() };
      await tx.insert(saleReceiptSettings).values({ venueId: ctx.venueId, ...values })
        .onConflictDoUpdate({ target: saleReceiptSettings.venueId, set: values });
      await logActivity(ctx, { entity: 'venue', entityId: ctx.venueId, action: 'settings.receipt', changes }, tx);
    }
    return { ...(await response(ctx, tx)), message: t(ctx.lang, 'sales.receipt_settings.saved') };
  });
}

/** Logos already turned into PNG, by venue and content hash (a stored picture never changes): no read or resize per receipt. */
const pngLogos = new Map<string, Buffer | null>();
const MAX_PNG_LOGOS = 200;

/** The venue's logo as PNG bytes for pdfkit (which reads JPEG and PNG, not the stored WebP); null: none or unreadable. */
export async function receiptLogo(db: Queryable, venueId: number, logo: string | null): Promise<Buffer | null> {
  const hash = logo?.match(/\/images\/\d+\/([0-9a-f]{64})\.webp$/)?.[1];
  if (!hash) return null;
  const key = `${venueId}:${hash}`;
  const known = pngLogos.get(key);
  if (known !== undefined) return known;
  const image = await readImage(db, venueId, hash);
  if (!image) return null;
  const png = await sharp(image.bytes).resize({ width: 400, height: 200, fit: 'inside', withoutEnlargement: true }).png().toBuffer().catch(() => null);
  if (pngLogos.size >= MAX_PNG_LOGOS) pngLogos.delete(pngLogos.keys().next().value!);
  pngLogos.set(key, png);
  return png;
}
