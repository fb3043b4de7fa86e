// The top-up a page of the flow is about: its order number travels in the address (?orderNo=), so a page can be
// reloaded or reopened from the history and still know which top-up it shows. A top-up from a linked card also
// carries from=bank, so the confirmation's way back leads to the page it came from.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { formatMobileDisplay } from '../../format/mobile';
import { fetchTopUp, MONEY_KEYS, type TopUp } from './moneyCalls';
import { MONEY_ROUTES } from './moneyRoutes';

const FROM_BANK = 'bank';

export const topUpAddress = (route: string, orderNo: string, order?: Pick<TopUp, 'topUpTyp'>) =>
  `${route}?orderNo=${encodeURIComponent(orderNo)}${order?.topUpTyp === '0' ? `&from=${FROM_BANK}` : ''}`;

export const useTopUpOrder = () => {
  const [query] = useSearchParams();
  const orderNo = query.get('orderNo') ?? '';
  const order = useQuery({ queryKey: MONEY_KEYS.topUp(orderNo), queryFn: () => fetchTopUp(orderNo), enabled: orderNo !== '' });
  return { orderNo, order };
};

/** True on a page of a top-up from a linked card: it came from the bank page, and its way back leads there. */
export const useTopUpFromBank = (): boolean => useSearchParams()[0].get('from') === FROM_BANK;

/** Where a top-up of this kind starts: the mobile-money page, or the bank page for a linked card. */
export const topUpStart = (order: Pick<TopUp, 'topUpTyp'>) => (order.topUpTyp === '0' ? MONEY_ROUTES.bankTopUp : MONEY_ROUTES.topUp);

/** Where the money comes from, as the summaries say it: the number and its service, or the card and its kind. */
export const topUpSource = (order: TopUp, translate: (key: string) => string): string =>
  order.topUpTyp === '0'
    ? `${order.cardNo ?? ''} (${translate(order.cardTyp === '1' ? 'money.creditCard' : 'money.debitAccount')})`
    : `${formatMobileDisplay(order.mblNo ?? '')} (${order.operator ?? ''})`;
