// Business setup (spec 000 §2 Onboarding; 002 §7.4 Sign-up and onboarding, Session and user): the type, the
// type's form, the stakeholders' check, the settlement bank, each kept at once so a merchant who leaves resumes at
// the step reached. The bank details finish the setup: the business setup status turns Y for the merchant's users
// (their menu and functions load, 001 §Store) and the owner's ID counts as uploaded when the owner is among the
// stakeholders with both sides of the ID. A business already set up that sends its form again is amending it:
// the change goes under review for 24 hours (001), as Business information's own does.
// Refusals in the spec's words where it has them ('This Business Registration Number exists on our records.');
// the KRA PIN's follows that sentence, the spec naming no text of its own.
import { formFieldsFor, hasStakeholderStep, isBusinessType, requiredFieldsFor, type BusinessType } from '../../src/config/businessSetup/businessForm';
import { shareProblem } from '../../src/config/businessSetup/shareRule';
import { SETUP_ORDER, type SetupStep } from '../../src/config/businessSetup/setupSteps';
import { requireAnyCode } from '../access';
import { optionalText, text } from '../body';
import { BANKS } from '../db/kenya';
import type { BusinessSetupRecord, UserAccount } from '../db/types';
import { MockFailure } from '../failure';
import { headOfficeName, openMerchantFor } from '../newMerchant';
import { languageOf, renderMessage } from '../messages';
import { defineAction } from '../registry';
import { wireDateNow, wireTimeNow } from '../resources/collections';
import { invalidFields, NOT_ALLOWED_CODE } from '../resources/errors';
import { fileFieldProblems } from '../resources/fileFields';
import { entityInfo, isBlank, validate, type Problem } from '../resources/schema';
import { db } from '../state';

export const KRA_PIN_IN_USE = 'MMCP1101';
export const REGISTRATION_NO_IN_USE = 'MMCP1102';
export const CERTIFICATE_UNREADABLE = 'MMCP1103';
export const STAKEHOLDERS_INCOMPLETE = 'MMCP1104';

const blankSetup = (mercId: string): BusinessSetupRecord =>
  ({
    mercId,
    step: 'type',
    businessType: '',
    ocrFlg: 'N',
    ...(Object.fromEntries(formFieldsFor('3').map((field) => [field, ''])) as Record<string, string>),
    bankCode: '',
    branchCode: '',
    acNm: '',
    acNo: '',
  }) as BusinessSetupRecord;

/**
 * The merchant's setup; a merchant registered since the seed starts at the first step. An owner who has no
 * merchant yet (registered, business not created) sees a blank one, kept nowhere.
 */
export const setupOf = (mercId: string): BusinessSetupRecord => {
  if (!mercId) return blankSetup('');
  const setups = db().businessSetups;
  let setup = setups.find((entry) => entry.mercId === mercId);
  if (!setup) {
    setup = blankSetup(mercId);
    setups.push(setup);
  }
  return setup;
};

const later = (a: SetupStep, b: SetupStep): SetupStep => (SETUP_ORDER.indexOf(a) >= SETUP_ORDER.indexOf(b) ? a : b);

const language = (request: Request) => languageOf(request.headers.get('Accept-Language'));

const fieldRefusal = (code: string, field: string, key: string, lang: string) =>
  new MockFailure(code, key, { body: { fieldErrors: { [field]: renderMessage(lang, key) } } });

/** Another merchant's business already uses this KRA PIN. */
const kraPinTaken = (mercId: string, taxPin: string): boolean =>
  db().businessSetups.some((entry) => entry.mercId !== mercId && entry.taxPin === taxPin) ||
  db().businessInfos.some((entry) => entry.mercId !== mercId && entry.taxPin === taxPin);

const registrationTaken = (mercId: string, ciNo: string): boolean =>
  db().merchants.some((entry) => entry.mercId !== mercId && entry.ciNo === ciNo) ||
  db().businessSetups.some((entry) => entry.mercId !== mercId && entry.ciNo === ciNo);

defineAction('QueryBusinessSetup', ({ user }) => {
  const { mercId: _owner, ...setup } = setupOf(user.mercId);
  // What is not filled in yet is absent, as an optional field is.
  return { body: Object.fromEntries(Object.entries(setup).filter(([, value]) => value !== '')) };
});

