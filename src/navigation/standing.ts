// Where the merchant stands (setup, ID, plan, KYC), read from the user information loaded at login and refreshed
// by the home page, and the KYC matrix: the provider's table, the same for every merchant, fetched once when a
// KYC-gated entry is first opened.
import { getUserInformation } from '../auth/authProvider';
import { callAction } from '../transport/client';
import type { KycMatrixRow, MerchantStanding } from './gates';

export const currentStanding = (): MerchantStanding => {
  const info = getUserInformation();
  return {
    businessSetupStatus: info?.businessSetupStatus ?? '',
    idUploadFlag: info?.idUploadFlag ?? '',
    planFlag: info?.planFlag ?? '',
    businessKycSts: info?.businessInfo?.kycSts ?? '',
    kycLevel: info?.businessInfo?.level || (info?.kyc ?? ''),
    ownerKycSts: info?.personalInfo?.kycSts ?? '',
    pelezaSts: info?.personalInfo?.pelezaSts ?? '',
  };
};

let matrix: Promise<KycMatrixRow[]> | null = null;

export const loadKycMatrix = (): Promise<KycMatrixRow[]> => {
  matrix ??= callAction('QueryTransferMatrixInfo').then(
    (answer) => answer.list ?? [],
    (error: unknown) => {
      matrix = null; // a failed fetch is tried again next time
      throw error;
    },
  );
  return matrix;
};
