// The seed's beneficiary groups: each merchant's mobile beneficiaries, in groups of up to four, so a transfer to
// many can start from one (Finance → Transfer → To many).
import type { Beneficiary, BeneficiaryGroup } from './types';

const NAMES = ['Casual staff', 'Delivery riders', 'Market agents'];

export function makeBeneficiaryGroups(beneficiaries: readonly Beneficiary[]): BeneficiaryGroup[] {
  const groups: BeneficiaryGroup[] = [];
  const merchants = [...new Set(beneficiaries.map((entry) => entry.mercId))];
  for (const mercId of merchants) {
    const mobiles = beneficiaries.filter((entry) => entry.mercId === mercId && entry.rcvTyp === '1');
    for (let start = 0, index = 0; start < mobiles.length && index < NAMES.length; start += 4, index += 1) {
      groups.push({
        grpId: `G${mercId.replace(/\D/g, '').slice(-6)}${index + 1}`,
        mercId,
        grpNm: NAMES[index]!,
        members: mobiles.slice(start, start + 4).map((entry) => entry.bnfUsrNo),
      });
    }
  }
  return groups;
}
