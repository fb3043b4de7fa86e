// openapi.json: the action catalogue (schemas/actions/) as an OpenAPI 3.1 document, for the provider's backend team
// to read, lint, mock or test against with standard tools. `npm run gen` writes it at the repository root and
// `npm run gen:check` fails while it is stale. It mirrors what src/transport/client.ts really sends:
//
// - a named action is POST <base><Action> (.htm for the entries that say so) with a flat JSON body: the common
//   fields, limit/offset for a list, then the action's own fields; the answer is {gda: {msg_cd, msg_inf}, body};
//   the session token travels in the token header both ways;
// - a download is GET <base><Action>?<own fields>&_t=<timestamp>, answered with the file (a refusal as JSON with an
//   HTTP error status); an upload is a multipart form with the file under `file`;
// - a deal-service endpoint ("service": "deals") is its method and path under the service's own base, with a bearer
//   token from SetDiscoverAuth and no gda envelope.
//
// Every schema the catalogue references (entity schemas, common and shared definitions) becomes a component under
// the name its TypeScript type has in src/generated/types.ts, and every $ref is rewritten to point there, so the
// document stands alone. Output is deterministic: paths, components and tags sorted; schemas keep their own order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaFile } from './ajv';
import { actionTypeStem, answerSchema, serviceOf, wireRequestSchema, WIRE_SCHEMA_ID, type CatalogueEntry } from './actionCatalogue';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

// The transport's defaults (src/transport/config.ts transportConfig; a unit test keeps them equal). Not imported:
// that module reads src/generated/, which gen writes.
export const MMC_BASE_PATH = '/mmc/mrpay/';
export const DEAL_SERVICE_BASE_PATH = '/deals-api/';
export const FILE_SERVICE_BASE_PATH = '/mmc/file/';
export const TOKEN_HEADER = 'auth-token';

export const OPENAPI_PATH = 'openapi.json';
export const RESPONSE_CODES_ID = 'actions/responseCodes.schema.json';
const LOCALE = 'locales/en-US.json';

/** Codes every named action may answer, and those every action behind a session may answer too. */
const COMMON_CODES = ['MMCP0001', 'MMCP0404'];
const SESSION_CODES = ['SCM60401', 'URMP229', 'MMCP9999', 'MMCP5148', 'MMCP0403'];

/** The type names gen gives schema roots and $defs entries (assignTypeNames in scripts/lib/gen/schemaTypes.ts). */
export interface SchemaNames {
  /** File $id → the name of its root type. */
  roots: Map<string, string>;
  /** '<file $id>#/$defs/<key>' → the name of that def's type. */
  defs: Map<string, string>;
}

export interface OpenApiInput {
  root: string;
  files: SchemaFile[];
  entries: CatalogueEntry[];
  names: SchemaNames;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const sortedObject = <T>(entries: [string, T][]): Record<string, T> =>
  Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const componentRef = (name: string, pointer = ''): JsonObject => ({ $ref: `#/components/schemas/${name}${pointer}` });

// Keywords that hold data, never subschemas: not walked for $refs.
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'required', 'type', 'dependentRequired']);
// Keywords that only mean something to a schema file or to json-schema-to-typescript.
const FILE_KEYWORDS = new Set(['$schema', '$id', '$defs', 'definitions', 'tsType']);
const BASE_URL = 'https://schemas.invalid/';

