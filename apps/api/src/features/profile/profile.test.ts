import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { mailOutbox, users } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

let clock = new Date();
const t = useTestApp({ now: () => clock });

const minutes = (n: number) => {
  clock = new Date(clock.getTime() + n * 60_000);
};

/** The newest mail to an address and the 6-digit code in it. */
async function lastCode(to: string) {
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!mail || !code) throw new Error(`no code mailed to ${to}`);
  return { mail, code };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('GET employees/profile', () => {
  it('answers 401 without a token', async () => {
    expect((await t.call('GET', 'employees/profile')).statusCode).toBe(401);
  });

  it("gives the caller's profile with the subscription flag", async () => {
    const response = await t.call('GET', 'employees/profile', { token: await t.login('owner') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      is_owner: 1,
      id: t.seed.salon.employeeIds[0],
      email: 'owner@demo.test',
      avatar: null,
      first_name: 'Emma',
      last_name: 'de Vries',
      subscription_info: 1,
      email_agr: 0,
      sms_agr: 0,
      phone_agr: 0,
    });
    const staff = await t.call('GET', 'employees/profile', { token: await t.login('staff') });
    expect(staff.json()).toMatchObject({ is_owner: 0, id: t.seed.salon.employeeIds[2], first_name: 'Lucas' });
  });
});

