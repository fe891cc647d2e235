import { eq } from 'drizzle-orm';
import type { StarterChoice } from '@chairside/shared/onboarding';
import { findStarter, splitStarterDuration, starterCatalogue, type StarterGroup } from '@chairside/shared/rules/starter-catalogue';
import type { Queryable } from '../../db/client';
import { venues, type OnboardingServicesAnswer } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { applyStarterCatalogue, type StarterCatalogueInput } from '../catalog/catalog.service';

type Venue = typeof venues.$inferSelect;

/**
 * The services step: the ticked starter services (rules/starter-catalogue.ts) become groups and
 * services of the catalogue, performed by the owner, through the catalogue's own service. Saving
 * again updates what the last save made (the ids are kept on the venue), archives what is no longer
 * ticked and makes only what is new, so going back and forth never duplicates a service. An empty
 * list skips the step (and takes back an earlier choice).
 */
export async function saveStarterServices(ctx: VenueCtx, tx: Queryable, venue: Venue, chosen: StarterChoice[]): Promise<void> {
  const offered = starterCatalogue(venue.businessType, ctx.lang, venue.currency);
  const picked = chosen.map((choice, index) => {
    const found = findStarter(offered, choice.key);
    if (!found) throw fieldError(`services.${index}.key`, 'onboarding_catalog.validation.unknown_service');
    const split = splitStarterDuration(found.service, choice.duration);
    if (!split) {
      throw fieldError(`services.${index}.duration`, 'onboarding_catalog.validation.too_short', { minutes: found.service.gap + found.service.finish + 5 });
    }
    return { choice, found, split };
  });

  const before: OnboardingServicesAnswer = venue.onboardingServices ?? { items: [], groups: {} };
  const groupsUsed: StarterGroup[] = offered.filter((group) => picked.some((p) => p.found.group.key === group.key));
  const wanted = new Set(chosen.map((choice) => choice.key));
  const input: StarterCatalogueInput = {
    employeeId: ctx.employeeId,
    groups: groupsUsed.map((group) => ({ key: group.key, id: before.groups[group.key] ?? null, name: group.name, color: group.color })),
    services: picked.map(({ choice, found, split }) => ({
      key: choice.key,
      id: before.items.find((item) => item.key === choice.key)?.service_id ?? null,
      groupKey: found.group.key,
      name: choice.name,
      ...split,
      price: choice.price,
      // A starter service offered free stays free at 0; any other price at 0 is free too.
      priceType: choice.price === 0 ? 'free' : 'fixed',
    })),
    archiveServices: before.items.filter((item) => !wanted.has(item.key)).map((item) => item.service_id),
    archiveGroups: Object.entries(before.groups).filter(([key]) => !groupsUsed.some((g) => g.key === key)).map(([, id]) => id),
  };
  const made = await applyStarterCatalogue(ctx, tx, input);
  const answer: OnboardingServicesAnswer = {
    items: chosen.map((choice) => ({ ...choice, service_id: made.services[choice.key]! })),
    groups: made.groups,
  };
  await tx.update(venues).set({ onboardingServices: answer }).where(eq(venues.id, ctx.venueId));
}
