// Requests as raw bytes through the standalone server's own entry point (mocks/server/serve.ts: the handlers,
// 404 for no route, 500 for a handler that throws), in this process: what any HTTP client gets, minus the socket.
import { createHandlers } from '../../../mocks/handlers';
import { serveRequest } from '../../../mocks/server/serve';

const handlers = createHandlers({ controls: false });

/** What a handler threw while answering (the client saw a 500); the tests expect none. */
export const thrown: unknown[] = [];

export interface Answer {
  status: number;
  contentType: string;
  json?: { gda?: { msg_cd?: unknown; msg_inf?: unknown }; body?: Record<string, unknown> & { fieldErrors?: Record<string, unknown> }; message?: unknown };
  text: string;
}

/** Sends `init` to http://mmc.test<path> and reads the answer (json when it is JSON). */
export const send = async (path: string, init: RequestInit = {}): Promise<Answer> => {
  const response = await serveRequest(handlers, new Request(`http://mmc.test${path}`, init), (error) => thrown.push(error));
  const text = await response.text();
  let json: Answer['json'];
  try {
    json = JSON.parse(text) as Answer['json'];
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('Content-Type') ?? '', json, text };
};

/** A named action's answer code ('' when the answer has none). */
export const codeOf = (answer: Answer): string => (typeof answer.json?.gda?.msg_cd === 'string' ? answer.json.gda.msg_cd : '');
