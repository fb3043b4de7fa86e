// Spec 001 §2 and §4 KYC: which dialog stops a merchant at an entry, in the spec's order.
import { describe, expect, it } from 'vitest';
import { blockingDialogFor, kycAllows, kycDialogFor, type KycMatrixRow, type MerchantStanding } from '../../../src/navigation/gates';

const established: MerchantStanding = {
  businessSetupStatus: 'Y',
  idUploadFlag: 'Y',
  planFlag: 'Y',
  businessKycSts: '02',
  kycLevel: '02',
  ownerKycSts: '02',
  pelezaSts: 'success',
};
const matrix: KycMatrixRow[] = [
  { transTypId: '132', kycZeroFlg: 'N', kycOneFlg: 'N', kycTwoFlg: 'Y' },
  { transTypId: '117', kycZeroFlg: 'N', kycOneFlg: 'Y', kycTwoFlg: 'Y' },
];

describe('blocking dialogs', () => {
  it('leaves an established merchant free everywhere', () => {
    expect(blockingDialogFor({ business: true, subscription: true, kycTxType: '132' }, established, matrix)).toBeNull();
  });

  it('stops a business page while business setup is N, then while the ID upload is N', () => {
    expect(blockingDialogFor({ business: true }, { ...established, businessSetupStatus: 'N', idUploadFlag: 'N' }, matrix)).toBe('businessSetup');
    expect(blockingDialogFor({ business: true }, { ...established, idUploadFlag: 'N' }, matrix)).toBe('idUpload');
    // An entry that is not a business page stays open to a merchant still setting up.
    expect(blockingDialogFor({}, { ...established, businessSetupStatus: 'N' }, matrix)).toBeNull();
  });

  it('sends a merchant without a plan to the no-subscription dialog on subscription entries only', () => {
    expect(blockingDialogFor({ subscription: true }, { ...established, planFlag: 'N' }, matrix)).toBe('noSubscription');
    expect(blockingDialogFor({ business: true }, { ...established, planFlag: 'N' }, matrix)).toBeNull();
  });

  it('reads the KYC matrix by level: checkout (117) is open at level 01, till settle (132) only at 02', () => {
    expect(kycAllows(matrix, '117', '01')).toBe(true);
    expect(kycAllows(matrix, '132', '01')).toBe(false);
    expect(kycAllows(matrix, '150', '02')).toBe(false);
    const levelOne = { ...established, kycLevel: '01', businessKycSts: '01' };
    expect(blockingDialogFor({ kycTxType: '117' }, levelOne, matrix)).toBeNull();
    expect(blockingDialogFor({ kycTxType: '132' }, levelOne, matrix)).toBe('kycInProgress');
  });
});

describe('a form that needs a verified business (001 §5: adding a promotion)', () => {
  it('opens once the business KYC has passed, whatever the level; before, the KYC dialog says where it stands', () => {
    expect(blockingDialogFor({ verifiedBusiness: true }, { ...established, kycLevel: '01' }, matrix)).toBeNull();
    expect(blockingDialogFor({ verifiedBusiness: true }, { ...established, businessKycSts: '01' }, matrix)).toBe('kycInProgress');
    expect(blockingDialogFor({ verifiedBusiness: true }, { ...established, businessKycSts: '00' }, matrix)).toBe('kycToComplete');
    expect(blockingDialogFor({ verifiedBusiness: false }, { ...established, businessKycSts: '00' }, matrix)).toBeNull();
  });
});

describe('the KYC dialog by status (spec 001 §4 KYC)', () => {
  it('no business → no-business; business KYC failed → to complete; pending → in progress; passed or other → unable', () => {
    expect(kycDialogFor({ ...established, businessSetupStatus: 'N' })).toBe('kycNoBusiness');
    expect(kycDialogFor({ ...established, businessKycSts: '00' })).toBe('kycToComplete');
    expect(kycDialogFor({ ...established, businessKycSts: '01' })).toBe('kycInProgress');
    expect(kycDialogFor(established)).toBe('kycUnable');
    expect(kycDialogFor({ ...established, businessKycSts: '09' })).toBe('kycUnable');
  });

  it("the owner's own KYC failed or pending opens its own dialog", () => {
    expect(kycDialogFor({ ...established, ownerKycSts: '00' })).toBe('ownerKycFailed');
    expect(kycDialogFor({ ...established, ownerKycSts: '01' })).toBe('ownerKycPending');
  });

  it('the identity check: init or fail → to complete, process → in progress', () => {
    expect(kycDialogFor({ ...established, pelezaSts: 'init' })).toBe('kycToComplete');
    expect(kycDialogFor({ ...established, pelezaSts: 'fail' })).toBe('kycToComplete');
    expect(kycDialogFor({ ...established, pelezaSts: 'process' })).toBe('kycInProgress');
  });
});