/** Rewrites every $ref of a schema (relative to the file baseId) into a pointer at the components. */
const makeRewriter = (names: SchemaNames, included: ReadonlySet<string>) => {
  const target = (ref: string, baseId: string, where: string): JsonObject => {
    const url = new URL(ref, BASE_URL + baseId);
    const id = decodeURIComponent(url.pathname.slice(1));
    const pointer = decodeURIComponent(url.hash.slice(1));
    if (!included.has(id)) throw new Error(`${where}: $ref "${ref}" leaves the schemas openapi.json carries (${id})`);
    const def = /^\/(\$defs|definitions)\/([^/]+)(.*)$/.exec(pointer);
    if (def) {
      const name = names.defs.get(`${id}#/${def[1]}/${def[2]}`);
      if (!name) throw new Error(`${where}: $ref "${ref}" names no definition`);
      return componentRef(name, def[3]);
    }
    const root = names.roots.get(id);
    if (!root) throw new Error(`${where}: $ref "${ref}" points into a file with no root type`);
    return componentRef(root, pointer);
  };
  const rewrite = (node: Json, baseId: string, where: string): Json => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, baseId, where));
    if (!isObject(node)) return node;
    const result: JsonObject = {};
    for (const [keyword, value] of Object.entries(node)) {
      if (FILE_KEYWORDS.has(keyword)) continue;
      if (keyword === '$ref' && typeof value === 'string') Object.assign(result, target(value, baseId, where));
      else if (DATA_KEYWORDS.has(keyword)) result[keyword] = value;
      else result[keyword] = rewrite(value, baseId, where);
    }
    return result;
  };
  return rewrite;
};

const hasRootType = (schema: JsonObject): boolean =>
  Object.keys(schema).some((key) => !['$schema', '$id', 'title', 'description', '$comment', '$defs', 'definitions'].includes(key));

