// What joining a business remembers between its pages (memory only): the joiner's number, which invitation, what
// the server said it is for, the code, and the account being opened.
import type { NewPasswordValues } from '../password/newPassword';
import type { NewPinValues } from '../pin/NewPinFields';
import type { IdDocument } from './registerCalls';

export type JoinBy = 'code' | 'owner';

export interface Invitation {
  mercNm: string;
  roleName: string;
  firstName: string;
  lastName: string;
}

export interface JoinDraft {
  mobile: string;
  by: JoinBy;
  invitationCode: string;
  ownerMobile: string;
  invitation: Invitation | null;
  jrnNo: string | null;
  sentAt: number;
  demoCode?: string;
  code: string;
  verified: boolean;
  loginName: string;
  firstName: string;
  lastName: string;
  email: string;
  idType: IdDocument['idType'];
  idNo: string;
  passwords: NewPasswordValues;
  pins: NewPinValues;
  /** The account is open and signed in; only the details are left to save. */
  joined: boolean;
  /** A registered merchant without a business joins with their own account: no code, password or PIN. */
  signedIn: boolean;
}

export const emptyJoinDraft = (signedInMobile?: string): JoinDraft => ({
  mobile: signedInMobile ?? '',
  by: 'code',
  invitationCode: '',
  ownerMobile: '',
  invitation: null,
  jrnNo: null,
  sentAt: 0,
  code: '',
  verified: false,
  loginName: '',
  firstName: '',
  lastName: '',
  email: '',
  idType: '01',
  idNo: '',
  passwords: { newPassword: '', confirmPassword: '' },
  pins: { newPin: '', repeatPin: '' },
  joined: false,
  signedIn: signedInMobile !== undefined,
});

export const invitationKeyOf = (draft: JoinDraft) => (draft.by === 'code' ? { invitationCode: draft.invitationCode } : { ownerMblNo: draft.ownerMobile });

export interface JoinStepProps {
  draft: JoinDraft;
  update: (changes: Partial<JoinDraft>) => void;
}
