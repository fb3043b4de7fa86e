// The green panel beside the login and start pages: what the product is, in one glance.
import { Box, Stack, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import PaymentsIcon from '@mui/icons-material/Payments';
import GroupsIcon from '@mui/icons-material/Groups';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { useTranslate } from 'react-admin';
import { BRAND_GREEN } from './theme';

const POINTS = [
  { key: 'growBusiness.points.collect', Icon: PaymentsIcon },
  { key: 'growBusiness.points.manage', Icon: GroupsIcon },
  { key: 'growBusiness.points.finance', Icon: AccountBalanceIcon },
];

export const BrandPanel = () => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: '#fff',
        background: `linear-gradient(160deg, ${BRAND_GREEN} 0%, #05381f 100%)`,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <StorefrontIcon fontSize="large" />
        <Typography variant="h6" sx={{ fontWeight: 700 }}>
          {translate('app.title')}
        </Typography>
      </Stack>
      <Stack spacing={3}>
        <Typography variant="h4" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
          {translate('growBusiness.title')}
        </Typography>
        <Stack spacing={2}>
          {POINTS.map(({ key, Icon }) => (
            <Stack key={key} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Icon sx={{ color: 'secondary.main' }} />
              <Typography>{translate(key)}</Typography>
            </Stack>
          ))}
        </Stack>
      </Stack>
      <Typography variant="caption" sx={{ opacity: 0.7 }}>
        {translate('app.version', { version: __APP_VERSION__ })}
      </Typography>
    </Box>
  );
};
