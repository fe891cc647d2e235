/**
 * What a page really fetches, from the DevTools protocol: every request of a page (all resource
 * types, the document included) with its start and end relative to the document's request, its
 * status and the bytes that crossed the wire (`encodedDataLength` of Network.loadingFinished:
 * headers plus the body as sent, compressed or not). Also the network profiles the browser cases use.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface RequestRecord {
  id: string;
  url: string;
  type: string;
  method: string;
  status: number;
  /** ms after the first request of the page (the document) was sent */
  start: number;
  end: number;
  /** bytes transferred (headers + encoded body); 0 for a request served from memory/disk cache */
  transferred: number;
  /** bytes of the decoded body */
  decoded: number;
  encoding: string | null;
  cacheControl: string | null;
  fromCache: boolean;
  failed: boolean;
}

/** Network conditions for Network.emulateNetworkConditions (throughputs in bytes per second). */
export interface NetworkProfile {
  name: string;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

const MBIT = 1_000_000 / 8;

/** The calendar's throttled profile (issue 10): 40 ms of latency, 10 Mbit/s down and up. */
export const THROTTLED_10MBIT: NetworkProfile = { name: '40 ms latency, 10 Mbit/s', latency: 40, downloadThroughput: 10 * MBIT, uploadThroughput: 10 * MBIT };

/** Applies a network profile (and optionally a CPU slowdown) to a page through its own CDP session. */
export async function throttle(cdp: CDPSession, network: NetworkProfile | null, cpuSlowdown = 1): Promise<void> {
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latency,
      downloadThroughput: network.downloadThroughput,
      uploadThroughput: network.uploadThroughput,
    });
  }
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

interface Pending {
  url: string;
  type: string;
  method: string;
  sent: number;
  status: number;
  encoding: string | null;
  cacheControl: string | null;
  fromCache: boolean;
  decoded: number;
}

/**
 * Starts recording `page`'s requests (call before navigating). `records()` returns the finished
 * and failed ones in the order they were sent; `cdp` is the session, for throttling the same page.
 */
export async function recordNetwork(page: Page): Promise<{ cdp: CDPSession; records(): RequestRecord[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, Pending>();
  const done: Array<RequestRecord & { sentAt: number }> = [];
  const header = (headers: Record<string, unknown>, name: string) => {
    const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
    return key === undefined ? null : String(headers[key]);
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    pending.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      method: event.request.method,
      sent: event.timestamp,
      status: 0,
      encoding: null,
      cacheControl: null,
      fromCache: false,
      decoded: 0,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = pending.get(event.requestId);
    if (request) request.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = pending.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    request.encoding = header(event.response.headers, 'content-encoding');
    request.cacheControl = header(event.response.headers, 'cache-control');
    request.fromCache ||= Boolean(event.response.fromDiskCache || event.response.fromPrefetchCache);
  });
  cdp.on('Network.dataReceived', (event) => {
    const request = pending.get(event.requestId);
    if (request) request.decoded += event.dataLength;
  });
  const finish = (id: string, timestamp: number, transferred: number, failed: boolean) => {
    const request = pending.get(id);
    if (!request) return;
    pending.delete(id);
    done.push({
      id,
      url: request.url,
      type: request.type,
      method: request.method,
      status: request.status,
      start: 0,
      end: (timestamp - request.sent) * 1000,
      sentAt: request.sent,
      transferred,
      decoded: request.decoded,
      encoding: request.encoding,
      cacheControl: request.cacheControl,
      fromCache: request.fromCache,
      failed,
    });
  };
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.timestamp, event.encodedDataLength, false));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, event.timestamp, 0, true));
  return {
    cdp,
    records() {
      const sorted = [...done].sort((a, b) => a.sentAt - b.sentAt);
      const origin = Math.min(...sorted.map((r) => r.sentAt));
      return sorted.map(({ sentAt, ...record }) => ({ ...record, start: (sentAt - origin) * 1000, end: (sentAt - origin) * 1000 + record.end }));
    },
  };
}

/** A request's short name for a waterfall: the path (and query) without the origin, hashes kept. */
export function shortName(url: string): string {
  if (url.startsWith('data:')) return 'data:…';
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`.replace(/^\/api\/v1\/b2b\//, 'api/');
}

/** A text waterfall: one line per request, start → end in ms, a bar, bytes transferred. */
export function waterfall(records: RequestRecord[], scaleMs = 25): string[] {
  return records.map((r) => {
    const bar = `${' '.repeat(Math.round(r.start / scaleMs))}${'█'.repeat(Math.max(1, Math.round((r.end - r.start) / scaleMs)))}`;
    const size = r.fromCache ? 'cache' : `${(r.transferred / 1024).toFixed(1)} KB`;
    return `${String(Math.round(r.start)).padStart(5)} → ${String(Math.round(r.end)).padStart(5)} ms ${size.padStart(9)}  ${shortName(r.url).slice(0, 60).padEnd(60)} ${bar}`;
  });
}

/** The p-th percentile (0–100) of a non-empty list, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}
