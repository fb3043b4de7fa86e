// Settings → Pesalink registration (resources/pesalinkRegistration.json, code 3705). QueryPesalinkRegistration
// (spec 002 §7.4) answers the business's alias, registered or not: its registered mobile number and the wallet
// account interbank transfers to it land in. RegisterPesalink and UnregisterPesalink (the console's names) each
// spend a one-time code of business type 19 (the console's: 000 §3 lists none) verified for the person's own phone.
import type { PesalinkRecord, UserAccount } from '../db/types';
import { text } from '../body';
import { requireFunction } from '../access';
import { accountOf } from '../ledger';
import { wireDateNow } from '../resources/collections';
import { notAllowed } from '../resources/errors';
import { defineAction } from '../registry';
import { db } from '../state';
import { OTP_TYPES, spendOtp, verifiedOtp } from './otp';

const PESALINK_CODE = '3705';
/** The bank the provider's wallets are registered with for interbank (Pesalink) transfers. */
const ALIAS_BANK = 'Equity Bank Kenya';

const registrationOf = (user: UserAccount): PesalinkRecord | undefined => db().pesalinkRegistrations.find((record) => record.mercId === user.mercId);

/** The business's registered number: its owner's (a staff member registers the business's alias, not their own). */
const businessNumber = (user: UserAccount): string =>
  db().users.find((candidate) => candidate.mercId === user.mercId && candidate.superAdmin === 'Y')?.mblNoPlain ?? user.mblNoPlain;

const answerFor = (user: UserAccount) => {
  const kept = registrationOf(user);
  return {
    mercId: user.mercId,
    aliasMblNo: kept?.aliasMblNo ?? businessNumber(user),
    acNo: kept?.acNo ?? accountOf(user.mercId).acNo,
    bankNm: ALIAS_BANK,
    regSts: kept?.regSts ?? 'N',
    ...(kept?.regSts === 'Y' ? { regDt: kept.regDt } : {}),
  };
};

/** The code sent to the person's own phone for this, once. */
const spendCode = (user: UserAccount, body: Record<string, unknown>) => spendOtp(verifiedOtp(text(body, 'jrnNo'), OTP_TYPES.pesalinkAlias, user));

defineAction('QueryPesalinkRegistration', ({ user }) => {
  requireFunction(user, PESALINK_CODE);
  return { body: answerFor(user) };
});

defineAction('RegisterPesalink', ({ user, body }) => {
  requireFunction(user, PESALINK_CODE);
  if (registrationOf(user)?.regSts === 'Y') throw notAllowed();
  spendCode(user, body);
  const record: PesalinkRecord = {
    mercId: user.mercId,
    aliasMblNo: businessNumber(user),
    acNo: accountOf(user.mercId).acNo,
    regSts: 'Y',
    regDt: wireDateNow(),
  };
  db().pesalinkRegistrations = [...db().pesalinkRegistrations.filter((kept) => kept.mercId !== user.mercId), record];
  return { body: answerFor(user) };
});

defineAction('UnregisterPesalink', ({ user, body }) => {
  requireFunction(user, PESALINK_CODE);
  const kept = registrationOf(user);
  if (kept?.regSts !== 'Y') throw notAllowed();
  spendCode(user, body);
  kept.regSts = 'N';
  return { body: answerFor(user) };
});
