// /account/accountProfile: who is signed in — name, mobile, e-mail, role, business and current store, from
// QueryUserBaseInfo. Read-only: changing these goes through the provider (KYC), not this console.
import { Alert, Avatar, Box, Button, Card, CardContent, Chip, Divider, Skeleton, Stack, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Authenticated, Title, useGetIdentity, useTranslate } from 'react-admin';
import { formatMobileDisplay } from '../format/mobile';
import type { AnswerOf } from '../generated/actionTypes';
import { callAction } from '../transport/client';

type UserBaseInfo = AnswerOf<'QueryUserBaseInfo'>;

const fetchUserBaseInfo = () => callAction('QueryUserBaseInfo');

export const AccountProfilePage = () => (
  <Authenticated>
    <AccountProfile />
  </Authenticated>
);

const EMPTY_INFO: UserBaseInfo = {
  usrNo: '',
  firstName: '',
  lastName: '',
  mblNoPlain: '',
  email: '',
  loginName: '',
  roleName: '',
  superAdmin: '',
  mercId: '',
  mercNm: '',
  kycSts: '',
};

const nameOf = (info: UserBaseInfo) => [info.firstName, info.lastName].filter(Boolean).join(' ');
const initialsOf = (info: UserBaseInfo) => `${info.firstName.charAt(0)}${info.lastName.charAt(0)}`.toUpperCase();

const AccountProfile = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const profile = useQuery({ queryKey: ['account', 'profile'], queryFn: fetchUserBaseInfo });
  // Once loading is over (even if it failed), a missing value shows as a dash rather than a skeleton forever.
  const info = profile.data ?? (profile.isError ? EMPTY_INFO : undefined);
  const storeName = typeof identity?.storeName === 'string' ? identity.storeName : '';

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate('account.profileTitle')} />
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate('account.profileTitle')}
        </Typography>
        {profile.isError && (
          <Alert severity="error" action={<Button onClick={() => void profile.refetch()}>{translate('account.retry')}</Button>}>
            {translate('account.profileFailed')}
          </Alert>
        )}
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
              {info ? (
                <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 22 }}>{initialsOf(info) || <PersonIcon />}</Avatar>
              ) : (
                <Skeleton variant="circular" width={56} height={56} />
              )}
              <Box>
                <Typography variant="h6" component="h2">
                  {info ? nameOf(info) : <Skeleton width={200} />}
                </Typography>
                {info?.roleName && <Chip label={info.roleName} size="small" color="primary" variant="outlined" sx={{ mt: 0.5 }} />}
              </Box>
            </Stack>
            <Divider />
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 3, rowGap: 1.5, m: 0, mt: 2, alignItems: 'baseline' }}
            >
              <Detail label={translate('account.fullName')}>{info && nameOf(info)}</Detail>
              <Detail label={translate('account.mobile')}>{info && formatMobileDisplay(info.mblNoPlain)}</Detail>
              <Detail label={translate('account.email')}>{info?.email}</Detail>
              {info?.loginName && <Detail label={translate('account.loginName')}>{info.loginName}</Detail>}
              <Detail label={translate('account.role')}>{info?.roleName}</Detail>
              <Detail label={translate('account.business')}>{info?.mercNm}</Detail>
              <Detail label={translate('account.merchantId')}>{info?.mercId}</Detail>
              <Detail label={translate('account.currentStore')}>{info && storeName}</Detail>
            </Box>
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
};

/** One label/value row; a skeleton while the profile loads (no value yet), a dash when the value is empty. */
const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children === undefined ? <Skeleton width={180} /> : children || '—'}
    </Typography>
  </>
);
