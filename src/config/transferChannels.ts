// Where a transfer can go (spec 000 §3 Channels) and what each channel means on the wire: the transaction-type id
// sent as the common field txTyp (104 RTGS/EFT/partner bank/Visa/provider bank, 106 interbank instant, 110 send
// money and mobile channels) and the transfer type code (01 account to account for the provider's own wallets,
// 20 account to off-us for mobile money and mobile interbank, 15 account to bank). Shared by the console, which
// sends them, and the backend, which checks them. SWIFT (43, a beneficiary channel in the spec) is a bank transfer
// of type 104: one reading; the spec does not list it under a transaction type.

export interface TransferChannel {
  kind: 'mobile' | 'bank';
  txTyp: '104' | '106' | '110';
  trfTyp: '01' | '15' | '20';
}

export const TRANSFER_CHANNELS = {
  '28': { kind: 'mobile', txTyp: '110', trfTyp: '01' },
  '30': { kind: 'mobile', txTyp: '110', trfTyp: '01' },
  '44': { kind: 'mobile', txTyp: '110', trfTyp: '20' },
  '65': { kind: 'mobile', txTyp: '110', trfTyp: '20' },
  '29': { kind: 'bank', txTyp: '104', trfTyp: '15' },
  '40': { kind: 'bank', txTyp: '106', trfTyp: '15' },
  '41': { kind: 'bank', txTyp: '104', trfTyp: '15' },
  '42': { kind: 'bank', txTyp: '104', trfTyp: '15' },
  '46': { kind: 'bank', txTyp: '104', trfTyp: '15' },
  '63': { kind: 'bank', txTyp: '104', trfTyp: '15' },
  '43': { kind: 'bank', txTyp: '104', trfTyp: '15' },
} as const satisfies Record<string, TransferChannel>;

export type ChannelCode = keyof typeof TRANSFER_CHANNELS;

export const MOBILE_CHANNELS = ['44', '28', '30', '65'] as const satisfies readonly ChannelCode[];
export const BANK_CHANNELS = ['41', '42', '40', '29', '63', '46', '43'] as const satisfies readonly ChannelCode[];
export const SWIFT_CHANNEL = '43';
/** A transfer to many goes as send money (000 §3: 110 multi-person transfer). */
export const MULTI_TX_TYPE = '110';

export const channelOf = (code: string): TransferChannel | undefined =>
  Object.hasOwn(TRANSFER_CHANNELS, code) ? TRANSFER_CHANNELS[code as ChannelCode] : undefined;
