// QueryBeneficiaryList (spec 002 §7.4 "Beneficiaries"): the merchant's saved recipients, searched and paged, for
// the beneficiary screens and every picker that sends something to one (transfers, sharing a notification).
//
// Body: qryEnter (search: name, mobile or account number), limit, offset, and the optional filters rcvCnl
// (channel code), rcvTyp (1 mobile, 2 bank), bnfTyp (D or B), loopFlg (Y/N), bankCode and pageType (accepted, no
// effect here). Answer: { total, list: Beneficiary[] } sorted by name.
//
// FarvoriteDelete (same section): deletes one of the merchant's beneficiaries (and takes it out of its groups). Body: bnfUsrNo (the spec does not
// show it; the console's choice, see resources/beneficiaries.json). Answer: { bnfUsrNo }. Needs code 11.
import { requireAnyCode } from '../access';
import { optionalText, paging, text } from '../body';
import { CODES, MockFailure } from '../failure';
import type { Beneficiary } from '../db/types';
import { defineAction } from '../registry';
import { recordMissing } from '../resources/errors';
import { db } from '../state';

/** Beneficiary (11) reads them; transfer (09) picks a recipient from them. */
export const BENEFICIARY_READ_CODES = ['11', '09'] as const;

const invalid = (field: string) => new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field } });

const oneOf = (body: Record<string, unknown>, field: string, allowed: readonly string[]): string | undefined => {
  const value = optionalText(body, field);
  if (value !== undefined && !allowed.includes(value)) throw invalid(field);
  return value;
};

const matches = (beneficiary: Beneficiary, search: string): boolean => {
  const needle = search.toLowerCase();
  const digits = search.replace(/\D/g, '').replace(/^(254|0)/, '');
  return (
    beneficiary.bnfName.toLowerCase().includes(needle) ||
    (digits !== '' && (beneficiary.bnfMblNo.includes(digits) || beneficiary.rcvAcNo.includes(digits)))
  );
};

defineAction('QueryBeneficiaryList', ({ user, body }) => {
  requireAnyCode(user, BENEFICIARY_READ_CODES);
  const { limit, offset } = paging(body, 10);
  const search = optionalText(body, 'qryEnter');
  const rcvTyp = oneOf(body, 'rcvTyp', ['1', '2']);
  oneOf(body, 'bnfTyp', ['D', 'B']);
  oneOf(body, 'loopFlg', ['Y', 'N']);
  const rcvCnl = optionalText(body, 'rcvCnl');
  if (rcvCnl !== undefined && !/^\d{1,4}$/.test(rcvCnl)) throw invalid('rcvCnl');

  const rows = db()
    .beneficiaries.filter((beneficiary) => beneficiary.mercId === user.mercId)
    .filter((beneficiary) => !rcvTyp || beneficiary.rcvTyp === rcvTyp)
    .filter((beneficiary) => !rcvCnl || beneficiary.rcvCnl === rcvCnl)
    .filter((beneficiary) => !search || matches(beneficiary, search))
    .sort((a, b) => a.bnfName.localeCompare(b.bnfName));
  return { body: { total: rows.length, list: rows.slice(offset, offset + limit) } };
});

defineAction('FarvoriteDelete', ({ user, body }) => {
  requireAnyCode(user, ['11']);
  const bnfUsrNo = text(body, 'bnfUsrNo');
  const { beneficiaries } = db();
  const index = beneficiaries.findIndex((beneficiary) => beneficiary.bnfUsrNo === bnfUsrNo && beneficiary.mercId === user.mercId);
  if (index < 0) throw recordMissing();
  beneficiaries.splice(index, 1);
  // Its groups no longer count it among their members.
  for (const group of db().beneficiaryGroups) {
    if (group.mercId !== user.mercId || !group.bnfUsrNos.includes(bnfUsrNo)) continue;
    group.bnfUsrNos = group.bnfUsrNos.filter((member) => member !== bnfUsrNo);
    group.memberCount = group.bnfUsrNos.length;
  }
  return { body: { bnfUsrNo } };
});
