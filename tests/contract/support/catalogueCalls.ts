// The action catalogue as the contract tests call it: through the console's own transport, signed in as a demo
// account, with a valid request per action (its entry's first example, or the preparation below for one that
// needs state first: an order to pay, a one-time code to check). Shared by catalogue, fuzz and authorisation tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { authProvider } from '../../../src/auth/authProvider';
import { actionFacts } from '../../../src/generated/actionFacts';
import { callNamedAction, encryptSecret } from '../../../src/transport/client';
import { isMmcError, type MmcError } from '../../../src/transport/errors';
import { forgetServerKeys } from '../../../src/transport/keys';
import { clearAllStorage, getSession, getToken } from '../../../src/transport/session';
import { advanceClock } from '../../../mocks/clock';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../../mocks/db/demoAccounts';
import { ACCOUNT_OPENING_MS } from '../../../mocks/overdraftLine';
import { REPORT_MAKING_MS } from '../../../mocks/actions/reports';
import { toClockDate } from '../../../mocks/seedCalendar';
import { pngOf } from '../../pictures';
import { db, resetState, runtime } from '../../../mocks/state';

export const ROOT = join(import.meta.dirname, '../../..');
export const OWNER = DEMO_ACCOUNTS.find((account) => account.label === 'Owner')!;
/** Every catalogue entry's name, and those of the /mmc/ named actions. */
export const catalogue = Object.keys(actionFacts);
export const named = catalogue.filter((action) => actionFacts[action]!.service === 'mmc');

export type Body = Record<string, unknown>;
export const call = (action: string, body: Body = {}) => callNamedAction<Body>(action, body, { hideErrMsg: true });

/** A verified code of this business type sent to the owner's own phone (712 345 678). */
const verifiedOwnCode = async (otpBusinessType: string): Promise<string> => {
  const target = { otpBusinessType, otpType: 'P', sendNumber: '712345678', countryCode: '254' };
  const { jrnNo, demoOtp } = await call('SendOtp', target);
  await call('CheckOtp', { ...target, jrnNo, otp: demoOtp });
  return String(jrnNo);
};

/** The entry's file as written (schemas/actions/<action>.json). */
export const entryOf = (action: string) =>
  JSON.parse(readFileSync(join(ROOT, 'schemas/actions', `${action}.json`), 'utf8')) as {
    request: { properties?: Record<string, unknown>; required?: string[]; examples?: Body[] };
  };
export const exampleOf = (action: string): Body => entryOf(action).request.examples?.[0] ?? {};

/** Back to the seed, the console's storage and cached keys cleared, signed in as `who` through the authProvider. */
export const startAs = async (who: DemoAccount = OWNER): Promise<void> => {
  await resetState('demo');
  forgetServerKeys();
  clearAllStorage();
  await authProvider.login({ username: who.login, password: who.password });
};

/** A file the owner uploaded (straight into the file service's store): its file_id. */
const ownerUpload = (fileName: string, content: string, contentType: string): string => {
  const fileId = `F${fileName.replace(/\W/g, '')}${Object.keys(db().files).length}`;
  const owner = db().users.find((user) => user.mblNoPlain === '712345678')!;
  db().files[fileId] = { fileId, fileName, contentType, size: content.length, base64: btoa(content), usrNo: owner.usrNo, mercId: owner.mercId, uploadedAt: Date.now() };
  return fileId;
};
const ownerPdf = (content = 'Certificate') => ownerUpload('certificate.pdf', `%PDF-1.4\n${content}\n%%EOF`, 'application/pdf');
const ownerPhoto = () => ownerUpload('id.png', '\x89PNG\r\n\x1a\n0000', 'image/png');
/** A real picture the owner uploaded, of the shape a field's rule asks for (a banner is 3:1): its file_id. */
export const ownerPicture = (aspect = '1:1'): string => {
  const [wide, high] = aspect.split(':').map(Number) as [number, number];
  return ownerUpload('picture.png', pngOf(60 * wide, 60 * high).toString('latin1'), 'image/png');
};

