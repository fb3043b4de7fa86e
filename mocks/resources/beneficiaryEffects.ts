// What the beneficiary and beneficiary-group saves do beyond storing the fields sent (resources/beneficiaries.json,
// beneficiaryGroups.json): the server works out a beneficiary's receiving type from the channel, and for the mobile
// channels keeps the mobile number as the account and names the mobile-money service; details of another channel
// left from before are dropped. A group counts its members.
import { mobileMoneyService } from '../db/kenya';
import { wireDateNow, type Row } from './collections';

const MOBILE_CHANNELS = ['28', '30', '44', '65'];
const BANK_DETAILS = ['rcvBnkNm', 'bnkBranch', 'rcvAcNo'];
const ONLY_FOR: Record<string, readonly string[]> = {
  cardExpDt: ['46'],
  swiftCode: ['43'],
  bnfStreet: ['43', '47'],
  bnfResidence: ['43', '47'],
  bnfCity: ['43', '47'],
  bnfState: ['43', '47'],
  bnfCountry: ['43', '47'],
  bnfPostalAddress: ['43', '47'],
};

/** Whether a channel code is one of the mobile channels (the rest are banks'). */
export const isMobileChannel = (channel: unknown): boolean => MOBILE_CHANNELS.includes(String(channel));

const beneficiaryFromChannel = (record: Row): void => {
  const channel = String(record.rcvCnl ?? '');
  const mobile = String(record.bnfMblNo ?? '');
  record.bnfMblNo = mobile;
  record.headImgUrl ??= '';
  if (isMobileChannel(channel)) {
    record.rcvTyp = '1';
    for (const name of BANK_DETAILS) delete record[name];
    record.rcvAcNo = mobile;
    record.rcvBnkNm = channel === '44' ? mobileMoneyService(mobile) : '';
  } else {
    record.rcvTyp = '2';
  }
  for (const [name, channels] of Object.entries(ONLY_FOR)) if (!channels.includes(channel)) delete record[name];
};

const countMembers = (record: Row): void => {
  record.memberCount = Array.isArray(record.bnfUsrNos) ? record.bnfUsrNos.length : 0;
  record.createDt ||= wireDateNow();
};

export const BENEFICIARY_WRITE_EFFECTS: Record<string, (record: Row) => void> = {
  AddBeneficiary: beneficiaryFromChannel,
  UpdateBeneficiary: beneficiaryFromChannel,
  AddBeneficiaryGroup: countMembers,
  UpdateBeneficiaryGroup: countMembers,
};
