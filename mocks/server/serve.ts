// What the standalone server does with one request once its body is read: the handlers answer it; no route is a
// 404; a handler that throws is a 500 whose cause goes to the server's log, never to the client (a stack trace
// tells an attacker too much). main.ts feeds it from a Node socket; the contract fuzz test feeds it raw bytes.
import { getResponse, type RequestHandler } from 'msw';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });

export const serveRequest = async (
  handlers: readonly RequestHandler[],
  request: Request,
  logError: (error: unknown) => void = (error) => console.error(error),
): Promise<Response> => {
  try {
    const response = await getResponse([...handlers], request);
    return response ?? json(404, { message: `No mock route for ${request.method} ${new URL(request.url).pathname}` });
  } catch (error) {
    logError(error);
    return json(500, { message: 'Internal Server Error' });
  }
};
