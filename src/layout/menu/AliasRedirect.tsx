// A spec address that leads to a declared resource's screens (menus: "route" beside "resource"): the address and
// its sub-paths go to the resource's own, /setting/storeManagement/create → /stores/create, keeping the query.
import { Navigate, useLocation, useParams } from 'react-router-dom';

export const AliasRedirect = ({ to }: { to: string }) => {
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${rest ? `/${rest}` : ''}${search}${hash}`} replace />;
};
