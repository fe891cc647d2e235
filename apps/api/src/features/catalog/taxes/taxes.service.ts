import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TaxRate, TaxesResponse, TaxSettingsBody } from '@chairside/shared/catalog-taxes';
import { wholePercent } from '@chairside/shared/rules/tax';
import { taxRates, venues } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import { diffChanges, logActivity } from '../../../lib/activity';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';

/**
 * Tax rates (spec §2.3 /catalogs/taxation) in basis points, the venue's default rate for services
 * and for products, and whether prices are entered with tax ('included') or without ('excluded',
 * the venue's tax_calculation). The defaults are flags on the rates (the one source of truth); the
 * venue's whole-percent columns tax_default_service / tax_default_product mirror them (mirrorDefaults).
 * The rounding rule the sales use is packages/shared/src/rules/tax.ts.
 */

type Row = typeof taxRates.$inferSelect;
const wire = (row: Row): TaxRate => ({
  id: row.id,
  name: row.name,
  rate: row.rate,
  archived: row.archived,
  default_service: row.defaultService,
  default_product: row.defaultProduct,
});

async function findRate(db: Queryable, venueId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(taxRates).where(and(eq(taxRates.venueId, venueId), eq(taxRates.id, id))).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function readTaxes(db: Queryable, venueId: number): Promise<TaxesResponse> {
  const [rows, [venue]] = await Promise.all([
    db.select().from(taxRates).where(eq(taxRates.venueId, venueId)).orderBy(asc(taxRates.archived), asc(taxRates.sortOrder), asc(taxRates.id)),
    db.select({ mode: venues.taxCalculation }).from(venues).where(eq(venues.id, venueId)).limit(1),
  ]);
  return {
    data: rows.map(wire),
    tax_calculation: venue?.mode === 'excluded' ? 'excluded' : 'included',
    default_service_id: rows.find((row) => row.defaultService)?.id ?? null,
    default_product_id: rows.find((row) => row.defaultProduct)?.id ?? null,
  };
}

const serviceDefault = alias(taxRates, 'service_default');
const productDefault = alias(taxRates, 'product_default');

export interface TaxDefaults {
  mode: TaxesResponse['tax_calculation'];
  service: { id: number; rate: number } | null;
  product: { id: number; rate: number } | null;
}

/**
 * The venue's row with its pricing mode and default rates, in one statement (the till reads it on
 * every checkout and pay). Each default is one row at most: unique partial indexes on the flags.
 */
export async function venueWithTaxDefaults(db: Queryable, venueId: number): Promise<{ venue: typeof venues.$inferSelect; taxes: TaxDefaults }> {
  const [row] = await db.select({ venue: venues, service: { id: serviceDefault.id, rate: serviceDefault.rate }, product: { id: productDefault.id, rate: productDefault.rate } })
    .from(venues)
    .leftJoin(serviceDefault, and(eq(serviceDefault.venueId, venues.id), eq(serviceDefault.defaultService, true)))
    .leftJoin(productDefault, and(eq(productDefault.venueId, venues.id), eq(productDefault.defaultProduct, true)))
    .where(eq(venues.id, venueId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return { venue: row.venue, taxes: { mode: row.venue.taxCalculation === 'excluded' ? 'excluded' : 'included', service: row.service, product: row.product } };
}

/** The venue's pricing mode and default rates (for other features: a new product's tax, the sales' lines). */
export async function venueTaxDefaults(db: Queryable, venueId: number): Promise<TaxDefaults> {
  return (await venueWithTaxDefaults(db, venueId)).taxes;
}

/** GET services/tax-rates: the active rates a service may use, for the service drawer (services.manage, no taxes permission needed). */
export async function serviceTaxChoices(ctx: VenueCtx): Promise<TaxesResponse> {
  const taxes = await readTaxes(ctx.db, ctx.venueId);
  return { ...taxes, data: taxes.data.filter((rate) => !rate.archived) };
}

/** GET taxes. */
export const listTaxes = (ctx: VenueCtx): Promise<TaxesResponse> => readTaxes(ctx.db, ctx.venueId);

/** POST taxes/store. */
export async function storeTaxRate(ctx: VenueCtx, input: { name: string; rate: number }) {
  const row = await ctx.db.transaction(async (tx) => {
    const existing = await tx.select({ id: taxRates.id }).from(taxRates).where(eq(taxRates.venueId, ctx.venueId));
    const [created] = await tx.insert(taxRates).values({ venueId: ctx.venueId, name: input.name, rate: input.rate, sortOrder: existing.length }).returning();
    await logActivity(ctx, { entity: 'tax_rate', entityId: created!.id, action: 'create', changes: { name: { before: null, after: input.name }, rate: { before: null, after: input.rate } } }, tx);
    return created!;
  });
  return { data: wire(row), message: t(ctx.lang, 'catalog_resources.tax_created') };
}

/** POST taxes/update/{id}: name and rate. Booked and sold lines keep the rate they were made with. */
export async function updateTaxRate(ctx: VenueCtx, id: number, input: { name: string; rate: number }) {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findRate(tx, ctx.venueId, id);
    const changes = diffChanges({ name: before.name, rate: before.rate }, input);
    if (!Object.keys(changes).length) return before;
    const [after] = await tx.update(taxRates).set(input).where(and(eq(taxRates.venueId, ctx.venueId), eq(taxRates.id, id))).returning();
    await logActivity(ctx, { entity: 'tax_rate', entityId: id, action: 'update', changes }, tx);
    await mirrorDefaults(tx, ctx.venueId);
    return after!;
  });
  return { data: wire(row), message: t(ctx.lang, 'catalog_resources.tax_saved') };
}

/** POST taxes/archive/{id} and taxes/restore/{id}. A default rate cannot be archived: choose another default first. */
export async function setTaxRateArchived(ctx: VenueCtx, id: number, archived: boolean) {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findRate(tx, ctx.venueId, id);
    if (before.archived === archived) return before;
    if (archived && (before.defaultService || before.defaultProduct)) throw fieldError('id', 'catalog_resources.validation.tax_is_default');
    const [after] = await tx.update(taxRates).set({ archived }).where(and(eq(taxRates.venueId, ctx.venueId), eq(taxRates.id, id))).returning();
    await logActivity(ctx, { entity: 'tax_rate', entityId: id, action: archived ? 'archive' : 'restore', changes: { archived: { before: before.archived, after: archived } } }, tx);
    return after!;
  });
  return { data: wire(row), message: t(ctx.lang, archived ? 'catalog_resources.tax_archived' : 'catalog_resources.tax_restored') };
}

