// Contract: the action catalogue (schemas/actions/) against the embedded backend and the console's code.
// 1. No action is called without an entry: every action named in resources/, src/ and mocks/ has one, and the
//    backend serves each entry, needing a session exactly when the entry says so.
// 2. Every action, with a valid request (the entry's first example, or the preparation below for one that needs
//    state: an order to pay, a one-time code to check), answers success with a body its answer schema accepts;
//    the same request with a field the action does not take is refused with MMCP0001 and that field's error.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authProvider } from '../../src/auth/authProvider';
import { actionFacts } from '../../src/generated/actionFacts';
import * as answerValidators from '../../src/generated/answerValidators';
import { resourceFiles } from '../../src/generated/configFiles';
import type { PrecompiledValidator } from '../../src/validation/entityTypes';
import { downloadAction } from '../../src/transport/client';
import { isMmcError } from '../../src/transport/errors';
import { setLanguageSource } from '../../src/transport/language';
import { actionNames, findAction } from '../../mocks/registry';
import { useTestBackend } from '../unit/helpers/backend';
import { call, named, OWNER, refusalOf, ROOT, startAs, validRequestOf } from './support/catalogueCalls';
import { wireComplaints } from './support/wireConvention';

const answers = answerValidators as unknown as Record<string, PrecompiledValidator | undefined>;

const walk = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? (entry.name === 'generated' ? [] : walk(join(directory, entry.name))) : /\.tsx?$/.test(entry.name) ? [join(directory, entry.name)] : [],
  );

/** Action names written in code: callAction('X'…, callNamedAction('X'…, downloadAction('X'…, defineAction('X'…. */
const namedInCode = (directory: string): Map<string, string> => {
  const found = new Map<string, string>();
  for (const file of walk(join(ROOT, directory))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b(?:callAction|callNamedAction|downloadAction|define(?:Public)?Action)\s*(?:<[^>]*>)?\(\s*'([A-Za-z][A-Za-z0-9]*)'/g)) {
      found.set(match[1]!, file.slice(ROOT.length + 1));
    }
  }
  return found;
};

/** Action names in resource files: methods, commands, imports and their templates, list filters' choicesFrom. */
const namedInResources = (): Map<string, string> => {
  const found = new Map<string, string>();
  const visit = (node: unknown, file: string) => {
    if (Array.isArray(node)) node.forEach((item) => visit(item, file));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if ((key === 'action' || key === 'templateAction') && typeof value === 'string') found.set(value, file);
        else visit(value, file);
      }
    }
  };
  for (const [name, file] of Object.entries(resourceFiles)) visit(file, `resources/${name}.json`);
  return found;
};

describe('no action is called without a catalogue entry', () => {
  it('every action named in resources/, src/ and mocks/ has an entry', () => {
    const uses = new Map([...namedInCode('mocks'), ...namedInCode('src'), ...namedInResources()]);
    const missing = [...uses].filter(([action]) => !(action in actionFacts)).map(([action, where]) => `${action} (called in ${where})`);
    expect(missing, 'add schemas/actions/<action>.json for each (README "Adding a screen")').toEqual([]);
  });

  it('the backend serves every named entry, asking for a session exactly when the entry says so', async () => {
    await import('../../mocks/handlers');
    const served = new Set(actionNames());
    expect(named.filter((action) => actionFacts[action]!.transfer === 'json' && !served.has(action))).toEqual([]);
    const wrongSession = named.filter((action) => served.has(action) && findAction(action)!.public === actionFacts[action]!.session);
    expect(wrongSession).toEqual([]);
  });
});

describe('every action: a valid request gets an answer its schema accepts; an invalid one MMCP0001', () => {
  useTestBackend();
  beforeAll(async () => {
    await import('../../mocks/handlers');
  });
  beforeEach(() => startAs(OWNER));

  for (const action of named) {
    const facts = actionFacts[action]!;
    it(`${action}`, async () => {
      const body = await validRequestOf(action);
      if (facts.transfer === 'download') {
        expect((await downloadAction(action, body as Record<string, string>)).size).toBeGreaterThan(0);
        return;
      }
      const answer = await call(action, body).catch((error: unknown) => {
        throw new Error(`${action} refused its valid request ${JSON.stringify(body)}: ${isMmcError(error) ? `${error.code} ${error.message} ${JSON.stringify(error.body)}` : String(error)}`);
      });
      const validate = answers[`${action}__answer`]!;
      expect(wireComplaints(validate, answer), `${action}'s answer ${JSON.stringify(answer).slice(0, 400)}`).toEqual([]);

      if (action === 'LoginOut') await authProvider.login({ username: OWNER.login, password: OWNER.password });
      const refusal = await refusalOf(call(action, { ...body, notAField: 'x' }));
      expect(refusal.code).toBe('MMCP0001');
      expect(refusal.body).toEqual({ fieldErrors: { notAField: 'This field is not accepted here.' } });
    });
  }

  it('answers the field errors in the language of the request', async () => {
    setLanguageSource(() => 'zh-CN');
    try {
      const refusal = await refusalOf(call('ChangeStore', { storeId: 7 }));
      expect(refusal.code).toBe('MMCP0001');
      expect(refusal.body).toEqual({ fieldErrors: { storeId: '格式错误' } });
    } finally {
      setLanguageSource(() => 'en-US');
    }
  });
});
