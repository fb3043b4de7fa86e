// The side menu. Issue #4 builds it from menus/main.json with permission filtering; until then, Home.
import HomeIcon from '@mui/icons-material/Home';
import { Menu as RaMenu, useTranslate } from 'react-admin';

export const Menu = () => {
  const translate = useTranslate();
  return (
    <RaMenu>
      <RaMenu.Item to="/home" primaryText={translate('menu.home')} leftIcon={<HomeIcon />} />
    </RaMenu>
  );
};
