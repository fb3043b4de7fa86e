// The deal service's commands on one record (spec 002 §7.5 'deal-products: PUT status/{id}?status' and 'POST
// approval/deal/{id}/submit'), served from the commands the resource files declare with a path and a verb
// (mocks/dealService.ts registers them beside the file's other routes). Each checks the command's permission code,
// finds the caller's own record ({id}; another merchant's answers 404), and moves its status when the record's
// status allows it; any other status answers 409 saying what the record is now. The moves are this file's table,
// keyed by the command's path: the resource file says where a command shows (appliesTo), the service decides.
import { HttpResponse, type HttpHandler } from 'msw';
import { answerAt, type ResourceFile } from './resources/definitions';
import { asText, type Row } from './resources/collections';
import type { Caller, Say } from './dealRules';

type Verb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Served {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  caller: Caller;
  say: Say;
}

/** What mocks/dealService.ts lends: its common route (faults, token, code) and the caller's own record. */
export interface RouteTools {
  route: (
    resource: ResourceFile,
    path: string,
    accessCode: string | undefined,
    answer: (served: Served) => Response | Promise<Response>,
    verb?: Verb,
  ) => HttpHandler;
  refuse: (status: number, message: string) => Response;
  ownRecordAt: (resource: ResourceFile, params: Served['params'], caller: Caller) => { rows: Row[]; record?: Row };
}

interface Move {
  /** The statuses the record may be in. */
  from: readonly string[];
  /** The status it moves to (from the query, or fixed); undefined when the query names none the entity knows. */
  to: (query: URLSearchParams) => string | undefined;
  /** The status's enumeration (x-enum), whose locale texts name it in a refusal. */
  names: string;
}

const MOVES: Record<string, Move> = {
  // A product goes on or off the shelf; asking for the status it already has is a conflict.
  'PUT deal-products/status/{id}': {
    from: ['ON_SHELF', 'OFF_SHELF'],
    to: (query) => {
      const status = query.get('status') ?? '';
      return ['ON_SHELF', 'OFF_SHELF'].includes(status) ? status : undefined;
    },
    names: 'dealProductStatus',
  },
  // A draft, or a deal review turned down, goes (back) to review.
  'POST approval/deal/{id}/submit': { from: ['DRAFT', 'REJECTED'], to: () => 'UNDER_REVIEW', names: 'dealStatus' },
};

/** A status as the caller's language names it (enums.<x-enum>.<value>), for the refusal. */
const statusName = (names: string, status: string, say: Say): string => {
  const text = say(`enums.${names}.${status}`);
  return text.startsWith('enums.') ? status : text;
};

/** The routes of a resource file's path commands the table knows. */
export const commandRoutes = (
  resource: ResourceFile,
  { route, refuse, ownRecordAt }: RouteTools,
): Array<{ verb: Verb; path: string; handler: HttpHandler }> =>
  (resource.commands ?? []).flatMap((command) => {
    if (!command.path) return [];
    const verb = (command.verb ?? 'POST') as Verb;
    const move = MOVES[`${verb} ${command.path}`];
    if (!move) return [];
    const handler = route(
      resource,
      command.path,
      command.access ?? resource.access?.edit,
      ({ request, params, caller, say }) => {
        const { record } = ownRecordAt(resource, params, caller);
        if (!record) return refuse(404, say('messages.recordMissing'));
        const to = move.to(new URL(request.url).searchParams);
        if (!to) return refuse(400, say('messages.parameterInvalid', { field: 'status' }));
        const now = asText(record.status);
        if (!move.from.includes(now) || now === to) {
          return refuse(409, say('messages.dealStatusConflict', { status: statusName(move.names, now, say) }));
        }
        record.status = to;
        return HttpResponse.json({ status: 200, message: say('messages.success'), ...answerAt('data', { ...record }) });
      },
      verb,
    );
    return [{ verb, path: command.path, handler }];
  });
