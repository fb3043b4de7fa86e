// The icons resource and menu files may name. A name not listed here is a config error (npm run check:config).
import type { SvgIconComponent } from '@mui/icons-material';
import Block from '@mui/icons-material/Block';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Devices from '@mui/icons-material/Devices';
import Home from '@mui/icons-material/Home';
import Inventory from '@mui/icons-material/Inventory2';
import LinkOff from '@mui/icons-material/LinkOff';
import People from '@mui/icons-material/People';
import PersonOff from '@mui/icons-material/PersonOff';
import PhoneCallback from '@mui/icons-material/PhoneCallback';
import Public from '@mui/icons-material/Public';
import PublicOff from '@mui/icons-material/PublicOff';
import Restore from '@mui/icons-material/Restore';
import Send from '@mui/icons-material/Send';
import Settings from '@mui/icons-material/Settings';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import ViewList from '@mui/icons-material/ViewList';

export const ICONS: Record<string, SvgIconComponent> = {
  Block,
  Cancel,
  CheckCircle,
  Devices,
  Home,
  Inventory,
  LinkOff,
  People,
  PersonOff,
  PhoneCallback,
  Public,
  PublicOff,
  Restore,
  Send,
  Settings,
  Storefront,
  SupportAgent,
  ViewList,
};

export const iconFor = (name: string | undefined): SvgIconComponent => (name && ICONS[name]) || ViewList;
