// Checkout's pages, one lazy module behind its three addresses (checkoutEntries.tsx): New Sale, the inventory sale
// and the quick sale.
import { CheckoutHomePage } from './CheckoutHome';
import type { CheckoutPage } from './checkoutRoutes';
import { SalePage } from './SalePage';

export const CheckoutPages = ({ page }: { page: CheckoutPage }) =>
  page === 'index' ? <CheckoutHomePage /> : <SalePage kind={page === 'inventory' ? 'inventory' : 'quick'} />;
