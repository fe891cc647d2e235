// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftPassword, missingStepBefore, readDraft, setDraftPassword, writeDraft } from './sign-up-draft';

describe('sign-up wizard draft', () => {
  beforeEach(() => clearDraft());

  it('keeps answers across steps in sessionStorage but the password only in memory', () => {
    writeDraft({ email: 'a@b.test' });
    writeDraft({ phone: '+31612345678', country: 'NL' });
    setDraftPassword('secret-password');
    expect(readDraft()).toEqual({ email: 'a@b.test', phone: '+31612345678', country: 'NL' });
    expect(sessionStorage.getItem('chairside_sign_up')).not.toContain('secret-password');
    expect(draftPassword()).toBe('secret-password');
    clearDraft();
    expect(readDraft()).toEqual({});
    expect(draftPassword()).toBe('');
  });

  it('sends the user back to the first step whose answer is missing', () => {
    expect(missingStepBefore('/sign-up')).toBeNull();
    expect(missingStepBefore('/create-account')).toBe('/sign-up');
    writeDraft({ email: 'a@b.test' });
    expect(missingStepBefore('/sign-up-phone')).toBe('/sign-up-password');
    setDraftPassword('secret-password');
    expect(missingStepBefore('/sign-up-phone')).toBeNull();
    expect(missingStepBefore('/create-account')).toBe('/sign-up-phone');
    writeDraft({ phone: '+31612345678' });
    expect(missingStepBefore('/create-account')).toBeNull();
  });

  it('survives broken stored JSON', () => {
    sessionStorage.setItem('chairside_sign_up', '{not json');
    expect(readDraft()).toEqual({});
  });
});
