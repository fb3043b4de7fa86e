// Fuzz: every action of the catalogue (schemas/actions/) gets generated bad requests (tests/contract/support/
// badRequests.ts: each field with each wrong JSON type, missing, 100 kB of text, inherited names as values and as
// keys, arrays for objects and for the body, bodies that are not JSON or not UTF-8), sent as raw bytes through
// the standalone server's own entry point (mocks/server/serve.ts) with the owner's session. The backend must
// answer each without a 5xx or a thrown error, refuse with one of the action's response codes (openapi.json's
// x-response-codes) and a text of the locale files, refuse exactly where the request check says a value is
// wrong, and store nothing its schema forbids; Object.prototype stays clean. The counts go to the console and to
// test-results/fuzz.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionFacts } from '../../src/generated/actionFacts';
import * as requestValidators from '../../src/generated/requestValidators';
import type { PrecompiledValidator } from '../../src/validation/entityTypes';
import { commonFields } from '../../src/transport/client';
import { getToken } from '../../src/transport/session';
import { renderMessage } from '../../mocks/messages';
import { db, runtime } from '../../mocks/state';
import { useTestBackend } from '../unit/helpers/backend';
import { badRequests, HUGE_TEXT, INHERITED_NAMES, invalidJsonBodies, type BadRequest, type Body } from './support/badRequests';
import { send, thrown, type Answer } from './support/entryPoint';
import { call, catalogue, entryOf, OWNER, ROOT, startAs, validRequestOf } from './support/catalogueCalls';
import { localeTextMatcher } from './support/localeTexts';
import { invalidStoredValues, prototypePollution } from './support/storedRecords';

const requestChecks = requestValidators as unknown as Record<string, PrecompiledValidator | undefined>;
const openapi = JSON.parse(readFileSync(join(ROOT, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; 'x-response-codes'?: Array<{ code: string }> }>>;
};
const responseCodes = new Map(
  Object.values(openapi.paths).flatMap((operations) => Object.values(operations).map((operation) => [operation.operationId, new Set((operation['x-response-codes'] ?? []).map(({ code }) => code))] as const)),
);
const isLocaleText = localeTextMatcher('en-US');
const BAD_JSON = renderMessage('en-US', 'messages.badJson');

interface Tally {
  sent: number;
  refused: number;
  accepted: number;
  http5xx: number;
}
const tallies = new Map<string, Tally>();
const refusalsByCode = new Map<string, number>();
const count = (kind: string, outcome: 'refused' | 'accepted' | 'http5xx') => {
  const tally = tallies.get(kind) ?? { sent: 0, refused: 0, accepted: 0, http5xx: 0 };
  tally.sent += 1;
  tally[outcome] += 1;
  tallies.set(kind, tally);
};

/** Whether the action's request check finds `keyword` at `field` in this body (what the backend must refuse). */
const checkFinds = (action: string, body: unknown, field: string | undefined, keywords: readonly string[]): boolean => {
  const validate = requestChecks[`${action}__request`];
  if (!validate || !body || typeof body !== 'object' || Array.isArray(body)) return false;
  const blanksOut = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== ''));
  if (validate(blanksOut)) return false;
  return (validate.errors ?? []).some(
    (error) => keywords.includes(error.keyword) && (field === undefined || error.instancePath === `/${field}` || (error.params as { additionalProperty?: string }).additionalProperty === field),
  );
};