/** The locale text of a dotted key ('messages.accountMissing'), or undefined. */
const localeText = (locale: JsonObject, key: string): string | undefined => {
  let node: Json | undefined = locale;
  for (const part of key.split('.')) node = isObject(node) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

interface ResponseCode {
  code: string;
  meaning: string;
  message?: string;
}

const loadResponseCodes = (root: string, files: SchemaFile[]): Map<string, ResponseCode> => {
  const file = files.find((candidate) => candidate.id === RESPONSE_CODES_ID);
  if (!file) throw new Error(`schemas/${RESPONSE_CODES_ID} is missing: openapi.json lists each action's response codes from it`);
  const locale = JSON.parse(readFileSync(join(root, LOCALE), 'utf8')) as JsonObject;
  const branches = ((file.schema.$defs as JsonObject | undefined)?.responseCode as JsonObject | undefined)?.anyOf;
  const codes = new Map<string, ResponseCode>();
  for (const [index, branch] of (Array.isArray(branches) ? branches : []).entries()) {
    if (!isObject(branch) || typeof branch.const !== 'string' || typeof branch.description !== 'string') {
      throw new Error(`${file.path} /$defs/responseCode/anyOf/${index}: each code is {"const", "description", "x-message"?}`);
    }
    const key = branch['x-message'];
    const message = typeof key === 'string' ? localeText(locale, key) : undefined;
    if (typeof key === 'string' && message === undefined) throw new Error(`${file.path} /$defs/responseCode/anyOf/${index}/x-message: ${LOCALE} has no text "${key}"`);
    codes.set(branch.const, { code: branch.const, meaning: branch.description, ...(message ? { message } : {}) });
  }
  return codes;
};

/** "002 §7.4 Stores and store front" → "Stores and store front"; a section with no title keeps its number. */
export const tagOf = (spec: string): string => {
  const title = spec.replace(/^\d{3} §[\d.]+\s*/, '').replace(/\s*\(.*\)\s*$/, '');
  return title || `Spec ${/^\d{3} §[\d.]+/.exec(spec)?.[0] ?? spec}`;
};

const codeLines = (codes: ResponseCode[]): string =>
  codes.map(({ code, meaning, message }) => `- \`${code}\`: ${meaning}${message ? ` Message: "${message}"` : ''}`).join('\n');

const DESCRIPTION = `Generated by \`npm run gen\` from the action catalogue (schemas/actions/): do not edit, change the catalogue.

What the merchant console sends and expects. Named actions are \`POST ${MMC_BASE_PATH}<Action>\` with a flat JSON body:
the common fields (\`channel\`, \`version\`, \`usrMblNo\`, \`txTyp\`, \`deviceInfo\`), \`limit\`/\`offset\` for a list,
then the action's own fields. Every answer is \`{"gda": {"msg_cd", "msg_inf"}, "body": {…}}\` with HTTP 200; success
is an 8-character code with 00000 at positions 3 to 7 (\`MMC00000\`) or a code starting with SSO. Any other code is a
refusal whose \`msg_inf\`, in the request's \`Accept-Language\`, the console shows (except its silent codes); each
operation lists the codes it may answer under \`x-response-codes\`.

Not in the schemas (see the README, "Connecting to a real backend"): passwords and PINs travel RSA-OAEP encrypted
with the key from QryPswEncryptionkey, prefixed with a one-time number from QryRandomNo; bodies may be sealed with
AES-GCM when the server's key answer says isEncrypt Y; the session token comes back in the \`${TOKEN_HEADER}\` header
and a token in any answer's header replaces the stored one. Files go to the file service
(\`POST ${FILE_SERVICE_BASE_PATH}upload\`, or \`merchantUpload\` before login; multipart field \`file\`).`;

const commonCodesText = (codes: Map<string, ResponseCode>): string =>
  `\n\nThe codes every named action may answer, and those of every action behind a session:\n\n${codeLines(
    [...COMMON_CODES, ...SESSION_CODES].map((code) => codes.get(code)!),
  )}`;

/** The OpenAPI 3.1 document of the catalogue, as the JSON text gen writes. Throws, naming the entry, on a code or $ref it cannot place. */
export const generateOpenApi = ({ root, files, entries, names }: OpenApiInput): string => {
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const responseCodes = loadResponseCodes(root, files);
  const included = new Set(files.filter((file) => !file.id.startsWith('config/')).map((file) => file.id));
  const rewrite = makeRewriter(names, included);

  // Components: each file's root type and each $defs entry, under their TypeScript names.
  const components: [string, Json][] = [];
  for (const file of files) {
    if (!included.has(file.id)) continue;
    const schema = file.schema as JsonObject;
    if (hasRootType(schema)) components.push([names.roots.get(file.id)!, rewrite(schema, file.id, file.path)]);
    for (const keyword of ['$defs', 'definitions'] as const) {
      const defs = schema[keyword];
      if (!isObject(defs)) continue;
      for (const [key, def] of Object.entries(defs)) {
        const name = names.defs.get(`${file.id}#/${keyword}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)!;
        components.push([name, rewrite(def, file.id, `${file.path}#/${keyword}/${key}`)]);
      }
    }
  }
  const gdaName = names.defs.get(`${WIRE_SCHEMA_ID}#/$defs/gda`)!;
  const fieldErrorsName = names.defs.get(`${WIRE_SCHEMA_ID}#/$defs/fieldErrors`)!;
  components.push([
    'Refusal',
    {
      description: 'A refused named action (HTTP 200, or an HTTP error status for a download): the code and its text, and what the code says it carries.',
      type: 'object',
      properties: {
        gda: componentRef(gdaName),
        body: {
          type: 'object',
          properties: {
            fieldErrors: componentRef(fieldErrorsName),
            leftTryTimes: { description: 'Attempts left after a wrong password, PIN or one-time code.', type: 'integer', minimum: 0 },
          },
        },
      },
      required: ['gda'],
    },
  ]);
  components.push([
    'ServiceFailure',
    {
      description: 'A deal-service failure, with the HTTP status: the console shows message (or error), else its own text.',
      type: 'object',
      properties: { message: { type: 'string' }, error: { type: 'string' } },
    },
  ]);

  const usedTags = new Map<string, string>();
  const paths: Record<string, Record<string, Json>> = {};
  const taken = new Set(components.map(([name]) => name));
  const addComponent = (name: string, schema: Json, where: string) => {
    if (taken.has(name)) throw new Error(`${where}: component ${name} is already taken by a schema type; rename one`);
    taken.add(name);
    components.push([name, schema]);
  };

  const actions = new Set(entries.map(({ definition }) => definition.action));
  for (const { path: entryPath, definition } of entries) {
    const { action } = definition;
    const service = serviceOf(definition);
    const transfer = definition.transfer ?? 'json';
    const codes = [...(service === 'mmc' ? COMMON_CODES : []), ...(service === 'mmc' && definition.session ? SESSION_CODES : []), ...(definition.errors ?? [])];
    const described = [...new Set(codes)].map((code) => {
      const known = responseCodes.get(code);
      if (!known) throw new Error(`${entryPath} /errors: response code ${code} is not described in schemas/${RESPONSE_CODES_ID}; add it there`);
      return known;
    });
    const tag = tagOf(definition.spec);
    usedTags.set(tag, usedTags.get(tag) ?? definition.spec.replace(/^(\d{3} §[\d.]+).*$/, 'Spec $1'));

    const request = definition.request as JsonObject;
    const ownProperties = (isObject(request.properties) ? request.properties : {}) as JsonObject;
    const ownRequired = new Set(Array.isArray(request.required) ? (request.required as string[]) : []);
    const stem = actionTypeStem(action, actions);
    const requestId = `actions/${action}.request.json`;
    const answerId = `actions/${action}.answer.json`;
    const answer = answerSchema(definition) as JsonObject;
    // The action's own codes in full; the common ones by code (the document's description tells what they mean).
    const common = described.filter(({ code }) => COMMON_CODES.includes(code) || SESSION_CODES.includes(code));
    const own = described.filter((code) => !common.includes(code));
    const description = [
      definition.summary,
      definition.$comment ?? '',
      own.length > 0 ? `Response codes of its own:\n\n${codeLines(own)}` : '',
      common.length > 0 ? `And the common ones: ${common.map(({ code }) => `\`${code}\``).join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join('\n\n');

    const operation: JsonObject = {
      operationId: action,
      summary: definition.summary,
      description,
      tags: [tag],
      'x-spec': definition.spec,
      'x-access': definition.access ?? [],
      ...(definition.txTyp ? { 'x-txTyp': definition.txTyp } : {}),
      ...(definition.paged ? { 'x-paged': true } : {}),
      'x-response-codes': described.map(({ code, meaning, message }) => ({ code, meaning, ...(message ? { message } : {}) })),
    };

    const queryParameters = (pathParameters: ReadonlySet<string>): Json[] =>
      Object.entries(ownProperties).map(([name, schema]) => ({
        name,
        in: pathParameters.has(name) ? 'path' : 'query',
        required: pathParameters.has(name) || ownRequired.has(name),
        schema: rewrite(schema, requestId, `${entryPath}#/request/properties/${name}`),
      }));

    let method: string;
    let path: string;
    if (service === 'deals') {
      method = definition.method!.toLowerCase();
      path = `/${definition.path!}`;
      const inPath = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!));
      operation.servers = [{ url: DEAL_SERVICE_BASE_PATH.replace(/\/$/, ''), description: 'The deal-discovery REST service (VITE_DEAL_SERVICE_URL).' }];
      // A write (POST/PUT/PATCH) carries its path parameters in the path and the record as its JSON body.
      const writes = ['post', 'put', 'patch'].includes(method);
      // …except the fields it names as query parameters (PUT deal-products/status/{id}?status).
      const inQuery = new Set(definition.query ?? []);
      const parameters = queryParameters(inPath).filter((parameter) => !writes || (parameter as JsonObject).in === 'path' || inQuery.has(String((parameter as JsonObject).name)));
      operation.parameters = [{ $ref: '#/components/parameters/AcceptLanguage' }, ...parameters];
      if (writes) {
        const inBody = (name: string) => !inPath.has(name) && !inQuery.has(name);
        const bodyProperties = Object.fromEntries(Object.entries(ownProperties).filter(([name]) => inBody(name)));
        const bodySchema = rewrite({ type: 'object', additionalProperties: false, properties: bodyProperties, required: [...ownRequired].filter(inBody) }, requestId, `${entryPath}#/request`);
        operation.requestBody = { required: true, content: { 'application/json': { schema: bodySchema } } };
      }
      if (definition.session) operation.security = [{ dealToken: [] }];
      addComponent(`${stem}Answer`, rewrite(answer, answerId, `${entryPath}#/answer`), entryPath);
      operation.responses = {
        '200': { description: 'The answer, as is (no gda envelope).', content: { 'application/json': { schema: componentRef(`${stem}Answer`) } } },
        '401': { description: 'The access token is missing or expired: the console gets a new one from SetDiscoverAuth and retries once.', content: { 'application/json': { schema: componentRef('ServiceFailure') } } },
        default: { description: 'A failure with its HTTP status.', content: { 'application/json': { schema: componentRef('ServiceFailure') } } },
      };
    } else {
      path = `${MMC_BASE_PATH}${action}${definition.htm ? '.htm' : ''}`;
      operation.parameters = [{ $ref: '#/components/parameters/AcceptLanguage' }];
      if (definition.session) operation.security = [{ sessionToken: [] }];
      const refusal = { description: 'Refused: gda.msg_cd is one of x-response-codes.', content: { 'application/json': { schema: componentRef('Refusal') } } };
      if (transfer === 'download') {
        method = 'get';
        (operation.parameters as Json[]).push(...queryParameters(new Set()), {
          name: '_t',
          in: 'query',
          required: true,
          description: 'The time of the request in milliseconds, so no cache answers it.',
          schema: { type: 'string', pattern: '^[0-9]+$' },
        });
        const mediaType = typeof answer.contentMediaType === 'string' ? answer.contentMediaType : 'application/octet-stream';
        operation.responses = {
          '200': { description: 'The file.', headers: { [TOKEN_HEADER]: { $ref: '#/components/headers/SessionToken' } }, content: { [mediaType]: { schema: { type: 'string' } } } },
          default: { ...refusal, description: 'Refused, with an HTTP error status and the refusal as JSON.' },
        };
      } else {
        method = 'post';
        // An upload sends its fields as form fields beside the file (field `file`, as the file service takes it).
        const wire = wireRequestSchema(definition) as JsonObject;
        if (transfer === 'upload') {
          wire.properties = { ...(wire.properties as JsonObject), file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file.' } };
          wire.required = [...(wire.required as string[]), 'file'];
        }
        addComponent(`${stem}Request`, rewrite(wire, requestId, `${entryPath}#/request`), entryPath);
        addComponent(`${stem}Answer`, rewrite(answer, answerId, `${entryPath}#/answer`), entryPath);
        const body: Json = { [transfer === 'upload' ? 'multipart/form-data' : 'application/json']: { schema: componentRef(`${stem}Request`) } };
        operation.requestBody = { required: true, content: body };
        operation.responses = {
          '200': {
            description: 'Answered: success with the answer in body, or a refusal (see x-response-codes).',
            headers: { [TOKEN_HEADER]: { $ref: '#/components/headers/SessionToken' } },
            content: {
              'application/json': {
                schema: {
                  anyOf: [
                    {
                      description: 'Success: gda.msg_cd is a success code (MMC00000).',
                      type: 'object',
                      properties: { gda: componentRef(gdaName), body: componentRef(`${stem}Answer`) },
                      required: ['gda', 'body'],
                    },
                    componentRef('Refusal'),
                  ],
                },
              },
            },
          },
          default: { ...refusal, description: 'An HTTP error: the console shows gda.msg_inf, a message field, the text, or the status.' },
        };
      }
    }
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${entryPath}: ${method.toUpperCase()} ${path} is already another entry's operation`);
    item[method] = operation;
  }

  const document = {
    openapi: '3.1.0',
    info: { title: 'Merchant console: the named actions it calls', version, description: DESCRIPTION + commonCodesText(responseCodes) },
    servers: [{ url: '/', description: 'The console’s own origin (a proxy or the backend behind it).' }],
    tags: [...usedTags].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, description]) => ({ name, description })),
    paths: sortedObject(Object.entries(paths).map(([path, item]) => [path, sortedObject(Object.entries(item))])),
    components: {
      schemas: sortedObject(components),
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: true,
          description: 'The console’s language: the server answers msg_inf and field errors in it.',
          schema: { enum: ['en-US', 'zh-CN'] },
        },
      },
      headers: {
        SessionToken: { description: 'A session token here replaces the one the console holds (its session is renewed).', schema: { type: 'string' } },
      },
      securitySchemes: {
        sessionToken: {
          type: 'apiKey',
          in: 'header',
          name: TOKEN_HEADER,
          description:
            'The session token from MerchantLogin (body.token and this header). Kept in session storage for the tab; the server ends an idle session (SCM60401, 30 minutes in the embedded backend) and may send a renewed token in this header on any answer.',
        },
        dealToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The deal service’s access token from SetDiscoverAuth (body.data.token.accessToken), bound to the console session that asked for it.',
        },
      },
    },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
};
