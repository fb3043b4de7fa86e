// /growBusiness: where the root path, a chosen logout and a completed registration land. A visitor logs in,
// registers, joins a business they were invited to, or takes the tour; a signed-in merchant without a business
// (setup status N) chooses to create one or to join one; one with a business goes on to Home.
import { Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { getUserInformation } from '../../auth/authProvider';
import { startTour } from '../../auth/tour';
import { SplitScreen } from '../../layout/SplitScreen';
import { REGISTER_PATH } from '../../config/registerSteps';
import { isLoggedIn } from '../../transport/session';

/** The business-type choice of business setup (spec 000 §2), built beside this page. */
const CREATE_BUSINESS_PATH = '/createClass';
const JOIN_BUSINESS_PATH = '/joinBusiness';

const Choice = ({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) => (
  <Card variant="outlined" sx={{ flex: 1 }}>
    <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1}>
          {icon}
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </Stack>
      </CardContent>
    </CardActionArea>
  </Card>
);

export const GrowBusinessPage = () => {
  const translate = useTranslate();
  const authenticated = isLoggedIn();
  const withoutBusiness = authenticated && getUserInformation()?.businessSetupStatus === 'N';
  const navigate = useNavigate();
  const takeTour = () => {
    startTour();
    navigate('/home');
  };
  const joinChoice = (
    <Choice
      to={JOIN_BUSINESS_PATH}
      icon={<GroupAddIcon color="primary" fontSize="large" />}
      title={translate('growBusiness.join')}
      text={translate('growBusiness.joinText')}
    />
  );
  return (
    <SplitScreen>
      <Stack spacing={3} sx={{ flex: 1, justifyContent: 'center', maxWidth: 560, mx: 'auto', width: '100%' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {translate(withoutBusiness ? 'growBusiness.chooseTitle' : 'growBusiness.welcome')}
        </Typography>
        <Typography color="text.secondary">{translate(withoutBusiness ? 'growBusiness.chooseLead' : 'growBusiness.lead')}</Typography>
        {withoutBusiness && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Choice
              to={CREATE_BUSINESS_PATH}
              icon={<AddBusinessIcon color="primary" fontSize="large" />}
              title={translate('growBusiness.create')}
              text={translate('growBusiness.createText')}
            />
            {joinChoice}
          </Stack>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {authenticated ? (
            <Button component={RouterLink} to="/home" variant={withoutBusiness ? 'text' : 'contained'} size="large">
              {translate(withoutBusiness ? 'growBusiness.later' : 'notFound.home')}
            </Button>
          ) : (
            <>
              <Button component={RouterLink} to="/login" variant="contained" size="large">
                {translate('growBusiness.login')}
              </Button>
              <Button component={RouterLink} to={REGISTER_PATH} variant="outlined" size="large">
                {translate('growBusiness.register')}
              </Button>
              <Button component={RouterLink} to={JOIN_BUSINESS_PATH} variant="outlined" size="large">
                {translate('growBusiness.join')}
              </Button>
              <Button size="large" onClick={takeTour}>
                {translate('tour.take')}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
    </SplitScreen>
  );
};
