import type { PermissionFlag } from '@chairside/shared/permissions';
import { observable, useObservable } from './observable';

/**
 * What the signed-in user may do, rebuilt after every successful response from whichever of
 * `permissions`, `subscription`, `subscription_info` and `sms_amount` it carries (spec §7).
 * The web only hides what the server would refuse (DESIGN.md rule 6).
 */
export interface AccessState {
  /** Permission flags; null until a response has carried them. */
  permissions: Record<string, number> | null;
  /** Plan feature map; null until loaded (then every feature is allowed). */
  features: Record<string, number> | null;
  /** subscription_info: above 0 switches subscription access on. */
  subscriptionInfo: number | null;
  smsAmount: number | null;
}

const EMPTY: AccessState = { permissions: null, features: null, subscriptionInfo: null, smsAmount: null };
export const accessStore = observable<AccessState>(EMPTY);

const isNumberMap = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'number' || typeof v === 'boolean');

const toNumberMap = (value: Record<string, number | boolean>) =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k, Number(v)]));

/** Reads the access fields of one successful response body. */
export function absorbAccessFields(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const b = body as Record<string, unknown>;
  const patch: Partial<AccessState> = {};
  if (isNumberMap(b.permissions)) patch.permissions = toNumberMap(b.permissions);
  if (isNumberMap(b.subscription)) patch.features = toNumberMap(b.subscription);
  if (typeof b.subscription_info === 'number') patch.subscriptionInfo = b.subscription_info;
  const sms = typeof b.sms_amount === 'string' ? Number(b.sms_amount) : b.sms_amount;
  if (typeof sms === 'number' && Number.isFinite(sms)) patch.smsAmount = sms;
  if (Object.keys(patch).length > 0) accessStore.set((current) => ({ ...current, ...patch }));
}

export function resetAccess(): void {
  accessStore.set(EMPTY);
}

/** A flag is granted when its value is above 0 (spec §6). Before permissions load nothing is granted. */
export function can(flag: PermissionFlag | string, state: AccessState = accessStore.get()): boolean {
  return (state.permissions?.[flag] ?? 0) > 0;
}

/** A plan feature is available when above 0, or when the feature map has not loaded yet. */
export function hasFeature(feature: string, state: AccessState = accessStore.get()): boolean {
  if (!state.features) return true;
  return (state.features[feature] ?? 0) > 0;
}

export const useAccess = () => useObservable(accessStore);
export const useCan = (flag: PermissionFlag | string) => can(flag, useAccess());
export const useFeature = (feature: string) => hasFeature(feature, useAccess());
export const usePermissionsLoaded = () => useAccess().permissions !== null;
export const useSmsAmount = () => useAccess().smsAmount;
export const useSubscriptionActive = () => (useAccess().subscriptionInfo ?? 0) > 0;