defineAction('CheckKraPinIsUse', ({ user, body, request }) => {
  const taxPin = text(body, 'taxPin');
  if (kraPinTaken(user.mercId, taxPin)) throw fieldRefusal(KRA_PIN_IN_USE, 'taxPin', 'messages.kraPinInUse', language(request));
  return { body: { isUse: 'N' } };
});

/**
 * Sectors of each industry (CommonDictionary dictType "sector", parent the industry code): the code a business keeps
 * (its English name) and the name in each language, as the server answers in the request's language.
 */
const SECTORS: Record<string, ReadonlyArray<readonly [string, string]>> = {
  '01': [
    ['Groceries and household goods', '食品杂货与家居用品'],
    ['Clothing and shoes', '服装鞋履'],
    ['Electronics and phones', '电子产品与手机'],
    ['Hardware and building materials', '五金与建材'],
    ['Cosmetics and beauty', '化妆品与美容'],
  ],
  '02': [
    ['Fast-moving consumer goods', '快速消费品'],
    ['Beverages', '饮料'],
    ['Building materials', '建筑材料'],
    ['Fresh produce', '生鲜农产品'],
  ],
  '03': [
    ['Restaurant', '餐厅'],
    ['Café', '咖啡馆'],
    ['Hotel and lodging', '酒店与住宿'],
    ['Catering', '餐饮承办'],
  ],
  '04': [
    ['Fresh produce', '生鲜农产品'],
    ['Farm inputs and animal health', '农资与动物保健'],
    ['Dairy', '乳制品'],
    ['Poultry', '家禽'],
  ],
  '05': [
    ['Boda boda and taxi', '摩托出租与出租车'],
    ['Freight and haulage', '货运与运输'],
    ['Courier', '快递'],
  ],
  '06': [
    ['Pharmacy', '药房'],
    ['Clinic', '诊所'],
    ['Laboratory', '化验室'],
  ],
  '07': [
    ['School', '学校'],
    ['Training college', '培训学院'],
    ['Tuition centre', '辅导中心'],
  ],
  '08': [
    ['Accounting', '会计'],
    ['Legal', '法律'],
    ['Consulting', '咨询'],
    ['Design and printing', '设计与印刷'],
  ],
  '09': [
    ['Salon and barber', '美发与理发'],
    ['Repairs', '维修'],
    ['Cleaning services', '清洁服务'],
    ['Other', '其他'],
  ],
};

defineAction('CommonDictionary', ({ body, request }) => {
  const dictType = text(body, 'dictType');
  const parent = optionalText(body, 'parentCode') ?? '';
  const chinese = language(request) === 'zh-CN';
  const sectors = dictType === 'sector' && Object.hasOwn(SECTORS, parent) ? SECTORS[parent]! : [];
  return { body: { list: sectors.map(([code, chineseName]) => ({ dictCode: code, dictName: chinese ? chineseName : code })) } };
});

defineAction('BankList', () => ({ body: { list: BANKS.map((bank) => ({ bankCode: bank.code, bankName: bank.name })) } }));

const branchCodeOf = (bankCode: string, index: number) => `${bankCode.padStart(3, '0')}${String(index + 1).padStart(3, '0')}`;

defineAction('BankBranchList', ({ body }) => {
  const bank = BANKS.find((entry) => entry.code === text(body, 'bankCode'));
  if (!bank) throw new MockFailure('MMCP0404', 'messages.recordMissing');
  return { body: { list: bank.branches.map((branchName, index) => ({ branchCode: branchCodeOf(bank.code, index), branchName })) } };
});

/**
 * The registration certificate "recognised": the mock reads the certificate's own text (a PDF's text is in plain
 * bytes) for its business name, registration number and the owner's KRA PIN, as a recognition service would read
 * them off the scan. A certificate with none of them cannot be read.
 */
