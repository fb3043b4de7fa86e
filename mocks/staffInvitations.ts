// Invitations to the staff (InviteStaff, UpdInviteStaff): the invited member is a pending staff record without
// username, ID or sub-account, and an 8-digit code (spec 001 §9 'Invite code | 8 digits') goes by SMS to their
// mobile for them to join with. The code is kept here, never on the record, so no answer can carry it.
import { now } from './clock';
import type { Staff } from './db/types';
import { randomDigits, sendSms } from './staffAccounts';
import { db, runtime } from './state';

const INVITE_CODE_DIGITS = 8;

/** A new code for the member's invitation, by SMS; the code sent before stops working. */
export const sendInvitation = (member: Staff): void => {
  const code = randomDigits(INVITE_CODE_DIGITS);
  runtime().staffInvitations[member.staffId] = { code, sentAt: now() };
  const merchant = db().merchants.find((entry) => entry.mercId === member.mercId);
  sendSms(member.mblNo, `${merchant?.mercNm ?? 'A merchant'} invites you to join their staff as ${member.position}. Your invitation code: ${code}.`);
};

/** A cancelled invitation's code stops working. */
export const withdrawInvitation = (member: Staff): void => {
  delete runtime().staffInvitations[member.staffId];
};

/**
 * Where a code went, for the merchant's notice: the number as Kenyans write it, its middle hidden ('0711 ••• 333'),
 * enough to notice a mistyped number without showing the whole of it on screen.
 */
export const maskedMobile = (national: string): string => `0${national.slice(0, 3)} ••• ${national.slice(-3)}`;
