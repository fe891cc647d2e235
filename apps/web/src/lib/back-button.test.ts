import { describe, expect, it } from 'vitest';
import { exitsOnBack } from './back-button';

describe('native back button (spec §2.1)', () => {
  it.each(['/sign-up', '/sign-up-phone', '/profile', '/profile/data-preferences', '/staff/list', '/catalogs/memberships', '/profile/'])(
    'exits the app on %s',
    (path) => expect(exitsOnBack(path)).toBe(true),
  );
  it.each(['/calendar', '/login', '/profile/settings', '/staff/permissions', '/catalogs/discounts', '/'])('goes back on %s', (path) =>
    expect(exitsOnBack(path)).toBe(false),
  );
});
