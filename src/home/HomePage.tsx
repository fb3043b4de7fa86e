// /home: the signed-in start page — a greeting with the business and current store, the provider's banners,
// and the user's quick access options.
import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Authenticated, Title, useGetIdentity, useTranslate } from 'react-admin';
import { getUserInformation, refreshUserInformation } from '../auth/authProvider';
import { BannerCarousel } from './BannerCarousel';
import { QuickAccess } from './QuickAccess';

export const HomePage = () => (
  <Authenticated>
    <HomeContent />
  </Authenticated>
);

const HomeContent = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The business's flags and current store change outside this tab (another admin, the provider's review); a
  // store switch in the header refreshes this query too.
  const user = useQuery({ queryKey: ['home', 'userInformation'], queryFn: refreshUserInformation, placeholderData: getUserInformation() ?? undefined });
  const info = user.data;
  const merchant = typeof info?.mercNm === 'string' ? info.mercNm : '';
  const storeName = info?.currentStore?.storeName;

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate('menu.home')} />
      <Stack spacing={3} sx={{ maxWidth: 1200 }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {translate('home.greeting', { name: identity?.fullName ?? '' })}
          </Typography>
          {info ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {[merchant && translate('home.merchant', { merchant }), storeName && translate('home.store', { store: storeName })].filter(Boolean).join(' · ')}
            </Typography>
          ) : (
            <Skeleton width={420} />
          )}
        </Box>
        {info?.businessSetupStatus === 'N' && <Alert severity="info">{translate('home.setupPending')}</Alert>}
        <BannerCarousel />
        <QuickAccess />
      </Stack>
    </Box>
  );
};