const parse = (raw: BadRequest['raw']): unknown => {
  try {
    return JSON.parse(typeof raw === 'string' ? raw : new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return undefined;
  }
};

/** What the backend must answer a case, beyond "a refusal code of the action, in the locale's words". */
const mustRefuse = (action: string, bad: BadRequest): 'badJson' | 'fieldError' | 'refused' | undefined => {
  if (bad.kind.startsWith('json:') || bad.kind === 'arrayForBody') return 'badJson';
  const body = parse(bad.raw);
  if (bad.kind.startsWith('type:') && checkFinds(action, body, bad.field, ['type'])) return 'fieldError';
  if (bad.kind === 'huge' && checkFinds(action, body, bad.field, ['maxLength'])) return 'fieldError';
  if (bad.kind === 'inheritedKey' && checkFinds(action, body, bad.field, ['additionalProperties'])) return 'fieldError';
  if (bad.kind === 'missing') return 'refused';
  return undefined;
};

const problemsOf = (action: string, bad: BadRequest, answer: Answer): string[] => {
  const where = `${action} ${bad.kind}${bad.field ? ` ${bad.field}` : ''}`;
  if (answer.status >= 500) return [`${where}: HTTP ${answer.status}`];
  const code = answer.json?.gda?.msg_cd;
  const message = answer.json?.gda?.msg_inf;
  if (typeof code !== 'string' || typeof message !== 'string') return [`${where}: no gda answer (HTTP ${answer.status})`];
  const expected = mustRefuse(action, bad);
  if (code === 'MMC00000') return expected ? [`${where}: accepted, must be refused (${expected})`] : [];
  const problems: string[] = [];
  if (!responseCodes.get(action)?.has(code)) problems.push(`${where}: ${code} is not one of the action's response codes`);
  if (!isLocaleText(message)) problems.push(`${where}: ${code} "${message.slice(0, 80)}" is not a text of the locale files`);
  const fieldErrors = answer.json?.body?.fieldErrors;
  for (const [field, text] of Object.entries(fieldErrors ?? {})) if (typeof text !== 'string' || !isLocaleText(text)) problems.push(`${where}: fieldErrors.${field} ${JSON.stringify(text)}`);
  if (expected === 'badJson' && (code !== 'MMCP0001' || message !== BAD_JSON)) problems.push(`${where}: ${code} ${message}, expected MMCP0001 ${BAD_JSON}`);
  if (expected === 'fieldError' && (code !== 'MMCP0001' || !fieldErrors || !Object.hasOwn(fieldErrors, bad.field!))) {
    problems.push(`${where}: ${code} ${JSON.stringify(answer.json?.body)}, expected MMCP0001 with fieldErrors.${bad.field}`);
  }
  return problems;
};

/** The entry's own fields (and paging for a list), which of them are required, and which hold text. */
const fieldsOf = (action: string, valid: Body) => {
  const { properties = {}, required = [] } = entryOf(action).request;
  const fields = [...Object.keys(properties), ...(actionFacts[action]!.paged ? ['limit', 'offset'] : [])];
  const isText = (field: string) => !checkFinds(action, { ...valid, [field]: 'fuzz' }, field, ['type']);
  return { fields, required, isText };
};

/** A text field of the valid body, for the bytes that are not UTF-8. */
const textFieldOf = (valid: Body, fields: readonly string[]) => fields.find((field) => typeof valid[field] === 'string' && valid[field] !== '');

const walkNamed = async (action: string): Promise<string[]> => {
  const facts = actionFacts[action]!;
  const valid: Body = { ...commonFields(facts.txTyp), ...(await validRequestOf(action)) };
  const entry = fieldsOf(action, valid);
  const cases = [...badRequests(valid, entry), ...invalidJsonBodies(valid, textFieldOf(valid, entry.fields))];
  const problems: string[] = [];
  for (const bad of cases) {
    // An action that ends the session (LoginOut) was accepted: the next case needs a session again.
    if (facts.session && !runtime().sessions[getToken() ?? '']) await startAs(OWNER);
    const headers = { 'Content-Type': 'application/json', 'Accept-Language': 'en-US', 'auth-token': getToken() ?? '' };
    const answer = await send(`/mmc/mrpay/${action}${facts.htm ? '.htm' : ''}`, { method: 'POST', headers, body: bad.raw });
    const code = answer.json?.gda?.msg_cd;
    count(bad.kind, answer.status >= 500 ? 'http5xx' : code === 'MMC00000' ? 'accepted' : 'refused');
    if (answer.status < 500 && typeof code === 'string' && code !== 'MMC00000') refusalsByCode.set(code, (refusalsByCode.get(code) ?? 0) + 1);
    problems.push(...problemsOf(action, bad, answer));
  }
  return problems;
};

/** A download (GET with _t): inherited names and 100 kB of text as query keys and values; a file or a refusal. */
const walkDownload = async (action: string): Promise<string[]> => {
  const queries = [...INHERITED_NAMES.flatMap((name) => [`${encodeURIComponent(name)}=fuzz`, `_t=${encodeURIComponent(name)}`]), `_t=${HUGE_TEXT}`, `_t=1&_t=2`];
  const problems: string[] = [];
  for (const query of queries) {
    const kind = query.startsWith('_t=x') ? 'download:huge' : 'download:inheritedName';
    const response = await send(`/mmc/mrpay/${action}?${query}`, { headers: { 'auth-token': getToken() ?? '', 'Accept-Language': 'en-US' } });
    count(kind, response.status >= 500 ? 'http5xx' : response.contentType.startsWith('text/csv') ? 'accepted' : 'refused');
    if (response.status >= 500) problems.push(`${action} ${kind} ${query.slice(0, 40)}: HTTP ${response.status}`);
  }
  return problems;
};

/** The deal service's GET routes: each bad value as a query parameter (or path segment), with the bearer token. */
const walkDeals = async (action: string): Promise<string[]> => {
  const { data } = (await call('SetDiscoverAuth', { sessionValue: getToken(), neoUserType: 'MERCHANT', userValue: OWNER_MERCHANT() })) as { data: { token: { accessToken: string } } };
  const facts = actionFacts[action]!;
  const valid: Body = action === 'getDeal' ? { id: db().deals.find((deal) => deal.merchantId === OWNER_MERCHANT())!.id } : (entryOf(action).request.examples?.[0] ?? {});
  const entry = { ...fieldsOf(action, valid), fields: Object.keys(entryOf(action).request.properties ?? {}) };
  const problems: string[] = [];
  for (const bad of badRequests(valid, entry)) {
    const body = parse(bad.raw);
    if (!body || typeof body !== 'object' || Array.isArray(body)) continue; // a GET has no body to spoil
    const values = body as Body;
    const path = facts.path!.replace('{id}', encodeURIComponent(String(values.id ?? '')));
    const query = new URLSearchParams(Object.entries(values).filter(([field]) => field !== 'id' || !facts.path!.includes('{id}')).map(([field, value]) => [field, typeof value === 'object' ? JSON.stringify(value) : String(value)]));
    const answer = await send(`/deals-api/${path}?${query}`, { method: 'GET', headers: { Authorization: `Bearer ${data.token.accessToken}`, 'Accept-Language': 'en-US' } });
    const message = answer.json?.message;
    count(`deals:${bad.kind}`, answer.status >= 500 ? 'http5xx' : answer.status >= 400 ? 'refused' : 'accepted');
    if (answer.status >= 500) problems.push(`${action} ${bad.kind} ${bad.field ?? ''}: HTTP ${answer.status}`);
    else if (answer.status >= 400 && (typeof message !== 'string' || !isLocaleText(message))) problems.push(`${action} ${bad.kind} ${bad.field ?? ''}: HTTP ${answer.status} without a locale text`);
  }
  return problems;
};

const OWNER_MERCHANT = () => db().users.find((user) => user.usrNo === OWNER.usrNo)!.mercId;

describe('fuzz: every catalogue action with generated bad requests', () => {
  useTestBackend();
  beforeAll(async () => {
    await import('../../mocks/handlers');
  });

  afterAll(() => {
    const kinds = Object.fromEntries([...tallies].sort(([a], [b]) => a.localeCompare(b)));
    const total = [...tallies.values()].reduce((sum, tally) => ({ sent: sum.sent + tally.sent, refused: sum.refused + tally.refused, accepted: sum.accepted + tally.accepted, http5xx: sum.http5xx + tally.http5xx }), { sent: 0, refused: 0, accepted: 0, http5xx: 0 });
    const report = { actions: catalogue.length, total, crashes: thrown.length, refusalsByCode: Object.fromEntries([...refusalsByCode].sort()), kinds };
    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    writeFileSync(join(ROOT, 'test-results/fuzz.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`fuzz: ${catalogue.length} actions, ${total.sent} requests: ${total.refused} refused, ${total.accepted} accepted, ${total.http5xx} 5xx, ${thrown.length} thrown`);
    console.table(kinds);
  });

  for (const action of catalogue) {
    it(action, async () => {
      await startAs(OWNER);
      const thrownBefore = thrown.length;
      const facts = actionFacts[action]!;
      const problems = await (facts.service === 'deals' ? walkDeals(action) : facts.transfer === 'download' ? walkDownload(action) : walkNamed(action));
      expect({ thrown: thrown.slice(thrownBefore).map(String), problems, stored: invalidStoredValues(), prototype: prototypePollution() }).toEqual({ thrown: [], problems: [], stored: [], prototype: [] });
    });
  }
});
