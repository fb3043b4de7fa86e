// The calls of business setup and the subscription plans (catalogue: schemas/actions/SetUpBusiness.json and
// neighbours). Refusals are shown where the merchant is looking (under the field, above the buttons), so the
// transport's toast is kept quiet for them.
import type { AnswerOf, RequestOf } from '../../generated/actionTypes';
import { callAction } from '../../transport/client';
import { isMmcError } from '../../transport/errors';

export type BusinessSetup = AnswerOf<'QueryBusinessSetup'>;
export type Stakeholder = AnswerOf<'QueryStakeholderParam'>;
export type StakeholderFields = RequestOf<'AddStakeholder'>;
export type PlanOffer = AnswerOf<'QuerySubscriptionPlan'>['plans'][number];
export type PlanList = AnswerOf<'QuerySubscriptionPlan'>;

const quiet = { hideErrMsg: true } as const;

export const SUBSCRIPTION_PERMISSION = '3706';
export const STAKEHOLDER_PERMISSION = '31';
/** Business information (spec 001 §6): reading and amending the business. */
export const BUSINESS_INFO_PERMISSION = '30';
/** What the PIN authorises when a plan is paid (VerifyPasscodeTrans authTxCode). */
export const PLAN_PIN_CODE = 'SUBSCRIPTION';

export const loadSetup = () => callAction('QueryBusinessSetup');
export const saveType = (businessType: string, ocrFlg: 'Y' | 'N') =>
  callAction('SetUpBusiness', { setupStep: 'type', businessType: businessType as RequestOf<'SetUpBusiness'>['businessType'], ocrFlg }, quiet);
export const saveForm = (fields: Omit<RequestOf<'SetUpBusiness'>, 'setupStep'>) => callAction('SetUpBusiness', { ...fields, setupStep: 'form' }, quiet);
export const checkKraPin = (taxPin: string) => callAction('CheckKraPinIsUse', { taxPin }, quiet);
export const recogniseCertificate = (fileId: string) => callAction('OcrBusRegCert', { fileId }, quiet);
export const loadSectors = async (industry: string) => (await callAction('CommonDictionary', { dictType: 'sector', parentCode: industry })).list;

export const loadStakeholders = async () => (await callAction('QueryStakeholders', { limit: 50, offset: 0 })).data;
export const addStakeholder = (fields: StakeholderFields) => callAction('AddStakeholder', fields, quiet);
export const updateStakeholder = (stakeholderId: string, fields: StakeholderFields) => callAction('UpdateStakeHolder', { ...fields, stakeholderId }, quiet);
export const removeStakeholder = (stakeholderId: string) => callAction('DeleteStakeHolder', { stakeholderId });
export const checkStakeholders = () => callAction('CheckStakeHolder', {}, quiet);

export const loadBanks = async () => (await callAction('BankList')).list;
export const loadBranches = async (bankCode: string) => (await callAction('BankBranchList', { bankCode })).list;
export const saveBank = (fields: RequestOf<'SetBankInfo'>) => callAction('SetBankInfo', fields, quiet);

export const loadPlans = () => callAction('QuerySubscriptionPlan');
export const buyPlan = (planId: string) => callAction('BuySubscriptionPlan', { planId: planId as RequestOf<'BuySubscriptionPlan'>['planId'] }, quiet);

/** The server's words per field, when it blamed particular fields (MMCP0001, a KRA PIN or number in use…). */
export const fieldErrorsIn = (error: unknown): Record<string, string> | undefined => {
  const fieldErrors = isMmcError(error) ? error.body?.fieldErrors : undefined;
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : undefined;
};
