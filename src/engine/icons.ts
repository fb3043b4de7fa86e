// The icons resource and menu files may name. A name not listed here is a config error (npm run check:config).
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AccountTree from '@mui/icons-material/AccountTree';
import AddCard from '@mui/icons-material/AddCard';
import Apartment from '@mui/icons-material/Apartment';
import Apps from '@mui/icons-material/Apps';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Assessment from '@mui/icons-material/Assessment';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import Badge from '@mui/icons-material/Badge';
import Block from '@mui/icons-material/Block';
import Bolt from '@mui/icons-material/Bolt';
import Business from '@mui/icons-material/Business';
import Calculate from '@mui/icons-material/Calculate';
import Campaign from '@mui/icons-material/Campaign';
import Cancel from '@mui/icons-material/Cancel';
import Category from '@mui/icons-material/Category';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Contacts from '@mui/icons-material/Contacts';
import CreditScore from '@mui/icons-material/CreditScore';
import Delete from '@mui/icons-material/Delete';
import Dashboard from '@mui/icons-material/Dashboard';
import Devices from '@mui/icons-material/Devices';
import Dialpad from '@mui/icons-material/Dialpad';
import Domain from '@mui/icons-material/Domain';
import ElectricBolt from '@mui/icons-material/ElectricBolt';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Explore from '@mui/icons-material/Explore';
import FactCheck from '@mui/icons-material/FactCheck';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import Home from '@mui/icons-material/Home';
import Insights from '@mui/icons-material/Insights';
import Inventory from '@mui/icons-material/Inventory2';
import Language from '@mui/icons-material/Language';
import Link from '@mui/icons-material/Link';
import LinkOff from '@mui/icons-material/LinkOff';
import LockReset from '@mui/icons-material/LockReset';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalOffer from '@mui/icons-material/LocalOffer';
import ManageHistory from '@mui/icons-material/ManageHistory';
import ManageSearch from '@mui/icons-material/ManageSearch';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import People from '@mui/icons-material/People';
import Percent from '@mui/icons-material/Percent';
import PersonOff from '@mui/icons-material/PersonOff';
import PhoneCallback from '@mui/icons-material/PhoneCallback';
import PointOfSale from '@mui/icons-material/PointOfSale';
import Public from '@mui/icons-material/Public';
import PublicOff from '@mui/icons-material/PublicOff';
import Quiz from '@mui/icons-material/Quiz';
import RateReview from '@mui/icons-material/RateReview';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Redeem from '@mui/icons-material/Redeem';
import RemoveShoppingCart from '@mui/icons-material/RemoveShoppingCart';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Restore from '@mui/icons-material/Restore';
import Rule from '@mui/icons-material/Rule';
import Savings from '@mui/icons-material/Savings';
import Sell from '@mui/icons-material/Sell';
import Send from '@mui/icons-material/Send';
import Settings from '@mui/icons-material/Settings';
import SettingsEthernet from '@mui/icons-material/SettingsEthernet';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Tune from '@mui/icons-material/Tune';
import Undo from '@mui/icons-material/Undo';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import ViewList from '@mui/icons-material/ViewList';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import Web from '@mui/icons-material/Web';
import Webhook from '@mui/icons-material/Webhook';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';

export const ICONS: Record<string, SvgIconComponent> = {
  AccountBalance,
  AccountBalanceWallet,
  AccountTree,
  AddCard,
  Apartment,
  Apps,
  ArrowDownward,
  ArrowUpward,
  Assessment,
  AssignmentInd,
  Badge,
  Block,
  Bolt,
  Business,
  Calculate,
  Campaign,
  Cancel,
  Category,
  CheckCircle,
  Contacts,
  CreditScore,
  Delete,
  Dashboard,
  Devices,
  Dialpad,
  Domain,
  ElectricBolt,
  EventRepeat,
  Explore,
  FactCheck,
  ForwardToInbox,
  Groups,
  History,
  Home,
  Insights,
  Inventory,
  Language,
  Link,
  LinkOff,
  LockReset,
  ListAlt,
  LocalOffer,
  ManageHistory,
  ManageSearch,
  NotificationsActive,
  People,
  Percent,
  PersonOff,
  PhoneCallback,
  PointOfSale,
  Public,
  PublicOff,
  Quiz,
  RateReview,
  Receipt,
  ReceiptLong,
  Redeem,
  RemoveShoppingCart,
  RequestQuote,
  Restore,
  Rule,
  Savings,
  Sell,
  Send,
  Settings,
  SettingsEthernet,
  ShoppingCart,
  Storefront,
  SupportAgent,
  SwapHoriz,
  TaskAlt,
  Tune,
  Undo,
  ViewCarousel,
  ViewList,
  VolunteerActivism,
  Web,
  Webhook,
  WorkspacePremium,
};

export const iconFor = (name: string | undefined): SvgIconComponent => (name && ICONS[name]) || ViewList;
