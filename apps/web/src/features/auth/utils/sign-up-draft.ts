/**
 * The sign-up wizard's answers across its four screens. They live in sessionStorage (this tab
 * only, gone when it closes), except the password, which is kept in memory only: after a reload
 * the wizard asks for it again rather than storing it.
 */
export interface SignUpDraft {
  email?: string;
  /** E.164, e.g. +31612345678. */
  phone?: string;
  /** ISO 3166-1 alpha-2 of the phone number's country. */
  country?: string;
  first_name?: string;
  last_name?: string;
  venue_title?: string;
}

const KEY = 'chairside_sign_up';
let password = '';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(): SignUpDraft {
  try {
    const raw = session()?.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : {};
    return typeof value === 'object' && value !== null ? (value as SignUpDraft) : {};
  } catch {
    return {};
  }
}

export function writeDraft(patch: SignUpDraft): SignUpDraft {
  const next = { ...readDraft(), ...patch };
  try {
    session()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: the wizard still works within this page
  }
  return next;
}

export function clearDraft(): void {
  password = '';
  session()?.removeItem(KEY);
}

export const draftPassword = () => password;
export function setDraftPassword(value: string): void {
  password = value;
}

export const SIGN_UP_STEPS = ['/sign-up', '/sign-up-password', '/sign-up-phone', '/create-account'] as const;
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

/** The first step whose answer is missing, if it comes before `step`: the wizard sends the user back there. */
export function missingStepBefore(step: SignUpStep, draft = readDraft(), pass = password): SignUpStep | null {
  const have: Record<SignUpStep, boolean> = {
    '/sign-up': Boolean(draft.email),
    '/sign-up-password': pass.length > 0,
    '/sign-up-phone': Boolean(draft.phone),
    '/create-account': true,
  };
  const index = SIGN_UP_STEPS.indexOf(step);
  return SIGN_UP_STEPS.slice(0, index).find((earlier) => !have[earlier]) ?? null;
}
