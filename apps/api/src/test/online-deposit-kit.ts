import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * Helpers for the online deposit tests (online-deposit-checkout, online-deposit-late): the public
 * booking API from fresh client addresses, new customers, their mails, one day's free times and the
 * venue's deposit policy.
 */

export async function rows<T>(test: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await test.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function onlineDepositKit(t: TestApp, options: { day: string; net: number; customer: { first_name: string; last_name: string; phoneFrom: number } }) {
  const SUB = 'demo-salon';
  let ip = 0;
  let phone = 0;
  const pub = (method: 'GET' | 'POST', path: string, call: { body?: unknown; query?: Record<string, string>; lang?: string } = {}) =>
    t.app.inject({
      method, url: `/api/v1/public/${path}`, query: call.query, remoteAddress: `10.${options.net}.${Math.floor(++ip / 250)}.${ip % 250}`,
      headers: call.lang ? { 'content-language': call.lang } : {},
      ...(call.body === undefined ? {} : { payload: call.body as object }),
    });
  const { first_name, last_name, phoneFrom } = options.customer;
  return {
    SUB,
    pub,
    /** A new customer each call (phone and e-mail of their own), in `lang`. */
    person: (lang = 'en-us') => ({
      first_name, last_name, phone: `+316${String(phoneFrom + ++phone * 7919).slice(-8)}`, email: `${first_name.toLowerCase()}${phone}@example.com`, policy_accepted: true, lang,
    }),
    mailsTo: (email: string) => rows<{ subject: string; text: string }>(t, sql`select subject, text from mail_outbox where "to" = ${email} order by id`),
    /** The day's free times for the services (with the employee, if given). */
    times: async (services: number[], employee?: number) =>
      (await pub('GET', `${SUB}/availability`, { query: { service_ids: services.join(','), date_from: options.day, date_to: options.day, ...(employee ? { employee_id: String(employee) } : {}) } }))
        .json<{ days: { times: string[] }[] }>().days[0]?.times ?? [],
    setPolicy: (json: string) => t.database.db.execute(sql`update venues set policy = policy || ${json}::jsonb where id = ${t.seed.salon.id}`),
  };
}
