// What the Staff actions do beyond storing fields (resources/staff.json): a new member gets a sub-account and its
// first password by SMS, an edit carries across to the account, freezing or deleting signs the member out, and a
// reset sends a new first password. An invitation adds a pending member and sends them a code; it can be sent
// again or cancelled. An administrator who is not the owner can give only functions they hold.
import { toNationalMobile } from '../../src/format/mobile';
import type { Staff, UserAccount } from '../db/types';
import { db } from '../state';
import { endSessionsOf } from '../sessionEnd';
import { accountOfStaff, sendFirstPassword, syncAccount } from '../staffAccounts';
import { maskedMobile, sendInvitation, withdrawInvitation } from '../staffInvitations';
import type { Row } from './collections';
import type { CommandEffect } from './effects';
import { duplicateValue, invalidFields } from './errors';

const asStaff = (record: Row): Staff => record as unknown as Staff;

/** Sales codes continue the merchant's series (MWT0101, MWT0102…), as a payroll system issues them. */
const nextSalesCode = (member: Staff): string => {
  let prefix = '';
  let highest = 100;
  for (const other of db().staff) {
    if (other.mercId !== member.mercId || other === member) continue;
    const match = /^([A-Z]+)(\d+)$/.exec(other.salesCode);
    if (!match) continue;
    prefix = match[1]!;
    highest = Math.max(highest, Number(match[2]));
  }
  const merchant = db().merchants.find((entry) => entry.mercId === member.mercId);
  return `${prefix || merchant?.mercAbbr || 'ST'}${String(highest + 1).padStart(4, '0')}`;
};

export interface WriteCheckArgs {
  user: UserAccount;
  language: string;
  fields: Row;
  /** The record an update changes (none on a create). */
  record?: Row;
}

export const STAFF_WRITE_CHECKS: Record<string, (args: WriteCheckArgs) => void> = {
  AddStaffKms: (args) => onlyHeldFunctions(args),
  EditStaffKms: (args) => onlyHeldFunctions(args),
};

/** Nobody grants more than they hold: the owner holds everything; a manager with 3602 only their own functions. */
const onlyHeldFunctions = ({ user, language, fields }: WriteCheckArgs): void => {
  if (user.superAdmin === 'Y' || !Array.isArray(fields.funcNos)) return;
  const held = new Set(user.funcNos);
  if (fields.funcNos.some((code) => !held.has(String(code))))
    throw invalidFields(language, [{ field: 'funcNos', key: 'validation.functionNotHeld' }]);
};

export const STAFF_WRITE_EFFECTS: Record<string, (record: Row) => void> = {
  AddStaffKms: (record) => {
    const member = asStaff(record);
    member.salesCode = nextSalesCode(member);
    sendFirstPassword(member);
  },
  EditStaffKms: (record) => syncAccount(asStaff(record)),
};

export const STAFF_COMMAND_EFFECTS: Record<string, CommandEffect> = {
  /** Freezing or deleting ends the member's sessions at once; activating lets them sign in again. */
  ChangeStaffStsKms: ({ records }) => {
    for (const record of records) {
      const member = asStaff(record);
      const account = accountOfStaff(member);
      if (account && (member.status === 'S' || member.status === 'D')) endSessionsOf(account.usrNo);
    }
  },
  /**
   * A pending member with what the invitation gives (the role named by the preset chosen), and a code by SMS. A
   * mobile number that another member still holds (anything but deleted) would make two people of one phone.
   */
  InviteStaff: ({ input, body, user, language, create }) => {
    onlyHeldFunctions({ user, language, fields: input });
    const mblNo = toNationalMobile(String(input.mblNo)) ?? String(input.mblNo);
    const taken = db().staff.some((member) => member.mercId === user.mercId && member.status !== 'D' && toNationalMobile(member.mblNo) === mblNo);
    if (taken) throw duplicateValue(language, 'staff', 'mblNo', 'messages.staffMobileExists');
    const member = asStaff(create({ ...input, mblNo, roleName: body.roleName, status: 'P', inviteFlg: 'Y' }));
    sendInvitation(member);
    return { staffId: member.staffId, maskedMblNo: maskedMobile(member.mblNo) };
  },
  /** Resend (R): a new code to the same number. Cancel (C): the code stops working and the record stays as deleted. */
  UpdInviteStaff: ({ records, body }) => {
    const member = asStaff(records[0]!);
    if (body.oprTyp === 'C') {
      member.status = 'D';
      member.inviteFlg = 'N';
      withdrawInvitation(member);
      return { staffId: member.staffId, status: member.status };
    }
    sendInvitation(member);
    return { staffId: member.staffId, status: member.status, maskedMblNo: maskedMobile(member.mblNo) };
  },
  /** A new first password by SMS; the answer says where it went, never what it is. */
  ResetStaffPasswords: ({ records }) => {
    const member = asStaff(records[0]!);
    sendFirstPassword(member);
    return { staffId: member.staffId, sentTo: member.mblNo };
  },
};
