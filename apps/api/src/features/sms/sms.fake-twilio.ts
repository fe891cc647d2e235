import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Twilio's REST API (tests only): POST /2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded, HTTP basic auth with the account SID and auth token; answers 201 with the message
 * resource, 401 (code 20003) for bad credentials, 400 (code 21211) for Twilio's magic invalid
 * number +15005550001, and 503 while `failNext` is above 0. Every request is recorded.
 */
export interface FakeTwilio {
  url: string;
  /** Each request, with the MessageSid it was answered with (when it was taken). */
  requests: { path: string; auth: string; form: Record<string, string>; sid?: string }[];
  failNext: number;
  close(): Promise<void>;
}

export const INVALID_NUMBER = '+15005550001';

export async function startFakeTwilio(accountSid: string, authToken: string): Promise<FakeTwilio> {
  const fake: Omit<FakeTwilio, 'url' | 'close'> = { requests: [], failNext: 0 };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const auth = request.headers.authorization ?? '';
      fake.requests.push({ path: request.url ?? '', auth, form });
      const answer = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (auth !== `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`) return answer(401, { code: 20003, message: 'Authentication Error - invalid username', status: 401 });
      if (fake.failNext > 0) {
        fake.failNext -= 1;
        return answer(503, { code: 20503, message: 'Service unavailable', status: 503 });
      }
      if (!form.To || !form.Body || !form.From) return answer(400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
      if (form.To === INVALID_NUMBER) return answer(400, { code: 21211, message: `The 'To' number ${form.To} is not a valid phone number.`, status: 400 });
      const sid = `SM${randomBytes(16).toString('hex')}`;
      fake.requests.at(-1)!.sid = sid;
      return answer(201, {
        sid, account_sid: accountSid, to: form.To, from: form.From, body: form.Body,
        status: 'queued', num_segments: '1', error_code: null, error_message: null, api_version: '2010-04-01',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeTwilio;
}
