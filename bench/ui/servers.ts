// The bench's HTTP servers: one static server per build (gzip-compressed at level 9, as a production server would
// precompress them, with Content-Length so the bench reads the bytes sent), the console's proxied to the standalone
// mock backend like `vite preview` does, the baseline's with a small ra-data-simple-rest endpoint over the mock
// backend's own customer rows.
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.json']);

type Handler = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean | Promise<boolean>;

export interface StaticSite {
  dir: string;
  /** '/Merchant/' for the console, '/' for the baseline. */
  base: string;
  port: number;
  /** Answers a request before the files do; returns false to pass. */
  api?: Handler;
}

const cache = new Map<string, { body: Buffer; gzip: boolean }>();

const fileBody = (path: string): { body: Buffer; gzip: boolean } => {
  let entry = cache.get(path);
  if (!entry) {
    const raw = readFileSync(path);
    const gzip = COMPRESSED.has(extname(path));
    entry = { body: gzip ? gzipSync(raw, { level: 9 }) : raw, gzip };
    cache.set(path, entry);
  }
  return entry;
};

export const serveStatic = (site: StaticSite): Promise<Server> => {
  const server = createServer(async (incoming, outgoing) => {
    try {
      if (site.api && (await site.api(incoming, outgoing))) return;
      const url = new URL(incoming.url ?? '/', 'http://bench');
      let path = decodeURIComponent(url.pathname);
      if (!path.startsWith(site.base)) path = site.base;
      let file = join(site.dir, normalize(path.slice(site.base.length)));
      // A route of the single-page app: index.html.
      if (!file.startsWith(site.dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(site.dir, 'index.html');
      const { body, gzip } = fileBody(file);
      outgoing.statusCode = 200;
      outgoing.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
      outgoing.setHeader('Content-Length', body.length);
      outgoing.setHeader('Cache-Control', file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (gzip) outgoing.setHeader('Content-Encoding', 'gzip');
      outgoing.end(body);
    } catch (error) {
      outgoing.statusCode = 500;
      outgoing.end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(site.port, '127.0.0.1', () => resolve(server)));
};

/** Forwards /mmc, /deals-api and /__mock__ to the standalone mock backend, as vite.config.ts's preview proxy does. */
export const proxyTo =
  (target: string): Handler =>
  (incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (!/^\/(mmc|deals-api|__mock__)\//.test(path)) return false;
    const { hostname, port } = new URL(target);
    const forward = httpRequest({ hostname, port, path, method: incoming.method, headers: { ...incoming.headers, host: `${hostname}:${port}` } }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.on('error', (error) => {
      outgoing.statusCode = 502;
      outgoing.end(String(error));
    });
    incoming.pipe(forward);
    return true;
  };

// ---------------------------------------------------------------------------------------------------------------
// The baseline's data: ra-data-simple-rest's protocol over an array of records

type Row = Record<string, unknown> & { id: string };

const readJsonBody = async (incoming: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
};

const sendJson = (outgoing: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) => {
  const body = Buffer.from(JSON.stringify(value));
  outgoing.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': body.length, ...headers });
  outgoing.end(body);
};

/** GET /api/customers?sort=&range=&filter=, GET/PUT/DELETE /api/customers/:id, POST /api/customers. */
export const simpleRest = (resource: string, rows: Row[]): Handler => {
  let next = rows.length + 1;
  return async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://bench');
    const match = url.pathname.match(new RegExp(`^/api/${resource}(?:/([^/]+))?$`));
    if (!match) return false;
    const id = match[1] ? decodeURIComponent(match[1]) : undefined;
    const method = incoming.method ?? 'GET';
    if (id === undefined && method === 'GET') {
      const [field, order] = JSON.parse(url.searchParams.get('sort') ?? '["id","ASC"]') as [string, string];
      const [start, end] = JSON.parse(url.searchParams.get('range') ?? '[0,9]') as [number, number];
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
      let found = rows;
      if (filter.id !== undefined) {
        const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).map(String);
        found = found.filter((row) => ids.includes(row.id));
      }
      if (typeof filter.q === 'string' && filter.q) {
        const q = filter.q.toLowerCase();
        found = found.filter((row) => `${row.firstName} ${row.surname} ${row.mblNo}`.toLowerCase().includes(q));
      }
      if (typeof filter.gender === 'string') found = found.filter((row) => row.gender === filter.gender);
      const sign = order === 'DESC' ? -1 : 1;
      const sorted = [...found].sort((a, b) => sign * String(a[field] ?? '').localeCompare(String(b[field] ?? '')));
      const page = sorted.slice(start, end + 1);
      sendJson(outgoing, 200, page, { 'Content-Range': `${resource} ${start}-${start + page.length - 1}/${found.length}` });
      return true;
    }
    if (id === undefined && method === 'POST') {
      const row = { ...(await readJsonBody(incoming)), id: `B${next++}` } as Row;
      rows.unshift(row);
      sendJson(outgoing, 200, row);
      return true;
    }
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) {
      sendJson(outgoing, 404, { message: 'Not found' });
      return true;
    }
    if (method === 'GET') sendJson(outgoing, 200, rows[index]);
    else if (method === 'PUT') {
      rows[index] = { ...rows[index], ...(await readJsonBody(incoming)), id: id! };
      sendJson(outgoing, 200, rows[index]);
    } else if (method === 'DELETE') sendJson(outgoing, 200, rows.splice(index, 1)[0]);
    else sendJson(outgoing, 405, { message: 'Method not allowed' });
    return true;
  };
};