describe('POST employees/update-preferences', () => {
  it('stores the three agreements', async () => {
    const token = await t.login('staff');
    const response = await t.call('POST', 'employees/update-preferences', { token, body: { phone_agreement: 1, email_agreement: 0, sms_agreement: 1 } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.call('GET', 'employees/profile', { token })).json()).toMatchObject({ phone_agr: 1, email_agr: 0, sms_agr: 1 });
    const bad = await t.call('POST', 'employees/update-preferences', { token, body: { phone_agreement: 2, email_agreement: 0 } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['phone_agreement', 'sms_agreement']);
  });
});

describe('POST employees/update/password/{id}', () => {
  const ownerId = () => t.seed.salon.employeeIds[0]!;

  it("accepts only the caller's own id (403 for a colleague or another venue's employee)", async () => {
    const token = await t.login('owner');
    const body = { current_password: DEMO_PASSWORD, password: 'new-password-1', password_confirmation: 'new-password-1' };
    for (const id of [t.seed.salon.employeeIds[1], t.seed.other.employeeIds[0]]) {
      const response = await t.call('POST', `employees/update/password/${id}`, { token, body });
      expect(response.statusCode).toBe(403);
    }
  });

  it('needs the current password and a long enough, confirmed new one', async () => {
    const token = await t.login('owner');
    const wrong = await t.call('POST', `employees/update/password/${ownerId()}`, {
      token, lang: 'es-es', body: { current_password: 'not-it', password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', errors: { current_password: [expect.any(String)] } });
    const missing = await t.call('POST', `employees/update/password/${ownerId()}`, { token, body: { password: 'new-password-1', password_confirmation: 'new-password-1' } });
    expect(missing.json().code).toBe('WRONG_PASSWORD');
    const short = await t.call('POST', `employees/update/password/${ownerId()}`, {
      token, lang: 'pl', body: { current_password: DEMO_PASSWORD, password: 'short', password_confirmation: 'other' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['Wpisz co najmniej 8 znaków.']);
    const mismatch = await t.call('POST', `employees/update/password/${ownerId()}`, {
      token, body: { current_password: DEMO_PASSWORD, password: 'new-password-1', password_confirmation: 'new-password-2' },
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
  });

  it("changes it and ends the user's other sessions, keeping this one", async () => {
    const other = await t.login('owner');
    const token = await t.login('owner');
    const response = await t.call('POST', `employees/update/password/${ownerId()}`, {
      token, body: { current_password: DEMO_PASSWORD, password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.call('GET', 'employees/profile', { token })).statusCode).toBe(200);
    expect((await t.call('GET', 'employees/profile', { token: other })).statusCode).toBe(401);
    const oldLogin = await t.call('POST', 'auth/login', { body: { email: 'owner@demo.test', password: DEMO_PASSWORD } });
    expect(oldLogin.statusCode).toBe(422);
    const newLogin = await t.call('POST', 'auth/login', { body: { email: 'owner@demo.test', password: 'new-password-1' } });
    expect(newLogin.statusCode).toBe(302);
  });
});

describe('e-mail change with a code', () => {
  it("accepts only the caller's own id", async () => {
    const token = await t.login('multi');
    const response = await t.call('POST', `employees/verify/email/${t.seed.salon.employeeIds[0]}`, { token, body: { email: 'x@demo.test' } });
    expect(response.statusCode).toBe(403);
    const update = await t.call('POST', `employees/update/email/${t.seed.other.employeeIds[0]}`, { token, body: { email: 'x@demo.test', code: '123456' } });
    expect(update.statusCode).toBe(403);
  });

  it("refuses an address another user has, and one's own", async () => {
    const token = await t.login('multi');
    const id = t.seed.salon.employeeIds[1];
    const taken = await t.call('POST', `employees/verify/email/${id}`, { token, body: { email: 'Staff@Demo.test' } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', errors: { email: [expect.any(String)] } });
    const same = await t.call('POST', `employees/verify/email/${id}`, { token, body: { email: 'multi@demo.test' } });
    expect(same.json().errors).toEqual({ email: ['This is already your e-mail address.'] });
  });

  it('mails a code in the request language and changes the address with it', async () => {
    const token = await t.login('multi');
    const id = t.seed.salon.employeeIds[1];
    const sent = await t.call('POST', `employees/verify/email/${id}`, { token, lang: 'nld', body: { email: 'sofia@new.test' } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('We hebben een code naar sofia@new.test gestuurd.');
    const { mail, code } = await lastCode('sofia@new.test');
    expect(mail).toMatchObject({ venueId: t.seed.salon.id, subject: 'Bevestig je nieuwe e-mailadres' });

    const wrong = await t.call('POST', `employees/update/email/${id}`, { token, body: { email: 'sofia@new.test', code: wrongCode(code) } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', errors: { code: [expect.any(String)] } });
    const otherAddress = await t.call('POST', `employees/update/email/${id}`, { token, body: { email: 'someone@else.test', code } });
    expect(otherAddress.json().code).toBe('INVALID_CODE');

    const right = await t.call('POST', `employees/update/email/${id}`, { token, body: { email: 'sofia@new.test', code } });
    expect(right.statusCode, right.body).toBe(200);
    expect((await t.call('GET', 'employees/profile', { token })).json().email).toBe('sofia@new.test');
    const again = await t.call('POST', `employees/update/email/${id}`, { token, body: { email: 'sofia@new.test', code } });
    expect(again.json().code).toBe('INVALID_CODE');
    const login = await t.call('POST', 'auth/login', { body: { email: 'sofia@new.test', password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(302);
  });

  it('lets a code survive only five tries', async () => {
    const token = await t.login('staff');
    const id = t.seed.salon.employeeIds[2];
    expect((await t.call('POST', `employees/verify/email/${id}`, { token, body: { email: 'lucas@new.test' } })).statusCode).toBe(200);
    const { code } = await lastCode('lucas@new.test');
    for (let i = 0; i < 5; i += 1) {
      const response = await t.call('POST', `employees/update/email/${id}`, { token, body: { email: 'lucas@new.test', code: wrongCode(code) } });
      expect(response.json().code).toBe('INVALID_CODE');
    }
    const late = await t.call('POST', `employees/update/email/${id}`, { token, body: { email: 'lucas@new.test', code } });
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('INVALID_CODE');
    const [user] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.email, 'staff@demo.test'));
    expect(user).toBeDefined();
  });

  it('lets a code expire after 15 minutes, and a new code replace the old one', async () => {
    const token = await t.login('other');
    const id = t.seed.other.employeeIds[0];
    await t.call('POST', `employees/verify/email/${id}`, { token, body: { email: 'oscar@new.test' } });
    const first = await lastCode('oscar@new.test');
    minutes(16);
    const expired = await t.call('POST', `employees/update/email/${id}`, { token, body: { email: 'oscar@new.test', code: first.code } });
    expect(expired.json().code).toBe('INVALID_CODE');

    await t.call('POST', `employees/verify/email/${id}`, { token, body: { email: 'oscar@new.test' } });
    const second = await lastCode('oscar@new.test');
    await t.call('POST', `employees/verify/email/${id}`, { token, body: { email: 'oscar@new.test' } });
    const third = await lastCode('oscar@new.test');
    minutes(14);
    if (second.code !== third.code) {
      const replaced = await t.call('POST', `employees/update/email/${id}`, { token, body: { email: 'oscar@new.test', code: second.code } });
      expect(replaced.json().code).toBe('INVALID_CODE');
    }
    const fresh = await t.call('POST', `employees/update/email/${id}`, { token, body: { email: 'oscar@new.test', code: third.code } });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('sends at most five codes an hour', async () => {
    const token = await t.login('staff');
    const id = t.seed.salon.employeeIds[2];
    minutes(61);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await t.call('POST', `employees/verify/email/${id}`, { token, body: { email: 'lucas@later.test' } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const mails = await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, 'lucas@later.test'));
    expect(mails).toHaveLength(5);
  });
});
