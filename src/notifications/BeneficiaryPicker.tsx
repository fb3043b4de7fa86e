// Picks one of the merchant's beneficiaries (QueryBeneficiaryList): search by name, mobile or account number,
// pages of 10 (10, 20, 30, 40, 50, 100: spec 001 §9), one choice at a time.
import {
  Box,
  CircularProgress,
  Radio,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMobileDisplay } from '../format/mobile';
import { SearchField } from '../layout/SearchField';
import { fetchBeneficiaries } from './notificationCalls';
import type { BeneficiaryOption } from './types';
import { RetryAlert } from './RetryAlert';

const PAGE_SIZES = [10, 20, 30, 40, 50, 100];

export interface BeneficiaryPickerProps {
  chosen: BeneficiaryOption | null;
  onChoose: (beneficiary: BeneficiaryOption) => void;
}

export const BeneficiaryPicker = ({ chosen, onChoose }: BeneficiaryPickerProps) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]!);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['beneficiaries', search, page, perPage],
    queryFn: () => fetchBeneficiaries(search, page + 1, perPage),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const channelOf = (beneficiary: BeneficiaryOption) =>
    beneficiary.rcvTyp === '2'
      ? `${beneficiary.rcvBnkNm} · ${beneficiary.rcvAcNo}`
      : beneficiary.rcvBnkNm || translate('notifications.share.wallet');

  return (
    <Stack spacing={1} sx={{ flex: 1, minHeight: 0 }}>
      <SearchField
        value={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(0);
        }}
        label={translate('notifications.share.search')}
        sx={{ maxWidth: 360 }}
      />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={32} />
          </Box>
        ) : isError ? (
          <RetryAlert message="notifications.share.loadFailed" onRetry={() => void refetch()} />
        ) : data.list.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {translate(search ? 'notifications.share.noMatch' : 'notifications.share.empty', { search })}
          </Typography>
        ) : (
          <Table size="small" stickyHeader aria-label={translate('notifications.share.beneficiaries')}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell sx={{ width: '38%' }}>{translate('notifications.share.name')}</TableCell>
                <TableCell sx={{ width: '24%' }}>{translate('notifications.share.mobile')}</TableCell>
                <TableCell>{translate('notifications.share.channel')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.list.map((beneficiary) => {
                const selected = chosen?.bnfUsrNo === beneficiary.bnfUsrNo;
                return (
                  <TableRow key={beneficiary.bnfUsrNo} hover selected={selected} onClick={() => onChoose(beneficiary)} sx={{ cursor: 'pointer' }}>
                    <TableCell padding="checkbox">
                      <Radio
                        checked={selected}
                        onChange={() => onChoose(beneficiary)}
                        name="beneficiary"
                        slotProps={{ input: { 'aria-label': beneficiary.bnfName } }}
                      />
                    </TableCell>
                    <TableCell sx={{ fontWeight: 500 }}>{beneficiary.bnfName}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMobileDisplay(beneficiary.bnfMblNo)}</TableCell>
                    <TableCell>{channelOf(beneficiary)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </Box>
      {data && data.total > 0 && (
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type === 'next' ? 'next' : 'previous'}`)}
        />
      )}
    </Stack>
  );
};
