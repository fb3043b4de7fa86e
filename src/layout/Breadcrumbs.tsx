// Where the page sits in the menu: section › entry › sub-page (Create, Edit, Details), with links to the ancestors
// that have a page. None on the pages the spec names (their menu entries say "breadcrumbs": false).
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { onTextsJoined, textsJoined } from '../i18n/textParts';
import { breadcrumbTrail, type Crumb } from './menu/breadcrumbTrail';
import { placedEntries } from './menu/menuTree';

export const Breadcrumbs = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // A screen's own words (its createLabel) arrive with the screen, after the breadcrumbs are first drawn.
  useSyncExternalStore(onTextsJoined, textsJoined);
  const trail = breadcrumbTrail(pathname, placedEntries);
  if (trail.length === 0) return null;
  const words = (crumb: Crumb) => translate(crumb.label, crumb.fallback ? { _: translate(crumb.fallback) } : undefined);
  return (
    <MuiBreadcrumbs aria-label={translate('nav.breadcrumbs')} separator={<NavigateNextIcon fontSize="small" />} sx={{ px: 2, pt: 1.5, fontSize: 14 }}>
      {trail.map((crumb, index) =>
        crumb.to ? (
          <Link key={index} component={RouterLink} to={crumb.to} underline="hover" color="primary" sx={{ fontSize: 'inherit' }}>
            {words(crumb)}
          </Link>
        ) : (
          <Typography
            key={index}
            sx={{ fontSize: 'inherit' }}
            color={index === trail.length - 1 ? 'text.primary' : 'inherit'}
            aria-current={index === trail.length - 1 ? 'page' : undefined}
          >
            {words(crumb)}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
};
