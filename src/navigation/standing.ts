// Where the merchant stands (setup, ID, plan, KYC), read from the user information loaded at login and refreshed
// by the home page, and the KYC matrix: the provider's table, the same for every merchant, fetched once when a
// KYC-gated entry is first opened.
import { getUserInformation } from '../auth/authProvider';
import { callAction } from '../transport/client';
import type { KycMatrixRow, MerchantStanding } from './gates';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const part = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

export const currentStanding = (): MerchantStanding => {
  const info: Record<string, unknown> = getUserInformation() ?? {};
  const business = part(info.businessInfo);
  const personal = part(info.personalInfo);
  return {
    businessSetupStatus: text(info.businessSetupStatus),
    idUploadFlag: text(info.idUploadFlag),
    planFlag: text(info.planFlag),
    businessKycSts: text(business.kycSts),
    kycLevel: text(business.level) || text(info.kyc),
    ownerKycSts: text(personal.kycSts),
    pelezaSts: text(personal.pelezaSts),
  };
};

let matrix: Promise<KycMatrixRow[]> | null = null;

export const loadKycMatrix = (): Promise<KycMatrixRow[]> => {
  matrix ??= callAction<{ list?: KycMatrixRow[] }>('QueryTransferMatrixInfo').then(
    (answer) => answer.list ?? [],
    (error: unknown) => {
      matrix = null; // a failed fetch is tried again next time
      throw error;
    },
  );
  return matrix;
};