/** Requests that need state first; the rest send their entry's first example. */
export const PREPARE: Record<string, () => Promise<Body>> = {
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
  UpdateBanner: async () => ({ ...exampleOf('UpdateBanner'), bannerImgs: [ownerPicture('3:1')] }),
  AddStakeholder: async () => ({ ...exampleOf('AddStakeholder'), idFrontImg: ownerPhoto(), idBackImg: ownerPhoto() }),
  OcrBusRegCert: async () => ({ fileId: ownerPdf('Business Name: Mama Wanjiru Traders Ltd\nRegistration No: BN-K7ZQ4M9X') }),
  SetUpBusiness: async () => ({ ...exampleOf('SetUpBusiness'), certIncorporation: ownerPdf(), cr12: ownerPdf() }),
  ConfirmPayment: async () => {
    const { orderNo } = await call('CreateGoodsOrder', exampleOf('CreateGoodsOrder'));
    return { orderNo, payType: '0008', rcvAmount: 99_999_900 };
  },
  // A number to top up from: the code goes to that number for business type 16 (add mobile money).
  AddPaymentMobile: async () => {
    const target = { otpBusinessType: '16', otpType: 'P', sendNumber: '722334455', countryCode: '254' };
    const { jrnNo, demoOtp } = await call('SendOtp', target);
    await call('CheckOtp', { ...target, jrnNo, otp: demoOtp });
    return { mblNo: '722334455', jrnNo };
  },
  // The Pesalink alias: a code of business type 19 to the owner's own phone; unregistering needs it registered first.
  RegisterPesalink: async () => ({ jrnNo: await verifiedOwnCode('19') }),
  UnregisterPesalink: async () => {
    await call('RegisterPesalink', { jrnNo: await verifiedOwnCode('19') });
    advanceClock(61_000);
    return { jrnNo: await verifiedOwnCode('19') };
  },
  Topup: async () => ({ orderNo: (await call('TopUpPreOrder', exampleOf('TopUpPreOrder'))).orderNo }),
  QueryTopupStatus: async () => ({ orderNo: (await call('TopUpPreOrder', exampleOf('TopUpPreOrder'))).orderNo }),
  // A transfer's detail and advice need a transfer: one to many, paid at once.
  TamOrderDetailQuery: async () => ({ orderNo: (await call('ApprovalTransferManyPay', exampleOf('ApprovalTransferManyPay'))).orderNo }),
  DownloadTransferAdvice: async () => ({ orderNo: (await call('ApprovalTransferManyPay', exampleOf('ApprovalTransferManyPay'))).orderNo }),
  SendTransferAdvice: async () => ({ orderNo: (await call('ApprovalTransferManyPay', exampleOf('ApprovalTransferManyPay'))).orderNo, email: 'accounts@mamawanjiru.co.ke' }),
  // A report's file needs a report, made: started, then the backend's clock past its making.
  DownloadReport: async () => {
    const { taskNo } = await call('QueryReportTask', exampleOf('QueryReportTask'));
    advanceClock(REPORT_MAKING_MS);
    return { taskNo };
  },
  TopOrderDetailQuery: async () => ({ orderNo: (await call('TopUpPreOrder', exampleOf('TopUpPreOrder'))).orderNo }),
  GenerateQrCodeForTill: async () => ({ tillNo: ((await call('QueryTillsInfoList', {})).list as Array<{ tillNo: string }>)[0]!.tillNo }),
  QueryPaymentResult: async () => ({ orderNo: (await call('CreateGoodsOrder', exampleOf('CreateGoodsOrder'))).orderNo }),
  CloseOrder: async () => ({ orderNo: (await call('CreateGoodsOrder', exampleOf('CreateGoodsOrder'))).orderNo }),
  SendReceiptAndInvoice: async () => {
    const { orderNo } = await call('CreateGoodsOrder', exampleOf('CreateGoodsOrder'));
    await call('ConfirmPayment', { orderNo, payType: '0008', rcvAmount: 99_999_900 });
    return { orderNo, receiptEmail: 'owner@example.co.ke' };
  },
  SaveIPNInfo: async () => {
    withoutSeededIpnConfiguration();
    return exampleOf('SaveIPNInfo');
  },
  UpdateIPNInfo: async () => {
    await call('SaveIPNInfo', exampleOf('SaveIPNInfo')).catch(() => undefined); // the merchant may have one already
    return exampleOf('UpdateIPNInfo');
  },
  // Resending or cancelling needs an outstanding invitation.
  UpdInviteStaff: async () => ({ staffId: (await call('InviteStaff', exampleOf('InviteStaff'))).staffId, oprTyp: 'R' }),
  SetDiscoverAuth: async () => ({ sessionValue: getToken(), neoUserType: 'MERCHANT', userValue: getSession()?.mercId }),
  QuerySplitOrderDetail: async () => {
    const order = db().splitOrders.find((candidate) => candidate.usrNo === getSession()?.usrNo)!;
    return { orderNo: order.orderNo, orderDate: toClockDate(order.orderDate) };
  },
  // The overdraft's actions after the first need an offer waiting (02) or an activated overdraft (05).
  QryOverdraftOffer: async () => (await offerOverdraft(), {}),
  ResendOffer: async () => (await offerOverdraft(), {}),
  RejectOverdraftOffer: async () => (await offerOverdraft(), {}),
  AcceptOverdraftOffer: async () => ({ referNo: await offerOverdraft() }),
  OverdraftHandRepayment: async () => (await activateOverdraft(), exampleOf('OverdraftHandRepayment')),
  GetMiniStatementList: async () => (await activateOverdraft(), {}),
  GenerateOverdraftStatement: async () => (await activateOverdraft(), exampleOf('GenerateOverdraftStatement')),
  CloseOverdraft: async () => {
    const { feeAmt } = await activateOverdraft();
    await call('OverdraftHandRepayment', { repayAmt: feeAmt });
    return {};
  },
  // A loan above the seeded loan-apply mandate's band (KES 1,000,000) goes straight to processing and its offer is
  // e-mailed; the reference number is read from the mock's outbox, as the merchant reads the e-mail.
  QueryLoanDetail: async () => ({ loanNo: (await appliedLoan()).loanNo }),
  CheckOffer: async () => appliedLoan(),
  AcceptLoanOffer: async () => ({ loanNo: (await openedOffer()).loanNo }),
  RejectLoanOffer: async () => ({ loanNo: (await openedOffer()).loanNo, rjtRsn: 'The rate is too high' }),
  RepaymentCalc: async () => ({ loanNo: await activeLoan(), repayOption: 'F' }),
  LoanRepayment: async () => ({ loanNo: await activeLoan(), repayOption: 'P', amount: 1_000_000 }),
  QueryOverdueBill: async () => ({ loanNo: await activeLoan() }),
  QueryLoanTopUpLmt: async () => ({ loanNo: await activeLoan() }),
  LoanTopUpCalc: async () => ({ loanNo: await activeLoan(), amount: 20_000_000 }),
  SubmitLoanTopUpApply: async () => ({ loanNo: await activeLoan(), amount: 20_000_000 }),
  LoanRestructureCalc: async () => ({ loanNo: await activeLoan(), restOption: '1', tenor: 12 }),
  SubmitLoanRestApply: async () => ({ loanNo: await activeLoan(), restOption: '5', instAmt: 15_000_000 }),
  CancelBoostLimit: async () => ({ boostNo: ((await call('SubmitLoanBoostLimit', { boostLmt: 250_000_000 })) as { boostNo: string }).boostNo }),
  // Sign-up: a new number proven with a register code (01); the later steps each at the registration's own step.
  GetRegisterSessionToken: async () => ({ countryCode: '254', mblNo: INVITEE, jrnNo: await verifiedRegisterCode() }),
  SetUpOwnerPassword: async () => {
    ownerAtStep('setPassword');
    const { randomNo } = await call('QryRandomNo');
    return { passwordType: '1', password: await encryptSecret('Fresh#Start9', String(randomNo)), randomNo };
  },
  VerifyAndRecognizeIdCard: async () => ({ ...exampleOf('VerifyAndRecognizeIdCard'), idFrontFileId: ownerPhoto(), idBackFileId: ownerPhoto() }),
  MerchantKmsSignUp: async () => (ownerAtStep('firstLogin'), {}),
  CheckJoinBusiness: async () => ({ countryCode: '254', mblNo: INVITEE, invitationCode: await invitationCode() }),
  JoinBusiness: async () => {
    const code = await invitationCode();
    const jrnNo = await verifiedRegisterCode();
    const { randomNo } = await call('QryRandomNo');
    const secret = (value: string) => encryptSecret(value, String(randomNo));
    return { countryCode: '254', mblNo: INVITEE, invitationCode: code, jrnNo, loginName: 'grace.w', password: await secret('Fresh#Start9'), pin: await secret('1470'), randomNo };
  },
  // A request to pay the owner has just sent.
  QueryTransferOrdSts: async () => ({ orderNo: ((await call('RequestPay', exampleOf('RequestPay'))) as { orderNo: string }).orderNo }),
  // A staff member's own details: the cashier's session.
  JoinUpdatePersonInfo: async () => {
    await authProvider.login({ username: 'cashier', password: 'Cashier@2026' });
    return exampleOf('JoinUpdatePersonInfo');
  },
};

