// The top-up a page of the flow is about: its order number travels in the address (?orderNo=), so a page can be
// reloaded or reopened from the history and still know which top-up it shows.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { fetchTopUp, MONEY_KEYS } from './moneyCalls';

export const topUpAddress = (route: string, orderNo: string) => `${route}?orderNo=${encodeURIComponent(orderNo)}`;

export const useTopUpOrder = () => {
  const [query] = useSearchParams();
  const orderNo = query.get('orderNo') ?? '';
  const order = useQuery({ queryKey: MONEY_KEYS.topUp(orderNo), queryFn: () => fetchTopUp(orderNo), enabled: orderNo !== '' });
  return { orderNo, order };
};
