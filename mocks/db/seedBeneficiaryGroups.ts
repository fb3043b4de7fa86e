// The seed's beneficiary groups (resources/beneficiaryGroups.json): the owner pays the suppliers together, and the
// people paid by mobile money in a second group, so the groups page shows both kinds of member.
import type { Beneficiary, BeneficiaryGroupRecord } from './types';

export const makeBeneficiaryGroups = (mercId: string, beneficiaries: readonly Beneficiary[]): BeneficiaryGroupRecord[] => {
  const own = beneficiaries.filter((beneficiary) => beneficiary.mercId === mercId);
  const group = (groupId: string, groupNm: string, members: readonly Beneficiary[], createDt: string): BeneficiaryGroupRecord => ({
    groupId,
    mercId,
    groupNm,
    bnfUsrNos: members.map((member) => member.bnfUsrNo),
    memberCount: members.length,
    createDt,
  });
  const suppliers = own.filter((beneficiary) => beneficiary.rcvTyp === '2').slice(0, 4);
  const mobile = own.filter((beneficiary) => beneficiary.rcvTyp === '1').slice(0, 3);
  if (suppliers.length === 0 || mobile.length === 0) return [];
  return [group('BG100001', 'Monthly suppliers', suppliers, '20260904'), group('BG100002', 'Casual workers', mobile, '20261002')];
};
