// The transfer calls (spec 002 §7.4 Transfers). Each goes with its channel's transaction type as the common field
// txTyp (000 §3: 104 bank, 106 interbank instant, 110 mobile and to many; src/config/transferChannels.ts) and its
// transfer type code; the catalogue's entries (schemas/actions/) give the rest.
import { channelOf, MULTI_TX_TYPE } from '../../config/transferChannels';
import type { AnswerOf, RequestOf } from '../../generated/actionTypes';
import { callAction, downloadAction } from '../../transport/client';

export type TransferReceipt = AnswerOf<'TransferPay'>;
export type TransferQuote = AnswerOf<'TransferPreOrder'>;
export type SingleTransfer = RequestOf<'TransferPay'>;
export type ManyTransfer = RequestOf<'ApprovalTransferManyPay'>;
export type Bank = AnswerOf<'BankList'>['list'][number];

/** A mobile transfer with no channel goes by mobile money (older links, a split bill). */
const channelCode = (transfer: SingleTransfer): string => transfer.rcvCnl ?? '44';

/** The wire facts of a single transfer: its transaction type and transfer type code. */
export const wireOf = (transfer: SingleTransfer): { txTyp: string; body: SingleTransfer } => {
  const channel = channelOf(channelCode(transfer));
  return { txTyp: channel?.txTyp ?? MULTI_TX_TYPE, body: channel ? { ...transfer, trfTyp: channel.trfTyp } : transfer };
};

/** Either kind of transfer, as one value the pages pass around. */
export type TransferRequest = { kind: 'single'; transfer: SingleTransfer } | { kind: 'many'; transfer: ManyTransfer };

/** The server's quote (fee per row, total, limits); quiet, so the page decides what to say. */
export const quoteTransfer = (request: TransferRequest): Promise<TransferQuote> => {
  if (request.kind === 'many') return callAction('TransferPreOrder', { ...request.transfer }, { txTyp: MULTI_TX_TYPE, hideErrMsg: true });
  const { txTyp, body } = wireOf(request.transfer);
  return callAction('TransferPreOrder', { ...body }, { txTyp, hideErrMsg: true });
};

export const sendTransfer = (request: TransferRequest): Promise<TransferReceipt> => {
  if (request.kind === 'many') return callAction('ApprovalTransferManyPay', { ...request.transfer }, { txTyp: MULTI_TX_TYPE });
  const { txTyp, body } = wireOf(request.transfer);
  return callAction('TransferPay', { ...body }, { txTyp });
};

/** The old name: a mobile transfer or a split bill, as the split-bill notification pays one. */
export const sendMoney = (transfer: SingleTransfer): Promise<TransferReceipt> => sendTransfer({ kind: 'single', transfer });

export const fetchTransfer = (orderNo: string): Promise<TransferReceipt> => callAction('TamOrderDetailQuery', { orderNo });

export const downloadAdvice = (orderNo: string): Promise<Blob> => downloadAction('DownloadTransferAdvice', { orderNo });

/** E-mails the transfer's advice (SendTransferAdvice); the address was checked with the spec's rule first. */
export const emailAdvice = (orderNo: string, email: string) => callAction('SendTransferAdvice', { orderNo, email });

export type DailyLimit = AnswerOf<'QueryTransferDailyLimits'>['list'][number];

/** Each channel's limit per day, with what today's transfers have used and what is left. */
export const fetchDailyLimits = (): Promise<DailyLimit[]> => callAction('QueryTransferDailyLimits', {}).then((answer) => answer.list);

/** A beneficiary group (Finance → Beneficiary Groups) with its mobile members, to fill a transfer to many. */
export interface BeneficiaryGroup {
  groupId: string;
  groupNm: string;
  members: Beneficiary[];
}

/** The groups and, for each, its members among the saved mobile recipients (a bank member cannot be sent to many). */
export const fetchGroups = async (): Promise<BeneficiaryGroup[]> => {
  const [groups, mobiles] = await Promise.all([
    callAction('BeneficiaryGroupQueryPage', {}, { paging: { page: 1, perPage: 100 } }).then((answer) => answer.list),
    fetchBeneficiaries('1'),
  ]);
  return groups.map((group) => ({
    groupId: group.groupId ?? '',
    groupNm: group.groupNm,
    members: group.bnfUsrNos.flatMap((bnfUsrNo) => mobiles.filter((beneficiary) => beneficiary.bnfUsrNo === bnfUsrNo)),
  }));
};

export const fetchBanks = (): Promise<Bank[]> => callAction('BankList', {}).then((answer) => answer.list);

/** Field messages the server put under fields (fieldErrors), or nothing. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined => {
  const body = (error as { body?: { fieldErrors?: unknown } } | undefined)?.body;
  return body?.fieldErrors && typeof body.fieldErrors === 'object' ? (body.fieldErrors as Record<string, string>) : undefined;
};

export const TRANSFER_KEYS = {
  groups: ['transfer', 'groups'] as const,
  banks: ['transfer', 'banks'] as const,
  order: (orderNo: string) => ['transfer', 'order', orderNo] as const,
  dailyLimits: ['transfer', 'dailyLimits'] as const,
};

export type Beneficiary = AnswerOf<'QueryBeneficiaryList'>['list'][number];

/** The merchant's saved recipients of one kind (1 mobile, 2 bank), to pick one from. */
export const fetchBeneficiaries = (rcvTyp: '1' | '2'): Promise<Beneficiary[]> =>
  callAction('QueryBeneficiaryList', { rcvTyp }, { paging: { page: 1, perPage: 100 } }).then((answer) => answer.list);
