import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A built page's HTML (apps/web's public pages: book/, marketplace/) with its stylesheets written
 * into it: the page paints from its first answer instead of waiting for a render-blocking CSS
 * request (Lighthouse's render-blocking resources on a slow mobile connection). Only files under
 * the build's assets/ are inlined; read once per process (the build does not change under it).
 */
const cache = new Map<string, string | null>();

export function builtPage(webDist: string | null | undefined, page: string): string | null {
  if (!webDist) return null;
  const key = `${webDist}\0${page}`;
  if (!cache.has(key)) {
    const file = path.join(webDist, page, 'index.html');
    cache.set(key, fs.existsSync(file) ? inlineStylesheets(fs.readFileSync(file, 'utf8'), webDist) : null);
  }
  return cache.get(key)!;
}

export function inlineStylesheets(html: string, webDist: string): string {
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)"\s*\/?>/g, (link, file: string) => {
    const full = path.join(webDist, file);
    if (!fs.existsSync(full)) return link;
    // A stylesheet cannot close the element it is written into.
    return `<style>${fs.readFileSync(full, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/** Sends a page written per request, brotli-compressed for browsers that take it (quality 5: fast enough per request), checked again on each visit. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, status = 200) {
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
  return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
}