/** POST taxes/settings: the default rates (active ones of this venue) and the pricing mode. */
export async function saveTaxSettings(ctx: VenueCtx, body: TaxSettingsBody) {
  await ctx.db.transaction(async (tx) => {
    const before = await readTaxes(tx, ctx.venueId);
    const picked = [body.default_service_id, body.default_product_id].filter((id): id is number => typeof id === 'number');
    if (picked.length) {
      const found = await tx
        .select({ id: taxRates.id })
        .from(taxRates)
        .where(and(eq(taxRates.venueId, ctx.venueId), eq(taxRates.archived, false), inArray(taxRates.id, picked)));
      for (const field of ['default_service_id', 'default_product_id'] as const) {
        const id = body[field];
        if (typeof id === 'number' && !found.some((row) => row.id === id)) throw fieldError(field, 'catalog_resources.validation.tax_unknown');
      }
    }
    const flag = async (column: 'defaultService' | 'defaultProduct', id: number | null | undefined) => {
      if (id === undefined) return;
      await tx.update(taxRates).set({ [column]: false }).where(and(eq(taxRates.venueId, ctx.venueId), eq(taxRates[column], true)));
      if (id !== null) await tx.update(taxRates).set({ [column]: true }).where(and(eq(taxRates.venueId, ctx.venueId), eq(taxRates.id, id)));
    };
    await flag('defaultService', body.default_service_id);
    await flag('defaultProduct', body.default_product_id);
    if (body.tax_calculation) await tx.update(venues).set({ taxCalculation: body.tax_calculation }).where(eq(venues.id, ctx.venueId));
    await mirrorDefaults(tx, ctx.venueId);
    const after = await readTaxes(tx, ctx.venueId);
    const changes = diffChanges(
      { tax_calculation: before.tax_calculation, default_service_id: before.default_service_id, default_product_id: before.default_product_id },
      { tax_calculation: after.tax_calculation, default_service_id: after.default_service_id, default_product_id: after.default_product_id },
    );
    if (Object.keys(changes).length) await logActivity(ctx, { entity: 'tax_settings', entityId: null, action: 'update', changes }, tx);
  });
  return { ...(await readTaxes(ctx.db, ctx.venueId)), message: t(ctx.lang, 'catalog_resources.tax_settings_saved') };
}

/**
 * Keeps the venue's whole-percent default columns (read by settings/initial and the profile section,
 * which no longer writes them) equal to the default rates, in the caller's transaction: every change
 * of a default flag or of a default rate's percentage runs it. No default of a kind reads as 0 %.
 */
async function mirrorDefaults(db: Queryable, venueId: number): Promise<void> {
  const rows = await db.select().from(taxRates).where(and(eq(taxRates.venueId, venueId)));
  const service = rows.find((row) => row.defaultService);
  const product = rows.find((row) => row.defaultProduct);
  await db
    .update(venues)
    .set({ taxDefaultService: service ? wholePercent(service.rate) : 0, taxDefaultProduct: product ? wholePercent(product.rate) : 0 })
    .where(eq(venues.id, venueId));
}

/** The demo venues' rates (seed): Dutch VAT 21 % (the default for services and products), 9 % and 0 %. */
export async function seedTaxRates(db: Queryable, venueId: number): Promise<void> {
  await db.insert(taxRates).values([
    { venueId, name: 'BTW hoog 21 %', rate: 2100, defaultService: true, defaultProduct: true, sortOrder: 0 },
    { venueId, name: 'BTW laag 9 %', rate: 900, sortOrder: 1 },
    { venueId, name: 'BTW 0 %', rate: 0, sortOrder: 2 },
  ]);
  await mirrorDefaults(db, venueId);
}
