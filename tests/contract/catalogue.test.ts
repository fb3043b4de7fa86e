// Contract: the action catalogue (schemas/actions/) against the embedded backend and the console's code.
// 1. No action is called without an entry: every action named in resources/, src/ and mocks/ has one, and the
//    backend serves each entry, needing a session exactly when the entry says so.
// 2. Every action, with a valid request (the entry's first example, or the preparation below for one that needs
//    state: an order to pay, a one-time code to check), answers success with a body its answer schema accepts;
//    the same request with a field the action does not take is refused with MMCP0001 and that field's error.
import type { ErrorObject } from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authProvider } from '../../src/auth/authProvider';
import { actionFacts } from '../../src/generated/actionFacts';
import * as answerValidators from '../../src/generated/answerValidators';
import { resourceFiles } from '../../src/generated/configFiles';
import type { PrecompiledValidator } from '../../src/generated/validators';
import { callNamedAction, downloadAction, encryptSecret } from '../../src/transport/client';
import { isMmcError } from '../../src/transport/errors';
import { forgetServerKeys } from '../../src/transport/keys';
import { setLanguageSource } from '../../src/transport/language';
import { clearAllStorage, getSession, getToken } from '../../src/transport/session';
import { DEMO_ACCOUNTS } from '../../mocks/db/demoAccounts';
import { actionNames, findAction } from '../../mocks/registry';
import { toClockDate } from '../../mocks/seedCalendar';
import { db, resetState } from '../../mocks/state';
import { useTestBackend } from '../unit/helpers/backend';

const ROOT = join(import.meta.dirname, '../..');
const OWNER = DEMO_ACCOUNTS.find((account) => account.label === 'Owner')!;
const answers = answerValidators as unknown as Record<string, PrecompiledValidator | undefined>;
const catalogue = Object.keys(actionFacts);
const named = catalogue.filter((action) => actionFacts[action]!.service === 'mmc');

type Body = Record<string, unknown>;
const call = (action: string, body: Body = {}) => callNamedAction<Body>(action, body, { hideErrMsg: true });
const exampleOf = (action: string): Body => {
  const entry = JSON.parse(readFileSync(join(ROOT, 'schemas/actions', `${action}.json`), 'utf8')) as { request: { examples?: Body[] } };
  return entry.request.examples?.[0] ?? {};
};

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

/** Requests that need state first; the rest send their entry's first example. */
const PREPARE: Record<string, () => Promise<Body>> = {
  MerchantLogin: async () => {
    const { randomNo } = await call('QryRandomNo');
    return { loginId: '712345678', userIdType: 'P', password: await encryptSecret(OWNER.password, String(randomNo)), randomNo };
  },
  MerchantCheckPassword: async () => {
    const { randomNo } = await call('QryRandomNo');
    return { password: await encryptSecret(OWNER.password, String(randomNo)), randomNo, passwordType: '1' };
  },
  VerifyPasscodeTrans: async () => {
    const { randomNo } = await call('QryRandomNo');
    return { passcode: await encryptSecret(OWNER.pin, String(randomNo)), randomNo, authTxCode: 'PIN_CHECK' };
  },
  CheckOtp: async () => {
    const target = { otpBusinessType: '12', otpType: 'P', sendNumber: '712345678', countryCode: '254' };
    const { jrnNo, demoOtp } = await call('SendOtp', target);
    return { ...target, jrnNo, otp: demoOtp };
  },
  UnLoginCheckOtp: async () => {
    const target = { otpBusinessType: '02', otpType: 'P', sendNumber: '712345678', countryCode: '254' };
    const { jrnNo, demoOtp } = await call('UnLoginSendOtp', target);
    return { ...target, jrnNo, otp: demoOtp };
  },
  // A forgotten PIN: the code goes to the account's own phone for business type 03 (reset PIN).
  ResetPassword: async () => {
    const target = { otpBusinessType: '03', otpType: 'P', sendNumber: '712345678', countryCode: '254' };
    const { jrnNo, demoOtp } = await call('SendOtp', target);
    await call('CheckOtp', { ...target, jrnNo, otp: demoOtp });
    const { randomNo } = await call('QryRandomNo');
    return { countryCode: '254', userId: '712345678', userIdType: 'P', passwordType: '0', password: await encryptSecret('9876', String(randomNo)), randomNo, jrnNo };
  },
  MerchantModifyPassword: async () => {
    const { jrnNo, otp } = await PREPARE.CheckOtp!();
    await call('CheckOtp', { otpBusinessType: '12', otpType: 'P', sendNumber: '712345678', countryCode: '254', jrnNo, otp });
    const { randomNo } = await call('QryRandomNo');
    return { passwordType: '0', newPassword: await encryptSecret('9876', String(randomNo)), randomNo, jrnNo };
  },
  ConfirmPayment: async () => {
    const { orderNo } = await call('CreateGoodsOrder', exampleOf('CreateGoodsOrder'));
    return { orderNo, payType: '0008', rcvAmount: 99_999_900 };
  },
  QueryPaymentResult: async () => ({ orderNo: (await call('CreateGoodsOrder', exampleOf('CreateGoodsOrder'))).orderNo }),
  CloseOrder: async () => ({ orderNo: (await call('CreateGoodsOrder', exampleOf('CreateGoodsOrder'))).orderNo }),
  SendReceiptAndInvoice: async () => {
    const { orderNo } = await call('CreateGoodsOrder', exampleOf('CreateGoodsOrder'));
    await call('ConfirmPayment', { orderNo, payType: '0008', rcvAmount: 99_999_900 });
    return { orderNo, receiptEmail: 'owner@example.co.ke' };
  },
  UpdateIPNInfo: async () => {
    await call('SaveIPNInfo', exampleOf('SaveIPNInfo')).catch(() => undefined); // the merchant may have one already
    return exampleOf('UpdateIPNInfo');
  },
  SetDiscoverAuth: async () => ({ sessionValue: getToken(), neoUserType: 'MERCHANT', userValue: getSession()?.mercId }),
  QuerySplitOrderDetail: async () => {
    const order = db().splitOrders.find((candidate) => candidate.usrNo === getSession()?.usrNo)!;
    return { orderNo: order.orderNo, orderDate: toClockDate(order.orderDate) };
  },
};

