// Spec addresses that lead to another address of the console: an alias (/setting/storeManagement/create →
// /stores/create, keeping the query) and a sub-address (/order/newOrders → the orders list's tab; a record's own,
// /discover/deals/viewDeal/:id → /deals/:id/show, with the record's id from the address).
import { Navigate, generatePath, useLocation, useParams } from 'react-router-dom';

export const AliasRedirect = ({ to }: { to: string }) => {
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${rest ? `/${rest}` : ''}${search}${hash}`} replace />;
};

export const SubAddressRedirect = ({ to }: { to: string }) => {
  const { id } = useParams();
  return <Navigate to={to.includes(':id') ? generatePath(to, { id: id ?? '' }) : to} replace />;
};
