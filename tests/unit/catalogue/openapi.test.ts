// openapi.json, the action catalogue as OpenAPI 3.1 for the provider's backend team: valid against the official
// OpenAPI 3.1 schema (a registry package, not a hand-written check), one operation per catalogue entry addressed as
// the transport addresses it, and the facts a backend relies on (session, paging, the entity behind an answer).
// The stale-file test runs gen on a small temporary copy (--root), never on the real repository.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionFacts } from '../../../src/generated/actionFacts';
import { transportConfig } from '../../../src/transport/config';
import { assignTypeNames } from '../../../scripts/lib/gen/schemaTypes';
import { loadCatalogue } from '../../../scripts/lib/actionCatalogue';
import { loadSchemaFiles } from '../../../scripts/lib/ajv';
import { DEAL_SERVICE_BASE_PATH, FILE_SERVICE_BASE_PATH, generateOpenApi, MMC_BASE_PATH, TOKEN_HEADER } from '../../../scripts/lib/openapi';
import { makeSmallRepository, ROOT, runGen } from '../helpers/smallRepository';


// The document is walked by path; its shape is what the tests assert.
type Node = Record<string, any>;
const document = JSON.parse(readFileSync(join(ROOT, 'openapi.json'), 'utf8')) as Node;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const operations = Object.entries(document.paths as Record<string, Node>).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] as Node })),
);
const operationOf = (action: string): Node => {
  const found = operations.filter(({ operation }) => operation.operationId === action);
  expect(found, action).toHaveLength(1);
  return found[0]!.operation;
};

/** A local $ref ('#/components/schemas/Store/properties/x') followed to what it names. */
const follow = (ref: string): Node => {
  expect(ref.startsWith('#/'), `${ref} is local`).toBe(true);
  let node: Node = document;
  for (const token of ref.slice(2).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    node = node[token];
    expect(node, `${ref} resolves`).toBeDefined();
  }
  return node;
};

const refsIn = (node: unknown): string[] =>
  Array.isArray(node) ? node.flatMap(refsIn) : node && typeof node === 'object'
    ? Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value] : refsIn(value)))
    : [];

