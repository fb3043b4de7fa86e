// Settings → All Settings (/setting/index): the section's landing page, every page of the Settings menu section
// this user may open, read from the menu file (menus/main.json) as the side menu reads it, so a page added to the
// section or a permission taken away shows here too. Settings → Business setup (/setting/businessSetup, code 30):
// the business setup that onboarding built (src/flows/businessSetup), not a second one: a merchant whose business is
// set up goes to My business (details and amendment), one still setting up resumes at the step reached.
import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { hasPermission } from '../auth/permissions';
import { SETUP_ALIASES } from '../config/businessSetup/setupSteps';
import { MY_BUSINESS_PATHS } from '../flows/businessSetup/myBusinessPaths';
import { AccessDeniedPage } from '../layout/AccessDeniedPage';
import { entryIcon, hasScreen, menuEntries, targetOf, visibleEntries, type MenuEntry } from '../layout/menu/menuTree';
import { currentStanding } from '../navigation/standing';

/** Spec 001 §6: 30 business information. */
const BUSINESS_SETUP_CODE = '30';
const SECTION_KEY = 'settings';
const OVERVIEW_KEY = 'settingsOverview';

/** The Settings pages this user may open, in menu order, without the overview itself. */
export const settingsAreas = (entries: readonly MenuEntry[] = menuEntries, allowed?: (code: string | undefined) => boolean): MenuEntry[] =>
  (visibleEntries(entries, allowed).find((entry) => entry.key === SECTION_KEY)?.children ?? []).filter(
    (entry) => entry.key !== OVERVIEW_KEY && hasScreen(entry) && targetOf(entry),
  );

export const SettingsOverviewPage = () => {
  const translate = useTranslate();
  const title = translate('menu.settingsOverview');
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1100 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('settings.overviewIntro')}
      </Typography>
      <Box
        component="ul"
        aria-label={title}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {settingsAreas().map((entry) => {
          const Icon = entryIcon(entry);
          return (
            <Box component="li" key={entry.key}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={targetOf(entry)!} sx={{ p: 2, height: '100%' }}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Icon color="primary" />
                    <Typography sx={{ fontWeight: 600 }}>{translate(entry.label)}</Typography>
                  </Stack>
                </CardActionArea>
              </Card>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
};

export const BusinessSetupEntryPage = () => {
  if (!hasPermission(BUSINESS_SETUP_CODE)) return <AccessDeniedPage />;
  const done = currentStanding().businessSetupStatus === 'Y';
  return <Navigate to={done ? MY_BUSINESS_PATHS.root : SETUP_ALIASES.resume} replace />;
};