const recognise = (content: string): Record<string, string> => {
  const found: Record<string, string> = {};
  const name = /Business Name\s*:\s*([^\n\r()]+?)\s*(?:\)|\n|\r|$)/i.exec(content)?.[1];
  const ciNo = /\b((?:BN|PVT|CPR)-[A-Z0-9]{6,10})\b/.exec(content)?.[1];
  const taxPin = /\b([AP][0-9]{9}[A-Z])\b/.exec(content)?.[1];
  if (name) found.mercNm = name.trim();
  if (ciNo) found.ciNo = ciNo;
  if (taxPin) found.taxPin = taxPin;
  return found;
};

defineAction('OcrBusRegCert', ({ user, body }) => {
  const fileId = text(body, 'fileId');
  const stored = db().files[fileId];
  if (!stored || (stored.mercId !== '' && stored.mercId !== user.mercId))
    throw new MockFailure(CERTIFICATE_UNREADABLE, 'messages.certificateUnreadable');
  const recognised = recognise(atob(stored.base64));
  if (Object.keys(recognised).length === 0) throw new MockFailure(CERTIFICATE_UNREADABLE, 'messages.certificateUnreadable');
  return { body: recognised };
});

const problemsOf = async (user: UserAccount, type: BusinessType, fields: Record<string, unknown>): Promise<Problem[]> => {
  const problems = await validate('businessSetup', fields, true);
  for (const field of requiredFieldsFor(type)) if (isBlank(fields[field])) problems.push({ field, key: 'validation.required' });
  problems.push(...fileFieldProblems(user, entityInfo('businessSetup'), fields));
  return problems;
};

/**
 * A merchant opened at registration named its wallet and head office after the owner (mocks/newMerchant.ts): once
 * the business has its own name and address, they take them. A head office someone has renamed keeps its name.
 */
const nameTheHeadOffice = (formerName: string, setup: BusinessSetupRecord) => {
  const account = db().accounts.find((entry) => entry.mercId === setup.mercId);
  if (account && account.acNm === formerName) account.acNm = setup.mercNm;
  const headOffice = db().stores.find((store) => store.mercId === setup.mercId && store.headOffFlg === 'Y');
  if (!headOffice) return;
  if (headOffice.storeName === headOfficeName(formerName)) headOffice.storeName = headOfficeName(setup.mercNm);
  if (!headOffice.county) Object.assign(headOffice, { county: setup.county, city: setup.city, street: setup.street });
};

/** The setup's business becomes the merchant's: name, type, registration, and its business information. */
const applyToBusiness = (setup: BusinessSetupRecord, underReview: boolean) => {
  const merchant = db().merchants.find((entry) => entry.mercId === setup.mercId);
  const info = db().businessInfos.find((entry) => entry.mercId === setup.mercId);
  const type = setup.businessType as BusinessType;
  if (merchant && !underReview) {
    nameTheHeadOffice(merchant.mercNm, setup);
    Object.assign(merchant, { mercNm: setup.mercNm, businessType: type, ciNo: setup.ciNo });
  }
  if (info) {
    Object.assign(info, {
      mercNm: setup.mercNm,
      businessType: type,
      industry: setup.industry,
      sector: setup.sector,
      description: setup.description,
      county: setup.county,
      city: setup.city,
      street: setup.street,
      taxPin: setup.taxPin,
      ciNo: setup.ciNo,
    });
    if (underReview) Object.assign(info, { auditSts: '1', auditSubmitDt: wireDateNow(), auditSubmitTm: wireTimeNow() });
  }
};