/** A number nobody has registered; the owner invites it to the staff when a test needs an invitation. */
const INVITEE = '711222444';
const verifiedRegisterCode = async (): Promise<string> => {
  const target = { otpBusinessType: '01', otpType: 'P', sendNumber: INVITEE, countryCode: '254' };
  const { jrnNo, demoOtp } = await call('UnLoginSendOtp', target);
  await call('UnLoginCheckOtp', { ...target, jrnNo, otp: demoOtp });
  return String(jrnNo);
};
/** The owner's registration put back at `step` (the seed's owner registered long ago). */
const ownerAtStep = (step: 'setPassword' | 'firstLogin') => {
  db().users.find((user) => user.usrNo === OWNER.usrNo)!.registerStep = step;
};
const invitationCode = async (): Promise<string> => {
  await call('InviteStaff', { ...exampleOf('InviteStaff'), mblNo: INVITEE });
  return /invitation code: (\d{8})\./.exec(runtime().outbox.filter((message) => message.to === INVITEE).at(-1)!.text)![1]!;
};

const appliedLoan = async (): Promise<{ loanNo: string; referNo: string }> => {
  const { loan } = (await call('SubmitLoanApply', { ...exampleOf('SubmitLoanApply'), amount: 150_000_000 })) as { loan: { loanNo: string; email: string } };
  const mail = runtime().outbox.filter((message) => message.channel === 'email').at(-1);
  return { loanNo: loan.loanNo, referNo: /Reference number: (\d{8})/.exec(mail?.text ?? '')?.[1] ?? '' };
};

