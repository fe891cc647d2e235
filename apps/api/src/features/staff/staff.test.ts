import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, employees, sessions } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

let owner: string;
const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner');
});

const archive = (token: string | undefined, id: number | string, lang?: string) => t.call('POST', `employees/archive/${id}`, { token, lang });
const archived = async (id: number) =>
  (await t.database.db.select({ archived: employees.archived }).from(employees).where(eq(employees.id, id)))[0]!.archived;

describe('POST employees/archive/{id}', () => {
  it('answers 401 without a token and 403 without the staff flag', async () => {
    const lucas = t.seed.salon.employeeIds[3]!;
    expect((await archive(undefined, lucas)).statusCode).toBe(401);
    expect((await archive(await t.login('staff'), lucas)).statusCode).toBe(403);
    expect(await archived(lucas)).toBe(false);
  });

  it("answers 404 for another venue's employee and for ids that name nobody", async () => {
    expect((await archive(owner, t.seed.other.employeeIds[1]!)).statusCode).toBe(404);
    expect((await archive(await t.login('other'), t.seed.salon.employeeIds[3]!)).statusCode).toBe(404);
    expect((await archive(owner, 'abc')).statusCode).toBe(404);
    expect(await archived(t.seed.other.employeeIds[1]!)).toBe(false);
  });

  it('refuses to archive the owner or oneself', async () => {
    const owners = await archive(await t.login('multi'), t.seed.salon.employeeIds[0]!, 'de');
    expect(owners.statusCode).toBe(422);
    expect(owners.json().errors).toEqual({ id: ['Der Inhaber kann nicht archiviert werden.'] });
    const self = await archive(await t.login('multi'), t.seed.salon.employeeIds[1]!);
    expect(self.json().errors).toEqual({ id: ['You cannot archive yourself.'] });
    expect(await archived(t.seed.salon.employeeIds[1]!)).toBe(false);
  });

  it("archives an employee, ends their sessions at once and logs it", async () => {
    const lucasId = t.seed.salon.employeeIds[2]!;
    const staff = await t.login('staff');
    expect((await t.call('GET', 'settings/initial', { token: staff })).statusCode).toBe(200);

    const response = await archive(owner, lucasId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: lucasId, archived: 1, message: 'The employee has been archived.' });
    expect((await t.call('GET', 'settings/initial', { token: staff })).statusCode).toBe(401);
    const live = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.employeeId, lucasId), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    const list = await t.call('GET', 'permissions/list', { token: owner });
    expect(list.json().data.map((e: { id: number }) => e.id)).not.toContain(lucasId);
    const entries = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'employee'), eq(activityLog.entityId, lucasId), eq(activityLog.action, 'archive')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ venueId: t.seed.salon.id, employeeId: t.seed.salon.employeeIds[0], changes: { archived: { before: false, after: true } } });

    expect((await archive(owner, lucasId)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(activityLog).where(and(eq(activityLog.entityId, lucasId), eq(activityLog.action, 'archive'))),
    ).toHaveLength(1);
  });
});
