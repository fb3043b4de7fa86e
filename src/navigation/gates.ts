// What stands between a merchant and a menu entry besides its permission code (spec 001 §2, §4 KYC):
//  - business: the business must be set up (setup status Y) and, once it is, the owner's ID uploaded (flag Y);
//  - subscription: a plan must have been bought (plan flag Y), else the no-subscription dialog leads to the plans;
//  - kyc: the transaction type must be open at the merchant's KYC level (the KYC matrix); when it is not, which
//    dialog opens depends on where the KYC stands;
//  - verified business: the business's verification (KYC) must have passed, whatever the level opens (001 §5:
//    "Staff qualification must be approved before adding a promotion").
// Pure decisions; the dialogs and the data they read are elsewhere.

export interface EntryGates {
  business?: boolean;
  subscription?: boolean;
  /** The transaction type (transTypId) the entry needs at the merchant's KYC level: 132, 150, 152, 117… */
  kycTxType?: string;
  /** The business's KYC must have passed (status 02). */
  verifiedBusiness?: boolean;
}

export interface MerchantStanding {
  businessSetupStatus: string;
  idUploadFlag: string;
  planFlag: string;
  /** Business KYC: 00 failed, 01 pending, 02 passed ('' when there is no business). */
  businessKycSts: string;
  /** KYC level 00 / 01 / 02. */
  kycLevel: string;
  /** The owner's own KYC: 00 failed, 01 pending, 02 passed. */
  ownerKycSts: string;
  /** Identity check by Peleza: init, fail, process, success. */
  pelezaSts: string;
}

/** One row of the KYC matrix: whether a transaction type is open at KYC level 00, 01 and 02. */
export interface KycMatrixRow {
  transTypId: string;
  kycZeroFlg: string;
  kycOneFlg: string;
  kycTwoFlg: string;
}

export type BlockingDialog =
  | 'businessSetup'
  | 'idUpload'
  | 'noSubscription'
  | 'kycNoBusiness'
  | 'kycToComplete'
  | 'kycInProgress'
  | 'kycUnable'
  | 'ownerKycFailed'
  | 'ownerKycPending';

const LEVEL_FLAG: Readonly<Record<string, keyof KycMatrixRow>> = { '00': 'kycZeroFlg', '01': 'kycOneFlg', '02': 'kycTwoFlg' };

/** Whether the KYC level opens the transaction type; a type the matrix does not list is not open. */
export const kycAllows = (matrix: readonly KycMatrixRow[], transTypId: string, level: string): boolean => {
  const row = matrix.find((entry) => entry.transTypId === transTypId);
  const flag = LEVEL_FLAG[level];
  return Boolean(row && flag && row[flag] === 'Y');
};

/** Spec 001 §4 KYC: the dialog a blocked transaction opens, by where the business's and the owner's KYC stand. */
export const kycDialogFor = (standing: MerchantStanding): BlockingDialog => {
  if (standing.businessSetupStatus !== 'Y' || standing.businessKycSts === '') return 'kycNoBusiness';
  if (standing.ownerKycSts === '00') return 'ownerKycFailed';
  if (standing.ownerKycSts === '01') return 'ownerKycPending';
  if (standing.pelezaSts === 'init' || standing.pelezaSts === 'fail') return 'kycToComplete';
  if (standing.pelezaSts === 'process') return 'kycInProgress';
  if (standing.businessKycSts === '00') return 'kycToComplete';
  if (standing.businessKycSts === '01') return 'kycInProgress';
  return 'kycUnable';
};

/** The dialog that stops the merchant at this entry, or null when the way is open. Checked in the spec's order. */
export const blockingDialogFor = (gates: EntryGates, standing: MerchantStanding, matrix: readonly KycMatrixRow[]): BlockingDialog | null => {
  if (gates.business) {
    if (standing.businessSetupStatus !== 'Y') return 'businessSetup';
    if (standing.idUploadFlag !== 'Y') return 'idUpload';
  }
  if (gates.subscription && standing.planFlag !== 'Y') return 'noSubscription';
  if (gates.kycTxType && !kycAllows(matrix, gates.kycTxType, standing.kycLevel)) return kycDialogFor(standing);
  if (gates.verifiedBusiness && standing.businessKycSts !== '02') return kycDialogFor(standing);
  return null;
};
