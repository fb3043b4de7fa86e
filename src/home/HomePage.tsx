// /home: the signed-in start page. It greets the person by name and shows the business and the current store.
import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Authenticated, Title, useGetIdentity, useTranslate } from 'react-admin';
import { useEffect, useState } from 'react';
import { getUserInformation, refreshUserInformation } from '../auth/authProvider';

export const HomePage = () => (
  <Authenticated>
    <HomeContent />
  </Authenticated>
);

const HomeContent = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [info, setInfo] = useState(getUserInformation);
  const [loading, setLoading] = useState(true);

  // The business's flags and current store change outside this tab (another admin, the provider's review).
  useEffect(() => {
    let live = true;
    refreshUserInformation()
      .then((fresh) => live && setInfo(fresh))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);
  const storeName = info?.currentStore?.storeName;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate('menu.home')} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate('home.greeting', { name: identity?.fullName ?? '' })}
        </Typography>
        {info?.businessSetupStatus === 'N' && <Alert severity="info">{translate('home.setupPending')}</Alert>}
        <Card variant="outlined" sx={{ maxWidth: 560 }}>
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <StorefrontIcon color="primary" fontSize="large" />
              <Box>
                {loading && !info && <Skeleton width={240} />}
                {typeof info?.mercNm === 'string' && info.mercNm && (
                  <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {translate('home.merchant', { merchant: info.mercNm })}
                  </Typography>
                )}
                {storeName && (
                  <Typography variant="body2" color="text.secondary">
                    {translate('home.store', { store: storeName })}
                  </Typography>
                )}
              </Box>
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
};