const openedOffer = async (): Promise<{ loanNo: string }> => {
  const applied = await appliedLoan();
  await call('CheckOffer', applied);
  return applied;
};

const activeLoan = async (): Promise<string> => {
  const { loanNo } = await openedOffer();
  await call('AcceptLoanOffer', { loanNo });
  return loanNo;
};

/** Applies for the example overdraft and answers the reference number its offer e-mail carries. */
async function offerOverdraft(): Promise<string> {
  const application = exampleOf('ActivateOverdraft');
  await call('ActivateOverdraft', application);
  return /Reference number: (\d+)/.exec(runtime().outbox.filter((mail) => mail.to === application.email).at(-1)?.text ?? '')?.[1] ?? '';
}

/** Accepts the offer and lets the provider's account opening (04) run its time on the mock clock. */
async function activateOverdraft(): Promise<Body> {
  const accepted = await call('AcceptOverdraftOffer', { referNo: await offerOverdraft() });
  advanceClock(ACCOUNT_OPENING_MS);
  return accepted;
}

/** A request the action accepts from the signed-in owner (it may first create what it needs). */
/**
 * The seed gives the owner an IPN configuration (IPN → Success lists the notifications sent to it); a first save
 * (SaveIPNInfo) is a merchant's without one.
 */
export function withoutSeededIpnConfiguration(): void {
  db().ipnConfigs.length = 0;
}

export const validRequestOf = async (action: string): Promise<Body> => (PREPARE[action] ? PREPARE[action]!() : exampleOf(action));

/** The refusal a call must end in. */
export const refusalOf = async (promise: Promise<unknown>): Promise<MmcError> => {
  try {
    await promise;
  } catch (error) {
    if (isMmcError(error)) return error;
    throw error;
  }
  throw new Error('the call succeeded');
};
