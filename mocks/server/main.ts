// The standalone backend: the same handlers behind a plain HTTP server on 127.0.0.1:$MOCK_PORT (default 8787),
// for end-to-end tests and any HTTP client (curl, Postman, another front end).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { DEMO_ACCOUNTS } from '../db/demoAccounts';
import type { SeedSize } from '../db/types';
import { controlsEnabled, demoCodesEnabled } from '../controlInput';
import { setDemoCodesShown } from '../demoCodes';
import { createHandlers } from '../handlers';
import { initState } from '../state';
import { serveRequest } from './serve';

const port = Number(process.env.MOCK_PORT ?? 8787);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const size: SeedSize = process.env.MOCK_SIZE === 'large' ? 'large' : 'demo';
const controls = controlsEnabled(host, process.env.MOCK_CONTROLS);
const handlers = createHandlers({ controls });
setDemoCodesShown(demoCodesEnabled(host, process.env.MOCK_DEMO_CODES));

// A named action's JSON is a few kilobytes; the file service takes the spec's largest upload (a 30 MB QR image)
// plus its multipart wrapping. Anything larger is refused, its body read on and dropped, never kept.
const MAX_ACTION_BYTES = 1024 * 1024;
const MAX_UPLOAD_BYTES = 31 * 1024 * 1024;

class TooLarge extends Error {}

/** How long the rest of a refused, too-large body is read and thrown away before the connection is cut. */
const DISCARD_MS = 30_000;

/** How long an idle kept-alive connection stays open: longer than any end-to-end test idles between its calls. */
const IDLE_CONNECTION_MS = 75_000;

const limitFor = (url: string) => (url.startsWith('/mmc/file/') ? MAX_UPLOAD_BYTES : MAX_ACTION_BYTES);

/**
 * The body, or TooLarge once it has been read to its end: a body over the limit is read on and thrown away (never
 * kept), so the client, still sending, gets the 413 instead of a reset connection. A sender that never stops is
 * cut off after half a minute.
 */
const readBody = async (incoming: IncomingMessage): Promise<Buffer> => {
  const limit = limitFor(incoming.url ?? '/');
  const chunks: Buffer[] = [];
  let size = 0;
  let cutOff: NodeJS.Timeout | undefined;
  const refuse = () => {
    chunks.length = 0;
    cutOff ??= setTimeout(() => incoming.destroy(), DISCARD_MS);
  };
  if (Number(incoming.headers['content-length'] ?? 0) > limit) refuse();
  try {
    for await (const chunk of incoming) {
      size += (chunk as Buffer).length;
      if (size > limit) refuse();
      else if (!cutOff) chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // Cut off while refusing: the connection is gone, and the answer is still "too large".
    if (!cutOff) throw error;
  } finally {
    clearTimeout(cutOff);
  }
  if (cutOff) throw new TooLarge();
  return Buffer.concat(chunks);
};

const toRequest = async (incoming: IncomingMessage): Promise<Request> => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((entry) => headers.append(name, entry));
  }
  const method = incoming.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(incoming));
  return new Request(`http://${host}:${port}${incoming.url ?? '/'}`, { method, headers, body });
};

// Answers are data, never a page: a browser that opens one directly (a stored file, a JSON answer) runs nothing in
// it, frames it nowhere and does not guess its type.
const API_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};

const send = async (outgoing: ServerResponse, response: Response) => {
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => outgoing.setHeader(name, value));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
};

const main = async () => {
  await initState({ size });
  const server = createServer(async (incoming, outgoing) => {
    for (const [name, value] of Object.entries(API_HEADERS)) outgoing.setHeader(name, value);
    let request: Request;
    try {
      request = await toRequest(incoming);
    } catch (error) {
      outgoing.setHeader('Content-Type', 'application/json');
      if (error instanceof TooLarge) {
        outgoing.statusCode = 413;
        outgoing.setHeader('Connection', 'close');
        outgoing.end(JSON.stringify({ message: 'The request is larger than this server accepts.' }));
      } else {
        // The client went away mid-send: nothing to answer, only to log.
        console.error(error);
        outgoing.statusCode = 500;
        outgoing.end(JSON.stringify({ message: 'Internal Server Error' }));
      }
      return;
    }
    const response = await serveRequest(handlers, request);
    if (response.type === 'error') incoming.socket.destroy(); // "no response": the connection drops, as a dead network would
    else await send(outgoing, response).catch(() => incoming.socket.destroy());
  });
  // Node closes an idle kept-alive connection after 5 s. A client that sends on it in that same moment (Playwright's
  // request context keeps connections alive) gets "socket hang up" instead of an answer; an end-to-end test that
  // reads the sent code 5 s after resetting the data did. Idle connections now outlast a whole test (60 s).
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  server.listen(port, host, () => {
    console.log(`Mock backend (${size} data) on http://${host}:${port}/mmc/mrpay/<Action>`);
    console.log(controls ? '  test controls on /__mock__/ (MOCK_CONTROLS=0 turns them off)' : '  test controls off (MOCK_CONTROLS=1 turns them on)');
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.label}: ${account.login} / ${account.password}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
};

void main();
