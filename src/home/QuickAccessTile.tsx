// One quick access option on the home page: its menu icon and its page's name (out of its menu section), opening it.
import { Card, CardActionArea, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { entryTarget, pageTitleKey, type MenuEntry } from '../config/menuEntries';
import { entryIcon } from '../layout/menu/menuTree';

export const QuickAccessTile = ({ entry }: { entry: MenuEntry }) => {
  const translate = useTranslate();
  const Icon = entryIcon(entry);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={entryTarget(entry) ?? '/home'}
        sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, minHeight: 104 }}
      >
        <Icon color="primary" sx={{ fontSize: 32 }} />
        <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'center' }}>
          {translate(pageTitleKey(entry))}
        </Typography>
      </CardActionArea>
    </Card>
  );
};
