// The result of a transfer (/finance/transfer/details): what was sent to whom, the fee and the total, and the
// reference to quote if anything goes wrong; or, when an account mandate asks for approval (payStatus W), that
// nothing has moved yet and which approval it waits in; or that it was not paid (F). "Generate statement" downloads
// the transfer's advice, "E-mail advice" sends it to an address (SendTransferAdvice).
import { Button, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDisplayDateTime } from '../../format/dates';
import { formatMobileDisplay } from '../../format/mobile';
import { formatKes } from '../../format/money';
import { EmailDialog } from '../money/SendStatementDialog';
import { emailAdvice, type TransferReceipt } from './transferCalls';
import { QuoteFigures } from './transferParts';

type Row = TransferReceipt['rows'][number];

/** Where a row's money went: a formatted mobile number, or the bank and account. */
export const destinationOf = (row: Pick<Row, 'rcvMblNo' | 'rcvBnkNm' | 'rcvAcNo'>): string =>
  row.rcvMblNo ? formatMobileDisplay(row.rcvMblNo) : `${row.rcvBnkNm ?? ''} ${row.rcvAcNo ?? ''}`.trim();

const STATES = {
  S: { Icon: CheckCircleIcon, color: 'success', title: 'transfer.successTitle', text: 'transfer.successText' },
  W: { Icon: HourglassTopIcon, color: 'warning', title: 'transfer.waitingTitle', text: 'transfer.waitingText' },
  F: { Icon: ErrorIcon, color: 'error', title: 'transfer.failedTitle', text: 'transfer.failedText' },
} as const;

export interface TransferResultProps {
  receipt: TransferReceipt;
  onAnother: () => void;
  onStatement: () => void;
  /** What the page adds under the figures (the recipients of a transfer to many). */
  children?: ReactNode;
}

export const TransferResult = ({ receipt, onAnother, onStatement, children }: TransferResultProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [emailing, setEmailing] = useState(false);
  const state = STATES[receipt.payStatus];
  const many = receipt.rows.length > 1;
  const first = receipt.rows[0];
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <state.Icon color={state.color} sx={{ fontSize: 56 }} />
      <Stack role="status" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate(state.title)}
        </Typography>
        <Typography>
          {translate(many ? `${state.text}Many` : state.text, {
            amount: formatKes(receipt.amount),
            name: receipt.rcvNm,
            mobile: first ? destinationOf(first) : '',
            count: receipt.rows.length,
            approval: receipt.approvalId,
          })}
        </Typography>
      </Stack>
      <QuoteFigures quote={receipt} centered />
      {children}
      <Typography variant="body2" color="text.secondary">
        {translate('transfer.reference', { reference: receipt.orderNo })} · {formatDisplayDateTime(receipt.txDt, receipt.txTm)} ·{' '}
        {translate(`enums.transferTypeCode.${receipt.trfTyp}`)} · {translate(`enums.sourceOfFunds.${receipt.srcFund}`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to="/home" variant="contained">
          {translate('transfer.backHome')}
        </Button>
        <Button onClick={onStatement} startIcon={<DownloadIcon />}>
          {translate('transfer.statement')}
        </Button>
        <Button onClick={() => setEmailing(true)} startIcon={<EmailIcon />}>
          {translate('transfer.emailAdvice')}
        </Button>
        <Button onClick={onAnother}>{translate('transfer.another')}</Button>
      </Stack>
      <EmailDialog
        open={emailing}
        texts={{
          title: translate('transfer.emailAdviceTitle'),
          email: translate('transfer.email'),
          send: translate('transfer.emailSend'),
          cancel: translate('transfer.emailCancel'),
        }}
        onClose={() => setEmailing(false)}
        send={async (email) => {
          const sent = await emailAdvice(receipt.orderNo, email);
          notify('transfer.adviceSent', { type: 'success', messageArgs: { email: sent.email } });
        }}
      />
    </Stack>
  );
};
