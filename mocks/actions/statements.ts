// Account and till statements (Finance → Money → Account statement / Till statement; spec 002 §7.4 "Wallet,
// reports": GenerateTransactionFile, SendTransactionFile). A statement covers the wallet history between two
// dates: the whole account's, or one till's takings (pay to till, order type 42, at that till number).
//
// GET GenerateTransactionFile ?beginDt&endDt (yyyyMMdd) &fileType (pdf | xls) [&tillNo] → the file (a download
//   action, spec 002 §7.1); a refusal is the usual JSON envelope.
// POST SendTransactionFile { beginDt, endDt, fileType, email, tillNo? } → { email, fileName }: the file is sent.
// The period: src/finance/money/statementPeriod.ts, the rule the console checks too.
import { http, HttpResponse } from 'msw';
import { holdsFunction, requireFunction } from '../access';
import { optionalText, text } from '../body';
import type { Till, UserAccount } from '../db/types';
import { sessionUser, TOKEN_HEADER } from '../dispatch';
import { CODES, MockFailure } from '../failure';
import { accountOf } from '../ledger';
import { languageOf, renderMessage } from '../messages';
import { statementPdf, statementXls, type Statement } from '../money/statementFile';
import { defineAction } from '../registry';
import { wireDateNow } from '../resources/collections';
import { recordMissing } from '../resources/errors';
import { db } from '../state';
import { periodProblem, STATEMENT_MAX_DAYS, statementFileName } from '../../src/finance/money/statementPeriod';

/** Spec 001 §6: 1301 statement, generate and view. */
export const STATEMENT_CODE = '1301';
export const STATEMENT_RANGE = 'MMCP6103';
const PAY_TO_TILL = '42';
const shown = (wire: string) => `${wire.slice(6, 8)}-${wire.slice(4, 6)}-${wire.slice(0, 4)}`;

export const checkPeriod = (beginDt: string, endDt: string, language: string, today = wireDateNow()): void => {
  const problem = periodProblem(beginDt, endDt, today);
  if (!problem) return;
  if (problem.key === 'validation.dateFormat') throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: problem.field } });
  const message = renderMessage(language, problem.key, { max: STATEMENT_MAX_DAYS });
  throw new MockFailure(STATEMENT_RANGE, problem.key, { values: { max: STATEMENT_MAX_DAYS }, body: { fieldErrors: { [problem.field]: message } } });
};

interface StatementFile {
  fileName: string;
  contentType: string;
  content: string;
}

const findTill = (user: UserAccount, tillNo: string): Till => {
  const till = db().tills.find((candidate) => candidate.tillNo === tillNo && candidate.mercId === user.mercId);
  if (!till) throw recordMissing();
  return till;
};

export const buildStatement = (user: UserAccount, params: Record<string, unknown>, language: string): StatementFile => {
  const beginDt = text(params, 'beginDt');
  const endDt = text(params, 'endDt');
  const fileType = text(params, 'fileType');
  if (fileType !== 'pdf' && fileType !== 'xls') throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'fileType' } });
  checkPeriod(beginDt, endDt, language);
  const tillNo = optionalText(params, 'tillNo');
  const till = tillNo ? findTill(user, tillNo) : undefined;
  const account = accountOf(user.mercId);
  const rows = db().transactions.filter(
    (row) =>
      row.mercId === user.mercId &&
      row.orderSts === '02' &&
      row.txDt >= beginDt &&
      row.txDt <= endDt &&
      (!till || (row.orderTyp === PAY_TO_TILL && row.oppAcNo === till.tillNo)),
  );
  const statement: Statement = {
    title: till ? 'Till statement' : 'Account statement',
    heading: [
      account.acNm,
      till ? `Till ${till.tillNo}, ${till.tillName}` : `Account ${account.acNo}`,
      `Period ${shown(beginDt)} to ${shown(endDt)}: ${rows.length} transactions`,
    ],
    rows,
  };
  const fileName = statementFileName({ beginDt, endDt, fileType, tillNo: till?.tillNo });
  return fileType === 'pdf'
    ? { fileName, contentType: 'application/pdf', content: statementPdf(statement) }
    : { fileName, contentType: 'application/vnd.ms-excel', content: statementXls(statement) };
};

const refusal = (code: string, message: string, body?: Record<string, unknown>) =>
  HttpResponse.json({ gda: { msg_cd: code, msg_inf: message }, ...(body ? { body } : {}) });

export const statementDownloads = [
  http.get('*/mmc/mrpay/GenerateTransactionFile', ({ request }) => {
    const language = languageOf(request.headers.get('Accept-Language'));
    const user = sessionUser(request.headers.get(TOKEN_HEADER));
    if (!user) return refusal(CODES.sessionInvalid, renderMessage(language, 'messages.sessionInvalid'));
    if (!holdsFunction(user, STATEMENT_CODE)) return refusal(CODES.noPermission, renderMessage(language, 'messages.noPermission'));
    try {
      const file = buildStatement(user, Object.fromEntries(new URL(request.url).searchParams), language);
      return new HttpResponse(file.content, {
        headers: { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.fileName}"` },
      });
    } catch (error) {
      if (!(error instanceof MockFailure)) throw error;
      return refusal(error.code, renderMessage(language, error.messageKey, error.values), error.body);
    }
  }),
];

const EMAIL = /^[^\s@<>"'()]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

defineAction('SendTransactionFile', ({ user, body, request }) => {
  requireFunction(user, STATEMENT_CODE);
  const email = text(body, 'email').trim();
  if (!EMAIL.test(email) || email.length > 100) throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'email' } });
  const file = buildStatement(user, body, languageOf(request.headers.get('Accept-Language')));
  return { body: { email, fileName: file.fileName } };
});