describe('openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('stands alone: every $ref is local and lands on something', () => {
    const refs = [...new Set(refsIn(document))];
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of refs) follow(ref);
  });

  it('has exactly one operation per catalogue entry, addressed as the transport addresses it', () => {
    const catalogue = Object.keys(actionFacts).sort();
    expect(operations.map(({ operation }) => operation.operationId).sort()).toEqual(catalogue);
    for (const { path, method, operation } of operations) {
      const facts = actionFacts[operation.operationId]!;
      if (facts.service === 'deals') {
        expect(`${method.toUpperCase()} ${path}`).toBe(`${facts.method} /${facts.path}`);
        expect(operation.servers[0].url).toBe('/deals-api');
      } else {
        expect(path).toBe(`/mmc/mrpay/${operation.operationId}${facts.htm ? '.htm' : ''}`);
        expect(method).toBe(facts.transfer === 'download' ? 'get' : 'post');
      }
      expect(operation['x-access']).toEqual(facts.access);
      expect(operation['x-txTyp']).toBe(facts.txTyp);
    }
    expect(document.paths['/mmc/mrpay/QryEncryptionkey.htm'].post.operationId).toBe('QryEncryptionkey');
  });

  it('uses the transport’s own defaults: base paths and the token header', () => {
    expect([MMC_BASE_PATH, DEAL_SERVICE_BASE_PATH, FILE_SERVICE_BASE_PATH, TOKEN_HEADER]).toEqual([
      transportConfig.baseUrl,
      transportConfig.dealServiceUrl,
      transportConfig.fileServiceUrl,
      transportConfig.tokenHeader,
    ]);
    expect(document.components.securitySchemes.sessionToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'auth-token' });
  });

  it('asks for the session token exactly on the actions that need a session; MerchantLogin is public', () => {
    expect(operationOf('QueryStoreList').security).toEqual([{ sessionToken: [] }]);
    expect(operationOf('MerchantLogin').security).toBeUndefined();
    expect(operationOf('listDeals').security).toEqual([{ dealToken: [] }]);
    for (const { operation } of operations) {
      expect(Boolean(operation.security), operation.operationId).toBe(actionFacts[operation.operationId]!.session);
    }
  });

  it('sends a list action’s paging and the common fields in the body, and refuses other fields', () => {
    const request = follow(operationOf('QueryStoreList').requestBody.content['application/json'].schema.$ref);
    expect(Object.keys(request.properties)).toEqual(expect.arrayContaining(['limit', 'offset', 'channel', 'version', 'usrMblNo', 'txTyp', 'deviceInfo', 'storeName']));
    expect(follow(request.properties.limit.$ref)).toMatchObject({ type: 'integer', minimum: 1 });
    expect(request.additionalProperties).toBe(false);
    const login = follow(operationOf('MerchantLogin').requestBody.content['application/json'].schema.$ref);
    expect(login.properties.limit).toBeUndefined();
    expect(login.required).toEqual(['loginId', 'userIdType', 'password', 'randomNo']);
  });

  it('answers in the {gda, body} envelope, the body referencing the entity schema', () => {
    const answered = operationOf('QueryStoreList').responses['200'].content['application/json'].schema;
    const success = answered.anyOf[0];
    expect(follow(success.properties.gda.$ref).required).toEqual(['msg_cd']);
    const body = follow(success.properties.body.$ref);
    expect(body.properties.data.items.$ref).toBe('#/components/schemas/Store');
    expect(Object.keys(follow(body.properties.data.items.$ref).properties)).toEqual(expect.arrayContaining(['storeId', 'storeName']));
    expect(follow(answered.anyOf[1].$ref).properties.body.properties.fieldErrors).toBeDefined();
  });

  it('lists the response codes an action may answer, with the message the server sends', () => {
    const codes = operationOf('MerchantLogin')['x-response-codes'] as { code: string; message?: string }[];
    expect(codes.map(({ code }) => code)).toEqual(['MMCP0001', 'MMCP0404', 'URMP1001', 'URMP1002', 'URMP1003', 'URMP1004', 'URMP1005', 'URMP1007']);
    expect(codes.find(({ code }) => code === 'URMP1001')?.message).toBe('The account does not exist. Please re-enter');
    expect(operationOf('MerchantLogin').description).toContain('`URMP1003`');
    expect((operationOf('QueryStoreList')['x-response-codes'] as { code: string }[]).map(({ code }) => code)).toContain('SCM60401');
  });

  it('describes a download as GET with _t and the file’s media type', () => {
    const download = operationOf('CustomerTemplateDownload');
    expect(download.parameters.map((parameter: Node) => parameter.name ?? parameter.$ref)).toContain('_t');
    expect(Object.keys(download.responses['200'].content)).toEqual(['text/csv']);
    expect(download.requestBody).toBeUndefined();
  });

  it('describes an upload as a multipart form with the file beside the action’s fields', async () => {
    // No entry is an upload yet: one is made from FileParseUploadCustomer, in memory.
    const files = loadSchemaFiles(ROOT);
    const entries = loadCatalogue(ROOT).map((entry) =>
      entry.definition.action === 'FileParseUploadCustomer' ? { ...entry, definition: { ...entry.definition, transfer: 'upload' as const } } : entry,
    );
    const withUpload = JSON.parse(generateOpenApi({ root: ROOT, files, entries, names: assignTypeNames(files) })) as Node;
    const content = withUpload.paths['/mmc/mrpay/FileParseUploadCustomer'].post.requestBody.content;
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    const form = withUpload.components.schemas[content['multipart/form-data'].schema.$ref.split('/').pop()];
    expect(form.properties.file).toMatchObject({ type: 'string', contentMediaType: 'application/octet-stream' });
    expect(form.required).toEqual(['customers', 'file']);
    expect((await new Validator().validate(withUpload)).valid).toBe(true);
  });
});

describe('gen:check and openapi.json', () => {
  let copy: string;

  beforeAll(() => {
    copy = makeSmallRepository();
  }, 60_000);
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('fails the check naming openapi.json when it is stale, and gen brings it back', () => {
    const path = join(copy, 'schemas/actions/MerchantLogin.json');
    const entry = JSON.parse(readFileSync(path, 'utf8'));
    entry.summary = 'Signs in; changed here so that openapi.json goes stale.';
    writeFileSync(path, JSON.stringify(entry, null, 2));

    const failed = runGen('--check', '--root', copy);
    expect(failed.status).toBe(1);
    expect(failed.output).toContain('stale:   openapi.json');
    expect(failed.output).toContain('Fix: run npm run gen');

    expect(runGen('--root', copy).status).toBe(0);
    expect(readFileSync(join(copy, 'openapi.json'), 'utf8')).toContain('changed here so that openapi.json goes stale');
    expect(runGen('--check', '--root', copy).status).toBe(0);

    rmSync(join(copy, 'openapi.json'));
    expect(runGen('--check', '--root', copy).output).toContain('missing: openapi.json');
    expect(runGen('--root', copy).status).toBe(0);
  }, 300_000);

  it('refuses an entry whose response code the code table does not describe, naming the entry', () => {
    const path = join(copy, 'schemas/actions/MerchantLogin.json');
    const original = readFileSync(path, 'utf8');
    const entry = JSON.parse(original);
    entry.errors.push('URMP9998');
    writeFileSync(path, JSON.stringify(entry, null, 2));
    const failed = runGen('--check', '--root', copy);
    writeFileSync(path, original);
    expect(failed.status).toBe(1);
    expect(failed.output).toContain('schemas/actions/MerchantLogin.json /errors: response code URMP9998 is not described in schemas/actions/responseCodes.schema.json');
  }, 120_000);
});