/**
 * The provider's wire convention: an optional field with no value is sent as '' rather than left out (spec 002
 * §7.1). So an answer's '' counts as absent wherever that settles a complaint about the field; a required field
 * that is '' stays a complaint. Returns the complaints left.
 */
const answerComplaints = (validate: PrecompiledValidator, answer: unknown): ErrorObject[] => {
  const copy: unknown = structuredClone(answer);
  for (let round = 0; round < 50; round++) {
    if (validate(copy)) return [];
    const blanks = (validate.errors ?? []).filter((error) => error.keyword !== 'required' && error.instancePath !== '' && readPointer(copy, error.instancePath) === '');
    if (blanks.length === 0) return validate.errors ?? [];
    for (const error of blanks) deletePointer(copy, error.instancePath);
  }
  return validate.errors ?? [];
};

const pointerSegments = (pointer: string) => pointer.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
const readPath = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);
const readPointer = (value: unknown, pointer: string) => readPath(value, pointerSegments(pointer));
const deletePointer = (value: unknown, pointer: string) => {
  const path = pointerSegments(pointer);
  const parent = readPath(value, path.slice(0, -1));
  if (parent && typeof parent === 'object' && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[path.at(-1)!];
};

const refusalOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (isMmcError(error)) return error;
    throw error;
  }
  throw new Error('the call succeeded');
};

describe('every action: a valid request gets an answer its schema accepts; an invalid one MMCP0001', () => {
  useTestBackend();
  beforeAll(async () => {
    await import('../../mocks/handlers');
  });
  beforeEach(async () => {
    await resetState('demo');
    forgetServerKeys();
    clearAllStorage();
    await authProvider.login({ username: OWNER.login, password: OWNER.password });
  });

  for (const action of named) {
    const facts = actionFacts[action]!;
    it(`${action}`, async () => {
      const body = PREPARE[action] ? await PREPARE[action]!() : exampleOf(action);
      if (facts.transfer === 'download') {
        expect((await downloadAction(action)).size).toBeGreaterThan(0);
        return;
      }
      const answer = await call(action, body).catch((error: unknown) => {
        throw new Error(`${action} refused its valid request ${JSON.stringify(body)}: ${isMmcError(error) ? `${error.code} ${error.message} ${JSON.stringify(error.body)}` : String(error)}`);
      });
      const validate = answers[`${action}__answer`]!;
      expect(answerComplaints(validate, answer), `${action}'s answer ${JSON.stringify(answer).slice(0, 400)}`).toEqual([]);

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
