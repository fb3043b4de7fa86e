// The seed's transfer beneficiaries: people paid by mobile money, then suppliers paid into their bank accounts.
import { BANKS, mobileMoneyService } from './kenya';
import type { Random } from './random';
import { accountNumber, mobileNumber, randomPerson } from './seedPeople';
import { sequenceId, type Shop } from './seedShop';
import type { Beneficiary } from './types';

const SUPPLIERS = [
  'Nairobi Cereals Wholesalers Ltd',
  'Kirinyaga Rice Millers',
  'Bahati Distributors',
  'Rift Valley Dairies Ltd',
  'Coast Sugar Agencies',
  'Tumaini Packaging Ltd',
  'Uasin Gishu Maize Traders',
  'Mwangaza Gas Supplies',
  'Kilele Transporters',
];

export function makeBeneficiaries(shop: Shop, count: number, rng: Random, usedMobiles: Set<string>): Beneficiary[] {
  const suppliers = rng.shuffle(SUPPLIERS);
  const beneficiaries: Beneficiary[] = [];
  const mobileCount = Math.ceil(count / 2);
  for (let index = 0; index < count; index += 1) {
    const byMobile = index < mobileCount;
    const mobile = mobileNumber(rng, usedMobiles);
    const person = randomPerson(rng);
    const personName = `${person.firstName} ${person.surname}`;
    const base = { bnfUsrNo: sequenceId('B', shop.block, 7, index), mercId: shop.merchant.mercId, bnfMblNo: mobile, headImgUrl: '' };
    if (byMobile) {
      const rcvCnl = rng.weighted([['44', 50], ['28', 35], ['65', 15]] as const);
      beneficiaries.push({
        ...base,
        bnfName: personName,
        rcvCnl,
        rcvTyp: '1',
        rcvBnkNm: rcvCnl === '44' ? mobileMoneyService(mobile) : rcvCnl === '65' ? rng.pick(BANKS).name : '',
        rcvAcNo: mobile,
      });
    } else {
      const bank = rng.pick(BANKS);
      const supplier = suppliers[index - mobileCount];
      beneficiaries.push({
        ...base,
        bnfName: supplier ?? personName,
        rcvCnl: rng.weighted([['41', 45], ['40', 35], ['42', 20]] as const),
        rcvTyp: '2',
        rcvBnkNm: bank.name,
        rcvAcNo: accountNumber(rng, bank),
      });
    }
  }
  return beneficiaries;
}