defineAction('SetUpBusiness', async ({ user, body, request }) => {
  // Creating a business opens the merchant of an owner who registered without one (joining a business would not).
  if (!user.mercId && user.superAdmin === 'Y' && !user.registerStep) openMerchantFor(user);
  const setup = setupOf(user.mercId);
  const lang = language(request);
  const type = body.businessType;
  if (!isBusinessType(type)) throw invalidFields(lang, [{ field: 'businessType', key: 'validation.required' }]);
  const done = setup.step === 'done';
  if (text(body, 'setupStep') === 'type') {
    // A set-up business changes its type by amending its form, under review.
    if (done) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.notAllowed');
    Object.assign(setup, { businessType: type, ocrFlg: type === '1' && body.ocrFlg === 'Y' ? 'Y' : 'N', step: later(setup.step, 'form') });
    return { body: { step: setup.step } };
  }
  if (setup.step === 'type' && !done) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.businessTypeFirst');
  const fields = Object.fromEntries(formFieldsFor(type).map((field) => [field, body[field] ?? '']));
  const problems = await problemsOf(user, type, fields);
  if (problems.length > 0) throw invalidFields(lang, problems);
  if (kraPinTaken(user.mercId, String(fields.taxPin))) throw fieldRefusal(KRA_PIN_IN_USE, 'taxPin', 'messages.kraPinInUse', lang);
  if (fields.ciNo && registrationTaken(user.mercId, String(fields.ciNo)))
    throw fieldRefusal(REGISTRATION_NO_IN_USE, 'ciNo', 'messages.registrationNoInUse', lang);
  Object.assign(setup, fields, { businessType: type });
  if (done) {
    applyToBusiness(setup, true);
    return { body: { step: setup.step, auditSts: '1' } };
  }
  setup.step = later(setup.step, hasStakeholderStep(type) ? 'stakeholders' : 'bank');
  return { body: { step: setup.step } };
});

defineAction('CheckStakeHolder', ({ user }) => {
  requireAnyCode(user, ['31']);
  const setup = setupOf(user.mercId);
  const people = db().stakeholders.filter((entry) => entry.mercId === user.mercId);
  const shares = people.map((entry) => entry.share);
  const problem = shareProblem(shares);
  // During setup every stakeholder gives both sides of their ID (the owner's is the owner's ID upload).
  const withoutId = setup.step === 'done' ? undefined : people.find((entry) => !entry.idFrontImg || !entry.idBackImg);
  if (withoutId)
    throw new MockFailure(STAKEHOLDERS_INCOMPLETE, 'messages.stakeholderIdMissing', {
      values: { name: `${withoutId.firstName} ${withoutId.surname}` },
    });
  if (problem) {
    const key = problem.kind === 'none' ? 'messages.stakeholdersMissing' : 'messages.sharesNotWhole';
    throw new MockFailure(STAKEHOLDERS_INCOMPLETE, key, { values: { total: problem.total } });
  }
  if (setup.step === 'stakeholders') setup.step = 'bank';
  return { body: { step: setup.step, total: 100 } };
});

/** The business is set up: its users' status turns Y, and the owner's ID counts when the owner gave both sides as a stakeholder. */
const finishSetup = (setup: BusinessSetupRecord) => {
  setup.step = 'done';
  applyToBusiness(setup, false);
  const people = db().stakeholders.filter((entry) => entry.mercId === setup.mercId);
  for (const account of db().users.filter((entry) => entry.mercId === setup.mercId)) {
    account.businessSetupStatus = 'Y';
    if (people.some((person) => person.mblNo === account.mblNoPlain && person.idFrontImg && person.idBackImg)) account.idUploadFlag = 'Y';
  }
};

defineAction('SetBankInfo', async ({ user, body, request }) => {
  const setup = setupOf(user.mercId);
  const lang = language(request);
  if (SETUP_ORDER.indexOf(setup.step) < SETUP_ORDER.indexOf('bank')) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.bankStepNotReached');
  const fields = { bankCode: body.bankCode ?? '', branchCode: body.branchCode ?? '', acNm: body.acNm ?? '', acNo: body.acNo ?? '' };
  const problems = await validate('businessSetup', fields, true);
  for (const [field, value] of Object.entries(fields)) if (isBlank(value)) problems.push({ field, key: 'validation.required' });
  const bank = BANKS.find((entry) => entry.code === fields.bankCode);
  if (!problems.some((problem) => problem.field === 'bankCode') && !bank) problems.push({ field: 'bankCode', key: 'validation.referenceUnknown' });
  if (bank && !bank.branches.some((_name, index) => branchCodeOf(bank.code, index) === fields.branchCode))
    problems.push({ field: 'branchCode', key: 'validation.referenceUnknown' });
  if (problems.length > 0) throw invalidFields(lang, problems);
  Object.assign(setup, fields);
  if (setup.step !== 'done') finishSetup(setup);
  return { body: { step: setup.step } };
});
